// @vitest-environment node
// An order's PDF documents (receipt, tax invoice, delivery note) and the back office's registration number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackOfficeOrder } from '@contract/back-office-orders.js';
import type { ApiError } from '@contract/common.js';
import { DEMO_SELLER as COMPANY, EV_HSN } from '@contract/company-rules.js';
import { orderDocumentMessages } from '@contract/order-document-rules.js';
import type { Order, OrderBookingCreateResponse, OrderSummary } from '@contract/orders.js';
import { registrationMessages } from '@contract/registration-rules.js';
import { pdfRupees } from '../../platform/pdf.js';
import { DEMO_REGISTRATION } from '../../seed/demo.js';
import { readPdf } from '../../test-fakes/read-pdf.js';
import { DEMO, bearer, body, createTestContext, freshMobile, newCustomer, register, signIn, type TestContext } from '../../test-helpers.js';
import { gstOf, rupeesInWords } from './documents.js';
import { financialYear } from './documents-store.js';

let ctx: TestContext;
const tokens = { customer: '', other: '', admin: '', mumbaiDealer: '', bengaluruDealer: '' };
let delivered: OrderSummary;
let confirmed: OrderSummary;

beforeAll(async () => {
  ctx = await createTestContext();
  [tokens.customer, tokens.admin, tokens.bengaluruDealer, tokens.mumbaiDealer] = await Promise.all([
    signIn(ctx.app, DEMO.customer),
    signIn(ctx.app, DEMO.admin),
    signIn(ctx.app, DEMO.dealer),
    signIn(ctx.app, { mobile: '9000000004', password: 'Dealer@12345' }),
  ]);
  tokens.other = body<{ user: { token: string } }>(await register(ctx, newCustomer())).user.token;
  const list = body<{ data: OrderSummary[] }>(await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(tokens.customer) })).data;
  delivered = list.find((o) => o.state === 'delivered')!;
  confirmed = list.find((o) => o.state === 'confirmed')!;
});
afterAll(() => ctx.close());

const download = (id: number, document: 'receipt' | 'invoice' | 'delivery-note', headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/v1/orders/${id}/${document}.pdf`, headers });
const textOf = (file: Buffer) => readPdf(file).pages.flat().join('\n');
const record = (id: number, payload: object, token = tokens.admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/back-office/orders/${id}/registration`, payload, headers: bearer(token) });

