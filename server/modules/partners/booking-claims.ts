// What a benefit claimed on a customer's own booking (a partner offer, a special-customer invitation) does the same
// way inside the booking's transaction: lock the booking the access key proves, check it is still open for the
// benefit, and record the benefit as a system note on the order's timeline.
import type { Queryable } from '../../platform/db/index.js';
import { insertEvent } from '../orders/service.js';

/** The booking column that holds the benefit; a booking takes one of each kind. */
type BenefitColumn = 'partner_id' | 'special_code_id';

export type ClaimRefusal = 'no-booking' | 'not-open';

/**
 * Locks the booking (kind booking) whose key matches. 'no-booking' when there is none; 'not-open' when it has this
 * kind of benefit already or is past confirmed; null when the claim may go on.
 */
export async function lockClaimableBooking(
  tx: Queryable,
  claim: { bookingId: number; accessKeyHash: string },
  column: BenefitColumn,
): Promise<ClaimRefusal | null> {
  const order = await tx.query<{ state: string; benefit: number | null }>(
    `SELECT state, ${column} AS benefit FROM bookings WHERE id = $1 AND access_key_hash = $2 AND kind = 'booking' FOR UPDATE`,
    [claim.bookingId, claim.accessKeyHash],
  );
  const booking = order.rows[0];
  if (!booking) return 'no-booking';
  if (booking.benefit !== null || !['reserved', 'confirmed'].includes(booking.state)) return 'not-open';
  return null;
}

/** The claim's line on the order's timeline, by the system. */
export async function insertClaimNote(tx: Queryable, bookingId: number, text: string, now: Date): Promise<void> {
  await insertEvent(tx, { orderId: bookingId, kind: 'note', from: null, to: null, actorId: null, actorRole: 'system', note: null, text }, now);
}
