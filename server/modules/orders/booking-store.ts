// Bookings and their payments (migration 005): written here, read back as orders (modules/orders/store.ts).
import type { Language } from '@contract/languages.js';
import type { Queryable } from '../../platform/db/index.js';
import type { PaymentStatus } from '@contract/bookings.js';
import type { PersonAndPlace } from '@contract/common.js';
import type { OrderKind } from '@contract/order-lifecycle.js';
import type { Order } from '@contract/orders.js';

/** Where a record came from; the only source so far is the website. */
const SOURCE = 'web';

/** A booking to write: the person and place, and the order's bike and sums (it is read back as an Order). */
export type NewBooking = PersonAndPlace & Pick<Order, 'model' | 'colour' | 'price' | 'amount'> & {
  dealerId: number;
  customerId: number | null;
  accessKeyHash: string;
  /** The language of the site it was made on (a guest's notices use it); not known (null) for the call centre's or a seed's. */
  language?: Language | null;
};

/**
 * Takes the next booking id without writing a booking, so the gateway order (whose receipt is the booking
 * reference) can be opened before the booking is written. An id never used leaves a harmless gap.
 */
export async function reserveBookingId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::int AS id`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no booking id reserved');
  return id;
}

/** Writes the booking under an id from reserveBookingId. */
export async function insertBooking(db: Queryable, id: number, booking: NewBooking, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO bookings (id, name, mobile, email, state_id, city_id, area_id, pincode, model_id, colour, price, amount, dealer_id,
                           customer_id, access_key_hash, source, language, created_at, updated_at)
     OVERRIDING SYSTEM VALUE
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)`,
    [
      id, booking.name, booking.mobile, booking.email, booking.state, booking.city, booking.area, booking.pincode, booking.model,
      booking.colour, booking.price, booking.amount, booking.dealerId, booking.customerId, booking.accessKeyHash, SOURCE, booking.language ?? null, now,
    ],
  );
}

/** The language of the site the order was made on, or null when not known (a guest's notices use it). */
export async function bookingLanguage(db: Queryable, id: number): Promise<Language | null> {
  const { rows } = await db.query<{ language: Language | null }>('SELECT language FROM bookings WHERE id = $1', [id]);
  return rows[0]?.language ?? null;
}

export type NewPayment = { bookingId: number; provider: string; orderId: string; amount: number };

/** A pending payment for a gateway order. */
export async function insertPayment(db: Queryable, payment: NewPayment, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO payments (booking_id, provider, order_id, amount, currency, status, created_at)
     VALUES ($1, $2, $3, $4, 'INR', 'pending', $5)`,
    [payment.bookingId, payment.provider, payment.orderId, payment.amount, now],
  );
}

/**
 * Locks the booking until the transaction ends, so payment attempts and gateway reports for it run one at a
 * time; gives its status and whether it is paid, or null for no such booking. Call it inside a transaction.
 */
export async function lockBooking(tx: Queryable, id: number): Promise<{ status: 'active' | 'cancelled'; paid: boolean } | null> {
  const { rows } = await tx.query<{ status: 'active' | 'cancelled' }>('SELECT status FROM bookings WHERE id = $1 FOR UPDATE', [id]);
  const row = rows[0];
  if (!row) return null;
  const paid = await tx.query('SELECT 1 FROM payments WHERE booking_id = $1 AND status = $2', [id, 'success']);
  return { status: row.status, paid: paid.rows.length > 0 };
}

/** Marks the booking's payments still waiting for the gateway as failed (a new attempt replaces them). */
export async function failPendingPayments(tx: Queryable, bookingId: number, now: Date): Promise<void> {
  await tx.query(`UPDATE payments SET status = 'failed', completed_at = $2 WHERE booking_id = $1 AND status = 'pending'`, [bookingId, now]);
}

/** A payment order with what a checkout page shows about it. */
export type PaymentOrderRecord = {
  orderId: string;
  bookingId: number;
  kind: OrderKind;
  amount: number;
  status: PaymentStatus;
  modelName: string;
  colour: string;
  mobile: string;
  /** The gateway's id of the payment once one was made (null while pending). */
  gatewayPaymentId: string | null;
  /** The language of the site the order was made on (null: not known), for the checkout's words and the way back. */
  language: Language | null;
};

export async function findPaymentOrder(db: Queryable, provider: string, orderId: string): Promise<PaymentOrderRecord | null> {
  const { rows } = await db.query<PaymentOrderRecord>(
    `SELECT x.order_id AS "orderId", x.booking_id AS "bookingId", b.kind, x.amount, x.status, p.name AS "modelName", b.colour, b.mobile,
            x.gateway_payment_id AS "gatewayPaymentId", b.language
     FROM payments x
     JOIN bookings b ON b.id = x.booking_id
     JOIN products p ON p.id = b.model_id
     WHERE x.provider = $1 AND x.order_id = $2`,
    [provider, orderId],
  );
  return rows[0] ?? null;
}

/**
 * Records the gateway's outcome for a pending order (and, on success, when the booking was paid). True when
 * this call completed it; false when it was no longer pending (a repeated report). Call it inside a transaction.
 */
export async function completePayment(
  tx: Queryable,
  order: { bookingId: number; orderId: string },
  outcome: 'success' | 'failed',
  gatewayPaymentId: string,
  now: Date,
): Promise<boolean> {
  await lockBooking(tx, order.bookingId);
  const { rows } = await tx.query(
    `UPDATE payments SET status = $2, gateway_payment_id = $3, completed_at = $4
     WHERE order_id = $1 AND status = 'pending'
     RETURNING id`,
    [order.orderId, outcome, gatewayPaymentId, now],
  );
  if (rows.length === 0) return false;
  if (outcome === 'success') {
    await tx.query('UPDATE bookings SET paid_at = $2, updated_at = $2 WHERE id = $1', [order.bookingId, now]);
  }
  return true;
}
