// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../platform/outbox.js';
import { createTestContext, type TestContext } from '../../test-helpers.js';
import { queueTestRideReminders, testRideReminderHandlers, TEST_RIDE_REMINDER_TOPIC } from './jobs.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// 1 December 2026 at 6 pm in India (12:30 UTC): the evening before 2 December.
const EVENING = new Date('2026-12-01T12:30:00Z');
const at = (indiaTime: string) => new Date(`${indiaTime}+05:30`);

async function ride(mobile: string, date: string, status = 'requested'): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO test_rides (name, mobile, email, state_id, city_id, area_id, pincode, model_id, preferred_date, time_slot, dealer_id, status)
     VALUES ('Meera Nair', $1, 'meera@example.com', 'MH', 'MH-MUM', 'MH-MUM-01', '400069', 'rv400', $2, '14:00-16:00', 1, $3) RETURNING id`,
    [mobile, date, status],
  );
  return rows[0]!.id;
}

const queuedFor = async (id: number) =>
  (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE topic = $1 AND (payload->>'testRideId')::int = $2`, [TEST_RIDE_REMINDER_TOPIC, id])).rows[0]!.n;

describe('test-ride reminders', () => {
  it('queues one SMS per requested or confirmed ride of tomorrow, in the evening only, and never twice', async () => {
    const requested = await ride('9811100001', '2026-12-02');
    const confirmed = await ride('9811100002', '2026-12-02', 'confirmed');
    const cancelled = await ride('9811100003', '2026-12-02', 'cancelled');
    const later = await ride('9811100004', '2026-12-03');

    expect(await queueTestRideReminders(ctx, at('2026-12-01T16:59'))).toBe(0);
    expect(await queueTestRideReminders(ctx, at('2026-12-01T21:00'))).toBe(0);
    expect(await queuedFor(requested)).toBe(0);

    expect(await queueTestRideReminders(ctx, EVENING)).toBeGreaterThanOrEqual(2);
    for (const id of [requested, confirmed]) expect(await queuedFor(id)).toBe(1);
    for (const id of [cancelled, later]) expect(await queuedFor(id)).toBe(0);

    // Another sweep (or another instance) the same evening finds nothing left to queue.
    expect(await queueTestRideReminders(ctx, at('2026-12-01T20:30'))).toBe(0);
    expect(await queuedFor(requested)).toBe(1);
  });

  it('texts the ride\'s model, day, slot, hub and its phone; a ride cancelled after queuing is not texted', async () => {
    const kept = await ride('9811100011', '2026-12-05');
    const dropped = await ride('9811100012', '2026-12-05');
    const evening = at('2026-12-04T18:00');
    await queueTestRideReminders(ctx, evening);
    await ctx.db.query(`UPDATE test_rides SET status = 'cancelled' WHERE id = $1`, [dropped]);

    await drainOutbox(ctx.db, testRideReminderHandlers(ctx, () => evening), evening, 50, [TEST_RIDE_REMINDER_TOPIC]);

    const texts = ctx.sms.sent.filter((m) => m.mobile === '9811100011' || m.mobile === '9811100012');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.mobile).toBe('9811100011');
    expect(texts[0]!.text).toBe(
      `Reminder: your RV400 test ride TR-${String(kept).padStart(6, '0')} is tomorrow, 5 December, 2 pm – 4 pm, at Revolt Service Hub Andheri. Bring your driving licence. To change it, call +91 22 4890 1201.`,
    );
    const { rows } = await ctx.db.query<{ result: unknown }>(`SELECT result FROM outbox WHERE topic = $1 AND (payload->>'testRideId')::int = $2`, [TEST_RIDE_REMINDER_TOPIC, dropped]);
    expect(rows[0]?.result).toEqual({ skipped: 'cancelled' });
  });

  it('reminds a guest who asked on the Hindi site in Hindi (the ride keeps the site\'s language)', async () => {
    const id = await ride('9811100021', '2026-12-07');
    await ctx.db.query(`UPDATE test_rides SET language = 'hi' WHERE id = $1`, [id]);
    const evening = at('2026-12-06T18:00');
    await queueTestRideReminders(ctx, evening);
    await drainOutbox(ctx.db, testRideReminderHandlers(ctx, () => evening), evening, 50, [TEST_RIDE_REMINDER_TOPIC]);
    expect(ctx.sms.messages.filter((m) => m.mobile === '9811100021').map((m) => m.language)).toEqual(['hi']);
    expect(ctx.sms.sent.find((m) => m.mobile === '9811100021')?.text).toBe(
      `रिमाइंडर: आपकी RV400 टेस्ट राइड TR-${String(id).padStart(6, '0')} कल 7 दिसंबर, दोपहर 2 – शाम 4 बजे Revolt Service Hub Andheri पर है। अपना ड्राइविंग लाइसेंस साथ लाएँ। बदलाव के लिए +91 22 4890 1201 पर कॉल करें।`,
    );
  });
});
