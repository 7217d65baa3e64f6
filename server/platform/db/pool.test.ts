// @vitest-environment node
// The PostgreSQL pool's handling of dropped connections (pool.ts), on fake connections: what is retried, what is a
// 503, and that an 'error' event is logged instead of killing the process. db/reconnect.test.ts does it for real.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { MSG } from '../messages.js';
import { testConfig } from '../../test-helpers.js';
import { DatabaseUnavailableError, isReadOnly, outlastOutage, poolDb, type NamedQuery, type PoolClientLike, type PoolLike } from './pool.js';

/** The socket closes under the statement. */
const DROP = Symbol('drop');
type Answer = (sql: string) => Promise<{ rows: unknown[] }> | typeof DROP;
/** The connection cannot be opened. */
const REFUSED = 'refused';
type Connection = Answer | typeof REFUSED;

const dropped = () => new Error('Connection terminated unexpectedly');
const ok = (rows: unknown[] = [{ one: 1 }]) => Promise.resolve({ rows });

class FakeClient extends EventEmitter implements PoolClientLike {
  readonly statements: string[] = [];
  readonly sent: (string | NamedQuery)[] = [];
  readonly released: (Error | undefined)[] = [];
  constructor(private readonly answer: Answer) {
    super();
  }
  query(statement: string | NamedQuery): Promise<{ rows: unknown[] }> {
    const sql = typeof statement === 'string' ? statement : statement.text;
    this.statements.push(sql);
    this.sent.push(statement);
    const answer = this.answer(sql);
    if (answer !== DROP) return answer;
    // As pg does: the client emits 'error' (nobody listening would kill the process), and the statement fails.
    const error = dropped();
    this.emit('error', error);
    return Promise.reject(error);
  }
  release(error?: Error): void {
    this.released.push(error);
  }
}

/** Hands out the connections in turn. */
class FakePool extends EventEmitter implements PoolLike {
  readonly clients: FakeClient[] = [];
  constructor(private readonly connections: Connection[]) {
    super();
  }
  async connect(): Promise<FakeClient> {
    const next = this.connections.shift();
    if (!next) throw new Error('no more fake connections');
    if (next === REFUSED) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const client = new FakeClient(next);
    this.clients.push(client);
    return client;
  }
  async end(): Promise<void> {}
}

function open(connections: Connection[]) {
  const pool = new FakePool(connections);
  const logged: string[] = [];
  const db = poolDb(pool, { onError: (_error, message) => logged.push(message), retryDelayMs: 0 });
  return { pool, db, logged };
}

describe('isReadOnly', () => {
  it('takes plain reads, never a statement that may write', () => {
    for (const sql of ['SELECT 1', '  select * from jobs', 'WITH x AS (SELECT 1) SELECT * FROM x', 'SHOW search_path']) expect(isReadOnly(sql), sql).toBe(true);
    for (const sql of ['INSERT INTO t VALUES (1)', 'UPDATE t SET a = 1', 'WITH gone AS (DELETE FROM t RETURNING id) SELECT * FROM gone', 'CREATE TABLE t (a int)'])
      expect(isReadOnly(sql), sql).toBe(false);
  });
});

