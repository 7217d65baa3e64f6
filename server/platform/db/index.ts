// One small interface over PGlite (default, embedded) and a real Postgres via pg (DATABASE_URL, pool.ts).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './pglite-statements.js';
import { openPool, type PoolDbOptions } from './pool.js';

export type Queryable = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

/** A pg Pool's connections: checked out (inUse), open and unused (idle), and requests waiting for one. */
export type PoolStats = { inUse: number; idle: number; waiting: number };

export type Db = Queryable & {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL only; PGlite is one connection in this process). */
  poolStats?: () => PoolStats;
  /** The whole cluster as a tarball (PGlite only), to open again with `loadDataDir`. */
  dump?: () => Promise<Blob>;
};

/** onError: where a PostgreSQL connection that dropped is reported (pool.ts); PGlite has no connections. */
/** loadDataDir: an in-memory PGlite starts from this dump (`dumpDataDir`) instead of an empty cluster (the tests'
 * migrated and seeded snapshot, server/test-helpers.ts). */
export type OpenDbOptions = { dataDir?: string; databaseUrl?: string; onError?: PoolDbOptions['onError']; loadDataDir?: Blob };

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPool(options.databaseUrl, { onError: options.onError });
  const { dataDir } = options;
  // pg_trgm: the back office's name search (migration 024); a real Postgres has it from its contrib package.
  const extensions = { pg_trgm };
  const lite = dataDir && dataDir !== 'memory://'
    ? await PGlite.create(dataDir, { extensions })
    : await PGlite.create({ extensions, loadDataDir: options.loadDataDir });
  const statements = preparedStatements(lite);
  return {
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await statements.query<T>(sql, params)).rows }),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await statements.queryInTransaction<T>(sql, params)).rows }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => lite.close(),
    dump: () => lite.dumpDataDir('none'),
  };
}
