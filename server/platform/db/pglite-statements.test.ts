import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatements } from './pglite-statements.js';

describe('PGlite prepared statements', () => {
  let lite: PGlite;
  beforeAll(async () => {
    lite = await PGlite.create();
    await lite.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, at timestamptz, tags text[]);
      INSERT INTO t VALUES (1, 'one', '2026-01-26T10:00:00Z', '{a,b}'), (2, 'two', NULL, '{}')`);
  });
  afterAll(() => lite.close());

  it('answers what an unprepared query answers, with typed parameters and parsed values', async () => {
    const statements = preparedStatements(lite);
    const sql = 'SELECT id, name, at, tags FROM t WHERE id = ANY($1::int[]) AND ($2::text IS NULL OR name = $2) AND (at IS NULL OR at < $3) ORDER BY id';
    const params = [[1, 2], null, new Date('2026-02-01T00:00:00Z')];
    const plain = await lite.query(sql, params);
    const prepared = await statements.query(sql, params);
    expect(prepared.rows).toEqual(plain.rows);
    expect(prepared.rows[0]).toEqual({ id: 1, name: 'one', at: new Date('2026-01-26T10:00:00Z'), tags: ['a', 'b'] });
    // The second call reuses the statement.
    expect((await statements.query(sql, [[2], 'two', new Date()])).rows).toEqual([{ id: 2, name: 'two', at: null, tags: [] }]);
    expect(statements.size()).toBe(1);
  });

  it('reports a database error with its code and keeps working', async () => {
    const statements = preparedStatements(lite);
    await expect(statements.query('INSERT INTO t (id, name) VALUES ($1, $2)', [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(statements.query('SELECT nope FROM t')).rejects.toMatchObject({ code: '42703' });
    expect((await statements.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction, which a failure rolls back', async () => {
    const statements = preparedStatements(lite);
    await expect(
      lite.transaction(async () => {
        await statements.queryInTransaction('INSERT INTO t (id, name) VALUES ($1, $2)', [3, 'three']);
        expect((await statements.queryInTransaction('SELECT name FROM t WHERE id = $1', [3])).rows).toEqual([{ name: 'three' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await statements.query('SELECT name FROM t WHERE id = $1', [3])).rows).toEqual([]);
  });

  it('prepares anew when a table it returns changes, and closes the least recently used beyond its limit', async () => {
    const statements = preparedStatements(lite, { max: 2 });
    await lite.exec('CREATE TABLE u (id int)');
    await lite.exec('INSERT INTO u VALUES (1)');
    expect((await statements.query('SELECT * FROM u')).rows).toEqual([{ id: 1 }]);
    await lite.exec('ALTER TABLE u ADD COLUMN label text');
    expect((await statements.query('SELECT * FROM u')).rows).toEqual([{ id: 1, label: null }]);
    await statements.query('SELECT 1 AS a');
    await statements.query('SELECT 2 AS b');
    expect(statements.size()).toBe(2);
    const before = await lite.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'prepared\\_%'");
    await statements.query('SELECT 3 AS c');
    const after = await lite.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'prepared\\_%'");
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n); // one closed for the one prepared
    expect((await statements.query('SELECT * FROM u')).rows).toEqual([{ id: 1, label: null }]);
  });
});
