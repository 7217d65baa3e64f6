// @vitest-environment node
// Vendor booking links: issued by an admin, signed with VENDOR_LINK_SECRET, expiring and single use; a forged,
// expired, reused or secret-less link is refused with a clear message; the decision becomes an order event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import type { ApiError } from '@contract/common.js';
import type { VendorActionResponse, VendorBookingResponse, VendorLinkListResponse, VendorLinkResponse, VendorLinkRevokeResponse } from '@contract/vendor-links.js';
import type { App } from '../../platform/deps.js';
import { DEMO, bearer, body, createTestContext, freshMobile, siblingApp, signIn, type TestContext } from '../../test-helpers.js';
import { VENDOR_MSG, signVendorLink } from './service.js';

const SECRET = 'test-vendor-secret';
let ctx: TestContext;
let app: App;
let admin: string;

async function book(): Promise<OrderBookingCreateResponse['data']> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: {
      name: 'Meera Iyer', mobile: freshMobile('96'), email: 'meera@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
      pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}

/** The link's query as an object, from the admin's answer. */
async function issue(orderId: number, vendor = 'Bajaj Finance'): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: `/api/v1/admin/orders/${orderId}/vendor-links`, payload: { vendor }, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(201);
  const { url } = body<VendorLinkResponse>(res).data;
  expect(url).toMatch(/^\/vendor-booking-action\?order=\d+&vendor=Bajaj\+Finance&exp=\d+&nonce=[\w-]+&sig=[a-f0-9]{64}$/);
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

const read = (link: Record<string, string>) => app.inject({ url: `/api/v1/vendor-actions?${new URLSearchParams(link).toString()}` });
const decide = (link: Record<string, string>, decision: string, note?: string) =>
  app.inject({ method: 'POST', url: '/api/v1/vendor-actions', payload: { ...link, decision, ...(note ? { note } : {}) } });
