// The back-office dashboard's figures, each computed by the database over a date range (India's calendar days)
// and the caller's hub scope; Node only reshapes the few aggregate rows. Orders are bookings rows (their hub is
// dealer_id); notify and contact requests have a city and no hub, so they count for the hubs of their city. The
// order figures come from dashboard_daily and the response times from first_action_at (both kept by the
// triggers of migration 013), so no query reads the orders or the events of a whole range. The enquiry figures
// (conversion and response times) still read every enquiry of the range, so service.ts caches them per range and
// scope and refreshes them behind the scenes when the enquiries change (dashboard_enquiry_version, migration 020).
// SQL only.
import type { Dashboard } from '@contract/back-office-dashboard.js';
import { scopeCondition, type HubScope } from '../../platform/auth/hub-scope.js';
import type { Queryable } from '../../platform/db/index.js';

export type DashboardFilter = { from: string; to: string; hubId?: number; scope: HubScope };

const TZ = 'Asia/Kolkata';

/** The range on `column` (a timestamptz written in this file): from the start of `from` to the end of `to`, India time. */
function range(filter: DashboardFilter, column: string, params: unknown[]): string {
  params.push(filter.from, filter.to);
  const from = `$${params.length - 1}::date`;
  const to = `$${params.length}::date`;
  return `${column} >= (${from})::timestamp AT TIME ZONE '${TZ}' AND ${column} < (${to} + 1)::timestamp AT TIME ZONE '${TZ}'`;
}

/** The caller's scope and the chosen hub on `hubColumn` (written in this file, never input); pushes the parameters. */
function hubs(filter: DashboardFilter, hubColumn: string, params: unknown[]): string {
  const parts = [scopeCondition(filter.scope, hubColumn, params)];
  if (filter.hubId !== undefined) {
    params.push(filter.hubId);
    parts.push(`${hubColumn} = $${params.length}`);
  }
  return parts.join(' AND ');
}

function rangeAndHub(filter: DashboardFilter, column: string, hubColumn: string, params: unknown[]): string {
  return `${range(filter, column, params)} AND ${hubs(filter, hubColumn, params)}`;
}

/** For records with a city and no hub: in scope when a hub of the scope (or the chosen hub) is in their city. */
function rangeAndCity(filter: DashboardFilter, column: string, cityColumn: string, params: unknown[]): string {
  const inRange = range(filter, column, params);
  if (filter.scope.kind === 'all' && filter.hubId === undefined) return inRange;
  return `${inRange} AND ${cityColumn} IN (SELECT sc.city_id FROM service_centres sc WHERE ${hubs(filter, 'sc.id', params)})`;
}

