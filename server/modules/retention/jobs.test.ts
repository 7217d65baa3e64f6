// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_VISIT_NOTES_RETENTION_MONTHS } from '@contract/retention-rules.js';
import { createMetrics } from '../../platform/metrics.js';
import { createTestContext, DEMO, type TestContext } from '../../test-helpers.js';
import { retentionTick } from './jobs.js';

const DAY = 86_400_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async (sql: string, params: unknown[] = []) => (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

async function userId(mobile: string): Promise<number> {
  return (await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [mobile])).rows[0]!.id;
}

async function contact(mobile: string, updatedAt: Date): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO contact_messages (name, mobile, email, topic, message, created_at, updated_at)
     VALUES ('Asha', $1, 'asha@example.com', 'general', 'Hello', $2, $2) RETURNING id`,
    [mobile, updatedAt],
  );
  await ctx.db.query(`INSERT INTO record_events (subject, subject_id, kind, actor_role, created_at) VALUES ('contact_message', $1, 'created', 'guest', $2)`, [rows[0]!.id, updatedAt]);
  return rows[0]!.id;
}

describe('retention sweep', () => {
  it('purges expired codes, sessions, look-ups, rate-limit rows and nonces a day after they expire, keeping newer ones', async () => {
    ctx.clock.advance(400 * DAY);
    const now = ctx.clock.now();
    const old = new Date(now.getTime() - DAY - 60_000);
    const recent = new Date(now.getTime() - DAY + 60_000);
    const customer = await userId(DEMO.customer.mobile);
    const admin = await userId(DEMO.admin.mobile);
    await ctx.db.query(`INSERT INTO otps (user_id, code_hash, expires_at) VALUES ($1, 'x', $2), ($3, 'y', $4)`, [customer, old, admin, recent]);
    await ctx.db.query(`INSERT INTO mobile_otps (purpose, mobile, code_hash, expires_at) VALUES ('register', '9111111111', 'x', $1), ('reset', '9111111111', 'y', $2)`, [old, recent]);
    await ctx.db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('old-s', $1, $2), ('new-s', $1, $3)`, [customer, old, recent]);
    await ctx.db.query(`INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES ('k', $1, 1, $1), ('k', $2, 1, $2)`, [old, recent]);
    await ctx.db.query(`INSERT INTO app_link_nonces (nonce, expires_at) VALUES ('old-n', $1), ('new-n', $2)`, [old, recent]);

    const purged = await retentionTick({ db: ctx.db, now: ctx.clock.now }, 'instance-a', 60);

    expect(purged).toMatchObject({ otps: 1, mobile_otps: 1, sessions: 1, rate_limits: 1, app_link_nonces: 1 });
    expect(await count(`otps WHERE user_id = $1`, [admin])).toBe(1);
    expect(await count(`mobile_otps WHERE purpose = 'reset'`)).toBe(1);
    expect(await count(`sessions WHERE token_hash IN ('old-s', 'new-s')`)).toBe(1);
    expect(await count(`sessions WHERE token_hash = 'new-s'`)).toBe(1);
    expect(await count(`rate_limits WHERE key = 'k'`)).toBe(1);
    expect(await count(`app_link_nonces WHERE nonce = 'new-n'`)).toBe(1);
    expect(await count(`app_link_nonces WHERE nonce = 'old-n'`)).toBe(0);
  });

  it('purges enquiries (and their events) 24 months after their last change unless the mobile has an order', async () => {
    ctx.clock.advance(2 * 3600_000);
    const now = ctx.clock.now();
    const stale = new Date(now);
    stale.setUTCMonth(stale.getUTCMonth() - 24);
    stale.setUTCDate(stale.getUTCDate() - 1);
    const fresh = new Date(now);
    fresh.setUTCMonth(fresh.getUTCMonth() - 23);
    const { rows } = await ctx.db.query<{ mobile: string }>('SELECT mobile FROM bookings LIMIT 1');
    const orderMobile = rows[0]?.mobile;
    expect(orderMobile).toBeDefined();
    const gone = await contact('9222222222', stale);
    const kept = await contact('9222222223', fresh);
    const ordered = await contact(orderMobile!, stale);

    const purged = await retentionTick({ db: ctx.db, now: ctx.clock.now }, 'instance-a', 60);

    expect(purged?.contact_messages).toBe(1);
    expect(await count(`contact_messages WHERE id = ANY($1::int[])`, [[gone, kept, ordered]])).toBe(2);
    expect(await count(`contact_messages WHERE id = $1`, [gone])).toBe(0);
    expect(await count(`record_events WHERE subject = 'contact_message' AND subject_id = $1`, [gone])).toBe(0);
    expect(await count(`record_events WHERE subject = 'contact_message' AND subject_id = $1`, [kept])).toBe(1);
  });

  it('purges dealership applications 24 months after their last change and job applications (with the CV) 12 months after they came, keeping dealers and hires', async () => {
    ctx.clock.advance(2 * 3600_000);
    const now = ctx.clock.now();
    const monthsAgo = (months: number, days = 0) => {
      const at = new Date(now);
      at.setUTCMonth(at.getUTCMonth() - months);
      at.setUTCDate(at.getUTCDate() - days);
      return at;
    };
    const dealer = async (status: string, at: Date) =>
      (
        await ctx.db.query<{ id: number }>(
          `INSERT INTO dealer_applications (name, mobile, email, state_id, city_id, current_business, showroom_sqft, budget, status, created_at, updated_at)
           VALUES ('Vikram Shah', '9333333333', 'vikram@example.com', 'MH', 'MH-PUN', 'Two-wheeler showroom', 1200, '25-30 Lacs', $1, $2, $2) RETURNING id`,
          [status, at],
        )
      ).rows[0]!.id;
    const staleDealer = await dealer('rejected', monthsAgo(24, 1));
    const freshDealer = await dealer('rejected', monthsAgo(23));
    const onboarded = await dealer('onboarded', monthsAgo(30));
    await ctx.db.query(`INSERT INTO record_events (subject, subject_id, kind, actor_role, created_at) VALUES ('dealer_application', $1, 'created', 'guest', $2)`, [staleDealer, monthsAgo(24, 1)]);
    const jobId = (await ctx.db.query<{ id: number }>('SELECT id FROM jobs LIMIT 1')).rows[0]?.id;
    expect(jobId).toBeDefined();
    const application = async (email: string, status: string, at: Date) =>
      (
        await ctx.db.query<{ id: number }>(
          `INSERT INTO job_applications (job_id, name, email, mobile, city, experience_years, cv_name, cv_type, cv_size, cv_data, status, created_at, updated_at)
           VALUES ($1, 'Neha Kulkarni', $2, '9444444444', 'Pune', 3, 'cv.pdf', 'application/pdf', 4, '\x25504446'::bytea, $3, $4, $4) RETURNING id`,
          [jobId, email, status, at],
        )
      ).rows[0]!.id;
    const staleCv = await application('old@example.com', 'rejected', monthsAgo(12, 1));
    const freshCv = await application('new@example.com', 'new', monthsAgo(11));
    const hired = await application('hired@example.com', 'hired', monthsAgo(20));

    const purged = await retentionTick({ db: ctx.db, now: ctx.clock.now }, 'instance-a', 60);

    expect(purged).toMatchObject({ dealer_applications: 1, job_applications: 1 });
    expect(await count(`dealer_applications WHERE id = ANY($1::int[])`, [[staleDealer, freshDealer, onboarded]])).toBe(2);
    expect(await count(`dealer_applications WHERE id = $1`, [staleDealer])).toBe(0);
    expect(await count(`record_events WHERE subject = 'dealer_application' AND subject_id = $1`, [staleDealer])).toBe(0);
    expect(await count(`job_applications WHERE id = ANY($1::int[])`, [[staleCv, freshCv, hired]])).toBe(2);
    expect(await count(`job_applications WHERE id = $1`, [staleCv])).toBe(0);
  });

  it('clears a finished service visit\'s notes 24 months after its last change, keeping its facts and work notes (warranty)', async () => {
    ctx.clock.advance(2 * 3600_000);
    const now = ctx.clock.now();
    const stale = new Date(now);
    stale.setUTCMonth(stale.getUTCMonth() - SERVICE_VISIT_NOTES_RETENTION_MONTHS);
    stale.setUTCDate(stale.getUTCDate() - 1);
    const fresh = new Date(now.getTime() - 30 * DAY);
    const customer = await userId(DEMO.customer.mobile);
    const { rows: orders } = await ctx.db.query<{ id: number }>("SELECT id FROM bookings WHERE customer_id = $1 AND state = 'delivered' ORDER BY id LIMIT 1", [customer]);
    const orderId = orders[0]!.id;
    const visit = async (state: string, updatedAt: Date) => {
      const { rows } = await ctx.db.query<{ id: number }>(
        `INSERT INTO service_visits (order_id, customer_id, hub_id, service_type, visit_date, slot, state, note, odometer_km, work_notes, parts, created_at, updated_at)
         VALUES ($1, $2, 9, 'periodic', $3::date, '10:00-12:00', $4, 'Brakes squeak', 1012, 'Replaced front pads', '[{"name":"Brake pad set","quantity":1}]', $5, $5) RETURNING id`,
        [orderId, customer, updatedAt.toISOString().slice(0, 10), state, updatedAt],
      );
      await ctx.db.query(`INSERT INTO service_visit_events (visit_id, kind, to_state, actor_role, note, text, created_at) VALUES ($1, 'state', 'requested', 'customer', 'Brakes squeak', 'requested', $2)`, [rows[0]!.id, updatedAt]);
      return rows[0]!.id;
    };
    const old = await visit('completed', stale);
    const recent = await visit('cancelled', fresh);
    const open = await visit('requested', stale);

    const purged = await retentionTick({ db: ctx.db, now: ctx.clock.now }, 'instance-a', 60);

    expect(purged).toMatchObject({ service_visit_notes: 1 });
    const { rows } = await ctx.db.query<{ id: number; note: string | null; work_notes: string | null; odometer_km: number; parts: unknown; events_with_notes: number }>(
      `SELECT v.id, v.note, v.work_notes, v.odometer_km, v.parts,
              (SELECT count(*)::int FROM service_visit_events e WHERE e.visit_id = v.id AND e.note IS NOT NULL) AS events_with_notes
         FROM service_visits v WHERE v.id = ANY($1::int[]) ORDER BY v.id`,
      [[old, recent, open]],
    );
    expect(rows).toEqual([
      { id: old, note: null, work_notes: 'Replaced front pads', odometer_km: 1012, parts: [{ name: 'Brake pad set', quantity: 1 }], events_with_notes: 0 },
      expect.objectContaining({ id: recent, note: 'Brakes squeak', events_with_notes: 1 }),
      expect.objectContaining({ id: open, note: 'Brakes squeak', events_with_notes: 1 }),
    ]);
    await ctx.db.query('DELETE FROM service_visits WHERE id = ANY($1::int[])', [[old, recent, open]]);
  });

  it('runs once per interval across two instances on the same database, counted with the job metrics', async () => {
    ctx.clock.advance(2 * 3600_000);
    const a = { db: ctx.db, now: ctx.clock.now, metrics: createMetrics() };
    const b = { db: ctx.db, now: ctx.clock.now, metrics: createMetrics() };
    const runs = async (deps: typeof a) => (await deps.metrics.jobRuns.get()).values.find((v) => v.labels.job === 'retention_sweep')?.value ?? 0;

    const first = await Promise.all([retentionTick(a, 'instance-a', 60), retentionTick(b, 'instance-b', 60)]);
    expect(first.filter((p) => p !== null)).toHaveLength(1);
    const other = first[0] ? { deps: b, holder: 'instance-b' } : { deps: a, holder: 'instance-a' };
    ctx.clock.advance(30 * 60_000);
    expect(await retentionTick(other.deps, other.holder, 60)).toBeNull();
    expect((await runs(a)) + (await runs(b))).toBe(1);

    ctx.clock.advance(31 * 60_000);
    const second = await Promise.all([retentionTick(a, 'instance-a', 60), retentionTick(b, 'instance-b', 60)]);
    expect(second.filter((p) => p !== null)).toHaveLength(1);
    expect((await runs(a)) + (await runs(b))).toBe(2);
  });
});
