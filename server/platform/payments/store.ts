// What gateways report about payments outside the checkout (migration 006), and a payment by its gateway id.
import type { Queryable } from '../db/index.js';
import type { PaymentStatus } from '@contract/bookings.js';
import type { Language } from '@contract/languages.js';
import type { OrderKind } from '@contract/order-lifecycle.js';

/** Records a webhook event id; false when it was already handled (a repeated delivery). */
export async function recordPaymentEvent(tx: Queryable, provider: string, eventId: string, event: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO payment_events (provider, event_id, event, received_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
    [provider, eventId, event, now],
  );
  return rows.length > 0;
}

export type GatewayPaymentRecord = { orderId: string; bookingId: number; amount: number; status: PaymentStatus };

/** Our row for a payment the gateway identified, or null. */
export async function findByGatewayPaymentId(db: Queryable, provider: string, gatewayPaymentId: string): Promise<GatewayPaymentRecord | null> {
  const { rows } = await db.query<GatewayPaymentRecord>(
    `SELECT order_id AS "orderId", booking_id AS "bookingId", amount, status FROM payments
     WHERE provider = $1 AND gateway_payment_id = $2`,
    [provider, gatewayPaymentId],
  );
  return rows[0] ?? null;
}

/**
 * A capture reported after the order was marked failed (Razorpay lets a customer retry within one order, and
 * webhooks arrive in any order): the order becomes the booking's success. True when this call changed it.
 * Call it inside a transaction, after completePayment found the order no longer pending.
 */
export async function succeedFailedPayment(tx: Queryable, order: { bookingId: number; orderId: string }, gatewayPaymentId: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE payments SET status = 'success', gateway_payment_id = $2, completed_at = $3
     WHERE order_id = $1 AND status = 'failed'
     RETURNING id`,
    [order.orderId, gatewayPaymentId, now],
  );
  if (rows.length === 0) return false;
  await tx.query('UPDATE bookings SET paid_at = $2, updated_at = $2 WHERE id = $1', [order.bookingId, now]);
  return true;
}

/** A payment order with what a checkout shows and prefills, and whom to tell once it is paid. */
export type CheckoutOrder = {
  orderId: string;
  bookingId: number;
  kind: OrderKind;
  amount: number;
  status: PaymentStatus;
  modelName: string;
  colour: string;
  name: string;
  email: string;
  mobile: string;
  /** The language of the site the order was made on (null: not known), for the way back. */
  language: Language | null;
};

export async function findCheckoutOrder(db: Queryable, provider: string, orderId: string): Promise<CheckoutOrder | null> {
  const { rows } = await db.query<CheckoutOrder>(
    `SELECT x.order_id AS "orderId", x.booking_id AS "bookingId", b.kind, x.amount, x.status, p.name AS "modelName", b.colour,
            b.name, b.email, b.mobile, b.language
     FROM payments x
     JOIN bookings b ON b.id = x.booking_id
     JOIN products p ON p.id = b.model_id
     WHERE x.provider = $1 AND x.order_id = $2`,
    [provider, orderId],
  );
  return rows[0] ?? null;
}