/** The hubs in the caller's scope, by name. */
export async function dashboardHubs(db: Queryable, scope: HubScope): Promise<Dashboard['hubs']> {
  const params: unknown[] = [];
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT sc.id, sc.name FROM service_centres sc WHERE ${scopeCondition(scope, 'sc.id', params)} ORDER BY sc.name, sc.id`,
    params,
  );
  return rows;
}

/** The days of the range on dashboard_daily d (India days already), with the hub condition. */
function daysAndHub(filter: DashboardFilter, params: unknown[]): string {
  params.push(filter.from, filter.to);
  return `d.day BETWEEN $${params.length - 1}::date AND $${params.length}::date AND ${hubs(filter, 'd.hub_id', params)}`;
}

export async function daily(db: Queryable, filter: DashboardFilter): Promise<Dashboard['daily']> {
  const params: unknown[] = [filter.from, filter.to];
  const where = daysAndHub(filter, params);
  const { rows } = await db.query<{ day: string; orders: number; revenue: string }>(
    `WITH sums AS (SELECT d.day, sum(d.orders) AS orders, sum(d.revenue) AS revenue FROM dashboard_daily d WHERE ${where} GROUP BY d.day)
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day, COALESCE(sums.orders, 0)::int AS orders, COALESCE(sums.revenue, 0)::bigint AS revenue
       FROM generate_series($1::date, $2::date, interval '1 day') AS days (day)
       LEFT JOIN sums ON sums.day = days.day::date
      ORDER BY days.day`,
    params,
  );
  return rows.map((row) => ({ day: row.day, orders: row.orders, revenue: Number(row.revenue) }));
}

type GroupRow = {
  model_id: string | null;
  model_name: string | null;
  state_id: string | null;
  state_name: string | null;
  orders: number;
  paid: number;
  delivered: number;
  cancelled: number;
  cancelled_amount: string;
  refunds: number;
  refunded_amount: string;
};

/** One pass over the range's daily figures, grouped three ways: by model, by state and in total. */
export async function orderGroups(db: Queryable, filter: DashboardFilter) {
  const params: unknown[] = [];
  const where = daysAndHub(filter, params);
  const { rows } = await db.query<GroupRow>(
    `SELECT g.model_id, p.name AS model_name, g.state_id, s.name AS state_name, g.orders, g.paid, g.delivered,
            g.cancelled, g.cancelled_amount, g.refunds, g.refunded_amount
       FROM (SELECT d.model_id, d.state_id, sum(d.orders)::int AS orders, sum(d.paid)::int AS paid, sum(d.delivered)::int AS delivered,
                    sum(d.cancelled)::int AS cancelled, sum(d.cancelled_amount)::bigint AS cancelled_amount,
                    sum(d.refunds)::int AS refunds, sum(d.refunded_amount)::bigint AS refunded_amount
               FROM dashboard_daily d WHERE ${where}
              GROUP BY GROUPING SETS ((d.model_id), (d.state_id), ())) g
       LEFT JOIN products p ON p.id = g.model_id
       LEFT JOIN states s ON s.id = g.state_id
      ORDER BY g.orders DESC, g.model_id, g.state_id`,
    params,
  );
  const total = rows.find((row) => row.model_id === null && row.state_id === null);
  const withOrders = rows.filter((row) => row.orders > 0);
  return {
    byModel: withOrders.filter((row) => row.model_id !== null).map((row) => ({ id: row.model_id ?? '', name: row.model_name ?? row.model_id ?? '', orders: row.orders })),
    byState: withOrders.filter((row) => row.state_id !== null).map((row) => ({ id: row.state_id ?? '', name: row.state_name ?? row.state_id ?? '', orders: row.orders })),
    orders: total?.orders ?? 0,
    paid: total?.paid ?? 0,
    delivered: total?.delivered ?? 0,
    cancellations: { count: total?.cancelled ?? 0, amount: Number(total?.cancelled_amount ?? 0) },
    refunds: { count: total?.refunds ?? 0, amount: Number(total?.refunded_amount ?? 0) },
  };
}

/**
 * Test riders (by mobile) of the range, and how many of them ordered after a ride of the range, at any hub
 * (test_rides.ordered_at, kept by the triggers of migration 013).
 */
async function conversion(db: Queryable, filter: DashboardFilter) {
  const params: unknown[] = [];
  const rides = rangeAndHub(filter, 't.created_at', 't.dealer_id', params);
  const { rows } = await db.query<{ riders: number; ordered: number }>(
    // One hashed group per rider rather than count(DISTINCT …) twice (two sorts of every mobile): about a quarter less time.
    `SELECT count(*)::int AS riders, count(*) FILTER (WHERE r.ordered)::int AS ordered
       FROM (SELECT t.mobile, bool_or(t.ordered_at IS NOT NULL) AS ordered FROM test_rides t WHERE ${rides} GROUP BY t.mobile) r`,
    params,
  );
  return rows[0] ?? { riders: 0, ordered: 0 };
}

type ResponseRow = { hub_id: number | null; hub_name: string | null; enquiries: number; answered: number; p: (number | null)[] | null };

/** Per group: enquiries, those answered, and the median and 90th percentile of `minutes`, both from one sort. */
const PERCENTILES = `count(*)::int AS enquiries, count(minutes)::int AS answered,
  percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY minutes) AS p`;
/** Minutes from an enquiry's creation to its first action: date_part is double precision, where extract() is numeric and sorting numerics took 1.5 times as long. */
const minutesOf = (alias: string) => `date_part('epoch', ${alias}.first_action_at - ${alias}.created_at) / 60 AS minutes`;

/** Test rides per hub (grouped by the hub id alone; names joined to the ~30 groups after). */
async function rideResponseTimes(db: Queryable, filter: DashboardFilter): Promise<ResponseRow[]> {
  const params: unknown[] = [];
  const rides = rangeAndHub(filter, 't.created_at', 't.dealer_id', params);
  const { rows } = await db.query<ResponseRow>(
    `SELECT g.hub_id, sc.name AS hub_name, g.enquiries, g.answered, g.p
       FROM (SELECT hub_id, ${PERCENTILES} FROM (SELECT t.dealer_id AS hub_id, ${minutesOf('t')} FROM test_rides t WHERE ${rides}) l GROUP BY hub_id) g
       LEFT JOIN service_centres sc ON sc.id = g.hub_id
      ORDER BY sc.name`,
    params,
  );
  return rows;
}

/** Notify and contact requests (no hub) in one row; none when there are none. */
async function requestResponseTimes(db: Queryable, filter: DashboardFilter): Promise<ResponseRow[]> {
  const params: unknown[] = [];
  const notify = rangeAndCity(filter, 'n.created_at', 'n.city_id', params);
  const contact = rangeAndCity(filter, 'c.created_at', 'c.city_id', params);
  const { rows } = await db.query<ResponseRow>(
    `SELECT NULL::int AS hub_id, NULL::text AS hub_name, ${PERCENTILES}
       FROM (SELECT ${minutesOf('n')} FROM notify_requests n WHERE ${notify}
             UNION ALL SELECT ${minutesOf('c')} FROM contact_messages c WHERE ${contact}) l
     HAVING count(*) > 0`,
    params,
  );
  return rows;
}

/**
 * Enquiries per hub (notify and contact requests, which have no hub, in one row, last) and the minutes from each
 * one's creation to its first back-office action: median and 90th percentile. Two queries side by side on the pool,
 * so a year's ~300,000 enquiries are sorted on two cores.
 */
async function responseTimes(db: Queryable, filter: DashboardFilter): Promise<Dashboard['responseTimes']> {
  const [rides, requests] = await Promise.all([rideResponseTimes(db, filter), requestResponseTimes(db, filter)]);
  const round = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
  return [...rides, ...requests].map((row) => ({
    hubId: row.hub_id,
    hubName: row.hub_name,
    enquiries: row.enquiries,
    answered: row.answered,
    medianMinutes: round(row.p?.[0]),
    p90Minutes: round(row.p?.[1]),
  }));
}

export type EnquiryFigures = { riders: { riders: number; ordered: number }; response: Dashboard['responseTimes'] };

/** The enquiry figures read straight from the tables, uncached. */
export async function enquiryFiguresDirect(db: Queryable, filter: DashboardFilter): Promise<EnquiryFigures> {
  const [riders, response] = await Promise.all([conversion(db, filter), responseTimes(db, filter)]);
  return { riders, response };
}

/** The version of the enquiries, bumped in the transaction of every change (migration 020). */
export async function enquiryVersion(db: Queryable): Promise<bigint> {
  const { rows } = await db.query<{ version: string }>('SELECT version::text AS version FROM dashboard_enquiry_version');
  return BigInt(rows[0]?.version ?? 0);
}
