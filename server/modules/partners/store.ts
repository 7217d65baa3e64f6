// Partner offers (migration 015): the configured partners, work-e-mail codes and the single-use proof, and the
// claim that records a partner's benefit on a booking with an order event, in one transaction.
import type { PartnerOffer } from '@contract/partners.js';
import type { Queryable } from '../../platform/db/index.js';
import { insertClaimNote, lockClaimableBooking } from './booking-claims.js';

export type Partner = PartnerOffer & { id: number };

export async function findPartner(db: Queryable, slug: string): Promise<Partner | null> {
  const { rows } = await db.query<Partner>(
    'SELECT id, slug, name, email_domain, benefit, discount FROM partners WHERE slug = $1 AND active',
    [slug],
  );
  return rows[0] ?? null;
}

export async function insertVerification(db: Queryable, partnerId: number, email: string, codeHash: string, now: Date, expiresAt: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO partner_verifications (partner_id, email, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [partnerId, email, codeHash, expiresAt, now],
  );
  return rows[0]!.id;
}

export type PendingVerification = { id: number; codeHash: string; attempts: number };

/** The newest code sent to this e-mail for this partner that is still open (unexpired, not yet verified). Locks it. */
export async function openVerification(tx: Queryable, partnerId: number, email: string, now: Date): Promise<PendingVerification | null> {
  const { rows } = await tx.query<PendingVerification>(
    `SELECT id, code_hash AS "codeHash", attempts FROM partner_verifications
      WHERE partner_id = $1 AND email = $2 AND expires_at > $3 AND token_hash IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [partnerId, email, now],
  );
  return rows[0] ?? null;
}

export async function countWrongCode(tx: Queryable, id: number): Promise<void> {
  await tx.query('UPDATE partner_verifications SET attempts = attempts + 1 WHERE id = $1', [id]);
}

export async function markVerified(tx: Queryable, id: number, tokenHash: string, tokenExpiresAt: Date): Promise<void> {
  await tx.query('UPDATE partner_verifications SET token_hash = $2, token_expires_at = $3 WHERE id = $1', [id, tokenHash, tokenExpiresAt]);
}

export type ClaimResult = 'applied' | 'bad-token' | 'no-booking' | 'not-open';

/**
 * Records the partner on the booking: only with an unused, unexpired proof of this partner's work e-mail, for a
 * booking whose key matches, still reserved or confirmed, and without a partner yet. The proof is spent.
 */
export async function claimPartnerBenefit(
  tx: Queryable,
  partner: Partner,
  claim: { bookingId: number; accessKeyHash: string; tokenHash: string },
  now: Date,
): Promise<ClaimResult> {
  const proof = await tx.query<{ id: number; email: string }>(
    `SELECT id, email FROM partner_verifications
      WHERE token_hash = $1 AND partner_id = $2 AND used_at IS NULL AND token_expires_at > $3 FOR UPDATE`,
    [claim.tokenHash, partner.id, now],
  );
  const verified = proof.rows[0];
  if (!verified) return 'bad-token';
  const refusal = await lockClaimableBooking(tx, claim, 'partner_id');
  if (refusal) return refusal;
  await tx.query('UPDATE bookings SET partner_id = $2, partner_email = $3, partner_benefit = $4, partner_discount = $5 WHERE id = $1', [
    claim.bookingId,
    partner.id,
    verified.email,
    partner.benefit,
    partner.discount,
  ]);
  await tx.query('UPDATE partner_verifications SET used_at = $2 WHERE id = $1', [verified.id, now]);
  await insertClaimNote(tx, claim.bookingId, `${partner.name} employee offer applied (work e-mail verified): ${partner.benefit}`, now);
  return 'applied';
}
