// Service visits in SQL (no side effects): the customer's delivered bikes, the visits, their timeline, the back
// office's scoped list, and the hubs' places per slot. The rules are in service.ts and contract/service-visit-rules.ts.
import { orderReference, type OrderKind } from '@contract/order-lifecycle.js';
import {
  customerCanChange,
  serviceVisitActionsFor,
  serviceVisitReference,
  type ServiceSlot,
  type ServiceType,
  type ServiceVisitState,
} from '@contract/service-visit-rules.js';
import type { BackOfficeServiceVisit, BackOfficeServiceVisitRow, HubSlots, ServiceVisit, ServiceVisitEvent } from '@contract/service-visits.js';
import { scopeCondition, type HubScope } from '../../platform/auth/hub-scope.js';
import type { Queryable } from '../../platform/db/index.js';

export type VisitActor = { userId: number | null; role: 'customer' | 'dealer' | 'admin' | 'system' };

/** A delivered bike of a customer: its order, model and delivery date (the day of its move to delivered). */
export type DeliveredBike = { orderId: number; reference: string; modelName: string; chassis: string | null; deliveredOn: string; completedPeriodic: number };

export async function deliveredBikesOf(db: Queryable, customerId: number, orderId: number | null = null): Promise<DeliveredBike[]> {
  const { rows } = await db.query<{ id: number; kind: OrderKind; model_name: string; chassis: string | null; delivered_on: string; completed: number }>(
    `SELECT b.id, b.kind, p.name AS model_name, b.chassis,
            to_char((COALESCE((SELECT max(e.created_at) FROM order_events e WHERE e.order_id = b.id AND e.to_state = 'delivered'), b.updated_at) AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS delivered_on,
            (SELECT count(*)::int FROM service_visits v WHERE v.order_id = b.id AND v.service_type = 'periodic' AND v.state = 'completed') AS completed
       FROM bookings b JOIN products p ON p.id = b.model_id
      WHERE b.customer_id = $1 AND b.state = 'delivered' AND ($2::int IS NULL OR b.id = $2)
      ORDER BY b.id DESC`,
    [customerId, orderId],
  );
  return rows.map((r) => ({
    orderId: r.id,
    reference: orderReference(r.kind, r.id),
    modelName: r.model_name,
    chassis: r.chassis,
    deliveredOn: r.delivered_on,
    completedPeriodic: r.completed,
  }));
}

type VisitRow = {
  id: number;
  order_id: number;
  customer_id: number;
  model_name: string;
  chassis: string | null;
  service_type: ServiceType;
  hub_id: number;
  hub_name: string;
  hub_address: string;
  hub_phone: string;
  date: string;
  slot: ServiceSlot;
  state: ServiceVisitState;
  note: string | null;
  odometer_km: number | null;
  work_notes: string | null;
  parts: { name: string; quantity: number }[];
  created_at: Date;
  customer_name: string;
  customer_mobile: string;
};

const VISIT_SELECT = `
  SELECT v.id, v.order_id, v.customer_id, p.name AS model_name, b.chassis, v.service_type, v.hub_id, s.name AS hub_name,
         s.address AS hub_address, s.phone AS hub_phone, to_char(v.visit_date, 'YYYY-MM-DD') AS date, v.slot, v.state, v.note,
         v.odometer_km, v.work_notes, v.parts, v.created_at, u.name AS customer_name, u.mobile AS customer_mobile
    FROM service_visits v
    JOIN bookings b ON b.id = v.order_id
    JOIN products p ON p.id = b.model_id
    JOIN service_centres s ON s.id = v.hub_id
    JOIN users u ON u.id = v.customer_id`;

export type VisitRecord = { customerId: number; row: BackOfficeServiceVisitRow; state: ServiceVisitState; hubId: number };

