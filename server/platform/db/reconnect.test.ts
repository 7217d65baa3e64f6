// @vitest-environment node
// A real PostgreSQL that drops the API's connections (npm run test:pg; skipped without DATABASE_URL): backends
// terminated from a separate connection, as a restart, a failover or a proxy would, and a database that refuses
// connections for a while. On a database of its own, so the other test files' connections are left alone.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { openDb, type Db } from './index.js';

const DATABASE_URL = process.env.DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The query of the audit (F1): every other backend of this database, from a connection of its own. */
const TERMINATE = 'SELECT pid, pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()';

/** Polls `check` until it returns a value (not undefined or false), for at most `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // This side's own connection may be terminated too: never an unhandled 'error' event here either.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Terminates the other backends of the client's database; their pids. */
async function terminateOthers(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(TERMINATE);
  return rows.map((row) => row.pid);
}

/** Waits until these backends have exited. */
async function gone(client: pg.Client, pids: number[]): Promise<void> {
  await until('the terminated backends to exit', async () => {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids]);
    return rows[0]?.n === 0;
  });
}

describe.skipIf(!DATABASE_URL)('a PostgreSQL that drops the connections of the API', () => {
  const name = `revolt_drop_${process.pid}_${Date.now().toString(36)}`;
  let admin: pg.Client;
  let url: string;

  beforeAll(async () => {
    admin = await connect(DATABASE_URL ?? '');
    await admin.query(`CREATE DATABASE ${name}`);
    const own = new URL(DATABASE_URL ?? '');
    own.pathname = `/${name}`;
    url = own.toString();
  });

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  describe('in this process (db/pool.ts)', () => {
    let db: Db;
    const logged: string[] = [];
    beforeAll(async () => {
      db = await openDb({ databaseUrl: url, onError: (_error, message) => logged.push(message) });
      await db.exec('CREATE TABLE probe (id serial PRIMARY KEY, note text NOT NULL)');
    });
    afterAll(() => db.close());

    it('runs a read again on a new connection when its backend is terminated under it', async () => {
      // The read waits on a lock, so its backend is surely terminated in the middle of it.
      const locker = await connect(url);
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE probe IN ACCESS EXCLUSIVE MODE');
        const read = db.query<{ n: number }>('SELECT count(*)::int AS n FROM probe');
        const waiting = await until('the read to wait on the lock', async () => {
          const { rows } = await locker.query<{ pid: number }>(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          );
          return rows[0]?.pid;
        });
        expect(await terminateOthers(locker)).toContain(waiting);
        // The read met the drop while the lock was still held (its backend finishes exiting only once it is gone).
        await until('the read to meet the drop', async () => logged.includes('a database connection was lost; trying the query again'));
        await locker.query('COMMIT');
        expect((await read).rows).toEqual([{ n: 0 }]);
      } finally {
        await locker.end();
      }
    });

    it('runs a whole transaction again when its backend is terminated before COMMIT, and keeps its write once', async () => {
      const other = await connect(url);
      let attempts = 0;
      try {
        const result = await db.transaction(async (tx) => {
          attempts += 1;
          await tx.query('SELECT pg_backend_pid()');
          if (attempts === 1) await gone(other, await terminateOthers(other));
          await tx.query("INSERT INTO probe (note) VALUES ('once')");
          return attempts;
        });
        expect(result).toBe(2);
        const { rows } = await other.query<{ n: number }>("SELECT count(*)::int AS n FROM probe WHERE note = 'once'");
        expect(rows[0]?.n).toBe(1);
        expect(logged).toContain('a database connection was lost; trying the transaction again');
      } finally {
        await other.end();
      }
    });
  });

  describe('the server (tsx server/main.ts)', () => {
    let child: ChildProcess;
    let output = '';
    let base: string;

    beforeAll(async () => {
      child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'off', LOG_LEVEL: 'info', DATABASE_URL: url },
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      base = await until('the server to listen', async () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? (child.exitCode !== null ? Promise.reject(new Error(output)) : undefined), 90_000);
    }, 120_000);

    afterAll(async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    });

    const alive = () => expect(child.exitCode, output).toBeNull();

    it('stays up when its connections are terminated, and answers a read and /api/ready', { timeout: 90_000 }, async () => {
      // Several connections in the pool, idle when they are cut.
      const warm = await Promise.all([...Array(4).keys()].map(() => fetch(`${base}/api/v1/jobs`)));
      expect(warm.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      const other = await connect(url);
      try {
        const pids = await terminateOthers(other);
        expect(pids.length).toBeGreaterThan(0);
        await gone(other, pids);
      } finally {
        await other.end();
      }
      await until('the server to log the dropped connection', async () => /database connection was lost/.test(output));
      alive();
      expect((await fetch(`${base}/api/v1/jobs`)).status).toBe(200);
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
      alive();
    });

    it('answers 503 (Retry-After) and /api/ready 503 while the database is away, and 200 once it is back, without a restart', { timeout: 90_000 }, async () => {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      try {
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
        const ready = await until('/api/ready to answer 503', async () => {
          const res = await fetch(`${base}/api/ready`);
          return res.status === 503 ? ((await res.json()) as { message: string }) : undefined;
        });
        expect(ready.message).toMatch(/^Not ready: database: The database is unavailable: /);
        const read = await fetch(`${base}/api/v1/jobs`);
        expect(read.status).toBe(503);
        expect(read.headers.get('retry-after')).toBe('5');
        expect(await read.json()).toEqual({ message: MSG.databaseUnavailable });
        alive();
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      }
      await until('/api/ready to answer 200 again', async () => (await fetch(`${base}/api/ready`)).status === 200);
      expect((await fetch(`${base}/api/v1/jobs`)).status).toBe(200);
      alive();
    });
  });
});
