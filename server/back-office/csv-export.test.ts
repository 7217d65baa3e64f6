// @vitest-environment node
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
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
});