function rowOf(r: VisitRow, now: Date): BackOfficeServiceVisitRow {
  return {
    id: r.id,
    reference: serviceVisitReference(r.id),
    order_id: r.order_id,
    model_name: r.model_name,
    chassis: r.chassis,
    service_type: r.service_type,
    hub: { id: r.hub_id, name: r.hub_name, address: r.hub_address, phone: r.hub_phone },
    date: r.date,
    slot: r.slot,
    state: r.state,
    note: r.note,
    odometer_km: r.odometer_km,
    work_notes: r.work_notes,
    parts: r.parts,
    can_change: customerCanChange({ state: r.state, date: r.date, slot: r.slot }, now),
    created_at: r.created_at.toISOString(),
    customer: { name: r.customer_name, mobile: r.customer_mobile },
  };
}

export async function findVisit(db: Queryable, id: number, now: Date): Promise<VisitRecord | null> {
  const { rows } = await db.query<VisitRow>(`${VISIT_SELECT} WHERE v.id = $1`, [id]);
  const r = rows[0];
  return r ? { customerId: r.customer_id, row: rowOf(r, now), state: r.state, hubId: r.hub_id } : null;
}

/** The visit locked for a change (FOR UPDATE), or null. */
export async function lockVisit(tx: Queryable, id: number): Promise<{ state: ServiceVisitState; hubId: number; customerId: number; date: string; slot: string } | null> {
  const { rows } = await tx.query<{ state: ServiceVisitState; hub_id: number; customer_id: number; date: string; slot: string }>(
    `SELECT state, hub_id, customer_id, to_char(visit_date, 'YYYY-MM-DD') AS date, slot FROM service_visits WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const r = rows[0];
  return r ? { state: r.state, hubId: r.hub_id, customerId: r.customer_id, date: r.date, slot: r.slot } : null;
}

export async function listEvents(db: Queryable, visitIds: number[]): Promise<Map<number, ServiceVisitEvent[]>> {
  const { rows } = await db.query<{ visit_id: number; id: number; kind: 'state' | 'reschedule'; from_state: ServiceVisitState | null; to_state: ServiceVisitState | null; text: string; note: string | null; actor_role: VisitActor['role']; created_at: Date }>(
    `SELECT visit_id, id, kind, from_state, to_state, text, note, actor_role, created_at FROM service_visit_events
      WHERE visit_id = ANY($1::int[]) ORDER BY created_at, id`,
    [visitIds],
  );
  const byVisit = new Map<number, ServiceVisitEvent[]>();
  for (const r of rows) {
    const list = byVisit.get(r.visit_id) ?? [];
    list.push({ id: r.id, kind: r.kind, from: r.from_state, to: r.to_state, text: r.text, note: r.note, actor_role: r.actor_role, at: r.created_at.toISOString() });
    byVisit.set(r.visit_id, list);
  }
  return byVisit;
}

/** The customer's visits, newest slot first, with their timelines (the customer's own shape: no contact block). */
export async function visitsOfCustomer(db: Queryable, customerId: number, now: Date): Promise<ServiceVisit[]> {
  const { rows } = await db.query<VisitRow>(`${VISIT_SELECT} WHERE v.customer_id = $1 ORDER BY v.visit_date DESC, v.slot DESC, v.id DESC`, [customerId]);
  const events = await listEvents(db, rows.map((r) => r.id));
  return rows.map((r) => customerView(rowOf(r, now), events.get(r.id) ?? []));
}

export function customerView(row: BackOfficeServiceVisitRow, events: ServiceVisitEvent[]): ServiceVisit {
  const { customer: _customer, ...visit } = row;
  return { ...visit, events };
}

export function backOfficeView(record: VisitRecord, events: ServiceVisitEvent[]): BackOfficeServiceVisit {
  return { ...record.row, events, actions: serviceVisitActionsFor(record.state) };
}

export type NewVisit = {
  orderId: number;
  customerId: number;
  hubId: number;
  serviceType: ServiceType;
  date: string;
  slot: string;
  note: string | null;
  odometerKm: number | null;
};

export async function insertVisit(tx: Queryable, visit: NewVisit, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO service_visits (order_id, customer_id, hub_id, service_type, visit_date, slot, note, odometer_km, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $9) RETURNING id`,
    [visit.orderId, visit.customerId, visit.hubId, visit.serviceType, visit.date, visit.slot, visit.note, visit.odometerKm, now],
  );
  return rows[0]!.id;
}

