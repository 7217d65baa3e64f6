// The back office's Rev Club lists (/referlist, /spin-wheel-list): one filter builder per list gives the WHERE and
// its parameters to both the page and the CSV export, so the export is exactly the filtered set.
import type { ReferralListQuery, ReferralRow, SpinListQuery, SpinRow } from '@contract/rewards.js';
import type { REFERRAL_SORTS, SPIN_SORTS } from '@contract/rewards-rules.js';
import type { SortValue } from '@contract/common.js';
import type { Queryable } from '../../platform/db/index.js';
import { likePattern, orderBy } from '../../platform/db/sql.js';
import { REFERRAL_STATE_SQL } from './store.js';

type Filter = { where: string; params: unknown[] };
export type Select = { sql: string; params: unknown[] };
const iso = (value: Date | string) => new Date(value).toISOString();
const REF = `CASE b.kind WHEN 'booking' THEN 'BK-' WHEN 'purchase' THEN 'OD-' ELSE 'UG-' END || lpad(b.id::text, 6, '0')`;
const LEDGER_STATE = `CASE WHEN e.id IS NULL THEN NULL WHEN e.state = 'unlocked' AND e.expires_at <= now() THEN 'expired' ELSE e.state END`;
// Dates are calendar days in India.
const dayFrom = (param: string) => `(${param}::date::timestamp - interval '330 minutes')`;

export function referralFilter(query: ReferralListQuery): Filter {
  const params: unknown[] = [];
  const where = ['b.referral_code IS NOT NULL'];
  if (query.q) {
    params.push(likePattern(query.q));
    const p = `$${params.length}`;
    where.push(`(b.name ILIKE ${p} OR b.mobile ILIKE ${p} OR b.referral_code ILIKE ${p} OR r.name ILIKE ${p} OR r.mobile ILIKE ${p})`);
  }
  if (query.state) {
    params.push(query.state);
    where.push(`${REFERRAL_STATE_SQL} = $${params.length}`);
  }
  if (query.from) {
    params.push(query.from);
    where.push(`b.created_at >= ${dayFrom(`$${params.length}`)}`);
  }
  if (query.to) {
    params.push(query.to);
    where.push(`b.created_at < ${dayFrom(`$${params.length}`)} + interval '1 day'`);
  }
  return { where: `WHERE ${where.join(' AND ')}`, params };
}

const REFERRAL_FROM = `FROM bookings b
  JOIN products p ON p.id = b.model_id
  LEFT JOIN users r ON r.id = b.referrer_id
  LEFT JOIN reward_entries e ON e.order_id = b.id AND e.kind = 'referral'`;
const REFERRAL_COLUMNS = `b.id AS order_id, ${REF} AS order_reference, b.state AS order_state, ${REFERRAL_STATE_SQL} AS state,
  b.referral_code AS code, b.referrer_id, r.name AS referrer_name, r.mobile AS referrer_mobile, b.name AS friend_name,
  b.mobile AS friend_mobile, p.name AS model_name, e.points, ${LEDGER_STATE} AS reward_state, b.created_at`;
const REFERRAL_SORT_COLUMNS: Record<(typeof REFERRAL_SORTS)[number], string> = { created: 'b.created_at', referrer: 'r.name', friend: 'b.name' };

export function referralSql(query: ReferralListQuery & { sort: SortValue<(typeof REFERRAL_SORTS)[number]> }): Select {
  const filter = referralFilter(query);
  return { sql: `SELECT ${REFERRAL_COLUMNS} ${REFERRAL_FROM} ${filter.where} ${orderBy(query.sort, REFERRAL_SORT_COLUMNS, 'b.id')}`, params: filter.params };
}

export async function listReferrals(
  db: Queryable,
  query: ReferralListQuery & { page: number; pageSize: number; sort: SortValue<(typeof REFERRAL_SORTS)[number]> },
): Promise<{ rows: ReferralRow[]; total: number }> {
  const filter = referralFilter(query);
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${REFERRAL_FROM} ${filter.where}`, filter.params);
  const sql = referralSql(query);
  const n = sql.params.length;
  const { rows } = await db.query<ReferralRow & { created_at: Date | string }>(`${sql.sql} LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...sql.params,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  return { rows: rows.map((row) => ({ ...row, created_at: iso(row.created_at) })), total: count.rows[0]?.total ?? 0 };
}

export function spinFilter(query: SpinListQuery): Filter {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.q) {
    params.push(likePattern(query.q));
    const p = `$${params.length}`;
    where.push(`(u.name ILIKE ${p} OR u.mobile ILIKE ${p} OR ${REF} ILIKE ${p})`);
  }
  if (query.prize) {
    params.push(query.prize);
    where.push(`s.prize_id = $${params.length}`);
  }
  if (query.from) {
    params.push(query.from);
    where.push(`s.created_at >= ${dayFrom(`$${params.length}`)}`);
  }
  if (query.to) {
    params.push(query.to);
    where.push(`s.created_at < ${dayFrom(`$${params.length}`)} + interval '1 day'`);
  }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

const SPIN_FROM = `FROM spins s
  JOIN bookings b ON b.id = s.order_id
  JOIN users u ON u.id = s.user_id
  JOIN spin_prizes p ON p.id = s.prize_id
  JOIN reward_entries e ON e.id = s.entry_id`;
const SPIN_COLUMNS = `s.id, s.order_id, ${REF} AS order_reference, u.name AS customer_name, u.mobile AS customer_mobile, s.prize_id,
  p.label AS prize, p.points, ${LEDGER_STATE} AS reward_state, s.created_at`;
const SPIN_SORT_COLUMNS: Record<(typeof SPIN_SORTS)[number], string> = { created: 's.created_at', points: 'p.points' };

export function spinSql(query: SpinListQuery & { sort: SortValue<(typeof SPIN_SORTS)[number]> }): Select {
  const filter = spinFilter(query);
  return { sql: `SELECT ${SPIN_COLUMNS} ${SPIN_FROM} ${filter.where} ${orderBy(query.sort, SPIN_SORT_COLUMNS, 's.id')}`, params: filter.params };
}

export async function listSpins(
  db: Queryable,
  query: SpinListQuery & { page: number; pageSize: number; sort: SortValue<(typeof SPIN_SORTS)[number]> },
): Promise<{ rows: SpinRow[]; total: number }> {
  const filter = spinFilter(query);
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${SPIN_FROM} ${filter.where}`, filter.params);
  const sql = spinSql(query);
  const n = sql.params.length;
  const { rows } = await db.query<SpinRow & { created_at: Date | string }>(`${sql.sql} LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...sql.params,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  return { rows: rows.map((row) => ({ ...row, created_at: iso(row.created_at) })), total: count.rows[0]?.total ?? 0 };
}
