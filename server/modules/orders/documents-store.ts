// What an order's documents print besides the order itself (SQL only): the buyer's place by name, for the address
// and the GST place of supply (the delivery address of a purchase, else the place the order was booked from), and
// the successful payments with the gateway's payment ids.
import type { Queryable } from '../../platform/db/index.js';

export type DocumentFacts = {
  /** A state id of the reference data, e.g. 'MH'. */
  stateId: string;
  stateName: string;
  cityName: string;
  /** The area (hub locality) an order was booked from; null when the purchase's own address is used. */
  areaName: string | null;
  payments: { orderId: string; paymentId: string | null; provider: string; amount: number; paidAt: Date }[];
  /** The tax invoice's serial number ("INV-2627-000012"), once the order has one (invoiceNumberFor). */
  invoiceNumber: string | null;
};

/** The Indian financial year (April to March) of a moment, as "2627" for 2026-27. */
export function financialYear(value: Date | string): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(value)).split('-').map(Number);
  const start = (month ?? 1) >= 4 ? (year ?? 2000) : (year ?? 2000) - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The order's invoice number, taking the next of its financial year (of `deliveredAt`) when it has none: "INV-2627-
 * 000012", 15 characters (GST allows 16). Call it in a transaction; the order's row and the year's counter stay locked
 * until it ends, so two deliveries never share a number and a rolled-back one uses none.
 */
export async function invoiceNumberFor(tx: Queryable, orderId: number, deliveredAt: Date | string): Promise<string> {
  const { rows } = await tx.query<{ invoice_number: string | null }>('SELECT invoice_number FROM bookings WHERE id = $1 FOR UPDATE', [orderId]);
  const existing = rows[0]?.invoice_number;
  if (existing) return existing;
  const year = financialYear(deliveredAt);
  const { rows: next } = await tx.query<{ last_number: number }>(
    `INSERT INTO invoice_series (financial_year, last_number) VALUES ($1, 1)
     ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_series.last_number + 1
     RETURNING last_number`,
    [year],
  );
  const number = `INV-${year}-${String(next[0]!.last_number).padStart(6, '0')}`;
  await tx.query('UPDATE bookings SET invoice_number = $2 WHERE id = $1', [orderId, number]);
  return number;
}

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
  const invoice = await db.query<{ invoice_number: string | null }>('SELECT invoice_number FROM bookings WHERE id = $1', [orderId]);
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
    invoiceNumber: invoice.rows[0]?.invoice_number ?? null,
  };
}