const message = (res: { json: () => unknown }) => (res.json() as ApiError).message;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await siblingApp(ctx, { vendorLinkSecret: SECRET });
  admin = await signIn(app, DEMO.admin);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('vendor booking links', () => {
  it('show the booking, take one decision as an order event, and refuse a second use', async () => {
    const created = await book();
    const link = await issue(created.booking.id);
    const shown = await read(link);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(body<VendorBookingResponse>(shown).data).toMatchObject({ reference: created.booking.reference, vendor: 'Bajaj Finance', model_name: 'RV400' });

    const done = await decide(link, 'approve', 'Loan sanctioned');
    expect(done.statusCode, done.body).toBe(200);
    expect(body<VendorActionResponse>(done).message).toBe(`Thank you. Booking ${created.booking.reference} is approved.`);
    const events = await ctx.db.query<{ text: string; note: string }>("SELECT text, note FROM order_events WHERE order_id = $1 AND kind = 'note'", [created.booking.id]);
    expect(events.rows).toEqual([{ text: 'Bajaj Finance approved the booking', note: 'Loan sanctioned' }]);

    const again = await decide(link, 'reject');
    expect(again.statusCode).toBe(410);
    expect(message(again)).toBe(VENDOR_MSG.used);
    expect(message(await read(link))).toBe(VENDOR_MSG.used);
  });

  it('refuse a forged signature, a changed vendor or order, and an expired link', async () => {
    const created = await book();
    const link = await issue(created.booking.id);
    expect(message(await read({ ...link, sig: '0'.repeat(64) }))).toBe(VENDOR_MSG.invalid);
    expect((await decide({ ...link, vendor: 'Someone Else' }, 'approve')).statusCode).toBe(403);
    expect((await decide({ ...link, order: String(created.booking.id + 1) }, 'approve')).statusCode).toBe(403);
    const exp = Math.floor(ctx.clock.now().getTime() / 1000) - 1;
    const expired = { order: created.booking.id, vendor: 'Bajaj Finance', exp, nonce: 'n'.repeat(20) };
    const res = await decide({ ...Object.fromEntries(Object.entries(expired).map(([k, v]) => [k, String(v)])), sig: signVendorLink(SECRET, expired) }, 'approve');
    expect(res.statusCode).toBe(410);
    expect(message(res)).toBe(VENDOR_MSG.expired);
    ctx.clock.advance(73 * 3_600_000);
    expect(message(await read(link))).toBe(VENDOR_MSG.expired);
  });

  it('are refused everywhere without VENDOR_LINK_SECRET, and only admins issue them', async () => {
    // The test before moved the clock past the admin's session.
    admin = await signIn(app, DEMO.admin);
    const created = await book();
    const link = await issue(created.booking.id);
    const off = await siblingApp(ctx, { vendorLinkSecret: undefined });
    expect(message(await off.inject({ url: `/api/v1/vendor-actions?${new URLSearchParams(link).toString()}` }))).toBe(VENDOR_MSG.invalid);
    await off.close();
    const customer = await signIn(app, DEMO.customer);
    expect((await app.inject({ method: 'POST', url: `/api/v1/admin/orders/${created.booking.id}/vendor-links`, payload: { vendor: 'X Finance' }, headers: bearer(customer) })).statusCode).toBe(403);
  });

  it('keep a register: listed with their state and filtered; an open link can be revoked and then refuses its vendor', async () => {
    admin = await signIn(app, DEMO.admin);
    const first = await book();
    const second = await book();
    const usedLink = await issue(first.booking.id);
    const openLink = await issue(second.booking.id, 'Bajaj Finance');
    expect((await decide(usedLink, 'reject', 'Documents missing')).statusCode).toBe(200);

    const list = async (query = '') => {
      const res = await app.inject({ url: `/api/v1/admin/vendor-links${query}`, headers: bearer(admin) });
      expect(res.statusCode, res.body).toBe(200);
      return body<VendorLinkListResponse>(res);
    };
    const all = await list();
    const mine = all.data.filter((r) => [first.booking.id, second.booking.id].includes(r.order_id));
    expect(mine.map((r) => [r.reference, r.status, r.decision])).toEqual([
      [second.booking.reference, 'open', null],
      [first.booking.reference, 'used', 'reject'],
    ]);
    expect(mine[0]).toMatchObject({ vendor: 'Bajaj Finance', issued_by: expect.any(String) as string, used_at: null, revoked_at: null });
    expect((await list(`?q=${first.booking.reference}`)).data.map((r) => r.order_id)).toEqual([first.booking.id]);
    expect((await list('?status=used')).data.every((r) => r.status === 'used')).toBe(true);
    expect((await app.inject({ url: '/api/v1/admin/vendor-links?status=lost', headers: bearer(admin) })).statusCode).toBe(400);

    const openId = mine[0]!.id;
    const revoked = await app.inject({ method: 'POST', url: `/api/v1/admin/vendor-links/${openId}/revoke`, headers: bearer(admin) });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(body<VendorLinkRevokeResponse>(revoked)).toMatchObject({ message: `The link for Bajaj Finance on ${second.booking.reference} is revoked.`, data: { status: 'revoked' } });
    expect(message(await read(openLink))).toBe(VENDOR_MSG.revoked);
    const refused = await decide(openLink, 'approve');
    expect(refused.statusCode).toBe(410);
    expect(message(refused)).toBe(VENDOR_MSG.revoked);
    const again = await app.inject({ method: 'POST', url: `/api/v1/admin/vendor-links/${openId}/revoke`, headers: bearer(admin) });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(VENDOR_MSG.notRevocable('revoked'));
    const usedId = mine[1]!.id;
    expect((await app.inject({ method: 'POST', url: `/api/v1/admin/vendor-links/${usedId}/revoke`, headers: bearer(admin) })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/api/v1/admin/vendor-links/999999/revoke', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('refuse a correctly signed link that was never issued (not in the register)', async () => {
    const created = await book();
    const exp = Math.floor(ctx.clock.now().getTime() / 1000) + 3600;
    const forged = { order: created.booking.id, vendor: 'Bajaj Finance', exp, nonce: 'q'.repeat(24) };
    const link = { ...Object.fromEntries(Object.entries(forged).map(([k, v]) => [k, String(v)])), sig: signVendorLink(SECRET, forged) };
    expect(message(await read(link))).toBe(VENDOR_MSG.invalid);
    expect((await decide(link, 'approve')).statusCode).toBe(403);
  });

  it('are listed and revoked by admins only', async () => {
    const dealer = await signIn(app, DEMO.dealer);
    const customer = await signIn(app, DEMO.customer);
    for (const token of [dealer, customer]) {
      expect((await app.inject({ url: '/api/v1/admin/vendor-links', headers: bearer(token) })).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: '/api/v1/admin/vendor-links/1/revoke', headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/api/v1/admin/vendor-links' })).statusCode).toBe(401);
  });
});
