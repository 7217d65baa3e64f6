// @vitest-environment node
// Killing the server with SIGKILL in the middle of writes (a crash, an OOM kill, a pulled plug of the container)
// loses no acknowledged write, leaves no half-written one, and the next start takes over the data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './index.js';
import { lockDataDir } from './lock.js';
import { migrate } from './migrate.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'revolt-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the writer until it has committed `count` more bookings, then kills it with SIGKILL; the committed ids. */
async function writeAndKill(count: number): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../../test-fakes/crash-writer.ts'), dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const committed: number[] = [];
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const id = /^committed (\d+)$/.exec(line)?.[1];
      if (id) committed.push(Number(id));
      if (committed.length === count) {
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`the writer stopped by itself (${code}): ${stderr}`));
    });
  });
  await exited;
  return committed;
}

// The embedded database only: a real Postgres server (DATABASE_URL, npm run test:pg) has its own crash recovery.
describe.skipIf(Boolean(process.env.DATABASE_URL))('SIGKILL during writes', () => {
  it('keeps every committed booking with its event, and nothing half-written, across two crashes', async () => {
    const first = await writeAndKill(40);
    const second = await writeAndKill(40);

    // The dead writer's lock is taken over, and the folder opens and migrates as on any start.
    const lock = lockDataDir(dataDir);
    const db = await openDb({ dataDir });
    try {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ id: number; events: number }>(
        `SELECT b.id, (SELECT count(*)::int FROM order_events e WHERE e.order_id = b.id) AS events FROM bookings b ORDER BY b.id`,
      );
      const stored = new Set(rows.map((r) => r.id));
      for (const id of [...first, ...second]) expect(stored.has(id), `booking ${id} was acknowledged`).toBe(true);
      // At most the one transaction in flight at the kill committed without being acknowledged.
      expect(rows.length).toBeLessThanOrEqual(first.length + second.length + 2);
      // Atomic: no booking without its first timeline event, none with two.
      expect(rows.filter((r) => r.events !== 1)).toEqual([]);
    } finally {
      await db.close();
      lock.release();
    }
  }, 240_000);
});
