// Campaign booking leads (migration 015): stored as sent, queued for the CRM in the same transaction when one is
// configured, and brought up to date from the order's own state (paid or cancelled).
import type { LeadCrmStatus, StoredLead } from '@contract/leads.js';
import { leadUrl } from '@contract/lead-rules.js';
import { isClosed, type OrderState } from '@contract/order-lifecycle.js';
import { normaliseReferralCode } from '@contract/rewards-rules.js';
import { enqueue } from '../back-office/outbox.js';
import type { Queryable } from '../db/index.js';
import { CRM_TOPICS, type CrmLead, type CrmLeadUpdate } from '../leads/crm.js';
import { hasWithdrawnMarketing } from '../modules/accounts/service.js';

/** The order's state as the CRM hears it: paid once confirmed (or later), cancelled once cancelled or refunded. */
export function crmStatusOf(state: OrderState): LeadCrmStatus {
  if (isClosed(state)) return 'cancelled';
  if (state === 'reserved') return 'booked';
  return 'paid';
}

/**
 * Bookings that exist, of the ids the leads name (an unknown id is kept on the payload but not linked), with the
 * referral code each was made with: the booking endpoint verified it, so only that code counts as verified.
 */
async function existingBookings(tx: Queryable, ids: number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const { rows } = await tx.query<{ id: number; referral_code: string | null }>('SELECT id, referral_code FROM bookings WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.referral_code]));
}

export async function insertLeads(tx: Queryable, leads: StoredLead[], options: { toCrm: boolean }, now: Date): Promise<number[]> {
  const known = await existingBookings(tx, leads.flatMap((l) => (l.booking_id === undefined ? [] : [l.booking_id])));
  const ids: number[] = [];
  for (const sent of leads) {
    const bookingId = sent.booking_id !== undefined && known.has(sent.booking_id) ? sent.booking_id : null;
    const verifiedCode = bookingId === null ? null : known.get(bookingId);
    const lead = { ...sent, url: leadUrl(sent.url), isReferralVerified: !!verifiedCode && normaliseReferralCode(sent.referral_code) === verifiedCode };
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO booking_leads (booking_id, mobile, email, referral_code, source, payload, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7) RETURNING id`,
      [bookingId, lead.mobile, lead.email, lead.referral_code || null, lead.source || 'website', JSON.stringify(lead), now],
    );
    const id = rows[0]!.id;
    ids.push(id);
    // A mobile that withdrew marketing consent is kept as a lead (the order's history) but never sent to the CRM.
    if (options.toCrm && !(await hasWithdrawnMarketing(tx, lead.mobile))) await enqueue(tx, CRM_TOPICS.lead, { ...lead, leadId: id } satisfies CrmLead, now);
  }
  return ids;
}

/**
 * Brings the leads of an order up to its state; null when the order does not exist. Only leads whose status
 * changes are queued for the CRM again, so repeating the call sends nothing twice.
 */
export async function updateLeadsOfBooking(
  tx: Queryable,
  bookingId: number,
  options: { toCrm: boolean },
  now: Date,
): Promise<{ status: LeadCrmStatus; updated: number } | null> {
  const order = await tx.query<{ state: OrderState }>('SELECT state FROM bookings WHERE id = $1', [bookingId]);
  const state = order.rows[0]?.state;
  if (!state) return null;
  const status = crmStatusOf(state);
  const { rows } = await tx.query<{ id: number; mobile: string; email: string }>(
    `UPDATE booking_leads SET crm_status = $2, updated_at = $3
      WHERE booking_id = $1 AND crm_status <> $2
      RETURNING id, mobile, email`,
    [bookingId, status, now],
  );
  if (options.toCrm) {
    for (const lead of rows) {
      const update: CrmLeadUpdate = { leadId: lead.id, mobile: lead.mobile, email: lead.email, booking_id: bookingId, status };
      await enqueue(tx, CRM_TOPICS.update, update, now);
    }
  }
  return { status, updated: rows.length };
}
