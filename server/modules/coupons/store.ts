// Coupons in SQL (no side effects): the back office's coupons with their uses, the coupon locked for a booking's
// transaction, its uses counted and written, and the uses' CSV. The rules are in contract/coupon-rules.ts.
import { CLOSED_STATES, ORDER_REFERENCE_PREFIXES } from '@contract/order-lifecycle.js';
import type { CouponKind, CouponTerms } from '@contract/coupon-rules.js';
import type { Coupon } from '@contract/coupons.js';
import type { CsvColumn } from '../../platform/csv-export.js';
import type { Queryable } from '../../platform/db/index.js';

type CouponRow = {
  id: number;
  code: string;
  kind: CouponKind;
  value: number;
  accessory: string | null;
  valid_from: string;
  valid_until: string;
  models: string[];
  states: string[];
  hubs: number[];
  max_uses: number | null;
  max_uses_per_mobile: number | null;
  combines_with_referral: boolean;
  active: boolean;
  uses: number;
  created_at: Date | string;
};

// A use of an order that was cancelled gives its place back (the customer did not keep the benefit).
const LIVE_USE = `NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = u.order_id AND b.state = ANY($CLOSED::text[]))`;

const SELECT_COUPON = `
  SELECT c.id, c.code, c.kind, c.value, c.accessory, to_char(c.valid_from, 'YYYY-MM-DD') AS valid_from,
         to_char(c.valid_until, 'YYYY-MM-DD') AS valid_until, c.models, c.states, c.hubs, c.max_uses, c.max_uses_per_mobile,
         c.combines_with_referral, c.active, c.created_at,
         (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id AND ${LIVE_USE.replace('$CLOSED', '$1')}) AS uses
    FROM coupons c`;

function toCoupon(row: CouponRow): Coupon {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

export function toTerms(c: Coupon): CouponTerms {
  return {
    kind: c.kind,
    value: c.value,
    accessory: c.accessory,
    active: c.active,
    validFrom: c.valid_from,
    validUntil: c.valid_until,
    models: c.models,
    states: c.states,
    hubs: c.hubs,
    maxUses: c.max_uses,
    maxUsesPerMobile: c.max_uses_per_mobile,
    combinesWithReferral: c.combines_with_referral,
  };
}

export async function listCoupons(db: Queryable): Promise<Coupon[]> {
  const { rows } = await db.query<CouponRow>(`${SELECT_COUPON} ORDER BY c.id DESC`, [CLOSED_STATES]);
  return rows.map(toCoupon);
}

export async function findCoupon(db: Queryable, id: number): Promise<Coupon | null> {
  const { rows } = await db.query<CouponRow>(`${SELECT_COUPON} WHERE c.id = $2`, [CLOSED_STATES, id]);
  return rows[0] ? toCoupon(rows[0]) : null;
}

/**
 * The coupon of a code. `lock`: inside the order's transaction, the row is locked until it ends, so two bookings
 * counting its uses at once take turns and the last allowed use goes to one of them.
 */
export async function findCouponByCode(db: Queryable, code: string, lock = false): Promise<Coupon | null> {
  if (lock) await db.query('SELECT id FROM coupons WHERE code = $1 FOR UPDATE', [code]);
  const { rows } = await db.query<CouponRow>(`${SELECT_COUPON} WHERE c.code = $2`, [CLOSED_STATES, code]);
  return rows[0] ? toCoupon(rows[0]) : null;
}

/** Live uses of the coupon by this mobile. */
export async function usesByMobile(db: Queryable, couponId: number, mobile: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM coupon_uses u WHERE u.coupon_id = $2 AND u.mobile = $3 AND ${LIVE_USE.replace('$CLOSED', '$1')}`,
    [CLOSED_STATES, couponId, mobile],
  );
  return rows[0]?.n ?? 0;
}

export type CouponFields = Omit<Coupon, 'id' | 'uses' | 'created_at'>;

const FIELDS = [
  'code', 'kind', 'value', 'accessory', 'valid_from', 'valid_until', 'models', 'states', 'hubs', 'max_uses', 'max_uses_per_mobile',
  'combines_with_referral', 'active',
] as const;
const valuesOf = (c: CouponFields) => FIELDS.map((f) => c[f]);

export async function insertCoupon(db: Queryable, c: CouponFields, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO coupons (${FIELDS.join(', ')}, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id`,
    [...valuesOf(c), now],
  );
  const row = rows[0];
  if (!row) throw new Error('coupon not inserted');
  return row.id;
}

export async function updateCoupon(db: Queryable, id: number, c: CouponFields, now: Date): Promise<boolean> {
  const sets = FIELDS.map((f, i) => `${f} = $${i + 2}`).join(', ');
  const { rows } = await db.query(`UPDATE coupons SET ${sets}, updated_at = $${FIELDS.length + 2} WHERE id = $1 RETURNING id`, [id, ...valuesOf(c), now]);
  return rows.length > 0;
}

export async function switchOffCoupon(db: Queryable, id: number, now: Date): Promise<boolean> {
  const { rows } = await db.query('UPDATE coupons SET active = false, updated_at = $2 WHERE id = $1 RETURNING id', [id, now]);
  return rows.length > 0;
}

export async function insertUse(tx: Queryable, use: { couponId: number; orderId: number; mobile: string; value: number; text: string }, now: Date): Promise<void> {
  await tx.query('INSERT INTO coupon_uses (coupon_id, order_id, mobile, value, text, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    use.couponId, use.orderId, use.mobile, use.value, use.text, now,
  ]);
}

export const COUPON_USE_CSV_COLUMNS: CsvColumn[] = [
  { key: 'reference', header: 'Order' },
  { key: 'created_at', header: 'Used (UTC)' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'model', header: 'Model' },
  { key: 'hub', header: 'Hub' },
  { key: 'state', header: 'Order state' },
  { key: 'value', header: 'Rupees off' },
  { key: 'text', header: 'Benefit' },
];

// The contract's prefixes (constants, not input) as SQL, so the file names orders as customers quote them.
const REFERENCE_SQL = `CASE b.kind ${Object.entries(ORDER_REFERENCE_PREFIXES).map(([kind, prefix]) => `WHEN '${kind}' THEN '${prefix}-'`).join(' ')} END || lpad(b.id::text, 6, '0')`;

/** Every use of the coupon, oldest first, with the order's reference, model, hub and state. */
export function couponUsesSql(couponId: number): { sql: string; params: unknown[] } {
  return {
    sql: `SELECT ${REFERENCE_SQL} AS reference, u.created_at, u.mobile,
                 p.name AS model, s.name AS hub, b.state, u.value, u.text
            FROM coupon_uses u JOIN bookings b ON b.id = u.order_id JOIN products p ON p.id = b.model_id
            LEFT JOIN service_centres s ON s.id = b.dealer_id
           WHERE u.coupon_id = $1 ORDER BY u.id`,
    params: [couponId],
  };
}
