// The back-office order list, its CSV export and one order's detail, always within the caller's hub scope. The list
// and the export share one filter builder, so the file holds exactly the rows the list pages through.
import type { BackOfficeOrderEvent, BackOfficeOrderFilters, BackOfficeOrderRow } from '@contract/back-office-orders.js';
import type { SortValue } from '@contract/common.js';
import { ORDER_STATES, type BackOfficeOrderSort, type OrderState } from '@contract/order-lifecycle.js';
import { addDays } from '@contract/rules.js';
import { scopeCondition, type HubScope } from '../back-office/hub-scope.js';
import type { CsvColumn } from '../back-office/csv-export.js';
import type { Queryable } from '../db/index.js';
import { SELECT_ORDER, toSummary, type OrderRow } from './orders.js';
import { likePattern, orderBy } from './sql.js';

const PAID_STATES: readonly OrderState[] = ['confirmed', 'allotted', 'ready_for_delivery', 'delivered'];
const REFUND_STATES: readonly OrderState[] = ['refund_initiated', 'refunded'];

const SORT_COLUMNS: Record<BackOfficeOrderSort, string> = {
  created: 'b.created_at',
  amount: 'b.amount',
  // The lifecycle's own order (reserved first, refunded last), not the alphabet.
  state: `array_position(ARRAY[${ORDER_STATES.map((s) => `'${s}'`).join(', ')}]::text[], b.state)`,
};

/** Midnight at the start of an India date (UTC+5:30 all year). */
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** One condition per filter that is set; every value goes in as a parameter. */
export function orderFilter(scope: HubScope, filters: BackOfficeOrderFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [scopeCondition(scope, 'b.dealer_id', params)];
  if (filters.from) conditions.push(`b.created_at >= ${param(indiaMidnight(filters.from))}`);
  if (filters.to) conditions.push(`b.created_at < ${param(indiaMidnight(addDays(filters.to, 1)))}`);
  if (filters.state) conditions.push(`b.state = ${param(filters.state)}`);
  if (filters.model) conditions.push(`b.model_id = ${param(filters.model)}`);
  if (filters.stateId) conditions.push(`b.state_id = ${param(filters.stateId)}`);
  if (filters.cityId) conditions.push(`b.city_id = ${param(filters.cityId)}`);
  if (filters.hubId) conditions.push(`b.dealer_id = ${param(filters.hubId)}`);
  if (filters.kind) conditions.push(`b.kind = ${param(filters.kind)}`);
  if (filters.payment === 'paid') conditions.push(`b.state = ANY(${param(PAID_STATES)}::text[])`);
  if (filters.payment === 'unpaid') conditions.push(`(b.state = 'reserved' OR (b.state = 'cancelled' AND b.paid_at IS NULL))`);
  if (filters.payment === 'refunded') conditions.push(`(b.state = ANY(${param(REFUND_STATES)}::text[]) OR (b.state = 'cancelled' AND b.paid_at IS NOT NULL))`);
  if (filters.q) conditions.push(searchCondition(filters.q, param));
  return { where: conditions.join(' AND '), params };
}

const KIND_OF_PREFIX: Record<string, string> = { BK: 'booking', OD: 'purchase', UG: 'upgrade' };

/** A reference finds that order; digits find mobiles starting with them (or that order number); words, the name. */
function searchCondition(q: string, param: (value: unknown) => string): string {
  const reference = /^(BK|OD|UG)-?(\d{1,9})$/i.exec(q);
  if (reference?.[1] && reference[2]) {
    return `(b.id = ${param(Number(reference[2]))} AND b.kind = ${param(KIND_OF_PREFIX[reference[1].toUpperCase()])})`;
  }
  const digits = q.replace(/[\s-]/g, '').replace(/^\+91/, '');
  if (/^\d{1,10}$/.test(digits)) {
    const byMobile = digits.length === 10 ? `b.mobile = ${param(digits)}` : `b.mobile LIKE ${param(`${digits}%`)}`;
    return Number(digits) > 0 && digits.length <= 9 ? `(${byMobile} OR b.id = ${param(Number(digits))})` : byMobile;
  }
  return `b.name ILIKE ${param(likePattern(q))}`;
}

