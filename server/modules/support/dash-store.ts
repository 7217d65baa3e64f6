// The service dashboard: every service centre (the getservicecenter list) with its load and speed, and one hub's
// open items. Counts come from the tables that own them; NPS from a feedback table when one exists. A read model:
// it reads other modules' tables in one query and never writes them (docs/architecture.md, "one owning module").
import type { HubLoad, HubOpenItem, ServiceDashSort } from '@contract/support.js';
import { enquiryReference } from '@contract/enquiry-rules.js';
import { supportReference, type SUPPORT_TOPICS } from '@contract/support-rules.js';
import type { SortValue } from '@contract/common.js';
import { DELIVERY_DUE_STATES, type OrderKind } from '@contract/order-lifecycle.js';
import type { Queryable } from '../../platform/db/index.js';
import { orderBy, sqlStates } from '../../platform/db/sql.js';
import { orderReference } from '@contract/order-reference.js';

/** Test rides whose response time counts: requested in this many days before now. */
export const LEAD_WINDOW_DAYS = 90;

const OPEN_TEST_RIDE = `status IN ('requested', 'confirmed')`;
const DELIVERY_DUE = `state IN (${sqlStates(DELIVERY_DUE_STATES)})`;
const OPEN_TICKET = `status IN ('open', 'pending')`;

const SORT_COLUMNS: Record<ServiceDashSort, string> = {
  name: 'sc.name',
  test_rides: 'open_test_rides',
  deliveries: 'deliveries_due',
  tickets: 'open_tickets',
  response: 'lead_response_minutes',
  nps: 'nps',
};

/** NPS per hub from the feedback answers (migration 017): promoters (9–10) minus detractors (0–6), in percent. */
const HUB_NPS_SQL = `SELECT hub_id, round(100.0 * (count(*) FILTER (WHERE nps >= 9) - count(*) FILTER (WHERE nps <= 6)) / count(*))::int AS nps
            FROM feedback GROUP BY hub_id`;

function loadSql(where: string, order: string): string {
  return `
    WITH rides AS (SELECT dealer_id AS hub_id, count(*)::int AS n FROM test_rides WHERE ${OPEN_TEST_RIDE} GROUP BY dealer_id),
         due AS (SELECT dealer_id AS hub_id, count(*)::int AS n FROM bookings WHERE ${DELIVERY_DUE} GROUP BY dealer_id),
         tickets AS (SELECT hub_id, count(*)::int AS n FROM support_tickets WHERE ${OPEN_TICKET} AND hub_id IS NOT NULL GROUP BY hub_id),
         response AS (
           SELECT r.dealer_id AS hub_id, round(avg(extract(epoch FROM (f.at - r.created_at)) / 60))::int AS minutes
             FROM test_rides r
             JOIN LATERAL (SELECT min(e.created_at) AS at FROM record_events e
                            WHERE e.subject = 'test_ride' AND e.subject_id = r.id AND e.kind <> 'created'
                              AND e.actor_role IN ('admin', 'dealer', 'callcentre') AND e.created_at >= r.created_at) f ON f.at IS NOT NULL
            WHERE r.created_at >= $1::timestamptz - make_interval(days => ${LEAD_WINDOW_DAYS})
            GROUP BY r.dealer_id),
         nps AS (${HUB_NPS_SQL})
    SELECT sc.id, sc.name, c.name AS city, COALESCE(rides.n, 0) AS open_test_rides, COALESCE(due.n, 0) AS deliveries_due,
           COALESCE(tickets.n, 0) AS open_tickets, response.minutes AS lead_response_minutes, nps.nps
      FROM service_centres sc JOIN cities c ON c.id = sc.city_id
      LEFT JOIN rides ON rides.hub_id = sc.id LEFT JOIN due ON due.hub_id = sc.id LEFT JOIN tickets ON tickets.hub_id = sc.id
      LEFT JOIN response ON response.hub_id = sc.id LEFT JOIN nps ON nps.hub_id = sc.id
     ${where} ${order}`;
}

export async function listHubLoads(db: Queryable, sort: SortValue<ServiceDashSort>, now: Date): Promise<HubLoad[]> {
  // NULLS LAST whatever the direction: a hub with no answer yet is never the best or the worst.
  const order = orderBy(sort, SORT_COLUMNS, 'sc.id').replace(/ (ASC|DESC),/, ' $1 NULLS LAST,');
  const { rows } = await db.query<HubLoad>(loadSql('', order), [now]);
  return rows;
}

export async function findHubLoad(db: Queryable, hubId: number, now: Date): Promise<HubLoad | null> {
  const { rows } = await db.query<HubLoad>(loadSql('WHERE sc.id = $2', ''), [now, hubId]);
  return rows[0] ?? null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const ITEMS_MAX = 50;

/** A hub's open items, oldest first (the ones waiting longest): test rides, deliveries due, open tickets. */
export async function hubOpenItems(db: Queryable, hubId: number): Promise<{ testRides: HubOpenItem[]; deliveries: HubOpenItem[]; tickets: HubOpenItem[] }> {
  const rides = await db.query<{ id: number; name: string; preferred_date: string; status: string; created_at: Date | string }>(
    `SELECT id, name, preferred_date::text, status, created_at FROM test_rides WHERE dealer_id = $1 AND ${OPEN_TEST_RIDE}
      ORDER BY created_at, id LIMIT ${ITEMS_MAX}`,
    [hubId],
  );
  const due = await db.query<{ id: number; kind: OrderKind; name: string; model: string; state: string; created_at: Date | string }>(
    `SELECT b.id, b.kind, b.name, p.name AS model, b.state, b.created_at FROM bookings b JOIN products p ON p.id = b.model_id
      WHERE b.dealer_id = $1 AND b.${DELIVERY_DUE} ORDER BY b.created_at, b.id LIMIT ${ITEMS_MAX}`,
    [hubId],
  );
  const tickets = await db.query<{ id: number; name: string; topic: (typeof SUPPORT_TOPICS)[number]; status: string; created_at: Date | string }>(
    `SELECT id, name, topic, status, created_at FROM support_tickets WHERE hub_id = $1 AND ${OPEN_TICKET} ORDER BY created_at, id LIMIT ${ITEMS_MAX}`,
    [hubId],
  );
  return {
    testRides: rides.rows.map((r) => ({ id: r.id, reference: enquiryReference('ride', r.id), label: `${r.name}, ride on ${r.preferred_date}`, status: r.status, created_at: iso(r.created_at) })),
    deliveries: due.rows.map((r) => ({ id: r.id, reference: orderReference(r.kind, r.id), label: `${r.name}, ${r.model}`, status: r.state, created_at: iso(r.created_at) })),
    tickets: tickets.rows.map((r) => ({ id: r.id, reference: supportReference(r.id), label: `${r.name}, ${r.topic}`, status: r.status, created_at: iso(r.created_at) })),
  };
}