export type VisitChange = {
  state?: ServiceVisitState;
  date?: string;
  slot?: string;
  workNotes?: string;
  parts?: { name: string; quantity: number }[];
  odometerKm?: number;
};

export async function updateVisit(tx: Queryable, id: number, change: VisitChange, now: Date): Promise<void> {
  await tx.query(
    `UPDATE service_visits SET state = COALESCE($2, state), visit_date = COALESCE($3::date, visit_date), slot = COALESCE($4, slot),
            work_notes = COALESCE($5, work_notes), parts = COALESCE($6::jsonb, parts), odometer_km = COALESCE($7, odometer_km), updated_at = $8
      WHERE id = $1`,
    [id, change.state ?? null, change.date ?? null, change.slot ?? null, change.workNotes ?? null, change.parts ? JSON.stringify(change.parts) : null, change.odometerKm ?? null, now],
  );
}

export async function insertVisitEvent(
  tx: Queryable,
  visitId: number,
  event: { kind: 'state' | 'reschedule'; from: ServiceVisitState | null; to: ServiceVisitState | null; text: string; note: string | null },
  actor: VisitActor,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO service_visit_events (visit_id, kind, from_state, to_state, actor_id, actor_role, note, text, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [visitId, event.kind, event.from, event.to, actor.userId, actor.role, event.note, event.text, now],
  );
}

/** Whether the visit is at one of the scope's hubs (another hub's visit is the same 404 as a missing one). */
export async function visitInScope(db: Queryable, scope: HubScope, id: number): Promise<boolean> {
  const params: unknown[] = [id];
  const { rows } = await db.query(`SELECT 1 FROM service_visits v WHERE v.id = $1 AND ${scopeCondition(scope, 'v.hub_id', params)}`, params);
  return rows.length > 0;
}

/** One page of the scope's visits: soonest slot first among open ones, then the rest newest first. */
export async function listBackOfficeVisits(
  db: Queryable,
  scope: HubScope,
  filter: { state?: ServiceVisitState; stateId?: string; cityId?: string; hub?: number; page: number; pageSize: number },
  now: Date,
): Promise<{ rows: BackOfficeServiceVisitRow[]; total: number }> {
  const params: unknown[] = [];
  // The place filters narrow the scope, never widen it: a dealer's hub filter on another's hub finds nothing.
  const where = [scopeCondition(scope, 'v.hub_id', params)];
  const add = (value: unknown, sql: (p: string) => string) => {
    if (value === undefined) return;
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  add(filter.state, (p) => `v.state = ${p}`);
  add(filter.hub, (p) => `v.hub_id = ${p}::int`);
  add(filter.stateId, (p) => `s.state_id = ${p}`);
  add(filter.cityId, (p) => `s.city_id = ${p}`);
  const condition = where.join(' AND ');
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM service_visits v JOIN service_centres s ON s.id = v.hub_id WHERE ${condition}`,
    params,
  );
  params.push(filter.pageSize, (filter.page - 1) * filter.pageSize);
  const { rows } = await db.query<VisitRow>(
    `${VISIT_SELECT} WHERE ${condition}
      ORDER BY (v.state IN ('requested', 'confirmed')) DESC,
               CASE WHEN v.state IN ('requested', 'confirmed') THEN v.visit_date END ASC,
               CASE WHEN v.state IN ('requested', 'confirmed') THEN v.slot END ASC,
               v.visit_date DESC, v.id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: rows.map((r) => rowOf(r, now)), total: counted[0]?.total ?? 0 };
}

export async function hubExists(db: Queryable, hubId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM service_centres WHERE id = $1', [hubId]);
  return rows.length > 0;
}

/** The scope's hubs with their places per slot of each kind. */
export async function listHubSlots(db: Queryable, scope: HubScope): Promise<HubSlots[]> {
  const params: unknown[] = [];
  const { rows } = await db.query<HubSlots>(
    `SELECT s.id, s.name, c.name AS city, s.test_ride_capacity, s.service_capacity
       FROM service_centres s JOIN cities c ON c.id = s.city_id
      WHERE ${scopeCondition(scope, 's.id', params)} ORDER BY s.state_id, c.name, s.name`,
    params,
  );
  return rows;
}
