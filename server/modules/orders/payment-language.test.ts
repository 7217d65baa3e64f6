// @vitest-environment node
// A booking made on the Hindi site is paid on a Hindi checkout and comes back to its Hindi thank-you page (issue 29);
// one made on the English site, or by the call centre, stays English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import { SANDBOX_PAGE } from '../../platform/payments/sandbox-page.messages.js';
import { body, createTestContext, freshMobile, type TestContext } from '../../test-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const hi = SANDBOX_PAGE.hi;

async function book(headers: Record<string, string>): Promise<OrderBookingCreateResponse['data']> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers,
    payload: {
      name: 'Sunita Verma', mobile: freshMobile('96'), email: 'sunita@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
      pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<OrderBookingCreateResponse>(res).data;
}

const submit = (checkoutUrl: string, outcome: 'success' | 'failed') =>
  ctx.app.inject({ method: 'POST', url: checkoutUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });

describe('the sandbox checkout of a booking made on the Hindi site', () => {
  it('is in Hindi, lang hi-IN, with its names and amount as they are and the way back to the Hindi thank-you page', async () => {
    const created = await book({ 'accept-language': 'hi' });
    const html = (await ctx.app.inject({ url: created.payment.checkout_url })).body;
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain(`<title>${hi.title}</title>`);
    expect(html).toContain(`<h1>${hi.heading}</h1>`);
    expect(html).toContain(`<legend>${hi.choices}</legend>`);
    expect(html).toContain('<button type="submit" class="pay" name="outcome" value="success">₹499 चुकाएँ</button>');
    expect(html).toContain(`<button type="submit" class="decline" name="outcome" value="failed">${hi.decline}</button>`);
    expect(html).toContain('RV400, Rebel Red');
    expect(html).toContain(created.booking.reference);
    expect(html).toContain(`<a href="/hi/thankyoubooking/${created.booking.id}">${hi.cancel}</a>`);
    expect(html).not.toContain(SANDBOX_PAGE.en.heading);
  });

  it('sends the customer back to the Hindi thank-you page, paid or declined, and says so in Hindi once completed', async () => {
    const paid = await book({ 'accept-language': 'hi-IN,hi;q=0.9' });
    const res = await submit(paid.payment.checkout_url, 'success');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/hi/thankyoubooking/${paid.booking.id}`);
    const done = (await ctx.app.inject({ url: paid.payment.checkout_url })).body;
    expect(done).toContain(`<p role="status">${hi.completed}</p>`);
    expect(done).toContain(`<a href="/hi/thankyoubooking/${paid.booking.id}">${hi.back}</a>`);

    const declined = await book({ 'accept-language': 'hi' });
    expect((await submit(declined.payment.checkout_url, 'failed')).headers.location).toBe(`/hi/thankyoubooking/${declined.booking.id}`);
  });

  it('stays English for a booking made on the English site or with no language named', async () => {
    for (const headers of [{ 'accept-language': 'en' }, {}] as Record<string, string>[]) {
      const created = await book(headers);
      const html = (await ctx.app.inject({ url: created.payment.checkout_url })).body;
      expect(html).toContain('<html lang="en-IN">');
      expect(html).toContain(`<h1>${SANDBOX_PAGE.en.heading}</h1>`);
      expect((await submit(created.payment.checkout_url, 'success')).headers.location).toBe(`/thankyoubooking/${created.booking.id}`);
    }
  });

  it('answers an unknown order in the language the browser asks for, with a link to that home page', async () => {
    const page = await ctx.app.inject({ url: '/api/v1/payments/sandbox/order_doesnotexist', headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html lang="hi-IN">');
    expect(page.body).toContain(`<h1>${hi.notFoundHeading}</h1>`);
    expect(page.body).toContain(`<a href="/hi">${hi.home}</a>`);
  });
});
