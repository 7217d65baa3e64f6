// The back-office order list, its CSV export and one order's detail, always within the caller's hub scope. The list
// and the export share one filter builder, so the file holds exactly the rows the list pages through.
import type { BackOfficeOrderEvent, BackOfficeOrderFilters, BackOfficeOrderRow } from '@contract/back-office-orders.js';
import type { SortValue } from '@contract/common.js';
import type { ServiceCentre } from '@contract/reference.js';
import type { BackOfficeOrderSort } from '@contract/order-lifecycle.js';
import { addDays } from '@contract/rules.js';
import { scopeCondition, type HubScope } from '../../platform/auth/hub-scope.js';
import type { CsvColumn } from '../../platform/csv-export.js';
import type { Queryable } from '../../platform/db/index.js';
import { SELECT_ORDER, toSummary, type OrderRow } from './store.js';
import { likePattern, orderBy } from '../../platform/db/sql.js';

const SORT_COLUMNS: Record<BackOfficeOrderSort, string> = {
  created: 'b.created_at',
  amount: 'b.amount',
  // The lifecycle's own order (reserved first, refunded last), not the alphabet.
  state: 'order_state_rank(b.state)',
};

/** Midnight at the start of an India date (UTC+5:30 all year). */
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

/**
 * One condition per filter that is set; every value goes in as a parameter (appended to `params` when given, so
 * several filtered selects can share one statement).
 */
