// What an order's documents print besides the order itself (SQL only): the buyer's place by name, for the address
// and the GST place of supply (the delivery address of a purchase, else the place the order was booked from), and
// the successful payments with the gateway's payment ids.
import type { Queryable } from '../../db/index.js';

export type DocumentFacts = {
  /** A state id of the reference data, e.g. 'MH'. */
  stateId: string;
  stateName: string;
  cityName: string;
  /** The area (hub locality) an order was booked from; null when the purchase's own address is used. */
  areaName: string | null;
  payments: { orderId: string; paymentId: string | null; provider: string; amount: number; paidAt: Date }[];
};

export async function findDocumentFacts(db: Queryable, orderId: number): Promise<DocumentFacts | null> {
  const { rows } = await db.query<{ state_id: string; state_name: string; city_name: string; area_name: string | null }>(
    `SELECT st.id AS state_id, st.name AS state_name, c.name AS city_name, CASE WHEN b.shipping IS NULL THEN h.name END AS area_name
     FROM bookings b
     JOIN states st ON st.id = COALESCE(b.shipping->>'state', b.state_id)
     JOIN cities c ON c.id = COALESCE(b.shipping->>'city', b.city_id)
     LEFT JOIN hubs h ON h.id = b.area_id
     WHERE b.id = $1`,
    [orderId],
  );
  const place = rows[0];
  if (!place) return null;
  const payments = await db.query<{ order_id: string; gateway_payment_id: string | null; provider: string; amount: number; completed_at: Date | string }>(
    `SELECT order_id, gateway_payment_id, provider, amount, completed_at FROM payments WHERE booking_id = $1 AND status = 'success' ORDER BY id`,
    [orderId],
  );
  return {
    stateId: place.state_id,
    stateName: place.state_name,
    cityName: place.city_name,
    areaName: place.area_name,
    payments: payments.rows.map((p) => ({ orderId: p.order_id, paymentId: p.gateway_payment_id, provider: p.provider, amount: p.amount, paidAt: new Date(p.completed_at) })),
  };
}
