// What GET /metrics exports (Prometheus text format, prom-client): requests and their latency per route pattern,
// the database pool and query errors, the outbox's backlog, the periodic jobs, payments and refunds. One registry
// per app instance (never prom-client's global one), so tests that build several apps each count their own.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db, Queryable } from './db/index.js';
import { isConnectionLoss } from './db/pool.js';

/** The periodic jobs whose runs and failures are counted. */
export type JobName = 'order_sweep' | 'outbox_drain' | 'helpdesk_sync' | 'retention_sweep' | 'test_ride_reminders';

/** How an error thrown by the database is counted: the connection was lost, or the statement failed. */
type QueryErrorKind = 'connection' | 'statement';

export type Metrics = {
  readonly registry: Registry;
  readonly httpRequests: Counter<'method' | 'route' | 'status_code'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly dbQueryErrors: Counter<'kind'>;
  readonly jobRuns: Counter<'job'>;
  readonly jobFailures: Counter<'job'>;
  /** outcome: what the gateway reported (success, failed); effect: what it did to the order (confirmed, refund, none, duplicate). */
  readonly payments: Counter<'outcome' | 'effect'>;
  /** source: site (this server asked the gateway) or gateway (reported by it); result: pending, processed, failed, gateway_error. */
  readonly refunds: Counter<'source' | 'result'>;
  /** Sets the gauges read from the database (pool, outbox): called at each scrape, one SQL query. */
  refresh(db: Db, now: Date): Promise<void>;
};

/** Seconds; from a fast cached read to a slow report. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** processMetrics: also Node's own (CPU, memory, event loop lag), for the process that serves (main.ts). */
export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const poolConnections = new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (in_use, idle); PGlite reports its single connection as total',
    labelNames: ['state'] as const,
    registers,
  });
  const poolWaiting = new Gauge({ name: 'db_pool_waiting_requests', help: 'Queries waiting for a free pool connection (PostgreSQL only)', registers });
  const outboxDepth = new Gauge({ name: 'outbox_depth', help: 'Outbox messages not yet delivered', registers });
  const outboxAge = new Gauge({ name: 'outbox_oldest_unsent_age_seconds', help: 'Age of the oldest undelivered outbox message (0 when none)', registers });
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    dbQueryErrors: new Counter({ name: 'db_query_errors_total', help: 'Errors thrown by database queries, by kind (connection, statement)', labelNames: ['kind'] as const, registers }),
    jobRuns: new Counter({ name: 'job_runs_total', help: 'Runs of the periodic jobs', labelNames: ['job'] as const, registers }),
    jobFailures: new Counter({ name: 'job_failures_total', help: 'Runs of the periodic jobs that failed', labelNames: ['job'] as const, registers }),
    payments: new Counter({
      name: 'payments_total',
      help: 'Payment outcomes recorded, by outcome (success, failed) and effect on the order (confirmed, refund, none, duplicate)',
      labelNames: ['outcome', 'effect'] as const,
      registers,
    }),
    refunds: new Counter({
      name: 'refunds_total',
      help: 'Refunds recorded, by source (site, gateway) and result (pending, processed, failed, gateway_error)',
      labelNames: ['source', 'result'] as const,
      registers,
    }),
    refresh: async (db, now) => {
      const stats = db.poolStats?.();
      if (stats) {
        poolConnections.set({ state: 'in_use' }, stats.inUse);
        poolConnections.set({ state: 'idle' }, stats.idle);
        poolWaiting.set(stats.waiting);
      } else {
        poolConnections.set({ state: 'total' }, 1);
      }
      const { rows } = await db.query<{ depth: number; oldest: Date | string | null }>(
        'SELECT count(*)::int AS depth, min(created_at) AS oldest FROM outbox WHERE sent_at IS NULL',
      );
      const { depth = 0, oldest = null } = rows[0] ?? {};
      outboxDepth.set(depth);
      outboxAge.set(oldest === null ? 0 : Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000));
    },
  };
}

/** Runs one pass of a job, counting the run and, when it throws, the failure (the error goes on to the caller). */
export async function countedJob<T>(metrics: Metrics | undefined, job: JobName, run: () => Promise<T>): Promise<T> {
  metrics?.jobRuns.inc({ job });
  try {
    return await run();
  } catch (error) {
    metrics?.jobFailures.inc({ job });
    throw error;
  }
}

const METERED = Symbol('metered');
type Metered = Db & { [METERED]?: true };

/**
 * The database with every error thrown by a query counted in db_query_errors_total (statements in a transaction
 * too; a transaction that fails for a lost connection outside its statements, at BEGIN or COMMIT, once). Metering a
 * database already metered gives it back as it is, so nothing is counted twice.
 */
export function meterDb(db: Db, metrics: Metrics): Db {
  if ((db as Metered)[METERED]) return db;
  const counted = new WeakSet<object>();
  const count = (error: unknown) => {
    if (typeof error === 'object' && error !== null) {
      if (counted.has(error)) return;
      counted.add(error);
    }
    const kind: QueryErrorKind = isConnectionLoss(error) ? 'connection' : 'statement';
    metrics.dbQueryErrors.inc({ kind });
  };
  const metered = (target: Queryable): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      try {
        return await target.query<T>(sql, params);
      } catch (error) {
        count(error);
        throw error;
      }
    },
    exec: async (sql) => {
      try {
        await target.exec(sql);
      } catch (error) {
        count(error);
        throw error;
      }
    },
  });
  const result: Metered = {
    ...metered(db),
    transaction: async (fn) => {
      try {
        return await db.transaction((tx) => fn(metered(tx)));
      } catch (error) {
        const cause = error instanceof Error ? error.cause : undefined;
        const seen = (typeof error === 'object' && error !== null && counted.has(error)) || (typeof cause === 'object' && cause !== null && counted.has(cause));
        if (isConnectionLoss(error) && !seen) count(error);
        throw error;
      }
    },
    close: () => db.close(),
    ...(db.poolStats ? { poolStats: db.poolStats } : {}),
    [METERED]: true,
  };
  return result;
}
