// PostgreSQL through a pg Pool (DATABASE_URL). A connection can drop at any time: a database restart, a failover,
// an idle timeout, a proxy, pg_terminate_backend. The drop is logged, pg-pool forgets the connection and opens a
// new one for the next query, and the query that met the drop is run again once when that cannot apply anything
// twice; otherwise (or when the second try fails too) it fails with DatabaseUnavailableError, a 503 (errors.ts).
// Without these listeners pg emits 'error' on the pool or on the client with nobody listening, and Node exits.
//
// Statements with parameters are sent as named prepared statements (node-postgres's `name`): each connection parses
// and plans a statement once and then only binds and executes it, which on the order pages costs PostgreSQL less
// than half. The name is a hash of the text, so one name always means one text. A statement prepared before a
// migration changed the columns it returns fails with "cached plan must not change result type" (0A000): the
// connection is dropped (its statements with it) and the statement, which did nothing, is tried once more.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable } from './index.js';

/** The database could not be reached, or the connection dropped where a retry was not safe. Answered with 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${describe(cause)}`, { cause });
  }
}

/**
 * Runs `write`, and again after each of `waits` (ms) while the database is unavailable: for a write that must not be
 * lost once something outside has happened (a message already sent). A dropped connection is already retried once
 * inside every query; this waits out an outage of a few seconds (a restart). Any other error is thrown at once.
 */
export async function outlastOutage<T>(write: () => Promise<T>, waits: readonly number[] = [500, 1000, 2000, 4000]): Promise<T> {
  for (const wait of waits) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return write();
}

/** The first line of an error's message, with its code when it has one. */
function describe(error: unknown): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  const text = (typeof message === 'string' ? message : String(error)).split('\n')[0] ?? '';
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

// SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down, crashed, or is starting).
const LOST_SQLSTATE = /^(08...|57P0[123])$/;
const LOST_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// pg's own messages for a socket that closed, or a client that already knows it is dead.
const LOST_MESSAGE = /Connection terminated|is not queryable/i;
/** pg refuses to send on a client it already knows is dead: such a statement never reached the server. */
const NEVER_SENT = /is not queryable/i;

/** A statement prepared on this connection before its tables' columns changed (see above). */
export function isStalePlan(error: unknown): boolean {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  return code === '0A000' && typeof message === 'string' && /cached plan/.test(message);
}

/** A named statement for node-postgres: statements without parameters (migrations, BEGIN) are sent as they are. */
export type NamedQuery = { name: string; text: string; values: unknown[] };
function named(sql: string, params: unknown[] | undefined): string | NamedQuery {
  if (!params?.length) return sql;
  return { name: `q_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`, text: sql, values: params };
}

/** Whether an error means the connection to the database is gone (not that a statement was wrong). */
export function isConnectionLoss(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_ERRNO.has(code))) return true;
  return typeof message === 'string' && LOST_MESSAGE.test(message);
}

// A statement that only reads can run twice without harm. Anything that may write is not retried once it was sent:
// outside a transaction it commits by itself, so a drop after sending leaves its outcome unknown.
const READ_ONLY = /^\s*(SELECT|WITH|SHOW|VALUES|TABLE|EXPLAIN)\b/i;
const WRITES = /\b(INSERT|UPDATE|DELETE|MERGE|CREATE|ALTER|DROP|TRUNCATE|GRANT|COPY|CALL|DO)\b/i;

export function isReadOnly(sql: string): boolean {
  return READ_ONLY.test(sql) && !WRITES.test(sql);
}

type ErrorListener = (error: Error) => void;
/** What poolDb needs of a pg client and a pg Pool (tests pass fakes). */
export type PoolClientLike = {
  query(sql: string | NamedQuery): Promise<{ rows: unknown[] }>;
  /** An error removes the client from the pool instead of keeping it. */
  release(error?: Error): void;
  on(event: 'error', listener: ErrorListener): unknown;
  off(event: 'error', listener: ErrorListener): unknown;
};
export type PoolLike = {
  connect(): Promise<PoolClientLike>;
  /** pg-pool's counts (fakes may leave them out). */
  totalCount?: number;
  idleCount?: number;
  waitingCount?: number;
  on(event: 'error', listener: ErrorListener): unknown;
  end(): Promise<void>;
};

export type PoolDbOptions = {
  /** Where dropped connections and retries are reported (the server's log); stderr by default. */
  onError?: (error: unknown, message: string) => void;
  /** Wait before the retry, so the pool notices the other connections that dropped at the same time. */
  retryDelayMs?: number;
};

