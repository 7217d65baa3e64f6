// Vendor decisions on bookings (migration 015): the booking a link names, and the decision itself, which spends
// the link's nonce and becomes an order event in one transaction.
import type { Queryable } from '../db/index.js';
import { insertEvent } from './orders.js';

export type VendorBooking = { id: number; reference: string; model_name: string; colour: string; state: string };

export async function findVendorBooking(db: Queryable, orderId: number): Promise<VendorBooking | null> {
  const { rows } = await db.query<VendorBooking>(
    `SELECT b.id, 'BK-' || lpad(b.id::text, 6, '0') AS reference, p.name AS model_name, b.colour, b.state
       FROM bookings b JOIN products p ON p.id = b.model_id WHERE b.id = $1 AND b.kind = 'booking'`,
    [orderId],
  );
  return rows[0] ?? null;
}

export async function isNonceUsed(db: Queryable, nonce: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM vendor_link_uses WHERE nonce = $1', [nonce]);
  return rows.length > 0;
}

/** False when the nonce was already spent (a second click, a replay). */
export async function recordVendorDecision(
  tx: Queryable,
  decision: { orderId: number; vendor: string; nonce: string; decision: 'approve' | 'reject'; note: string | null; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO vendor_link_uses (nonce, order_id, vendor, decision, expires_at, used_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
    [decision.nonce, decision.orderId, decision.vendor, decision.decision, decision.expiresAt, now],
  );
  if (rows.length === 0) return false;
  await insertEvent(
    tx,
    {
      orderId: decision.orderId,
      kind: 'note',
      from: null,
      to: null,
      actorId: null,
      actorRole: 'system',
      note: decision.note,
      text: `${decision.vendor} ${decision.decision === 'approve' ? 'approved' : 'rejected'} the booking`,
    },
    now,
  );
  await tx.query('DELETE FROM vendor_link_uses WHERE expires_at < $1', [now]);
  return true;
}
