// Campaign booking leads (migration 015): SQL only. The rows as sent, the bookings they name, and the leads of an
// order brought to a status; what is queued for the CRM is decided in service.ts.
import type { LeadCrmStatus, StoredLead } from '@contract/leads.js';
import type { OrderState } from '@contract/order-lifecycle.js';
import type { Queryable } from '../../platform/db/index.js';

/**
 * Bookings that exist, of the ids the leads name (an unknown id is kept on the payload but not linked), with the
 * referral code each was made with: the booking endpoint verified it, so only that code counts as verified.
 */
export async function existingBookings(tx: Queryable, ids: number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const { rows } = await tx.query<{ id: number; referral_code: string | null }>('SELECT id, referral_code FROM bookings WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.referral_code]));
}

/** One lead as sent (its payload the record itself); its id. */
export async function insertLead(tx: Queryable, bookingId: number | null, lead: StoredLead, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO booking_leads (booking_id, mobile, email, referral_code, source, payload, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7) RETURNING id`,
    [bookingId, lead.mobile, lead.email, lead.referral_code || null, lead.source || 'website', JSON.stringify(lead), now],
  );
  return rows[0]!.id;
}

/** The order's state, or null when there is no such order. */
export async function orderStateOf(tx: Queryable, bookingId: number): Promise<OrderState | null> {
  const { rows } = await tx.query<{ state: OrderState }>('SELECT state FROM bookings WHERE id = $1', [bookingId]);
  return rows[0]?.state ?? null;
}

/** Sets the status of the order's leads that do not have it yet; those changed. */
export async function setLeadsStatus(
  tx: Queryable,
  bookingId: number,
  status: LeadCrmStatus,
  now: Date,
): Promise<{ id: number; mobile: string; email: string }[]> {
  const { rows } = await tx.query<{ id: number; mobile: string; email: string }>(
    `UPDATE booking_leads SET crm_status = $2, updated_at = $3
      WHERE booking_id = $1 AND crm_status <> $2
      RETURNING id, mobile, email`,
    [bookingId, status, now],
  );
  return rows;
}
