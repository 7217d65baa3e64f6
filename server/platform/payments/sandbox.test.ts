// @vitest-environment node
// The sandbox gateway answers fetchPayment and refund from our payments rows, as a real gateway from its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderBookingCreateResponse } from '@contract/orders.js';
import { DEMO, bearer, body, createTestContext, freshMobile, signIn, type TestContext } from '../../test-helpers.js';
import { GatewayError } from './gateway.js';
import { SandboxGateway } from './sandbox.js';

let ctx: TestContext;
let gateway: SandboxGateway;
beforeAll(async () => {
  ctx = await createTestContext();
  gateway = new SandboxGateway(ctx.db);
});
afterAll(() => ctx.close());

async function paidWith(outcome: 'success' | 'failed'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: {
      name: 'Ravi Kumar', mobile: freshMobile('96'), email: 'ravi@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
      pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
    },
  });
  const { payment } = body<OrderBookingCreateResponse>(res).data;
  await ctx.app.inject({
    method: 'POST', url: payment.checkout_url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}`,
  });
  const { rows } = await ctx.db.query<{ gateway_payment_id: string }>('SELECT gateway_payment_id FROM payments WHERE order_id = $1', [payment.order_id]);
  return rows[0]?.gateway_payment_id ?? '';
}

describe('the sandbox gateway', () => {
  it('reports a paid sandbox payment as captured and a declined one as failed', async () => {
    const paid = await paidWith('success');
    expect(await gateway.fetchPayment(paid)).toEqual({ id: paid, orderId: expect.stringMatching(/^order_/), status: 'captured', amount: 499 });
    const declined = await paidWith('failed');
    expect((await gateway.fetchPayment(declined)).status).toBe('failed');
    await expect(gateway.fetchPayment('pay_unknown')).rejects.toMatchObject({ kind: 'rejected', status: 404 });
  });

  it('refunds up to the amount paid, recording each sandbox refund id, and refuses the rest', async () => {
    const paid = await paidWith('success');
    await expect(gateway.refund(paid, 500)).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.refund(paid, 0)).rejects.toBeInstanceOf(GatewayError);
    const first = await gateway.refund(paid, 400);
    expect(first).toEqual({ refundId: expect.stringMatching(/^rfnd_[\w-]{16}$/), paymentId: paid, amount: 400, status: 'pending' });
    await expect(gateway.refund(paid, 100)).rejects.toMatchObject({ kind: 'rejected', status: 400 });
    const second = await gateway.refund(paid, 99);
    const { rows } = await ctx.db.query('SELECT refund_id, amount, status FROM payment_refunds WHERE gateway_payment_id = $1 ORDER BY id', [paid]);
    expect(rows).toEqual([
      { refund_id: first.refundId, amount: 400, status: 'pending' },
      { refund_id: second.refundId, amount: 99, status: 'pending' },
    ]);
    await expect(gateway.refund(await paidWith('failed'), 499)).rejects.toMatchObject({ kind: 'rejected' });
  });
});

describe("the sandbox's dashboard refund", () => {
  it('gives back part of a payment outside the cancel flow (admins only); a later cancellation refunds exactly the rest', async () => {
    const admin = bearer(await signIn(ctx.app, DEMO.admin));
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/v1/bookings',
      payload: { name: 'Ravi Kumar', mobile: freshMobile('96'), email: 'ravi@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true },
    });
    const { booking, payment, access_key } = body<OrderBookingCreateResponse>(res).data;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const refundUrl = `${payment.checkout_url}/refund`;
    expect((await ctx.app.inject({ method: 'POST', url: refundUrl, headers: { ...form, ...admin }, payload: 'amount=100' })).statusCode).toBe(404);
    await ctx.app.inject({ method: 'POST', url: payment.checkout_url, headers: form, payload: 'outcome=success' });

    expect((await ctx.app.inject({ method: 'POST', url: refundUrl, headers: form, payload: 'amount=100' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: refundUrl, headers: { ...form, ...admin }, payload: 'amount=500' })).statusCode).toBe(409);
    const part = await ctx.app.inject({ method: 'POST', url: refundUrl, headers: { ...form, ...admin }, payload: 'amount=100' });
    expect(part.statusCode, part.body).toBe(200);
    const key = { 'x-booking-key': access_key };
    const read = async () => body<{ data: Order }>(await ctx.app.inject({ url: `/api/v1/orders/${booking.id}`, headers: key })).data;
    expect(await read()).toMatchObject({ state: 'confirmed', amount_paid: 499, amount_refunded: 100, refunds: [expect.objectContaining({ amount: 100, status: 'processed' })] });

    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${booking.id}/cancel`, headers: key, payload: { reason: 'Bought another bike' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await read();
    expect(after).toMatchObject({ state: 'refund_initiated', amount_refunded: 499 });
    expect(after.refunds.map((r) => [r.amount, r.status])).toEqual([[100, 'processed'], [399, 'initiated']]);
  });
});