/** A booking in Gurugram (the seller's state), paid and taken to delivered by an admin. */
async function deliveredInHaryana(chassis: string): Promise<Order> {
  const res = await ctx.app.inject({
    method: 'POST', url: '/api/v1/bookings', headers: bearer(tokens.other),
    payload: {
      name: 'Kavya Sharma', mobile: freshMobile('97'), email: 'kavya@example.com', state: 'HR', city: 'HR-GGN', area: 'HR-GGN-01',
      pincode: '122002', model: 'rv400', colour: 'Rebel Red', dealer_id: 22, accept_terms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { booking, payment } = body<OrderBookingCreateResponse>(res).data;
  const paid = await ctx.app.inject({ method: 'POST', url: payment.checkout_url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
  expect(paid.statusCode).toBe(303);
  const act = (action: string, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/back-office/orders/${booking.id}/${action}`, payload, headers: bearer(tokens.admin) });
  expect((await act('allot', { chassis })).statusCode).toBe(200);
  expect((await act('ready')).statusCode).toBe(200);
  expect((await act('deliver')).statusCode).toBe(200);
  return body<{ data: Order }>(await ctx.app.inject({ url: `/api/v1/orders/${booking.id}`, headers: bearer(tokens.admin) })).data;
}

describe('the tax invoice', () => {
  it('gives the owner a PDF with the seller, buyer, HSN, IGST across states, the total and the chassis', async () => {
    const res = await download(delivered.id, 'invoice', bearer(tokens.customer));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-invoice-${delivered.reference}.pdf"; filename*=UTF-8''tax-invoice-${delivered.reference}.pdf`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = textOf(res.rawPayload);
    const gst = gstOf(delivered.price, false);
    expect(gst.taxable + gst.igst).toBe(delivered.price * 100);
    for (const expected of [
      COMPANY.legalName, `GSTIN: ${COMPANY.gstin}`, 'Rohan Deshmukh', '27-Maharashtra', EV_HSN,
      'MD9RV400X25A01234', DEMO_REGISTRATION, 'IGST @ 5%', pdfRupees(gst.taxable), pdfRupees(gst.igst), pdfRupees(delivered.price * 100), rupeesInWords(delivered.price),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST @');
    expect(text).toMatch(new RegExp(`INV-${financialYear(delivered.delivered_at!)}-\\d{6}`));
  });

  it('numbers invoices consecutively within the financial year, once per order, the same on every download', async () => {
    const first = await deliveredInHaryana('MD9RV400X25H07801');
    const second = await deliveredInHaryana('MD9RV400X25H07802');
    const numberOf = async (id: number) => {
      const { rows } = await ctx.db.query<{ invoice_number: string }>('SELECT invoice_number FROM bookings WHERE id = $1', [id]);
      return rows[0]!.invoice_number;
    };
    const [a, b] = [await numberOf(first.id), await numberOf(second.id)];
    const year = financialYear(second.delivered_at!);
    expect(a).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(Number(b.slice(-6))).toBe(Number(a.slice(-6)) + 1);
    for (let i = 0; i < 2; i++) expect(textOf((await download(second.id, 'invoice', bearer(tokens.other))).rawPayload)).toContain(b);
    expect(await numberOf(second.id)).toBe(b);
  });

  it('splits the GST into CGST 2.5% and SGST 2.5% for a buyer in the seller’s own state', async () => {
    const order = await deliveredInHaryana('MD9RV400X25H07777');
    const res = await download(order.id, 'invoice', bearer(tokens.other));
    expect(res.statusCode, res.body).toBe(200);
    const text = textOf(res.rawPayload);
    const gst = gstOf(order.price, true);
    expect(gst.cgst + gst.sgst + gst.taxable).toBe(order.price * 100);
    for (const expected of ['CGST @ 2.5%', 'SGST @ 2.5%', pdfRupees(gst.cgst), pdfRupees(gst.sgst), '06-Haryana', 'Kavya Sharma', 'MD9RV400X25H07777']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('is refused (409) before delivery, as is the delivery note', async () => {
    for (const document of ['invoice', 'delivery-note'] as const) {
      const res = await download(confirmed.id, document, bearer(tokens.customer));
      expect(res.statusCode).toBe(409);
      expect(body<ApiError>(res).message).toBe(orderDocumentMessages[document]);
    }
  });
});

describe('who may download', () => {
  it('answers another customer, a dealer and nobody signed in with the order’s 404, and an admin with the file', async () => {
    for (const document of ['receipt', 'invoice', 'delivery-note'] as const) {
      expect((await download(delivered.id, document, bearer(tokens.other))).statusCode).toBe(404);
      expect((await download(delivered.id, document, bearer(tokens.mumbaiDealer))).statusCode).toBe(404);
      expect((await download(delivered.id, document)).statusCode).toBe(404);
      expect((await download(999_999, document, bearer(tokens.customer))).statusCode).toBe(404);
      const admin = await download(delivered.id, document, bearer(tokens.admin));
      expect(admin.statusCode).toBe(200);
      expect(admin.headers['content-type']).toBe('application/pdf');
    }
  });
});

describe('the booking receipt and the delivery note', () => {
  it('receipts what was paid online, with the payment id, before delivery too', async () => {
    const order = body<{ data: Order }>(await ctx.app.inject({ url: `/api/v1/orders/${confirmed.id}`, headers: bearer(tokens.customer) })).data;
    const res = await download(confirmed.id, 'receipt', bearer(tokens.customer));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`receipt-${confirmed.reference}.pdf`);
    const text = textOf(res.rawPayload);
    const { rows } = await ctx.db.query<{ gateway_payment_id: string }>(`SELECT gateway_payment_id FROM payments WHERE booking_id = $1 AND status = 'success'`, [confirmed.id]);
    expect(rows[0]?.gateway_payment_id).toBeTruthy();
    for (const expected of [confirmed.reference, 'Rs. 499.00', rows[0]!.gateway_payment_id, order.payments[0]!.order_id, 'Rupees Four Hundred Ninety-Nine only']) {
      expect(text).toContain(expected);
    }
  });

  it('names the coupon the booking was made with and receipts the lower amount paid', async () => {
    const coupon = await ctx.app.inject({
      method: 'POST', url: '/api/v1/back-office/coupons', headers: bearer(tokens.admin),
      payload: { code: 'RECEIPT150', kind: 'booking_amount', value: 150, valid_from: '2000-01-01', valid_until: '2999-12-31' },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const made = await ctx.app.inject({
      method: 'POST', url: '/api/v1/bookings', headers: bearer(tokens.other),
      payload: {
        name: 'Kavya Sharma', mobile: freshMobile('97'), email: 'kavya@example.com', state: 'HR', city: 'HR-GGN', area: 'HR-GGN-01',
        pincode: '122002', model: 'rv400', colour: 'Rebel Red', dealer_id: 22, accept_terms: true, coupon: 'RECEIPT150',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { booking, payment } = body<OrderBookingCreateResponse>(made).data;
    await ctx.app.inject({ method: 'POST', url: payment.checkout_url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
    const res = await download(booking.id, 'receipt', bearer(tokens.other));
    expect(res.statusCode, res.body).toBe(200);
    const text = textOf(res.rawPayload);
    for (const expected of ['Rs. 349.00', 'RECEIPT150: Rs. 150 off the booking amount']) expect(text).toContain(expected);
  });

  it('says what was handed over, where and when, with the chassis and registration number', async () => {
    const res = await download(delivered.id, 'delivery-note', bearer(tokens.customer));
    expect(res.statusCode).toBe(200);
    const text = textOf(res.rawPayload);
    for (const expected of ['Delivery note', 'MD9RV400X25A01234', DEMO_REGISTRATION, delivered.hub.name, 'Portable charger and its cable', 'The motorcycle, with two keys']) {
      expect(text).toContain(expected);
    }
  });
});

describe('the registration number', () => {
  it('is recorded normalised by a dealer of the order’s hub, with a timeline event, and shows on the customer’s order', async () => {
    const order = await deliveredInHaryana('MD9RV400X25H07778');
    const res = await record(order.id, { registration_number: ' hr-26 dq 5 ', note: 'RC received' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = body<{ data: BackOfficeOrder }>(res).data;
    expect(saved.registration_number).toBe('HR 26 DQ 0005');
    expect(saved.actions).toContain('register');
    const event = saved.events.at(-1)!;
    expect(event).toMatchObject({ kind: 'edit', text: 'Registration number HR 26 DQ 0005 recorded', actor_role: 'admin', note: 'RC received' });

    const changed = body<{ data: BackOfficeOrder }>(await record(order.id, { registration_number: '22bh1234aa' })).data;
    expect(changed.registration_number).toBe('22 BH 1234 AA');
    expect(changed.events.at(-1)?.text).toBe('Registration number changed from HR 26 DQ 0005 to 22 BH 1234 AA');
    const again = body<{ data: BackOfficeOrder }>(await record(order.id, { registration_number: '22 BH 1234 AA' })).data;
    expect(again.events).toHaveLength(changed.events.length);

    const mine = body<{ data: OrderSummary[] }>(await ctx.app.inject({ url: '/api/v1/orders', headers: bearer(tokens.other) })).data;
    expect(mine.find((o) => o.id === order.id)?.registration_number).toBe('22 BH 1234 AA');
  });

  it('refuses a number that is not one, and one already on another bike', async () => {
    for (const wrong of ['KA 01 AB', 'XX 01 AB 1234', 'KA 00 AB 1234', 'KA 01 AB 0000', '22 BH 1234 IO', '']) {
      const res = await record(delivered.id, { registration_number: wrong });
      expect(res.statusCode, wrong).toBe(400);
      expect(body<ApiError>(res).errors?.[0]).toEqual({ field: 'registration_number', message: registrationMessages.format });
    }
    const taken = await record(delivered.id, { registration_number: '22 BH 1234 AA' });
    expect(taken.statusCode).toBe(400);
    expect(body<ApiError>(taken).errors?.[0]).toEqual({ field: 'registration_number', message: registrationMessages.taken });
  });

  it('is for the order’s own hubs: a dealer of another hub gets the 404 of a missing order, the hub’s dealer may record it', async () => {
    expect((await record(delivered.id, { registration_number: 'MH 02 FX 4822' }, tokens.bengaluruDealer)).statusCode).toBe(404);
    expect((await record(999_999, { registration_number: 'MH 02 FX 4822' }, tokens.mumbaiDealer)).statusCode).toBe(404);
    const res = await record(delivered.id, { registration_number: 'MH 02 FX 4822' }, tokens.mumbaiDealer);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<BackOfficeOrder>(res).events).toBeUndefined();
    const saved = body<{ data: BackOfficeOrder }>(res).data;
    expect(saved.events.at(-1)).toMatchObject({ actor_role: 'dealer', actor_name: 'Imran Shaikh', text: `Registration number changed from ${DEMO_REGISTRATION} to MH 02 FX 4822` });
    expect(body<{ data: BackOfficeOrder }>(await record(delivered.id, { registration_number: DEMO_REGISTRATION }, tokens.mumbaiDealer)).data.registration_number).toBe(DEMO_REGISTRATION);
  });

  it('waits for the delivery (409), and is not for a customer (403)', async () => {
    const res = await record(confirmed.id, { registration_number: 'MH 02 FX 4823' });
    expect(res.statusCode).toBe(409);
    expect(body<ApiError>(res).message).toBe(registrationMessages.notDelivered);
    expect((await record(delivered.id, { registration_number: 'MH 02 FX 4823' }, tokens.customer)).statusCode).toBe(403);
  });
});