export async function listBackOfficeOrders(
  db: Queryable,
  scope: HubScope,
  options: BackOfficeOrderFilters & { page: number; pageSize: number; sort: SortValue<BackOfficeOrderSort> },
): Promise<{ rows: BackOfficeOrderRow[]; total: number }> {
  const { where, params } = orderFilter(scope, options);
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM bookings b WHERE ${where}`, params);
  const total = count.rows[0]?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const n = params.length;
  const { rows } = await db.query<OrderRow>(
    `${SELECT_ORDER} WHERE ${where} ${orderBy(options.sort, SORT_COLUMNS, 'b.id')} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, options.pageSize, (options.page - 1) * options.pageSize],
  );
  return { rows: rows.map((row) => ({ ...toSummary(row), name: row.name, mobile: row.mobile })), total };
}

export const ORDER_CSV_COLUMNS: CsvColumn[] = [
  { key: 'reference', header: 'Reference' },
  { key: 'created_at', header: 'Created (UTC)' },
  { key: 'kind', header: 'Kind' },
  { key: 'state', header: 'State' },
  { key: 'payment', header: 'Payment' },
  { key: 'model', header: 'Model' },
  { key: 'colour', header: 'Colour' },
  { key: 'name', header: 'Customer' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'email', header: 'E-mail' },
  { key: 'order_state', header: 'State of India' },
  { key: 'order_city', header: 'City' },
  { key: 'hub', header: 'Hub' },
  { key: 'price', header: 'Price (INR)' },
  { key: 'amount', header: 'Online amount (INR)' },
  { key: 'paid_at', header: 'Paid at (UTC)' },
  { key: 'chassis', header: 'Chassis' },
  { key: 'trade_in_chassis', header: 'Trade-in chassis' },
  { key: 'valuation', header: 'Trade-in valuation (INR)' },
  { key: 'final_valuation', header: 'Final valuation (INR)' },
];

/** The export's SELECT: the list's filters and sort without LIMIT, one row per order, no per-row subqueries. */
export function orderExportSql(scope: HubScope, filters: BackOfficeOrderFilters, sort: SortValue<BackOfficeOrderSort>): { sql: string; params: unknown[] } {
  const { where, params } = orderFilter(scope, filters);
  const sql = `
    SELECT CASE b.kind WHEN 'booking' THEN 'BK-' WHEN 'purchase' THEN 'OD-' ELSE 'UG-' END || lpad(b.id::text, 6, '0') AS reference,
           b.created_at, b.kind, b.state,
           CASE WHEN b.state = ANY($${params.length + 1}::text[]) THEN 'paid'
                WHEN b.state = 'reserved' OR (b.state = 'cancelled' AND b.paid_at IS NULL) THEN 'unpaid'
                ELSE 'refunded' END AS payment,
           p.name AS model, b.colour, b.name, b.mobile, b.email, st.name AS order_state, c.name AS order_city, s.name AS hub,
           b.price, b.amount, b.paid_at, b.chassis, b.trade_in_chassis, b.valuation, b.final_valuation
    FROM bookings b
    JOIN products p ON p.id = b.model_id
    JOIN service_centres s ON s.id = b.dealer_id
    JOIN states st ON st.id = b.state_id
    JOIN cities c ON c.id = b.city_id
    WHERE ${where}
    ${orderBy(sort, SORT_COLUMNS, 'b.id')}`;
  return { sql, params: [...params, PAID_STATES] };
}

/** True when the order exists within the scope: the one gate of the detail and every action. */
export async function orderInScope(db: Queryable, scope: HubScope, id: number): Promise<boolean> {
  const params: unknown[] = [id];
  const { rows } = await db.query(`SELECT 1 FROM bookings b WHERE b.id = $1 AND ${scopeCondition(scope, 'b.dealer_id', params)}`, params);
  return rows.length > 0;
}

/** The order's events with the name of the person behind each (null for the system and guests). */
export async function listEventsWithActors(db: Queryable, orderId: number): Promise<BackOfficeOrderEvent[]> {
  const { rows } = await db.query<Omit<BackOfficeOrderEvent, 'at'> & { at: Date | string }>(
    `SELECT e.id, e.kind, e.from_state AS "from", e.to_state AS "to", e.text, e.actor_role, e.note, e.created_at AS at, u.name AS actor_name
     FROM order_events e LEFT JOIN users u ON u.id = e.actor_id
     WHERE e.order_id = $1 ORDER BY e.created_at, e.id`,
    [orderId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

export async function findCustomerAccount(db: Queryable, userId: number): Promise<{ id: number; name: string; mobile: string; email: string } | null> {
  const { rows } = await db.query<{ id: number; name: string; mobile: string; email: string }>('SELECT id, name, mobile, email FROM users WHERE id = $1', [userId]);
  return rows[0] ?? null;
}
