// The back-office dashboard's figures, each computed by the database over a date range (India's calendar days)
// and the caller's hub scope; Node only reshapes the few aggregate rows. Orders are bookings rows (their hub is
// dealer_id); notify and contact requests have a city and no hub, so they count for the hubs of their city.
import type { Dashboard, FunnelStep } from '@contract/back-office-dashboard.js';
import { scopeCondition, type HubScope } from '../back-office/hub-scope.js';
import type { Queryable } from '../db/index.js';

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

type Figures = Omit<Dashboard, 'from' | 'to' | 'hubId' | 'hubs'>;

/** The hubs in the caller's scope, by name. */
export async function dashboardHubs(db: Queryable, scope: HubScope): Promise<Dashboard['hubs']> {
  const params: unknown[] = [];
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT sc.id, sc.name FROM service_centres sc WHERE ${scopeCondition(scope, 'sc.id', params)} ORDER BY sc.name, sc.id`,
    params,
  );
  return rows;
}

async function daily(db: Queryable, filter: DashboardFilter): Promise<Dashboard['daily']> {
  const params: unknown[] = [filter.from, filter.to];
  const created = rangeAndHub(filter, 'b.created_at', 'b.dealer_id', params);
  const paid = rangeAndHub(filter, 'b.paid_at', 'b.dealer_id', params);
  const { rows } = await db.query<{ day: string; orders: number; revenue: string }>(
    `WITH days AS (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day),
          o AS (SELECT (b.created_at AT TIME ZONE '${TZ}')::date AS day, count(*) AS n FROM bookings b WHERE ${created} GROUP BY 1),
          r AS (SELECT (b.paid_at AT TIME ZONE '${TZ}')::date AS day, sum(b.amount) AS s FROM bookings b
                 WHERE b.paid_at IS NOT NULL AND ${paid} GROUP BY 1)
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day, COALESCE(o.n, 0)::int AS orders, COALESCE(r.s, 0)::bigint AS revenue
       FROM days LEFT JOIN o ON o.day = days.day LEFT JOIN r ON r.day = days.day
      ORDER BY days.day`,
    params,
  );
  return rows.map((row) => ({ day: row.day, orders: row.orders, revenue: Number(row.revenue) }));
}

type GroupRow = { model_id: string | null; model_name: string | null; state_id: string | null; state_name: string | null; orders: number; paid: number; delivered: number };

/** One scan of the range's orders, grouped three ways: by model, by state and in total (the funnel's order steps). */
async function orderGroups(db: Queryable, filter: DashboardFilter) {
  const params: unknown[] = [];
  const where = rangeAndHub(filter, 'b.created_at', 'b.dealer_id', params);
  const { rows } = await db.query<GroupRow>(
    `SELECT g.model_id, p.name AS model_name, g.state_id, s.name AS state_name, g.orders, g.paid, g.delivered
       FROM (SELECT b.model_id, b.state_id, count(*)::int AS orders, count(b.paid_at)::int AS paid,
                    (count(*) FILTER (WHERE b.state = 'delivered'))::int AS delivered
               FROM bookings b WHERE ${where}
              GROUP BY GROUPING SETS ((b.model_id), (b.state_id), ())) g
       LEFT JOIN products p ON p.id = g.model_id
       LEFT JOIN states s ON s.id = g.state_id
      ORDER BY g.orders DESC, g.model_id, g.state_id`,
    params,
  );
  const total = rows.find((row) => row.model_id === null && row.state_id === null);
  return {
    byModel: rows.filter((row) => row.model_id !== null).map((row) => ({ id: row.model_id ?? '', name: row.model_name ?? row.model_id ?? '', orders: row.orders })),
    byState: rows.filter((row) => row.state_id !== null).map((row) => ({ id: row.state_id ?? '', name: row.state_name ?? row.state_id ?? '', orders: row.orders })),
    orders: total?.orders ?? 0,
    paid: total?.paid ?? 0,
    delivered: total?.delivered ?? 0,
  };
}

async function enquiries(db: Queryable, filter: DashboardFilter) {
  const params: unknown[] = [];
  const rides = rangeAndHub(filter, 't.created_at', 't.dealer_id', params);
  const notify = rangeAndCity(filter, 'n.created_at', 'n.city_id', params);
  const contact = rangeAndCity(filter, 'c.created_at', 'c.city_id', params);
  // A rider converted when an order in scope with the same mobile was created after their first ride request.
  const scopeOfOrder = hubs(filter, 'b.dealer_id', params);
  const { rows } = await db.query<{ test_rides: number; notify: number; contact: number; riders: number; ordered: number }>(
    `WITH rides AS (SELECT t.mobile, t.created_at FROM test_rides t WHERE ${rides}),
          riders AS (SELECT mobile, min(created_at) AS first_at FROM rides GROUP BY mobile)
     SELECT (SELECT count(*) FROM rides)::int AS test_rides,
            (SELECT count(*) FROM notify_requests n WHERE ${notify})::int AS notify,
            (SELECT count(*) FROM contact_messages c WHERE ${contact})::int AS contact,
            (SELECT count(*) FROM riders)::int AS riders,
            (SELECT count(*) FROM riders r WHERE EXISTS (
               SELECT 1 FROM bookings b WHERE b.mobile = r.mobile AND b.created_at >= r.first_at AND ${scopeOfOrder}))::int AS ordered`,
    params,
  );
  const [row] = rows;
  return row ?? { test_rides: 0, notify: 0, contact: 0, riders: 0, ordered: 0 };
}

async function cancellationsAndRefunds(db: Queryable, filter: DashboardFilter) {
  const params: unknown[] = [];
  const cancelled = rangeAndHub(filter, 'e.created_at', 'b.dealer_id', params);
  const refunded = rangeAndHub(filter, 'r.created_at', 'b.dealer_id', params);
  const { rows } = await db.query<{ cancelled: number; cancelled_amount: string; refunds: number; refunded_amount: string }>(
    `SELECT c.n AS cancelled, c.amount AS cancelled_amount, f.n AS refunds, f.amount AS refunded_amount
       FROM (SELECT count(*)::int AS n, COALESCE(sum(b.amount), 0)::bigint AS amount
               FROM order_events e JOIN bookings b ON b.id = e.order_id
              WHERE e.to_state = 'cancelled' AND ${cancelled}) c,
            (SELECT count(*)::int AS n, COALESCE(sum(r.amount), 0)::bigint AS amount
               FROM payment_refunds r JOIN bookings b ON b.id = r.order_id
              WHERE r.order_id IS NOT NULL AND r.status <> 'failed' AND ${refunded}) f`,
    params,
  );
  const [row] = rows;
  return {
    cancellations: { count: row?.cancelled ?? 0, amount: Number(row?.cancelled_amount ?? 0) },
    refunds: { count: row?.refunds ?? 0, amount: Number(row?.refunded_amount ?? 0) },
  };
}

type ResponseRow = { hub_id: number | null; hub_name: string | null; enquiries: number; answered: number; median: number | null; p90: number | null };

/** Minutes from each enquiry's creation to its first event written by an admin or a dealer, median and 90th percentile per hub. */
async function responseTimes(db: Queryable, filter: DashboardFilter): Promise<Dashboard['responseTimes']> {
  const params: unknown[] = [];
  const rides = rangeAndHub(filter, 't.created_at', 't.dealer_id', params);
  const notify = rangeAndCity(filter, 'n.created_at', 'n.city_id', params);
  const contact = rangeAndCity(filter, 'c.created_at', 'c.city_id', params);
  const { rows } = await db.query<ResponseRow>(
    `WITH leads AS (
       SELECT 'test_ride' AS subject, t.id, t.created_at, t.dealer_id AS hub_id FROM test_rides t WHERE ${rides}
       UNION ALL SELECT 'notify_request', n.id, n.created_at, NULL::int FROM notify_requests n WHERE ${notify}
       UNION ALL SELECT 'contact_message', c.id, c.created_at, NULL::int FROM contact_messages c WHERE ${contact}
     ), timed AS (
       SELECT l.hub_id, extract(epoch FROM f.first_at - l.created_at) / 60 AS minutes
         FROM leads l
         LEFT JOIN LATERAL (
           SELECT min(e.created_at) AS first_at FROM record_events e
            WHERE e.subject = l.subject AND e.subject_id = l.id AND e.actor_role IN ('admin', 'dealer')
         ) f ON TRUE
     )
     SELECT t.hub_id, sc.name AS hub_name, count(*)::int AS enquiries, count(t.minutes)::int AS answered,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY t.minutes) AS median,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY t.minutes) AS p90
       FROM timed t LEFT JOIN service_centres sc ON sc.id = t.hub_id
      GROUP BY t.hub_id, sc.name
      ORDER BY sc.name NULLS LAST`,
    params,
  );
  const round = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
  return rows.map((row) => ({
    hubId: row.hub_id,
    hubName: row.hub_name,
    enquiries: row.enquiries,
    answered: row.answered,
    medianMinutes: round(row.median),
    p90Minutes: round(row.p90),
  }));
}

/** Every figure of the dashboard; the queries run side by side on the pool. */
export async function dashboardFigures(db: Queryable, filter: DashboardFilter): Promise<Figures> {
  const [days, groups, leads, money, response] = await Promise.all([
    daily(db, filter),
    orderGroups(db, filter),
    enquiries(db, filter),
    cancellationsAndRefunds(db, filter),
    responseTimes(db, filter),
  ]);
  const funnel: { step: FunnelStep; count: number }[] = [
    { step: 'enquiry', count: leads.test_rides + leads.notify + leads.contact },
    { step: 'test_ride', count: leads.test_rides },
    { step: 'order', count: groups.orders },
    { step: 'paid', count: groups.paid },
    { step: 'delivered', count: groups.delivered },
  ];
  return {
    daily: days,
    byModel: groups.byModel,
    byState: groups.byState,
    funnel,
    testRideConversion: { riders: leads.riders, ordered: leads.ordered },
    ...money,
    responseTimes: response,
  };
}
