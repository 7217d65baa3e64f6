// @vitest-environment node
// The state machine on a real database: every move the contract allows succeeds with one event row, every other
// one answers 409 and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATES, canMove, isClosed, orderMessages, paymentGroup, type OrderState } from '@contract/order-lifecycle.js';
import { HttpError } from '../../platform/errors.js';
import { createTestContext, freshMobile, type TestContext } from '../../test-helpers.js';
import { SYSTEM, moveOrder, workingDaysFrom } from './lifecycle.js';

let ctx: TestContext;
let orderId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: {
      name: 'Arjun Mehta', mobile: freshMobile('96'), email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
      pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
    },
  });
  orderId = res.json<{ data: { booking: { id: number } } }>().data.booking.id;
});
afterAll(() => ctx.close());

async function stateAndEvents(): Promise<{ state: OrderState; events: number }> {
  const { rows } = await ctx.db.query<{ state: OrderState; events: number }>(
    'SELECT state, (SELECT count(*)::int FROM order_events WHERE order_id = b.id) AS events FROM bookings b WHERE id = $1',
    [orderId],
  );
  const row = rows[0];
  if (!row) throw new Error('no order');
  return row;
}

const pairs = ORDER_STATES.flatMap((from) => ORDER_STATES.map((to) => ({ from, to, allowed: canMove(from, to) })));

describe('moveOrder', () => {
  it('allows exactly the 9 moves of the issue, of the 64 pairs', () => {
    expect(pairs.filter((p) => p.allowed).map((p) => `${p.from}>${p.to}`)).toEqual([
      'reserved>confirmed', 'reserved>cancelled', 'confirmed>allotted', 'confirmed>cancelled', 'allotted>ready_for_delivery',
      'allotted>cancelled', 'ready_for_delivery>delivered', 'cancelled>refund_initiated', 'refund_initiated>refunded',
    ]);
  });

  it.each(pairs)('$from -> $to allowed: $allowed', async ({ from, to, allowed }) => {
    await ctx.db.query('UPDATE bookings SET state = $2 WHERE id = $1', [orderId, from]);
    const before = await stateAndEvents();
    const move = ctx.db.transaction((tx) => moveOrder(tx, orderId, to, SYSTEM, ctx.clock.now(), { note: 'test' }));
    if (allowed) {
      await move;
      expect(await stateAndEvents()).toEqual({ state: to, events: before.events + 1 });
      const { rows } = await ctx.db.query('SELECT from_state, to_state, actor_role, note FROM order_events WHERE order_id = $1 ORDER BY id DESC LIMIT 1', [orderId]);
      expect(rows[0]).toEqual({ from_state: from, to_state: to, actor_role: 'system', note: 'test' });
    } else {
      await expect(move).rejects.toEqual(new HttpError(409, orderMessages.badMove));
      expect(await stateAndEvents()).toEqual(before);
    }
  });

  it('answers 404 for an order that does not exist', async () => {
    await expect(ctx.db.transaction((tx) => moveOrder(tx, 999_999, 'confirmed', SYSTEM, new Date()))).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('workingDaysFrom', () => {
  it('skips Saturdays and Sundays, counting from today in India', () => {
    // Friday 2026-11-20, 10:00 IST: 7 working days later is Tuesday 2026-12-01.
    expect(workingDaysFrom(new Date('2026-11-20T04:30:00Z'), 7)).toBe('2026-12-01');
    // Saturday: the count starts on Monday.
    expect(workingDaysFrom(new Date('2026-11-21T04:30:00Z'), 1)).toBe('2026-11-23');
    // Thursday 26 November, 20:11 UTC is already Friday 27 November in India: the count starts from Friday.
    expect(workingDaysFrom(new Date('2026-11-26T20:11:00Z'), 7)).toBe('2026-12-08');
  });

  it('skips the national holidays as well as the weekend', () => {
    // Wednesday 2027-01-20: Monday 25 January counts, Tuesday 26 January (Republic Day) does not.
    expect(workingDaysFrom(new Date('2027-01-20T04:30:00Z'), 7)).toBe('2027-02-01');
    // Thursday 2026-08-13: Friday 14 counts, Saturday 15 August is a weekend anyway; Monday 17 is the 2nd day.
    expect(workingDaysFrom(new Date('2026-08-13T04:30:00Z'), 2)).toBe('2026-08-17');
    // Thursday 2026-10-01: Friday 2 October (Gandhi Jayanti) is skipped, so 1 working day later is Monday 5 October.
    expect(workingDaysFrom(new Date('2026-10-01T04:30:00Z'), 1)).toBe('2026-10-05');
  });
});

describe('the SQL that mirrors the contract\'s state groups', () => {
  it('order_payment (migration 023) groups every state as paymentGroup does, paid or not', async () => {
    const { rows } = await ctx.db.query<{ state: OrderState; unpaid: string; paid: string }>(
      'SELECT s AS state, order_payment(s, NULL) AS unpaid, order_payment(s, now()) AS paid FROM unnest($1::text[]) s',
      [ORDER_STATES],
    );
    expect(rows.map((r) => [r.state, r.unpaid, r.paid])).toEqual(ORDER_STATES.map((s) => [s, paymentGroup(s, false), paymentGroup(s, true)]));
  });

  it('bookings.status (migration 007) is cancelled exactly for the CLOSED_STATES', async () => {
    const seen: [OrderState, boolean][] = [];
    for (const state of ORDER_STATES) {
      // The generated column is computed on write: set each state in a transaction that is rolled back.
      await ctx.db
        .transaction(async (tx) => {
          const { rows } = await tx.query<{ status: string }>('UPDATE bookings SET state = $2 WHERE id = $1 RETURNING status', [orderId, state]);
          seen.push([state, rows[0]?.status === 'cancelled']);
          throw new Error('roll back');
        })
        .catch(() => undefined);
    }
    expect(seen).toEqual(ORDER_STATES.map((s) => [s, isClosed(s)]));
  });
});