describe('a query on a connection that drops', () => {
  it('runs a read again once, on a new connection, and logs the drop', async () => {
    const { pool, db, logged } = open([() => DROP, () => ok([{ n: 7 }])]);
    expect((await db.query('SELECT count(*) AS n FROM jobs')).rows).toEqual([{ n: 7 }]);
    expect(pool.clients).toHaveLength(2);
    // The dead connection leaves the pool (released with its error), the new one goes back to it.
    expect(pool.clients[0]?.released[0]?.message).toBe('Connection terminated unexpectedly');
    expect(pool.clients[1]?.released).toEqual([undefined]);
    expect(logged).toEqual(['a database connection was lost during a query', 'a database connection was lost; trying the query again']);
  });

  it('runs a write again when its connection could not even be opened (nothing was sent)', async () => {
    const { pool, db } = open([REFUSED, () => ok([{ id: 1 }])]);
    expect((await db.query('INSERT INTO t (a) VALUES ($1) RETURNING id', [1])).rows).toEqual([{ id: 1 }]);
    expect(pool.clients).toHaveLength(1);
  });

  it('does not run a write again once it was sent: it may have committed, so it is DatabaseUnavailableError (503)', async () => {
    const { pool, db } = open([() => DROP, () => ok()]);
    await expect(db.query('INSERT INTO t (a) VALUES (1)')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(pool.clients).toHaveLength(1);
    expect(pool.clients[0]?.statements).toEqual(['INSERT INTO t (a) VALUES (1)']);
  });

  it('gives up after the second drop, and passes a statement error through untouched', async () => {
    const { db } = open([REFUSED, REFUSED]);
    await expect(db.query('SELECT 1')).rejects.toThrow(/^The database is unavailable: connect ECONNREFUSED/);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    const { pool, db: other } = open([() => Promise.reject(unique)]);
    await expect(other.query('SELECT 1')).rejects.toBe(unique);
    expect(pool.clients[0]?.released).toEqual([undefined]);
  });
});

describe('named statements', () => {
  const stalePlan = () => Promise.reject(Object.assign(new Error('cached plan must not change result type'), { code: '0A000' }));

  it('sends a statement with parameters by a name of its text, one without as it is', async () => {
    const { pool, db } = open([() => ok(), () => ok(), () => ok()]);
    await db.query('SELECT * FROM t WHERE id = $1', [1]);
    await db.query('SELECT * FROM t WHERE id = $1', [2]);
    await db.query('SELECT 1');
    const [first, second, third] = pool.clients.map((c) => c.sent[0]);
    expect(first).toEqual({ name: expect.stringMatching(/^q_[0-9a-f]{24}$/), text: 'SELECT * FROM t WHERE id = $1', values: [1] });
    expect((second as NamedQuery).name).toBe((first as NamedQuery).name);
    expect(third).toBe('SELECT 1');
  });

  it('drops the connection of a statement prepared before a migration and runs it again on a new one', async () => {
    const { pool, db } = open([stalePlan, () => ok([{ id: 1, label: null }])]);
    expect((await db.query('SELECT * FROM t WHERE id = $1', [1])).rows).toEqual([{ id: 1, label: null }]);
    expect(pool.clients[0]?.released[0]?.message).toBe('cached plan must not change result type');
    const { pool: txPool, db: txDb } = open([(sql) => (sql.startsWith('SELECT') ? stalePlan() : ok()), () => ok([{ n: 2 }])]);
    const n = await txDb.transaction(async (tx) => {
      try {
        return (await tx.query<{ n: number }>('SELECT n FROM t WHERE id = $1', [1])).rows[0]?.n;
      } catch {
        return -1;
      }
    });
    expect(n).toBe(2);
    expect(txPool.clients[0]?.statements).toEqual(['BEGIN', 'SELECT n FROM t WHERE id = $1', 'ROLLBACK']);
  });
});

describe('a transaction on a connection that drops', () => {
  it('runs the whole callback again when COMMIT was never sent', async () => {
    let calls = 0;
    const { pool, db, logged } = open([
      (sql) => (sql.startsWith('INSERT') ? DROP : ok()),
      () => ok([{ id: 9 }]),
    ]);
    const result = await db.transaction(async (tx) => {
      calls += 1;
      return (await tx.query<{ id: number }>('INSERT INTO t (a) VALUES (1) RETURNING id')).rows[0]?.id;
    });
    expect(result).toBe(9);
    expect(calls).toBe(2);
    expect(pool.clients[0]?.statements).toEqual(['BEGIN', 'INSERT INTO t (a) VALUES (1) RETURNING id']);
    expect(pool.clients[1]?.statements).toEqual(['BEGIN', 'INSERT INTO t (a) VALUES (1) RETURNING id', 'COMMIT']);
    expect(logged).toEqual(['a database connection was lost during a transaction', 'a database connection was lost; trying the transaction again']);
  });

  it("retries too when the callback turned the failure into an error of its own: the connection's 'error' event tells", async () => {
    let calls = 0;
    const { db } = open([(sql) => (sql.startsWith('SELECT') ? DROP : ok()), () => ok([{ n: 1 }])]);
    const result = await db.transaction(async (tx) => {
      calls += 1;
      try {
        return (await tx.query<{ n: number }>('SELECT 1 AS n')).rows[0]?.n;
      } catch {
        throw new Error('could not read the order');
      }
    });
    expect(result).toBe(1);
    expect(calls).toBe(2);
  });

  it('answers DatabaseUnavailableError, without running the callback again, when the drop came with COMMIT', async () => {
    let calls = 0;
    const { pool, db } = open([(sql) => (sql === 'COMMIT' ? DROP : ok()), () => ok()]);
    await expect(
      db.transaction(async (tx) => {
        calls += 1;
        await tx.query('UPDATE t SET a = 2');
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(calls).toBe(1);
    expect(pool.clients).toHaveLength(1);
  });

  it('rolls back and rethrows an error that is not a drop, once', async () => {
    let calls = 0;
    const { pool, db } = open([() => ok()]);
    await expect(
      db.transaction(async () => {
        calls += 1;
        throw new Error('not allowed');
      }),
    ).rejects.toThrow('not allowed');
    expect(calls).toBe(1);
    expect(pool.clients[0]?.statements).toEqual(['BEGIN', 'ROLLBACK']);
  });
});

describe("'error' events", () => {
  it('of the pool (an idle connection dropped) are logged, never thrown', () => {
    const { pool, logged } = open([]);
    expect(() => pool.emit('error', dropped())).not.toThrow();
    expect(logged).toEqual(['an idle database connection was lost']);
  });

  it('of a connection are logged while it is checked out, and left to the pool once it is back', async () => {
    const { pool, db } = open([() => ok()]);
    await db.query('SELECT 1');
    // Released: no listener of ours is left on it (pg-pool puts its own back).
    expect(pool.clients[0]?.listenerCount('error')).toBe(0);
  });
});

describe('the API on a database that cannot be reached', () => {
  it('answers 503 with Retry-After and the error shape, and /api/ready 503 naming the database', async () => {
    const { db } = open(Array.from({ length: 8 }, (): Connection => REFUSED));
    const app = buildApp({ db, config: testConfig() });
    try {
      await app.ready();
      const res = await app.inject({ url: '/api/v1/jobs' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: MSG.databaseUnavailable });
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ errors: [{ field: 'database', message: expect.stringMatching(/^The database is unavailable: connect ECONNREFUSED/) }] });
    } finally {
      await app.close();
    }
  });
});

describe('outlastOutage', () => {
  it('tries again while the database is unavailable, and gives back the write’s result', async () => {
    let tries = 0;
    const result = await outlastOutage(async () => {
      tries += 1;
      if (tries < 3) throw new DatabaseUnavailableError(new Error('Connection terminated unexpectedly'));
      return 'kept';
    }, [1, 1, 1]);
    expect(result).toBe('kept');
    expect(tries).toBe(3);
  });

  it('throws any other error at once, and the last outage once the waits are used up', async () => {
    let tries = 0;
    const constraint = Object.assign(new Error('duplicate key value'), { code: '23505' });
    await expect(outlastOutage(async () => {
      tries += 1;
      throw constraint;
    }, [1, 1])).rejects.toBe(constraint);
    expect(tries).toBe(1);

    tries = 0;
    await expect(outlastOutage(async () => {
      tries += 1;
      throw new DatabaseUnavailableError(new Error('connect ECONNREFUSED'));
    }, [1, 1])).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(tries).toBe(3);
  });
});
