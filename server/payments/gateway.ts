// What the bookings API needs from a payment gateway: one adapter per provider (index.ts picks it).
import { randomBytes } from 'node:crypto';

export type PaymentOrderInput = { bookingId: number; reference: string; amount: number };
export type CreatedOrder = { orderId: string; checkoutUrl: string };

export type PaymentGateway = {
  /** Stored with each payment ('sandbox', 'razorpay', ...). */
  provider: string;
  /** Opens an order for the amount (rupees); the customer pays it at checkoutUrl. Async: a real gateway calls its API. */
  createOrder(input: PaymentOrderInput): Promise<CreatedOrder>;
};

/** "order_" + 18 random bytes, base64url: unguessable, so the order id may appear in a checkout address. */
export function newOrderId(): string {
  return `order_${randomBytes(18).toString('base64url')}`;
}
