// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/index.js';
import { migrate } from './db/migrate.js';
import { openTestDb } from '../test-helpers.js';
import { backoffMs, drainOutbox, enqueue, enqueueMany } from './outbox.js';

type Row = { attempts: number; sent_at: Date | null; next_attempt_at: Date; last_error: string | null; result: unknown };

describe('outbox', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  async function row(id: number): Promise<Row> {
    const { rows } = await db.query<Row>('SELECT attempts, sent_at, next_attempt_at, last_error, result FROM outbox WHERE id = $1', [id]);
    return rows[0]!;
  }

  it('queues many messages of a topic in one statement, in the order given, each delivered on its own', async () => {
    const t0 = new Date('2026-11-20T10:00:00Z');
    expect(await enqueueMany(db, 'bulk.test', [], t0)).toBe(0);
    expect(await enqueueMany(db, 'bulk.test', [{ n: 1 }, { n: 2 }, { n: 3 }], t0)).toBe(3);
    const seen: unknown[] = [];
    const handlers = { 'bulk.test': async (payload: unknown) => void seen.push(payload) };
    expect(await drainOutbox(db, handlers, t0, 20, ['bulk.test'])).toEqual({ sent: 3, failed: 0 });
    expect(seen).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('backs off exponentially, capped at six hours', () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(3)).toBe(120_000);
    expect(backoffMs(40)).toBe(6 * 3_600_000);
  });

  it('retries a failing delivery later and keeps the payload until it goes through', async () => {
    const t0 = new Date('2026-11-23T10:00:00Z');
    const id = await enqueue(db, 'crm.lead', { mobile: '9876543210' }, t0);
    const seen: unknown[] = [];
    let up = false;
    const handlers = {
      'crm.lead': async (payload: unknown) => {
        seen.push(payload);
        if (!up) throw new Error('503 Service Unavailable\nstack line');
        return { leadId: 'L-1' };
      },
    };

    expect(await drainOutbox(db, handlers, t0)).toEqual({ sent: 0, failed: 1 });
    let state = await row(id);
    expect(state).toMatchObject({ attempts: 1, sent_at: null, last_error: '503 Service Unavailable' });
    expect(new Date(state.next_attempt_at).getTime()).toBe(t0.getTime() + 30_000);

    // Not due yet: nothing is sent again.
    expect(await drainOutbox(db, handlers, new Date(t0.getTime() + 10_000))).toEqual({ sent: 0, failed: 0 });

    up = true;
    expect(await drainOutbox(db, handlers, new Date(t0.getTime() + 31_000))).toEqual({ sent: 1, failed: 0 });
    state = await row(id);
    expect(state.attempts).toBe(2);
    expect(state.sent_at).not.toBeNull();
    expect(state.result).toEqual({ leadId: 'L-1' });
    expect(seen).toEqual([{ mobile: '9876543210' }, { mobile: '9876543210' }]);

    // Delivered rows are never sent again.
    expect(await drainOutbox(db, handlers, new Date(t0.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps a message whose topic has no handler, with the reason', async () => {
    const t0 = new Date('2026-11-24T10:00:00Z');
    const id = await enqueue(db, 'nobody.home', {}, t0);
    expect(await drainOutbox(db, {}, t0)).toEqual({ sent: 0, failed: 1 });
    expect((await row(id)).last_error).toBe('no handler for topic nobody.home');
  });

  it('records a message it sent even while the database is away for a moment, so its claim never sends it twice', async () => {
    const t0 = new Date('2026-11-23T11:00:00Z');
    const id = await enqueue(db, 'sms.test', { n: 1 }, t0);
    let drops = 3;
    // The database answers the claim, then drops the connection three times when the sending is recorded.
    const flaky: Db = {
      ...db,
      query: async <T,>(sql: string, params?: unknown[]) => {
        if (sql.startsWith('UPDATE outbox SET sent_at') && drops > 0) {
          drops -= 1;
          throw Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
        }
        return db.query<T>(sql, params);
      },
    };
    const sent: unknown[] = [];
    expect(await drainOutbox(flaky, { 'sms.test': async (p) => void sent.push(p) }, t0, 20, ['sms.test'], { recordPauseMs: 1 })).toEqual({ sent: 1, failed: 0 });
    expect(drops).toBe(0);
    expect((await row(id)).sent_at).not.toBeNull();
    expect(sent).toEqual([{ n: 1 }]);
  });

  it('makes a message due again soon, without counting a try, when the database went away under its handler', async () => {
    const t0 = new Date('2026-11-23T12:00:00Z');
    const id = await enqueue(db, 'sms.lost', { n: 2 }, t0);
    const handlers = {
      'sms.lost': async () => {
        throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      },
    };
    expect(await drainOutbox(db, handlers, t0, 20, ['sms.lost'])).toEqual({ sent: 0, failed: 1 });
    const state = await row(id);
    expect(state.attempts).toBe(0);
    expect(new Date(state.next_attempt_at).getTime()).toBe(t0.getTime() + 5_000);
  });
});
