// @vitest-environment node
// The back-office order list past its count cap (issue 12, "Scale"): the count stops at 10,000 and says so, pages
// past it are still reached, the export still holds every match, and every page is in the database's own order
// whichever way it is read (one hub, a dealer's hubs merged, few matches sorted whole).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackOfficeOrderListResponse } from '@contract/back-office-orders.js';
import { ORDER_STATES } from '@contract/order-lifecycle.js';
import { DEMO, bearer, body, createTestContext, planWithoutSeqScan, signIn, type TestContext } from '../../test-helpers.js';

const ORDERS = 10_020;

let ctx: TestContext;
let admin: Record<string, string>;
let dealer: Record<string, string>;
/** The Bengaluru dealer's orders (hubs 9 and 10): the ones made here and any the demo seeded there. */
let inScope: number;

async function list(query: string, headers: Record<string, string>): Promise<BackOfficeOrderListResponse> {
  const res = await ctx.app.inject({ url: `/api/v1/back-office/orders${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return body<BackOfficeOrderListResponse>(res);
}

const count = async (where: string) => (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings b WHERE ${where}`)).rows[0]?.n ?? 0;

/** The lifecycle order written out from the contract, not with the migration's function. */
const RANK = `array_position(ARRAY[${ORDER_STATES.map((s) => `'${s}'`).join(', ')}]::text[], b.state)`;
const SQL_ORDER: Record<string, string> = {
  '-created': 'b.created_at DESC, b.id DESC',
  created: 'b.created_at ASC, b.id ASC',
  amount: 'b.amount ASC, b.id ASC',
  '-amount': 'b.amount DESC, b.id DESC',
  state: `${RANK} ASC, b.id ASC`,
  '-state': `${RANK} DESC, b.id DESC`,
};

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, d] = await Promise.all([signIn(ctx.app, DEMO.admin), signIn(ctx.app, DEMO.dealer)]);
  [admin, dealer] = [bearer(a), bearer(d)];
  // Two hubs of one dealer, every state, kind and payment group; pairs of orders share a creation time (one in each
  // hub) and most bookings share an amount, so the id breaks ties across the merged hubs.
  await ctx.db.query(
    `INSERT INTO bookings (name, mobile, email, state_id, city_id, area_id, pincode, model_id, colour, price, amount, dealer_id,
                           access_key_hash, kind, state, payment_method, source, created_at, updated_at, paid_at)
     SELECT 'Scale ' || g, '95' || lpad(g::text, 8, '0'), 'scale' || g || '@example.com', 'KA', 'KA-BLR', 'KA-BLR-01', '560034',
            CASE WHEN g % 3 = 0 THEN 'rv1' ELSE 'rv400' END, 'Rebel Red', 142999, CASE WHEN g % 5 = 0 THEN 100000 + (g % 7) * 1000 ELSE 499 END,
            9 + g % 2, md5(g::text), CASE WHEN g % 5 = 0 THEN 'purchase' ELSE 'booking' END, s.state, 'online', 'web',
            timestamptz '2026-01-01 00:00:00+00' + (g / 2) * interval '1 hour', timestamptz '2026-01-01 00:00:00+00' + (g / 2) * interval '1 hour',
            CASE WHEN s.state = 'reserved' OR (s.state = 'cancelled' AND g % 3 = 0) THEN NULL ELSE timestamptz '2026-01-01 00:00:00+00' + (g / 2) * interval '1 hour' END
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT ($2::text[])[1 + (g * 7) % 8] AS state) s`,
    [ORDERS, ORDER_STATES],
  );
  inScope = await count('b.dealer_id IN (9, 10)');
  expect(inScope).toBeGreaterThanOrEqual(ORDERS);
}, 120_000);
afterAll(() => ctx.close());

describe('the capped count', () => {
  it('stops at 10,000, says more match, and counts the page after as known', async () => {
    for (const [query, headers] of [['', dealer], ['?cityId=KA-BLR', admin]] as const) {
      const page = await list(query, headers);
      expect(page, query).toMatchObject({ page: 1, pageSize: 20, total: 10_000, totalCapped: true, pages: 501 });
      expect(page.data).toHaveLength(20);
    }
    const oneHub = await list('?hubId=9', admin);
    const inHub = await count('b.dealer_id = 9');
    expect(oneHub).toMatchObject({ total: Math.min(inHub, 10_000), totalCapped: inHub > 10_000 });
  });

  it('is exact below the cap', async () => {
    const exact = await count(`b.dealer_id IN (9, 10) AND b.state = 'refunded'`);
    expect(exact).toBeLessThan(10_000);
    expect(await list('?state=refunded', dealer)).toMatchObject({ total: exact, totalCapped: false, pages: Math.ceil(exact / 20) });
    const refunded = await count(`b.dealer_id IN (9, 10) AND (b.state IN ('refund_initiated', 'refunded') OR (b.state = 'cancelled' AND b.paid_at IS NOT NULL))`);
    expect(await list('?payment=refunded', dealer)).toMatchObject({ total: refunded, totalCapped: false });
  });

  it('reaches pages past the cap one at a time, counting up to the page asked for', async () => {
    const past = await list('?page=501', dealer);
    expect(past.data).toHaveLength(20);
    expect(past).toMatchObject({ page: 501, total: Math.min(inScope, 10_020), totalCapped: inScope > 10_020 });
    const last = Math.ceil(inScope / 20);
    const end = await list(`?page=${last}`, dealer);
    expect(end).toMatchObject({ total: inScope, totalCapped: false, pages: last });
    expect(end.data).toHaveLength(inScope - (last - 1) * 20);
    const beyond = await list(`?page=${last + 1}`, dealer);
    expect(beyond).toMatchObject({ data: [], total: inScope, totalCapped: false });
  });

  it('leaves the export whole: every matching order past the cap', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/back-office/orders/export.csv?cityId=KA-BLR', headers: dealer });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\n')).toHaveLength((await count(`b.dealer_id IN (9, 10) AND b.city_id = 'KA-BLR'`)) + 1);
  });
});

