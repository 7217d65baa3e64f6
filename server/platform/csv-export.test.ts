// @vitest-environment node
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from './db/index.js';
import { openTestDb } from '../test-helpers.js';
import { CSV_BATCH, exportFileName, neutralise, sendCsv } from './csv-export.js';

describe('neutralise', () => {
  it.each(['=SUM(A1)', '+91 98', '-2', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(neutralise(value)).toBe(`'${value}`);
  });
  it('leaves ordinary text alone', () => {
    expect(neutralise('Rohan = rider')).toBe('Rohan = rider');
  });
});

describe('exportFileName', () => {
  it('carries the date and the filters that are set, slugged', () => {
    const name = exportFileName('orders', new Date('2026-11-23T10:00:00Z'), { status: 'confirmed', model: 'RV400 BRZ', q: '', hub: undefined });
    expect(name).toBe('orders-2026-11-23-status-confirmed-model-rv400-brz.csv');
  });
  it('drops anything that is not a letter, digit or dash', () => {
    expect(exportFileName('x', new Date('2026-01-01T00:00:00Z'), { q: '../"; rm' })).toBe('x-2026-01-01-q-rm.csv');
  });
});

describe('sendCsv', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await db.exec('CREATE TABLE csv_rows (id integer, name text)');
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('streams every row of the query across batches, with a header and neutralised cells', async () => {
    const count = CSV_BATCH * 2 + 5;
    await db.query(`INSERT INTO csv_rows SELECT g, CASE WHEN g = 7 THEN '=HYPERLINK("x")' ELSE 'name ' || g END FROM generate_series(1, $1) g`, [count]);
    const app = Fastify();
    app.get('/x.csv', (_request, reply) =>
      sendCsv(reply, db, {
        filename: 'rows-2026-11-23.csv',
        columns: [{ key: 'id', header: 'Id' }, { key: 'name', header: 'Name' }],
        sql: 'SELECT id, name FROM csv_rows ORDER BY id',
        params: [],
      }),
    );
    const res = await app.inject({ url: '/x.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('rows-2026-11-23.csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('Id,Name');
    expect(lines).toHaveLength(count + 1);
    expect(lines[7]).toBe(`7,"'=HYPERLINK(""x"")"`);
    expect(lines.at(-1)).toBe(`${count},name ${count}`);
    await app.close();
  });

  it('ends the file broken, never with rows twice, when the connection drops and the transaction is run again', async () => {
    await db.exec('CREATE TABLE csv_drop (id integer)');
    await db.query('INSERT INTO csv_drop SELECT g FROM generate_series(1, $1) g', [CSV_BATCH * 3]);
    // What db/pool.ts does with a transaction whose connection dropped before COMMIT: the callback runs once more.
    let fetches = 0;
    const dropping = (tx: Queryable): Queryable => ({
      ...tx,
      query: async <T>(sql: string, params?: unknown[]) => {
        if (sql.startsWith('FETCH') && (fetches += 1) === 2) throw new Error('Connection terminated unexpectedly');
        return tx.query<T>(sql, params);
      },
    });
    let runs = 0;
    const retrying: Db = {
      ...db,
      transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => {
        runs += 1;
        try {
          return await db.transaction((tx) => fn(dropping(tx)));
        } catch {
          runs += 1;
          return db.transaction(fn);
        }
      },
    };
    const app = Fastify();
    app.get('/x.csv', (_request, reply) =>
      sendCsv(reply, retrying, { filename: 'x.csv', columns: [{ key: 'id', header: 'Id' }], sql: 'SELECT id FROM csv_drop ORDER BY id', params: [] }),
    );
    // The first batch went out before the drop: the response is cut off there rather than go on with rows twice.
    await expect(app.inject({ url: '/x.csv' })).rejects.toThrow(/destroyed/);
    expect(runs).toBe(2);
    await app.close();
  });
});
