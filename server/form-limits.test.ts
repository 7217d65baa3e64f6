// @vitest-environment node
// Per-mobile limits of the public forms, beside the per-address ones (audit F8), with the production numbers: one
// mobile sent from a new address each time is refused after its count, another mobile is not.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testRideDateWindow } from '@contract/enquiry-rules.js';
import { addDays } from '@contract/rules.js';
import { readConfig } from './platform/config.js';
import type { App } from './platform/deps.js';
import { MSG } from './platform/messages.js';
import { DEMO_TRADE_IN_CHASSIS } from './seed/upgrades.js';
import { DEMO, bearer, body, createTestContext, freshMobile, siblingApp, signIn, type TestContext } from './test-helpers.js';

let ctx: TestContext;
/** Another instance on the same database with the limits of a default configuration (RATE_LIMIT_SCALE 1). */
let limited: App;
const production = readConfig({ LOG_LEVEL: 'silent' }).rateLimits;

beforeAll(async () => {
  ctx = await createTestContext();
  limited = await siblingApp(ctx, { rateLimits: production });
});
afterAll(async () => {
  await limited.close();
  await ctx.close();
});

/** Each test starts a second into a fresh day (UTC), so its requests share the hour and day windows. */
beforeEach(() => {
  const day = 86_400_000;
  ctx.clock.advance(day - (ctx.clock.now().getTime() % day) + 1000);
});

let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.${Math.floor(addresses / 250) + 60}.${addresses % 250}.9`;
};
const send = (url: string, payload: object, headers: Record<string, string> = {}) =>
  limited.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: freshAddress() });

const testRide = (mobile: string, n: number) => ({
  name: 'Arjun Mehta', mobile, email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017',
  model: 'rv400', preferred_date: addDays(testRideDateWindow(ctx.clock.now()).min, n), time_slot: '10:00-12:00', dealer_id: 12,
});
const notify = (mobile: string) => ({ name: 'Kavya Rao', mobile, email: 'kavya@example.com', state: 'KA', city: 'KA-BLR', model: 'rv400-brz' });
const contact = (mobile: string) => ({
  name: 'Rohan Das', mobile, email: 'rohan@example.com', topic: 'Service and repairs', message: 'My bike shows a battery warning.',
});
const booking = (mobile: string) => ({
  name: 'Arjun Mehta', mobile, email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017',
  model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
});

const forms = [
  { url: '/contact', limit: 5, window: 3600, make: (mobile: string) => contact(mobile) },
  { url: '/notify', limit: 10, window: 86_400, make: (mobile: string) => notify(mobile) },
  { url: '/test-rides', limit: 5, window: 86_400, make: (mobile: string, n: number) => testRide(mobile, n) },
  { url: '/bookings', limit: 5, window: 86_400, make: (mobile: string) => booking(mobile) },
];

describe('per-mobile form limits', () => {
  it('are the documented numbers, beside the per-address ones', () => {
    expect(production.contactPerMobile).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(production.notifyPerMobile).toEqual({ limit: 10, windowSeconds: 86_400 });
    expect(production.testRidesPerMobile).toEqual({ limit: 5, windowSeconds: 86_400 });
    expect(production.bookingsPerMobile).toEqual({ limit: 5, windowSeconds: 86_400 });
  });

  it.each(forms)('$url: one mobile from a new address each time is refused after $limit, with the per-address answer', async ({ url, limit, window, make }) => {
    const mobile = freshMobile('96');
    for (let n = 0; n < limit; n += 1) {
      const res = await send(url, make(mobile, n));
      expect(res.statusCode, `${url} #${n + 1}: ${res.body}`).toBeLessThan(300);
    }
    const refused = await send(url, make(mobile, limit));
    expect(refused.statusCode, url).toBe(429);
    expect(body(refused)).toEqual({ message: MSG.rateLimited });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(window);
    expect((await send(url, make(freshMobile('96'), 0))).statusCode, 'another mobile is not limited').toBeLessThan(300);
    ctx.clock.advance(retryAfter * 1000);
    expect((await send(url, make(mobile, limit + 1))).statusCode, 'after the window').toBeLessThan(300);
  });

  it('counts upgrade bookings with the bookings of the same mobile', async () => {
    const customer = bearer(await signIn(ctx.app, DEMO.customer));
    for (let n = 0; n < 5; n += 1) expect((await send('/bookings', booking(DEMO.customer.mobile))).statusCode).toBe(201);
    const upgrade = await send('/upgrades', {
      chassis: DEMO_TRADE_IN_CHASSIS, model: 'rv400-brz', colour: 'Rebel Red', name: 'Rohan Deshmukh', email: 'rohan.deshmukh@example.com',
      pincode: '400069', state: 'MH', city: 'MH-MUM', dealer_id: 1,
    }, customer);
    expect(upgrade.statusCode, upgrade.body).toBe(429);
    expect(body(upgrade)).toEqual({ message: MSG.rateLimited });
    expect(Number(upgrade.headers['retry-after'])).toBeGreaterThan(0);
  });
});
