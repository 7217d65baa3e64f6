// Gateway orders for an order's online payment: opened before (never inside) the transaction that records them,
// since a real gateway is an HTTP call; a gateway that cannot open one answers 503 and nothing is written.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentOrder } from '@contract/bookings.js';
import type { Queryable } from '../../platform/db/index.js';
import { HttpError } from '../../platform/errors.js';
import { GatewayError, type CreatedOrder, type PaymentGateway } from '../../platform/payments/gateway.js';
import { insertPayment } from './booking-store.js';

export type Payable = { id: number; reference: string; amount: number };

export async function openOrder(gateway: PaymentGateway, order: Payable, log: FastifyBaseLogger, unavailable: string): Promise<CreatedOrder> {
  try {
    return await gateway.createOrder({ bookingId: order.id, reference: order.reference, amount: order.amount });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.error({ err: error, bookingId: order.id, provider: gateway.provider }, 'payment gateway did not open an order');
    throw new HttpError(503, unavailable, undefined, { 'retry-after': '30' });
  }
}

/** Records the opened order as the order's pending payment. Inside the transaction. */
export async function recordOrder(tx: Queryable, gateway: PaymentGateway, order: Payable, created: CreatedOrder, now: Date): Promise<PaymentOrder> {
  await insertPayment(tx, { bookingId: order.id, provider: gateway.provider, orderId: created.orderId, amount: order.amount }, now);
  return { order_id: created.orderId, amount: order.amount, currency: 'INR', checkout_url: created.checkoutUrl };
}
