// The sandbox gateway: the reference API's stand-in for a real payment gateway, as the log SMS sender stands in
// for an SMS gateway. Its checkout is a test page of this server (sandbox-routes.ts) where
// the customer chooses the outcome and no money moves. Production replaces it with a real gateway adapter,
// chosen by PAYMENT_PROVIDER: one that creates the order with the gateway's API, sends the customer to the
// gateway's checkout, and marks the payment from the gateway's signed callback only after verifying its
// signature. The sandbox routes are registered only while PAYMENT_PROVIDER is 'sandbox'.
import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '../deps.js';
import { newOrderId, type CreatedOrder, type PaymentGateway, type PaymentOrderInput } from './gateway.js';

/** The checkout's path inside the API scope, and the address the customer is sent to. */
export const SANDBOX_ROUTE_PATH = '/payments/sandbox';
const SANDBOX_CHECKOUT_PATH = `${API_PREFIX}${SANDBOX_ROUTE_PATH}`;

export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox';

  async createOrder(_input: PaymentOrderInput): Promise<CreatedOrder> {
    const orderId = newOrderId();
    return { orderId, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${orderId}` };
  }
}

/** The id the sandbox reports for a completed payment, as a real gateway reports its own. */
export function sandboxPaymentId(): string {
  return `pay_${randomBytes(12).toString('base64url')}`;
}
