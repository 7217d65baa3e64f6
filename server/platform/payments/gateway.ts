// What the bookings API needs from a payment gateway: one adapter per provider (index.ts picks it).
// Amounts are whole rupees here, as in our rows; an adapter converts at its own boundary (razorpay.ts: paise).
import { randomBytes } from 'node:crypto';

export type PaymentOrderInput = { bookingId: number; reference: string; amount: number };
export type CreatedOrder = { orderId: string; checkoutUrl: string };

/** A payment as the gateway reports it (Razorpay's statuses; the sandbox maps its outcomes onto them). */
export type GatewayPayment = {
  id: string;
  orderId: string | null;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** Whole rupees. */
  amount: number;
};

export type GatewayRefund = { refundId: string; paymentId: string; amount: number; status: 'pending' | 'processed' | 'failed' };

export type PaymentGateway = {
  /** Stored with each payment ('sandbox', 'razorpay', ...). */
  provider: string;
  /**
   * Opens an order for the amount (rupees); the customer pays it at checkoutUrl. A real gateway calls its API
   * here, so call it outside any database transaction. Throws GatewayError when the gateway cannot be reached
   * or refuses.
   */
  createOrder(input: PaymentOrderInput): Promise<CreatedOrder>;
  /** The gateway's own view of a payment, to confirm a report before trusting it. */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Refunds all or part (rupees) of a captured payment; the caller records the refund id. */
  refund(paymentId: string, amount: number, notes?: Record<string, string>): Promise<GatewayRefund>;
};

/**
 * The gateway did not do what was asked: 'unavailable' (network, timeout, 5xx: worth retrying later) or
 * 'rejected' (4xx: our request or credentials are wrong, or the payment is not what we think).
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'rejected',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** "order_" + 18 random bytes, base64url: unguessable, so the order id may appear in a checkout address. */
export function newOrderId(): string {
  return `order_${randomBytes(18).toString('base64url')}`;
}
