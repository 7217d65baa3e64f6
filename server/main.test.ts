// @vitest-environment node
// The real server (tsx server/main.ts) as a child process: one per data folder, start-up refusals as one line each
// (the demo accounts of a database seeded in development too), and request logs without companion-link secrets.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './platform/db/index.js';
import { LOCK_FILE } from './platform/db/lock.js';
import { migrate } from './platform/db/migrate.js';
import { seedOnStart } from './seed/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const SIG = 'f'.repeat(64);

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(env: Record<string, string>): Run {
  const child = spawn(tsx, ['server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'off', LOG_LEVEL: 'info', ...env },
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(run: Run, pattern: RegExp, ms = 60_000): Promise<RegExpExecArray> {
  const until = Date.now() + ms;
  for (;;) {
    const match = pattern.exec(run.output());
    if (match) return match;
    if (Date.now() > until || run.child.exitCode !== null) throw new Error(`no ${pattern} in:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a refused start printed, npm's own notices left out. */
const refusal = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('npm warn'));

let dir: string;
let first: Run;
let url: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'revolt-main-'));
  first = start({ DATA_DIR: path.join(dir, 'data'), APP_LINK_SECRET: 'main-test-secret' });
  url = (await waitFor(first, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1] ?? '';
}, 120_000);

afterAll(async () => {
  first.child.kill('SIGTERM');
  await first.exited;
  rmSync(dir, { recursive: true, force: true });
});

describe('server/main.ts', () => {
  it('creates a missing data folder and locks it with its pid', () => {
    expect(existsSync(path.join(dir, 'data', LOCK_FILE))).toBe(true);
  });

  it('seeds no sample job openings with SEED_DEMO=off (they would take real CVs in production)', async () => {
    const res = await fetch(`${url}/api/v1/jobs`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toEqual([]);
    expect(first.output()).not.toContain('job openings added');
  });

  it('logs a companion-app link request without its exp and sig', async () => {
    const res = await fetch(`${url}/api/v1/customer/info/1?exp=4102444800&sig=${SIG}`);
    expect(res.status).toBe(401);
    const line = (await waitFor(first, /.*customer\/info\/1.*/))[0];
    expect(line).toContain('sig=[redacted]');
    expect(first.output()).not.toContain(SIG);
    expect(first.output()).not.toContain('4102444800');
  });

  it('refuses a second server on the same data folder, and every bad start, with one line and no stack', { timeout: 90_000 }, async () => {
    writeFileSync(path.join(dir, 'a-file'), '');
    const runs = [
      start({ DATA_DIR: path.join(dir, 'data') }),
      start({ DATA_DIR: path.join(dir, 'a-file') }),
      // Whether dist/ is built or not, the origin check is left out here (production-checks.test.ts covers it).
      start({ DATA_DIR: path.join(dir, 'prod'), NODE_ENV: 'production', SEED_DEMO: 'on', ALLOW_LOCAL_ORIGIN: 'on' }),
      start({ PORT: 'eighty' }),
    ];
    const codes = await Promise.all(runs.map((run) => run.exited));
    expect(codes).toEqual([1, 1, 1, 1]);
    const [second, file, production, port] = runs.map((run) => refusal(run.output()));
    expect(second).toHaveLength(1);
    expect(second?.[0]).toMatch(new RegExp(`^Cannot start: DATA_DIR ${path.join(dir, 'data')} is in use by process \\d+ `));
    expect(file).toEqual([`Cannot start: DATA_DIR ${path.join(dir, 'a-file')} cannot be used: EEXIST: file already exists, mkdir '${path.join(dir, 'a-file')}'`]);
    expect(production).toHaveLength(12);
    for (const line of production ?? []) expect(line).toMatch(/^Cannot start: \(NODE_ENV=production\) /);
    expect(port).toEqual(['Cannot start: PORT must be an integer >= 0, got "eighty"']);
    expect(existsSync(path.join(dir, 'prod'))).toBe(false);
  });

  it('refuses production on a database seeded once in development while a demo account keeps its published password', { timeout: 90_000 }, async () => {
    const seeded = path.join(dir, 'seeded');
    const db = await openDb({ dataDir: seeded });
    await migrate(db);
    expect((await seedOnStart(db, { seedDemo: true })).demoAccounts).toBe(5);
    await db.close();
    // Every other production check passes: SEED_DEMO is off now, as the audit's deployment had it.
    const run = start({
      DATA_DIR: seeded, NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'on', ALLOW_LOG_SMS: 'on', ALLOW_LOG_EMAIL: 'on', ALLOW_LOG_WHATSAPP: 'on',
      APP_LINK_SECRET: 'a', FEEDBACK_LINK_SECRET: 'f', VENDOR_LINK_SECRET: 'v', PASS_TOKEN_SECRET: 'p', SPECIAL_BOOKING_PATH: '/fleet-priority',
      ALLOW_EMBEDDED_DB: 'on', ALLOW_LOCAL_ORIGIN: 'on', ALLOW_DEMO_SELLER: 'on',
    });
    try {
      // Fails at once, not at the timeout, should the server start after all.
      const listening = waitFor(run, /Server listening at/).then(() => 'listening', () => 'not listening');
      expect(await Promise.race([run.exited.then((code) => `exit ${code}`), listening])).toBe('exit 1');
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGTERM');
    }
    expect(refusal(run.output())).toEqual([
      'Cannot start: (NODE_ENV=production) Demo accounts still sign in with the passwords published in the README ' +
        '(mobiles 9000000001, 9000000002, 9000000003, 9000000004, 9000000005): anyone could use them, the demo admin too. ' +
        'Delete these accounts or change their passwords (or ALLOW_DEMO_ACCOUNTS=on).',
    ]);
  });
});
