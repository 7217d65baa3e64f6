// The outbox: a message for an outside service (CRM lead, helpdesk ticket, e-mail...) is written in the same
// transaction as the record it belongs to, then delivered here with retries and exponential backoff, so an
// outage of that service loses nothing and never fails the customer's request. Each topic has one handler
// (the adapter's send); what it returns is kept as the row's result (e.g. the remote id).
import type { Db, Queryable } from './db/index.js';
import { isConnectionLoss } from './db/pool.js';
import { countedJob, type Metrics } from './metrics.js';

/** The row being delivered: its id lets a handler remember what part of a message already went (a notice's channels). */
export type OutboxMeta = { id: number };
export type OutboxHandler = (payload: unknown, meta: OutboxMeta) => Promise<unknown>;
export type OutboxHandlers = Record<string, OutboxHandler>;

/** A claimed row is not picked again for this long, so two workers never send it twice at the same time. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
/** A message whose handler met the database going away is due again this soon (the database is usually back by then). */
const LOST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 6 * 3_600_000;

/** Wait before retry number `attempts` (1, 2, ...): 30 s, 1 min, 2 min ... capped at 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export async function enqueue(tx: Queryable, topic: string, payload: unknown, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO outbox (topic, payload, created_at, next_attempt_at) VALUES ($1, $2::jsonb, $3, $3) RETURNING id',
    [topic, JSON.stringify(payload), now],
  );
  return rows[0]!.id;
}

/**
 * Many messages of one topic in one statement (a send to every customer who opted in): the payloads travel as one JSON
 * array parameter, so the transaction makes one round trip however many there are. Answers how many were queued.
 */
export async function enqueueMany(tx: Queryable, topic: string, payloads: unknown[], now: Date): Promise<number> {
  if (payloads.length === 0) return 0;
  const { rows } = await tx.query<{ n: number }>(
    `WITH queued AS (
       INSERT INTO outbox (topic, payload, created_at, next_attempt_at)
       SELECT $1, payload, $3, $3 FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS p (payload, n) ORDER BY n
       RETURNING 1)
     SELECT count(*)::int AS n FROM queued`,
    [topic, JSON.stringify(payloads), now],
  );
  return rows[0]?.n ?? 0;
}

type Claimed = { id: number; topic: string; payload: unknown; attempts: number };

/** How long a worker keeps trying to record what happened to a message while the database is away. */
const RECORD_FOR_MS = 60_000;

/**
 * Records a message's outcome, trying again while the database is unreachable (a restart, a failover): once a
 * message went out, forgetting it would send it again when its claim runs out, so the worker holds on to the fact
 * until the database takes it. Other errors pass at once.
 */
async function record(db: Db, sql: string, params: unknown[], pauseMs: number): Promise<void> {
  const until = Date.now() + RECORD_FOR_MS;
  for (let pause = pauseMs; ; pause = Math.min(pause * 2, 2000)) {
    try {
      await db.query(sql, params);
      return;
    } catch (error) {
      if (!isConnectionLoss(error) || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** An error's first line, short: kept on the row for the back office, never a stack or a credential. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 300);
}

/**
 * Delivers the due messages (at most `limit`; only those of `topics` when given); returns how many were sent and how
 * many will be retried.
 */
export async function drainOutbox(
  db: Db,
  handlers: OutboxHandlers,
  now: Date,
  limit = 20,
  topics: string[] | null = null,
  { recordPauseMs = 250 }: { recordPauseMs?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const { rows } = await db.query<Claimed>(
    `UPDATE outbox SET next_attempt_at = $2
      WHERE id IN (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1 AND ($4::text[] IS NULL OR topic = ANY($4))
                    ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, topic, payload, attempts`,
    [now, new Date(now.getTime() + LEASE_MS), limit, topics],
  );
  let sent = 0;
  let failed = 0;
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const handler = handlers[row.topic];
    let result: unknown;
    try {
      if (!handler) throw new Error(`no handler for topic ${row.topic}`);
      result = await handler(row.payload, { id: row.id });
    } catch (error) {
      const attempts = row.attempts + 1;
      // The database went away under the handler: nothing went out, so the message is due again soon (not a try).
      const lost = isConnectionLoss(error);
      await record(
        db,
        'UPDATE outbox SET attempts = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1',
        [row.id, lost ? row.attempts : attempts, new Date(now.getTime() + (lost ? LOST_RETRY_MS : backoffMs(attempts))), reason(error)],
        recordPauseMs,
      );
      failed += 1;
      continue;
    }
    // Sent: recorded even if the database is away for a while (record), or the claim's end would send it twice.
    await record(
      db,
      'UPDATE outbox SET sent_at = $2, attempts = attempts + 1, result = $3::jsonb, last_error = NULL WHERE id = $1',
      [row.id, now, JSON.stringify(result ?? null)],
      recordPauseMs,
    );
    sent += 1;
  }
  return { sent, failed };
}

export type OutboxWorker = { stop(): void; drainNow(): Promise<void> };

/** Drains the outbox every `intervalMs` (one pass at a time); `stop()` on shutdown. Passes are counted in `metrics` (outbox_drain). */
export function startOutbox(
  db: Db,
  handlers: OutboxHandlers,
  options: { intervalMs: number; now: () => Date; onError: (error: unknown) => void; metrics?: Metrics },
): OutboxWorker {
  let running: Promise<void> | null = null;
  const drainNow = () => {
    running ??= countedJob(options.metrics, 'outbox_drain', () => drainOutbox(db, handlers, options.now()))
      .then(() => undefined, options.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void drainNow(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), drainNow };
}
