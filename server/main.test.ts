// @vitest-environment node
// The real server (tsx server/main.ts) as a child process: one per data folder, start-up refusals as one line each,
// and request logs without companion-link secrets.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/lock.js';

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
    expect(production).toHaveLength(9);
    for (const line of production ?? []) expect(line).toMatch(/^Cannot start: \(NODE_ENV=production\) /);
    expect(port).toEqual(['Cannot start: PORT must be an integer >= 0, got "eighty"']);
    expect(existsSync(path.join(dir, 'prod'))).toBe(false);
  });
});
