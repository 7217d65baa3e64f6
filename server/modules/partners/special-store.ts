// The special-customer page's invitations (migration 021): access codes kept as hashes, the passes a right code
// gives, and the claim that records an invitation on a booking, spending one of the code's uses in one transaction.
import type { SortValue } from '@contract/common.js';
import { SPECIAL_CODE_LIMITS, type SpecialCodeSort, type SpecialCodeStatus } from '@contract/special-booking-rules.js';
import type { SpecialCodeListQuery, SpecialCodeRow } from '@contract/special-booking.js';
import type { Queryable } from '../../platform/db/index.js';
import { insertClaimNote, lockClaimableBooking } from './booking-claims.js';
import { likePattern, orderBy } from '../../platform/db/sql.js';

/** $1 is now. A code is used up once its bookings reach max_uses; revocation wins over everything. */
const STATUS_SQL = `CASE WHEN c.revoked_at IS NOT NULL THEN 'revoked' WHEN c.uses >= c.max_uses THEN 'used_up'
  WHEN c.expires_at <= $1 THEN 'expired' ELSE 'active' END`;

const SORT_COLUMNS: Record<SpecialCodeSort, string> = { created: 'c.created_at', expires: 'c.expires_at', label: 'lower(c.label)' };

const SELECT = `SELECT c.id, c.label, ${STATUS_SQL} AS status, c.uses, c.max_uses, c.created_at, u.name AS created_by, c.expires_at, c.revoked_at
  FROM special_access_codes c LEFT JOIN users u ON u.id = c.created_by`;

type Row = Omit<SpecialCodeRow, 'created_at' | 'expires_at' | 'revoked_at'> & { created_at: Date; expires_at: Date; revoked_at: Date | null };

const toRow = (r: Row): SpecialCodeRow => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
  expires_at: new Date(r.expires_at).toISOString(),
  revoked_at: r.revoked_at === null ? null : new Date(r.revoked_at).toISOString(),
});

export async function insertSpecialCode(
  tx: Queryable,
  code: { label: string; codeHash: string; maxUses: number; expiresAt: Date; createdBy: number },
  now: Date,
): Promise<number> {
  if (code.maxUses > SPECIAL_CODE_LIMITS.maxUses) throw new Error('max uses above the limit');
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO special_access_codes (label, code_hash, max_uses, expires_at, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [code.label, code.codeHash, code.maxUses, code.expiresAt, code.createdBy, now],
  );
  return rows[0]!.id;
}

export async function findSpecialCode(db: Queryable, id: number, now: Date): Promise<SpecialCodeRow | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE c.id = $2`, [now, id]);
  return rows[0] ? toRow(rows[0]) : null;
}

function specialCodeFilter(filters: Pick<SpecialCodeListQuery, 'q' | 'status'>, now: Date): { where: string; params: unknown[] } {
  return {
    where: `WHERE ($2::text IS NULL OR ${STATUS_SQL} = $2) AND ($3::text IS NULL OR c.label ILIKE $3)`,
    params: [now, filters.status ?? null, filters.q ? likePattern(filters.q) : null],
  };
}

export async function listSpecialCodes(
  db: Queryable,
  options: Pick<SpecialCodeListQuery, 'q' | 'status'> & { page: number; pageSize: number; sort: SortValue<SpecialCodeSort> },
  now: Date,
): Promise<{ rows: SpecialCodeRow[]; total: number }> {
  const { where, params } = specialCodeFilter(options, now);
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM special_access_codes c ${where}`, params);
  const { rows } = await db.query<Row>(`${SELECT} ${where} ${orderBy(options.sort, SORT_COLUMNS, 'c.id')} LIMIT $4 OFFSET $5`, [
    ...params,
    options.pageSize,
    (options.page - 1) * options.pageSize,
  ]);
  return { rows: rows.map(toRow), total: count.rows[0]?.total ?? 0 };
}

/** Withdraws an active code (its passes die with it); the status it had otherwise, null when there is none. */
export async function revokeSpecialCode(tx: Queryable, id: number, now: Date): Promise<SpecialCodeStatus | null> {
  const { rows } = await tx.query<{ status: SpecialCodeStatus }>(`SELECT ${STATUS_SQL} AS status FROM special_access_codes c WHERE c.id = $2 FOR UPDATE`, [now, id]);
  const status = rows[0]?.status;
  if (status !== 'active') return status ?? null;
  await tx.query('UPDATE special_access_codes SET revoked_at = $2 WHERE id = $1', [id, now]);
  return 'active';
}

/** A pass for an active code with a use left; null for any other code (one answer, so a guess learns nothing). */
export async function openSpecialPass(
  tx: Queryable,
  codeHash: string,
  pass: { tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<{ label: string } | null> {
  const { rows } = await tx.query<{ id: number; label: string }>(
    `SELECT c.id, c.label FROM special_access_codes c
      WHERE c.code_hash = $2 AND c.revoked_at IS NULL AND c.expires_at > $1 AND c.uses < c.max_uses`,
    [now, codeHash],
  );
  const code = rows[0];
  if (!code) return null;
  await tx.query('INSERT INTO special_access_passes (token_hash, code_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [pass.tokenHash, code.id, pass.expiresAt, now]);
  await tx.query('DELETE FROM special_access_passes WHERE expires_at < $1', [now]);
  return { label: code.label };
}

export type SpecialClaimResult = { label: string } | 'bad-token' | 'used-up' | 'no-booking' | 'not-open';

/**
 * Records the invitation on the booking (its own key proves it is the caller's) and spends one use of the code.
 * The code's row is locked, so two claims on the last use cannot both pass.
 */
export async function claimSpecialBooking(
  tx: Queryable,
  claim: { bookingId: number; accessKeyHash: string; tokenHash: string },
  now: Date,
): Promise<SpecialClaimResult> {
  const pass = await tx.query<{ code_id: number }>(
    'SELECT code_id FROM special_access_passes WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 FOR UPDATE',
    [claim.tokenHash, now],
  );
  const codeId = pass.rows[0]?.code_id;
  if (codeId === undefined) return 'bad-token';
  const code = await tx.query<{ label: string; status: SpecialCodeStatus }>(`SELECT c.label, ${STATUS_SQL} AS status FROM special_access_codes c WHERE c.id = $2 FOR UPDATE`, [
    now,
    codeId,
  ]);
  const invitation = code.rows[0];
  if (!invitation || invitation.status !== 'active') return 'used-up';
  const refusal = await lockClaimableBooking(tx, claim, 'special_code_id');
  if (refusal) return refusal;
  await tx.query('UPDATE bookings SET special_code_id = $2 WHERE id = $1', [claim.bookingId, codeId]);
  await tx.query('UPDATE special_access_codes SET uses = uses + 1 WHERE id = $1', [codeId]);
  await tx.query('UPDATE special_access_passes SET used_at = $2 WHERE token_hash = $1', [claim.tokenHash, now]);
  await insertClaimNote(tx, claim.bookingId, `Priority allotment: booked by invitation (${invitation.label})`, now);
  return { label: invitation.label };
}