export function orderFilter(scope: HubScope, filters: BackOfficeOrderFilters, params: unknown[] = []): { where: string; params: unknown[] } {
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
  if (filters.payment) conditions.push(`order_payment(b.state, b.paid_at) = ${param(filters.payment)}`);
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

/** The list counts at most this many matching orders (or up to the page asked for, when deeper): past it, "10,000+". */
export const ORDER_COUNT_CAP = 10_000;
/** A scope of up to this many hubs is read hub by hub and merged (see pageIdsQuery). */
const MERGED_HUBS = 16;
/** At most this many matches (an exact count) are read whole and sorted instead of walked in list order. */
const FEW_MATCHES = 1_000;

type ListOptions = BackOfficeOrderFilters & { page: number; pageSize: number; sort: SortValue<BackOfficeOrderSort> };

/** The sort's expression and direction, for a select that names it `sort_key`. */
function sortKey(sort: SortValue<BackOfficeOrderSort>): { column: string; direction: 'ASC' | 'DESC' } {
  const descending = sort.startsWith('-');
  return { column: SORT_COLUMNS[(descending ? sort.slice(1) : sort) as BackOfficeOrderSort], direction: descending ? 'DESC' : 'ASC' };
}

/**
 * The ids of one page, in list order, from the bookings alone (index-only where the indexes of migration 023 fit):
 * - few matches (an exact count up to FEW_MATCHES): all of them, found through the filters' own indexes, sorted;
 * - several hubs in scope (a dealer) and no hub chosen: each hub read in its own index order (dealer_id, <sort>) up
 *   to the page's end, then merged, as `dealer_id = ANY(...)` comes in list order from no index;
 * - otherwise the list order walked (an index that leads with a filter and ends in the sort) to the page.
 */
function pageIdsQuery(scope: HubScope, options: ListOptions, offset: number, total: number): { sql: string; params: unknown[] } {
  const order = orderBy(options.sort, SORT_COLUMNS, 'b.id');
  const { column, direction } = sortKey(options.sort);
  const params: unknown[] = [];
  const limits = (): string => {
    params.push(options.pageSize, offset);
    return `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  };
  if (total <= FEW_MATCHES) {
    // Rather than walk the list order hoping to meet them soon: a planner misjudging a selective filter (a name
    // search) walks most of the table that way.
    const { where } = orderFilter(scope, options, params);
    const sql = `WITH matches AS MATERIALIZED (SELECT b.id, ${column} AS sort_key FROM bookings b WHERE ${where})
      SELECT id FROM matches ORDER BY sort_key ${direction}, id ${direction} ${limits()}`;
    return { sql, params };
  }
  if (scope.kind === 'hubs' && scope.hubIds.length > 1 && scope.hubIds.length <= MERGED_HUBS && !options.hubId) {
    const branches = scope.hubIds.map((hub) => {
      const { where } = orderFilter({ kind: 'hubs', hubIds: [hub] }, options, params);
      params.push(offset + options.pageSize);
      return `(SELECT b.id, ${column} AS sort_key FROM bookings b WHERE ${where} ${order} LIMIT $${params.length})`;
    });
    return { sql: `SELECT id FROM (${branches.join(' UNION ALL ')}) hub_pages ORDER BY sort_key ${direction}, id ${direction} ${limits()}`, params };
  }
  const { where } = orderFilter(scope, options, params);
  return { sql: `SELECT b.id FROM bookings b WHERE ${where} ${order} ${limits()}`, params };
}

export async function listBackOfficeOrders(db: Queryable, scope: HubScope, options: ListOptions): Promise<{ rows: BackOfficeOrderRow[]; total: number; capped: boolean }> {
  const { where, params } = orderFilter(scope, options);
  const offset = (options.page - 1) * options.pageSize;
  // Counting every match of a wide filter reads the whole table: the count stops one row past the cap (or past the
  // page asked for), which says "more" without reading the rest.
  const countUpTo = Math.max(ORDER_COUNT_CAP, offset + options.pageSize);
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (SELECT 1 FROM bookings b WHERE ${where} LIMIT $${params.length + 1}) x`, [
    ...params,
    countUpTo + 1,
  ]);
  const counted = count.rows[0]?.total ?? 0;
  const capped = counted > countUpTo;
  const total = Math.min(counted, countUpTo);
  if (total === 0 || offset >= total) return { rows: [], total, capped };
  // The page's ids first, then the joins and per-order subqueries for those rows only: with an OFFSET they
  // would otherwise be built for every skipped row too.
  const ids = pageIdsQuery(scope, options, offset, capped ? Infinity : total);
  const { rows } = await db.query<OrderRow>(
    `${SELECT_ORDER} WHERE b.id = ANY(ARRAY(${ids.sql})) ${orderBy(options.sort, SORT_COLUMNS, 'b.id')}`,
    ids.params,
  );
  return { rows: rows.map((row) => ({ ...toSummary(row), name: row.name, mobile: row.mobile, priority: row.priority })), total, capped };
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
  // Last, so the columns before keep their places in existing sheets.
  { key: 'priority', header: 'Priority' },
];

/** The export's SELECT: the list's filters and sort without LIMIT, one row per order, no per-row subqueries. */
export function orderExportSql(scope: HubScope, filters: BackOfficeOrderFilters, sort: SortValue<BackOfficeOrderSort>): { sql: string; params: unknown[] } {
  const { where, params } = orderFilter(scope, filters);
  const sql = `
    SELECT CASE b.kind WHEN 'booking' THEN 'BK-' WHEN 'purchase' THEN 'OD-' ELSE 'UG-' END || lpad(b.id::text, 6, '0') AS reference,
           b.created_at, b.kind, b.state,
           order_payment(b.state, b.paid_at) AS payment,
           p.name AS model, b.colour, b.name, b.mobile, b.email, st.name AS order_state, c.name AS order_city, s.name AS hub,
           b.price, b.amount, b.paid_at, b.chassis, b.trade_in_chassis, b.valuation, b.final_valuation,
           CASE WHEN b.special_code_id IS NOT NULL THEN 'yes' ELSE 'no' END AS priority
    FROM bookings b
    JOIN products p ON p.id = b.model_id
    JOIN service_centres s ON s.id = b.dealer_id
    JOIN states st ON st.id = b.state_id
    JOIN cities c ON c.id = b.city_id
    WHERE ${where}
    ${orderBy(sort, SORT_COLUMNS, 'b.id')}`;
  return { sql, params };
}

/** True when the order exists within the scope: the one gate of the detail and every action. */
export async function orderInScope(db: Queryable, scope: HubScope, id: number): Promise<boolean> {
  const params: unknown[] = [id];
  const { rows } = await db.query(`SELECT 1 FROM bookings b WHERE b.id = $1 AND ${scopeCondition(scope, 'b.dealer_id', params)}`, params);
  return rows.length > 0;
}

/** The label of the invitation (special-access code) the order was booked with: a priority order; null otherwise. */
export async function findInvitation(db: Queryable, orderId: number): Promise<string | null> {
  const { rows } = await db.query<{ label: string }>(
    'SELECT c.label FROM bookings b JOIN special_access_codes c ON c.id = b.special_code_id WHERE b.id = $1',
    [orderId],
  );
  return rows[0]?.label ?? null;
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

export async function findCustomerAccount(db: Queryable, userId: number): Promise<{ id: number; name: string; mobile: string; email: string | null } | null> {
  const { rows } = await db.query<{ id: number; name: string; mobile: string; email: string | null }>('SELECT id, name, mobile, email FROM users WHERE id = $1', [userId]);
  return rows[0] ?? null;
}

/** The hubs (service centres) of the scope, for the lists' hub filter: every hub for an admin, a dealer's own otherwise. */
export async function listHubsInScope(db: Queryable, scope: HubScope): Promise<ServiceCentre[]> {
  const params: unknown[] = [];
  const { rows } = await db.query<ServiceCentre>(
    `SELECT s.id, s.name, s.address, s.state_id, s.city_id, s.pincode, s.phone, s.lat, s.lng
     FROM service_centres s WHERE ${scopeCondition(scope, 's.id', params)} ORDER BY s.state_id, s.city_id, s.name`,
    params,
  );
  return rows;
}
