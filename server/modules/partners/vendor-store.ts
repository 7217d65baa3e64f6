// Vendor decisions on bookings (migrations 015, 021): the register of issued links (list, revoke), the booking a
// link names, and the decision itself, which spends the link's nonce and becomes an order event in one transaction.
import type { SortValue } from '@contract/common.js';
import { bookingReference } from '@contract/booking-rules.js';
import { type VendorLinkSort, type VendorLinkStatus } from '@contract/vendor-link-rules.js';
import type { VendorLinkListQuery, VendorLinkRow } from '@contract/vendor-links.js';
import type { Queryable } from '../../platform/db/index.js';
import { insertEvent } from '../orders/service.js';
import { likePattern, orderBy } from '../../platform/db/sql.js';

export type VendorBooking = { id: number; reference: string; model_name: string; colour: string; state: string };

export async function findVendorBooking(db: Queryable, orderId: number): Promise<VendorBooking | null> {
  const { rows } = await db.query<VendorBooking>(
    `SELECT b.id, 'BK-' || lpad(b.id::text, 6, '0') AS reference, p.name AS model_name, b.colour, b.state
       FROM bookings b JOIN products p ON p.id = b.model_id WHERE b.id = $1 AND b.kind = 'booking'`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** What the register says of a signed link: absent (never issued here), revoked, used, or open. */
export type RegisteredLink = 'absent' | 'revoked' | 'used' | 'open';

export async function registeredLink(db: Queryable, nonce: string, lock = false): Promise<RegisteredLink> {
  const { rows } = await db.query<{ revoked: boolean; used: boolean }>(
    `SELECT l.revoked_at IS NOT NULL AS revoked, (l.used_at IS NOT NULL OR EXISTS (SELECT 1 FROM vendor_link_uses u WHERE u.nonce = l.nonce)) AS used
       FROM vendor_links l WHERE l.nonce = $1${lock ? ' FOR UPDATE OF l' : ''}`,
    [nonce],
  );
  const row = rows[0];
  if (!row) return 'absent';
  if (row.used) return 'used';
  return row.revoked ? 'revoked' : 'open';
}

export async function insertVendorLink(
  tx: Queryable,
  link: { orderId: number; vendor: string; nonce: string; expiresAt: Date; issuedBy: number },
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO vendor_links (order_id, vendor, nonce, expires_at, issued_by, issued_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [link.orderId, link.vendor, link.nonce, link.expiresAt, link.issuedBy, now],
  );
  return rows[0]!.id;
}

/** The decision on a registered link: 'used' when the nonce was already spent (a second click, a replay), 'revoked' when withdrawn. */
export async function recordVendorDecision(
  tx: Queryable,
  decision: { orderId: number; vendor: string; nonce: string; decision: 'approve' | 'reject'; note: string | null; expiresAt: Date },
  now: Date,
): Promise<'recorded' | 'used' | 'revoked' | 'absent'> {
  // The register's row is locked first, so a revocation and a decision cannot both win.
  const registered = await registeredLink(tx, decision.nonce, true);
  if (registered !== 'open') return registered;
  const { rows } = await tx.query(
    `INSERT INTO vendor_link_uses (nonce, order_id, vendor, decision, expires_at, used_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
    [decision.nonce, decision.orderId, decision.vendor, decision.decision, decision.expiresAt, now],
  );
  if (rows.length === 0) return 'used';
  await tx.query('UPDATE vendor_links SET used_at = $2, decision = $3 WHERE nonce = $1', [decision.nonce, now, decision.decision]);
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
  return 'recorded';
}

const STATUS_SQL = `CASE WHEN l.used_at IS NOT NULL THEN 'used' WHEN l.revoked_at IS NOT NULL THEN 'revoked'
  WHEN l.expires_at <= $1 THEN 'expired' ELSE 'open' END`;

const SORT_COLUMNS: Record<VendorLinkSort, string> = { issued: 'l.issued_at', expires: 'l.expires_at', vendor: 'lower(l.vendor)' };

type Row = Omit<VendorLinkRow, 'reference' | 'issued_at' | 'expires_at' | 'used_at' | 'revoked_at'> & {
  issued_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
};

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
const toRow = (r: Row): VendorLinkRow => ({
  ...r,
  reference: bookingReference(r.order_id),
  issued_at: new Date(r.issued_at).toISOString(),
  expires_at: new Date(r.expires_at).toISOString(),
  used_at: iso(r.used_at),
  revoked_at: iso(r.revoked_at),
});

const SELECT = `SELECT l.id, l.order_id, l.vendor, ${STATUS_SQL} AS status, l.decision, l.issued_at, u.name AS issued_by, l.expires_at, l.used_at, l.revoked_at
  FROM vendor_links l LEFT JOIN users u ON u.id = l.issued_by`;

/** The WHERE of the list ($1 is now); q matches the vendor or the booking's reference or id. */
function vendorLinkFilter(filters: Pick<VendorLinkListQuery, 'q' | 'status'>, now: Date): { where: string; params: unknown[] } {
  const digits = filters.q ? /^(?:BK[\s-]*)?0*(\d{1,9})$/i.exec(filters.q.trim())?.[1] : undefined;
  return {
    where: `WHERE ($2::text IS NULL OR ${STATUS_SQL} = $2)
      AND ($3::text IS NULL OR l.vendor ILIKE $3 OR l.order_id = $4::int)`,
    params: [now, filters.status ?? null, filters.q ? likePattern(filters.q) : null, digits ? Number(digits) : null],
  };
}

export async function listVendorLinks(
  db: Queryable,
  options: Pick<VendorLinkListQuery, 'q' | 'status'> & { page: number; pageSize: number; sort: SortValue<VendorLinkSort> },
  now: Date,
): Promise<{ rows: VendorLinkRow[]; total: number }> {
  const { where, params } = vendorLinkFilter(options, now);
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM vendor_links l ${where}`, params);
  const { rows } = await db.query<Row>(`${SELECT} ${where} ${orderBy(options.sort, SORT_COLUMNS, 'l.id')} LIMIT $5 OFFSET $6`, [
    ...params,
    options.pageSize,
    (options.page - 1) * options.pageSize,
  ]);
  return { rows: rows.map(toRow), total: count.rows[0]?.total ?? 0 };
}

export async function findVendorLink(db: Queryable, id: number, now: Date): Promise<VendorLinkRow | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE l.id = $2`, [now, id]);
  return rows[0] ? toRow(rows[0]) : null;
}

/** Withdraws an open link; the status it had otherwise (null when there is no such link). Locks the row. */
export async function revokeVendorLink(tx: Queryable, id: number, by: number, now: Date): Promise<VendorLinkStatus | null> {
  const { rows } = await tx.query<{ status: VendorLinkStatus }>(`SELECT ${STATUS_SQL} AS status FROM vendor_links l WHERE l.id = $2 FOR UPDATE`, [now, id]);
  const status = rows[0]?.status;
  if (status !== 'open') return status ?? null;
  await tx.query('UPDATE vendor_links SET revoked_at = $2, revoked_by = $3 WHERE id = $1', [id, now, by]);
  return 'open';
}
