// Refunds of orders (payment_refunds, migrations 006 and 007), settled by the sums: for each successful payment,
// what is owed back is what was paid minus its refunds that did not fail, whoever started them (this site, the
// gateway's dashboard). SQL only: the flows that decide what to do with these numbers are in orders/flows.ts.
import type { Queryable } from '../db/index.js';

export type RefundStatus = 'pending' | 'processed' | 'failed';

/** Refunds of one gateway payment that did not fail, in rupees: SQL over the payment row `x`. */
const REFUNDED_OF_PAYMENT = `COALESCE((SELECT sum(r.amount) FROM payment_refunds r
  WHERE r.provider = x.provider AND r.gateway_payment_id = x.gateway_payment_id AND r.status <> 'failed'), 0)`;
/** Refunds of one gateway payment that are done, in rupees. */
const PROCESSED_OF_PAYMENT = `COALESCE((SELECT sum(r.amount) FROM payment_refunds r
  WHERE r.provider = x.provider AND r.gateway_payment_id = x.gateway_payment_id AND r.status = 'processed'), 0)`;

/** The order's successful payments with money still owed back on them, and how much (paid − refunds not failed). */
export async function paymentsOwed(db: Queryable, orderId: number): Promise<{ provider: string; gatewayPaymentId: string; owed: number }[]> {
  const { rows } = await db.query<{ provider: string; gatewayPaymentId: string; owed: number }>(
    `SELECT * FROM (
       SELECT x.provider, x.gateway_payment_id AS "gatewayPaymentId", (x.amount - ${REFUNDED_OF_PAYMENT})::int AS owed, x.id
       FROM payments x WHERE x.booking_id = $1 AND x.status = 'success' AND x.gateway_payment_id IS NOT NULL
     ) p WHERE p.owed > 0 ORDER BY p.id`,
    [orderId],
  );
  return rows.map(({ provider, gatewayPaymentId, owed }) => ({ provider, gatewayPaymentId, owed }));
}

/** Closed orders (bookings.status 'cancelled': CLOSED_STATES) with money still owed back on a payment. */
export async function ordersOwingRefunds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT b.id FROM bookings b JOIN payments x ON x.booking_id = b.id
     WHERE b.status = 'cancelled' AND x.status = 'success' AND x.gateway_payment_id IS NOT NULL AND x.amount > ${REFUNDED_OF_PAYMENT}
     ORDER BY b.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Where the order's refunds stand: refunds still pending, and rupees of its successful payments that no processed
 * refund covers yet. Refunded in full when both are 0.
 */
export async function refundSettlement(tx: Queryable, orderId: number): Promise<{ pending: number; unsettled: number }> {
  const { rows } = await tx.query<{ pending: number; unsettled: number }>(
    `SELECT (SELECT count(*) FROM payment_refunds r WHERE r.order_id = $1 AND r.status = 'pending')::int AS pending,
            (SELECT COALESCE(sum(GREATEST(x.amount - ${PROCESSED_OF_PAYMENT}, 0)), 0) FROM payments x
             WHERE x.booking_id = $1 AND x.status = 'success')::int AS unsettled`,
    [orderId],
  );
  return rows[0] ?? { pending: 0, unsettled: 0 };
}

export type RecordedRefund = { id: number; orderId: number | null; amount: number };

/**
 * Records a refund as this site or the gateway reported it: a new one is attached to the order of the payment it
 * refunds (a refund made on the gateway's dashboard too); a known one takes the status reported, except that a
 * processed refund stays processed. `expectedBy` is set when this site started the refund.
 */
export async function recordRefund(
  db: Queryable,
  refund: { provider: string; refundId: string; gatewayPaymentId: string; amount: number; status: RefundStatus },
  now: Date,
  expectedBy: string | null = null,
): Promise<RecordedRefund> {
  const { rows } = await db.query<{ id: number; order_id: number | null; amount: number }>(
    `INSERT INTO payment_refunds (provider, refund_id, gateway_payment_id, amount, status, created_at, updated_at, processed_at, order_id, expected_by)
     VALUES ($1, $2, $3, $4, $5, $6, $6, CASE WHEN $5 = 'processed' THEN $6::timestamptz END,
             (SELECT x.booking_id FROM payments x WHERE x.provider = $1 AND x.gateway_payment_id = $3 LIMIT 1), $7)
     ON CONFLICT (provider, refund_id) DO UPDATE SET
       status = CASE WHEN payment_refunds.status = 'processed' THEN 'processed' ELSE EXCLUDED.status END,
       processed_at = COALESCE(payment_refunds.processed_at, EXCLUDED.processed_at),
       updated_at = EXCLUDED.updated_at,
       order_id = COALESCE(payment_refunds.order_id, EXCLUDED.order_id),
       expected_by = COALESCE(payment_refunds.expected_by, EXCLUDED.expected_by)
     RETURNING id, order_id, amount`,
    [refund.provider, refund.refundId, refund.gatewayPaymentId, refund.amount, refund.status, now, expectedBy],
  );
  const row = rows[0];
  if (!row) throw new Error(`refund ${refund.refundId} not recorded`);
  return { id: row.id, orderId: row.order_id, amount: row.amount };
}

/** Marks the refund as told on its order's timeline; true for the one call that does it (a failed refund never is). */
export async function announceRefund(tx: Queryable, refundRowId: number, now: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE payment_refunds SET announced_at = $2 WHERE id = $1 AND announced_at IS NULL AND status <> 'failed' RETURNING id`,
    [refundRowId, now],
  );
  return rows.length > 0;
}

/** Rupees refunded (or being refunded) of a payment so far. */
export async function refundedAmount(db: Queryable, provider: string, gatewayPaymentId: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT COALESCE(sum(amount), 0)::int AS total FROM payment_refunds
     WHERE provider = $1 AND gateway_payment_id = $2 AND status <> 'failed'`,
    [provider, gatewayPaymentId],
  );
  return rows[0]?.total ?? 0;
}

/** Sandbox refunds of orders still pending since before `due`. */
export async function dueSandboxRefunds(db: Queryable, due: Date, orderId?: number): Promise<{ id: number; orderId: number }[]> {
  const { rows } = await db.query<{ id: number; orderId: number }>(
    `SELECT id, order_id AS "orderId" FROM payment_refunds
     WHERE provider = 'sandbox' AND status = 'pending' AND order_id IS NOT NULL AND created_at <= $1
       AND ($2::int IS NULL OR order_id = $2)
     ORDER BY id`,
    [due, orderId ?? null],
  );
  return rows;
}

/** Marks a refund processed; true when this call did it. */
export async function processRefund(tx: Queryable, refundRowId: number, now: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE payment_refunds SET status = 'processed', processed_at = $2, updated_at = $2 WHERE id = $1 AND status = 'pending' RETURNING id`,
    [refundRowId, now],
  );
  return rows.length > 0;
}