const RETRY_DELAY_MS = 25;

/** The drop happened before anything was sent, or where running everything again is safe. */
class Retryable extends Error {
  constructor(readonly dropped: unknown) {
    super(describe(dropped), { cause: dropped });
  }
}

const stderrLog = (error: unknown, message: string) => process.stderr.write(`${message}: ${describe(error)}\n`);

export function openPool(connectionString: string, options: PoolDbOptions = {}): Db {
  return poolDb(new pg.Pool({ connectionString, max: 10 }) as unknown as PoolLike, options);
}

export function poolDb(pool: PoolLike, { onError = stderrLog, retryDelayMs = RETRY_DELAY_MS }: PoolDbOptions = {}): Db {
  // An idle connection that drops: pg-pool has already removed it, the next query opens a new one.
  pool.on('error', (error) => onError(error, 'an idle database connection was lost'));

  async function connect(): Promise<PoolClientLike> {
    try {
      return await pool.connect();
    } catch (error) {
      // Nothing was sent: always safe to try again.
      throw new Retryable(error);
    }
  }

  /** One try: a client of its own, with a listener for the whole time it is checked out. */
  async function statement(sql: string, params: unknown[] | undefined, safe: boolean): Promise<{ rows: unknown[] }> {
    const client = await connect();
    const listener: ErrorListener = (error) => onError(error, 'a database connection was lost during a query');
    client.on('error', listener);
    try {
      const result = await client.query(named(sql, params));
      client.release();
      return result;
    } catch (error) {
      if (isStalePlan(error)) {
        client.release(error as Error);
        throw new Retryable(error);
      }
      const lost = isConnectionLoss(error);
      client.release(lost && error instanceof Error ? error : undefined);
      if (lost && (safe || NEVER_SENT.test(describe(error)))) throw new Retryable(error);
      throw lost ? new DatabaseUnavailableError(error) : error;
    } finally {
      client.off('error', listener);
    }
  }

  async function transactionOnce<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await connect();
    let dropped: Error | undefined;
    const listener: ErrorListener = (error) => {
      dropped ??= error;
      onError(error, 'a database connection was lost during a transaction');
    };
    client.on('error', listener);
    let commitSent = false;
    let stale: unknown;
    try {
      await client.query('BEGIN');
      const result = await fn(clientQueryable(client, (error) => (stale ??= error)));
      if (dropped) throw dropped;
      if (stale !== undefined) throw stale;
      commitSent = true;
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      // The callback may have turned the pg error into one of its own: the client's 'error' event still tells.
      const lost = dropped ?? (isConnectionLoss(error) && !(error instanceof DatabaseUnavailableError) ? error : undefined);
      if (lost !== undefined) {
        client.release(lost instanceof Error ? lost : undefined);
        // Before COMMIT nothing of this try is kept, so the whole callback can run again; after it, who knows.
        throw commitSent ? new DatabaseUnavailableError(lost) : new Retryable(lost);
      }
      if (stale !== undefined && !commitSent) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release(stale as Error);
        throw new Retryable(stale);
      }
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
      throw error;
    } finally {
      client.off('error', listener);
    }
  }

  /** Runs a try, and once more after a safe drop; a second drop is DatabaseUnavailableError. */
  async function withRetry<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof Retryable)) throw error;
      onError(error.dropped, `a database connection was lost; trying the ${what} again`);
    }
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    try {
      return await run();
    } catch (error) {
      throw error instanceof Retryable ? new DatabaseUnavailableError(error.dropped) : error;
    }
  }

  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      const { rows } = await withRetry('query', () => statement(sql, params, isReadOnly(sql)));
      return { rows: rows as T[] };
    },
    exec: async (sql) => {
      await withRetry('statements', () => statement(sql, undefined, false));
    },
    transaction: (fn) => withRetry('transaction', () => transactionOnce(fn)),
    close: () => pool.end(),
    poolStats: () => {
      const total = pool.totalCount ?? 0;
      const idle = pool.idleCount ?? 0;
      return { inUse: Math.max(0, total - idle), idle, waiting: pool.waitingCount ?? 0 };
    },
  };
}

/** Statements inside a transaction: never retried one by one (the transaction is, as a whole). */
function clientQueryable(client: PoolClientLike, onStalePlan: (error: unknown) => void): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      try {
        const result = await client.query(named(sql, params));
        return { rows: result.rows as T[] };
      } catch (error) {
        if (isStalePlan(error)) onStalePlan(error);
        throw error;
      }
    },
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}
