// Named prepared statements for PGlite. PGlite's own query() parses and plans every statement again on each call
// (an unnamed statement, five trips into the WebAssembly engine), and for the order pages' joins planning costs more
// than running the query. Here each SQL text is parsed once into a named statement (its parameter types read once),
// and every later call is one trip: bind, describe, execute and sync in one message. PostgreSQL re-plans a statement
// itself when a table it reads changes (a migration), so a cached statement never answers from a stale schema.
// node-postgres offers the same with a query's `name`; the pool (pool.ts) does not need it (planning is cheap there
// compared with the round trip).
import { parse as pgliteParse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

/** Statements kept per database; the least recently used one is closed when a new one would exceed it. */
export const MAX_STATEMENTS = 500;

type Statement = { name: string; paramTypes: number[] };

/** Statement names are unique in the process, so two sets over one PGlite never collide. */
let counter = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A query function over `lite` that prepares each SQL text once. `inTransaction` runs the call inside the caller's
 * transaction (PGlite's transaction already holds the transaction lock), otherwise it waits for any transaction to end.
 */
export function preparedStatements(lite: PGlite, { max = MAX_STATEMENTS } = {}) {
  const statements = new Map<string, Statement>();
  const { serialize } = protocol;

  async function prepare(sql: string): Promise<Statement> {
    const known = statements.get(sql);
    if (known) {
      // Most recently used last: Map keeps insertion order.
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const name = `prepared_${++counter}`;
    const evicted = statements.size >= max ? statements.entries().next().value : undefined;
    const parts = [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()];
    if (evicted) {
      statements.delete(evicted[0]);
      parts.unshift(serialize.close({ type: 'S', name: evicted[1].name }));
    }
    const { messages } = await lite.execProtocol(concat(parts), { syncToFs: false });
    const statement = { name, paramTypes: pgliteParse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    return statement;
  }

  async function run<T>(sql: string, params: unknown[], inTransaction: boolean): Promise<Results<T>> {
    try {
      return await execute<T>(await prepare(sql), params, inTransaction);
    } catch (error) {
      // A table's columns changed under a statement that returns them (`SELECT *` after ALTER TABLE): prepare anew,
      // unless the error has already aborted the caller's transaction.
      if (inTransaction || (error as { code?: string }).code !== '0A000' || !/cached plan/.test(String((error as Error).message))) throw error;
      const stale = statements.get(sql);
      statements.delete(sql);
      if (stale) await lite.execProtocol(concat([serialize.close({ type: 'S', name: stale.name }), serialize.sync()]), { syncToFs: false });
      return execute<T>(await prepare(sql), params, inTransaction);
    }
  }

  async function execute<T>(statement: Statement, params: unknown[], inTransaction: boolean): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = type === undefined ? undefined : lite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const message = concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await lite.execProtocol(message, { syncToFs: !inTransaction });
    return (pgliteParse.parseResults(messages, lite.parsers)[0] ?? { rows: [], fields: [] }) as Results<T>;
  }

  return {
    /** How many statements are prepared now (tests). */
    size: () => statements.size,
    /** Outside a transaction: waits for a running transaction, then runs alone. */
    query: <T>(sql: string, params: unknown[] = []) =>
      lite._runExclusiveTransaction(() => lite._runExclusiveQuery(() => run<T>(sql, params, false))),
    /** Inside the transaction that is running (its callback holds the transaction lock). */
    queryInTransaction: <T>(sql: string, params: unknown[] = []) => lite._runExclusiveQuery(() => run<T>(sql, params, true)),
  };
}