describe('page order', () => {
  const ids = async (where: string, order: string, page: number) =>
    (await ctx.db.query<{ id: number }>(`SELECT b.id FROM bookings b WHERE ${where} ORDER BY ${order} LIMIT 20 OFFSET $1`, [(page - 1) * 20])).rows.map((r) => r.id);

  it('is the database order for every sort, a dealer’s hubs merged or one hub, deep pages included', async () => {
    for (const [sort, order] of Object.entries(SQL_ORDER)) {
      for (const page of [1, 2, 37, 200]) {
        const merged = await list(`?sort=${sort}&page=${page}`, dealer);
        expect(merged.data.map((o) => o.id), `dealer ${sort} page ${page}`).toEqual(await ids('b.dealer_id IN (9, 10)', order, page));
        const hub = await list(`?hubId=10&sort=${sort}&page=${page}`, admin);
        expect(hub.data.map((o) => o.id), `hub 10 ${sort} page ${page}`).toEqual(await ids('b.dealer_id = 10', order, page));
      }
    }
  });

  it('is the same when few orders match (read whole and sorted) and with filters over the merged hubs', async () => {
    const few = `b.dealer_id IN (9, 10) AND b.state = 'refund_initiated' AND b.kind = 'purchase'`;
    expect(await count(few)).toBeLessThan(1_000);
    for (const [sort, order] of Object.entries(SQL_ORDER)) {
      const page = await list(`?state=refund_initiated&kind=purchase&sort=${sort}`, dealer);
      expect(page.data.map((o) => o.id), `few ${sort}`).toEqual(await ids(few, order, 1));
      const paid = await list(`?payment=paid&model=rv1&sort=${sort}&page=3`, dealer);
      const paidWhere = `b.dealer_id IN (9, 10) AND b.state IN ('confirmed', 'allotted', 'ready_for_delivery', 'delivered') AND b.model_id = 'rv1'`;
      expect(paid.data.map((o) => o.id), `paid rv1 ${sort}`).toEqual(await ids(paidWhere, order, 3));
    }
  });
});

describe('the functions of migration 023', () => {
  it('rank the states in the contract’s lifecycle order and group payments as the filter says', async () => {
    const { rows } = await ctx.db.query<{ state: string; rank: number; unpaid: string; paid: string }>(
      `SELECT s AS state, order_state_rank(s) AS rank, order_payment(s, NULL) AS unpaid, order_payment(s, now()) AS paid FROM unnest($1::text[]) s`,
      [ORDER_STATES],
    );
    expect(rows.map((r) => r.rank)).toEqual(ORDER_STATES.map((_, i) => i + 1));
    const groups = Object.fromEntries(rows.map((r) => [r.state, [r.unpaid, r.paid]]));
    expect(groups).toEqual({
      reserved: ['unpaid', 'unpaid'],
      confirmed: ['paid', 'paid'],
      allotted: ['paid', 'paid'],
      ready_for_delivery: ['paid', 'paid'],
      delivered: ['paid', 'paid'],
      cancelled: ['unpaid', 'refunded'],
      refund_initiated: ['refunded', 'refunded'],
      refunded: ['refunded', 'refunded'],
    });
  });
});

describe('the name search', () => {
  it('finds the orders whose name holds the words, in any case, through the trigram index of migration 024', async () => {
    const found = await list('?q=scale%20123', admin);
    const expected = await ctx.db.query<{ id: number }>(`SELECT b.id FROM bookings b WHERE b.name ILIKE '%scale 123%' ORDER BY b.created_at DESC, b.id DESC`);
    expect(found.total).toBe(expected.rows.length);
    expect(found.total).toBeGreaterThan(1);
    expect(found.data.map((o) => o.id)).toEqual(expected.rows.map((r) => r.id).slice(0, found.data.length));
    // Matches anywhere in the name, not only from its start.
    expect((await list('?q=CALE%2010019', admin)).data.map((o) => o.name)).toEqual(['Scale 10019']);
    // The index serves the search (npm run bench:backoffice times it at a million orders).
    expect(await planWithoutSeqScan(ctx.db, `SELECT 1 FROM bookings b WHERE b.name ILIKE '%cale 1001%'`)).toContain('bookings_name_trgm_idx');
  });
});
