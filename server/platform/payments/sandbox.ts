// The sandbox gateway: the reference API's stand-in for a real payment gateway, as the log SMS sender stands in
// for an SMS gateway. Its checkout is a test page of this server (sandbox-routes.ts) where the customer
// chooses the outcome and no money moves; its "gateway records" are our own payments rows, so fetchPayment and
// refund answer from the database. Production uses a real adapter chosen by PAYMENT_PROVIDER (razorpay.ts).
// The sandbox routes are registered only while PAYMENT_PROVIDER is 'sandbox'.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { API_PREFIX } from '../deps.js';
import { findByGatewayPaymentId } from './store.js';
import { recordRefund, refundedAmount } from './refunds-store.js';
import {
  GatewayError,
  newOrderId,
  type CreatedOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type PaymentOrderInput,
} from './gateway.js';

/** The checkout's path inside the API scope, and the address the customer is sent to. */
export const SANDBOX_ROUTE_PATH = '/payments/sandbox';
const SANDBOX_CHECKOUT_PATH = `${API_PREFIX}${SANDBOX_ROUTE_PATH}`;

export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox';

  constructor(private readonly db: Queryable) {}

  async createOrder(_input: PaymentOrderInput): Promise<CreatedOrder> {
    const orderId = newOrderId();
    return { orderId, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${orderId}` };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const payment = await findByGatewayPaymentId(this.db, this.provider, paymentId);
    if (!payment || payment.status === 'pending') throw new GatewayError('rejected', `sandbox payment ${paymentId} does not exist`, 404);
    return { id: paymentId, orderId: payment.orderId, status: payment.status === 'success' ? 'captured' : 'failed', amount: payment.amount };
  }

  /**
   * Refunds nothing (no money moved): checks the payment and what is left of it as a gateway would, and records
   * the sandbox refund (payment_refunds, where a real gateway's refunds land from its webhook) as pending, as a
   * bank takes days; server/orders/flows.ts completes it after SANDBOX_REFUND_SECONDS or by the admin action.
   */
  async refund(paymentId: string, amount: number): Promise<GatewayRefund> {
    const payment = await this.fetchPayment(paymentId);
    if (payment.status !== 'captured') throw new GatewayError('rejected', `sandbox payment ${paymentId} is not captured`, 400);
    const left = payment.amount - (await refundedAmount(this.db, this.provider, paymentId));
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
      throw new GatewayError('rejected', `refund of ${amount} exceeds the ${left} left of payment ${paymentId}`, 400);
    }
    const refund: GatewayRefund = { refundId: `rfnd_${randomBytes(12).toString('base64url')}`, paymentId, amount, status: 'pending' };
    await recordRefund(this.db, { provider: this.provider, refundId: refund.refundId, gatewayPaymentId: paymentId, amount, status: 'pending' }, new Date());
    return refund;
  }
}

/** The id the sandbox reports for a completed payment, as a real gateway reports its own. */
export function sandboxPaymentId(): string {
  return `pay_${randomBytes(12).toString('base64url')}`;
}
