// @vitest-environment node
// The real server process (server/main.ts, as `npm run serve` runs it) killed with SIGKILL while clients write
// through its HTTP API: every write it acknowledged (201) is there after a restart, exactly once, and the restarted
// server takes over the data folder. crash.test.ts does the same with a bare writer; this one goes through the whole
// stack: Fastify, the rate limits, the store and PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './index.js';
import { lockDataDir } from './lock.js';
import { migrate } from './migrate.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'revolt-crash-server-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const WRITERS = 4;
const NAME = 'Crash Tester';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts server/main.ts on its own data folder and port; resolves once /api/ready answers 200. */
async function startServer(port: number): Promise<{ child: ChildProcess; base: string; exited: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/main.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting (${child.exitCode}): ${stderr}`);
    if (waited > 90_000) throw new Error(`the server did not get ready: ${stderr}`);
    const ready = await fetch(`${base}/api/ready`).then((res) => res.ok, () => false);
    if (ready) return { child, base, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A contact message whose text carries its number, so each acknowledged write can be found after the crash. */
const message = (n: number) => `Crash test message number ${n}, please ignore.`;

/**
 * Starts the server, has WRITERS clients send contact messages one after another until `count` more are
 * acknowledged, then kills the server with SIGKILL while the others are in flight. The acknowledged numbers and ids.
 */
async function writeAndKill(first: number, count: number): Promise<Map<number, number>> {
  const server = await startServer(await freePort());
  const acknowledged = new Map<number, number>();
  let next = first;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const n = next;
      next += 1;
      try {
        const res = await fetch(`${server.base}/api/v1/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: NAME, mobile: '9812345678', email: 'crash@example.com', topic: 'Other', message: message(n) }),
        });
        const text = await res.text();
        if (res.status !== 201) throw new Error(`write ${n} answered ${res.status}: ${text}`);
        const id = (JSON.parse(text) as { data: { id: number } }).data.id;
        if (killed) return; // answered after the kill: never seen by the client in a real crash
        acknowledged.set(n, id);
        if (acknowledged.size >= count && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      } catch (error) {
        if (killed) return; // a request in flight when the server died: not acknowledged
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await server.exited;
  expect(server.child.signalCode).toBe('SIGKILL');
  return acknowledged;
}

// The embedded database only: a real Postgres server (DATABASE_URL, npm run test:pg) has its own crash recovery.
describe.skipIf(Boolean(process.env.DATABASE_URL))('SIGKILL of the server process during HTTP writes', () => {
  it('keeps every acknowledged write exactly once across a kill, a restart and a second kill', async () => {
    const first = await writeAndKill(0, 40);
    // The restart takes over the dead server's lock and its folder, and keeps taking writes.
    const second = await writeAndKill(10_000, 40);

    const lock = lockDataDir(dataDir);
    const db = await openDb({ dataDir });
    try {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ id: number; message: string }>('SELECT id, message FROM contact_messages WHERE name = $1', [NAME]);
      const stored = new Map<string, number[]>();
      for (const row of rows) stored.set(row.message, [...(stored.get(row.message) ?? []), row.id]);
      for (const [n, id] of [...first, ...second]) expect(stored.get(message(n)), `write ${n} was acknowledged as ${id}`).toEqual([id]);
      // Beyond the acknowledged ones, at most the writes in flight at each kill.
      expect(rows.length).toBeLessThanOrEqual(first.size + second.size + 2 * WRITERS);
      expect([...stored.values()].filter((ids) => ids.length !== 1)).toEqual([]);
    } finally {
      await db.close();
      lock.release();
    }
  }, 180_000);
});
