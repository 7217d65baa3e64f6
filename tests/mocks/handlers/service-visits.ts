// The service-visit API for screen tests, made from the contract's descriptors (every success answer is checked
// against its schema): one delivered bike of the signed-in owner, visits in memory (reset after each test by
// resetServiceVisits in tests/setup.ts), places per slot from a capacity, a full slot's 409 with the next free ones,
// and the hub's actions with their timeline events, as the server does them.
import { HttpResponse } from 'msw';
import { slotFullMessage, slotWhen } from '@contract/enquiry-rules';
import { addDays } from '@contract/rules';
import {
  SERVICE_SLOTS,
  customerCanChange,
  nextServiceDue,
  serviceDateWindow,
  serviceVisitActionsFor,
  serviceVisitEventText,
  serviceVisitMessages as m,
  serviceVisitReference,
  type ServiceVisitState,
} from '@contract/service-visit-rules';
import { serviceVisitEndpointSchemas as schemas } from '@contract/service-visits-endpoint-schemas';
import { hubCapacityEndpoints, serviceVisitEndpoints as e } from '@contract/service-visits-endpoints';
import type { BackOfficeServiceVisit, HubSlots, ServiceVisit, ServiceVisitBookRequest, ServiceVisitCompleteRequest, ServiceVisitEvent, ServiceVisitMoveRequest } from '@contract/service-visits';
import { endpointHandler } from '../endpoint';

export const SERVICE_BIKE = { order_id: 501, reference: 'BK-000501', model_name: 'RV400', chassis: 'MD9RV400X25A01234', delivered_on: '2099-01-10' };
const CUSTOMER = { name: 'Rohan Deshmukh', mobile: '9000000003' };
const HUB = { id: 9, name: 'Revolt Hub Indiranagar', address: '100 Feet Road, Indiranagar, Bengaluru', phone: '+91 80 4000 1234' };

let visits: BackOfficeServiceVisit[] = [];
let nextId = 1;
let nextEvent = 1;
let capacity = 2;
let hubs: HubSlots[] = [];

export function resetServiceVisits(): void {
  visits = [];
  nextId = 1;
  nextEvent = 1;
  capacity = 2;
  hubs = [{ id: 9, name: HUB.name, city: 'Bengaluru', test_ride_capacity: 3, service_capacity: 2 }];
}
resetServiceVisits();

/** A slot's capacity for the next requests (1 makes any booked slot full). */
export function setMockServiceCapacity(value: number): void {
  capacity = value;
}

const event = (kind: ServiceVisitEvent['kind'], from: ServiceVisitState | null, to: ServiceVisitState | null, text: string, actor: ServiceVisitEvent['actor_role'], note: string | null = null): ServiceVisitEvent => ({
  id: nextEvent++, kind, from, to, text, note, actor_role: actor, at: new Date(Date.now() + nextEvent * 1000).toISOString(),
});

/** A visit in memory, for tests that start from one (the hub's screens). */
export function addMockVisit(overrides: Partial<BackOfficeServiceVisit> = {}): BackOfficeServiceVisit {
  const id = nextId++;
  const date = overrides.date ?? serviceDateWindow().min;
  const slot = overrides.slot ?? '10:00-12:00';
  const visit: BackOfficeServiceVisit = {
    id, reference: serviceVisitReference(id), order_id: SERVICE_BIKE.order_id, model_name: 'RV400', chassis: SERVICE_BIKE.chassis,
    service_type: 'periodic', hub: HUB, date, slot, state: 'requested', note: 'Brakes squeak', odometer_km: 950, work_notes: null, parts: [],
    can_change: true, created_at: new Date().toISOString(), customer: CUSTOMER, actions: serviceVisitActionsFor('requested'),
    events: [event('state', null, 'requested', serviceVisitEventText.requested(overrides.service_type ?? 'periodic', slotWhen(date, slot)), 'customer')],
    ...overrides,
  };
  visits.push(visit);
  return visit;
}

const open = (v: BackOfficeServiceVisit) => v.state === 'requested' || v.state === 'confirmed';
const left = (date: string, slot: string, except: number | null = null) => Math.max(0, capacity - visits.filter((v) => open(v) && v.date === date && v.slot === slot && v.id !== except).length);
const customerView = ({ customer: _c, actions: _a, ...v }: BackOfficeServiceVisit): ServiceVisit => ({ ...v, can_change: customerCanChange(v, new Date()) });
const refresh = (v: BackOfficeServiceVisit) => Object.assign(v, { actions: serviceVisitActionsFor(v.state), can_change: customerCanChange(v, new Date()) });
const notFound = () => HttpResponse.json({ message: m.notFound }, { status: 404 });

/** A full slot's 409, with the next three free slots as the server offers them. */
function full(date: string, slot: string, except: number | null) {
  const free: { date: string; slot: (typeof SERVICE_SLOTS)[number] }[] = [];
  for (let d = date; free.length < 3 && d <= serviceDateWindow().max; d = addDays(d, 1)) {
    for (const s of SERVICE_SLOTS) if ((d > date || s > slot) && left(d, s, except) > 0 && free.length < 3) free.push({ date: d, slot: s });
  }
  return HttpResponse.json({ message: slotFullMessage(free), free_slots: free }, { status: 409 });
}

function move(v: BackOfficeServiceVisit, body: ServiceVisitMoveRequest, actor: ServiceVisitEvent['actor_role']) {
  if (left(body.date, body.slot, v.id) === 0) return full(body.date, body.slot, v.id);
  Object.assign(v, { date: body.date, slot: body.slot });
  v.events.push(event('reschedule', v.state, v.state, serviceVisitEventText.rescheduled(slotWhen(body.date, body.slot)), actor, typeof body.note === 'string' ? body.note : null));
  return null;
}

function stateMove(v: BackOfficeServiceVisit, to: ServiceVisitState, text: string, note: string | null) {
  const from = v.state;
  v.state = to;
  v.events.push(event('state', from, to, text, 'dealer', note));
  refresh(v);
}

const find = (id: unknown) => visits.find((v) => v.id === Number(id));
const answer = (v: BackOfficeServiceVisit, message: string) => HttpResponse.json({ message, data: refresh(v) });

export const serviceVisitHandlers = [
  endpointHandler(e.mine, schemas.mine, () =>
    HttpResponse.json({
      data: [{
        ...SERVICE_BIKE,
        next_service: nextServiceDue(SERVICE_BIKE.delivered_on, visits.filter((v) => v.state === 'completed' && v.service_type === 'periodic').length),
        visits: visits.map(customerView).reverse(),
      }],
    }),
  ),
  endpointHandler(e.slots, schemas.slots, ({ request }) => {
    const from = new URL(request.url).searchParams.get('from') ?? serviceDateWindow().min;
    const data = [0, 1, 2, 3, 4, 5, 6].flatMap((i) => SERVICE_SLOTS.map((slot) => ({ date: addDays(from, i), slot, left: left(addDays(from, i), slot) })));
    return HttpResponse.json({ data });
  }),
  endpointHandler(e.book, schemas.book, async ({ request }) => {
    const body = (await request.json()) as ServiceVisitBookRequest;
    if (Number(body.order_id) !== SERVICE_BIKE.order_id) return HttpResponse.json({ message: m.bikeNotFound }, { status: 404 });
    if (visits.some((v) => open(v) && v.order_id === SERVICE_BIKE.order_id)) return HttpResponse.json({ message: m.alreadyBooked }, { status: 409 });
    if (left(body.date, body.slot) === 0) return full(body.date, body.slot, null);
    const v = addMockVisit({ service_type: body.service_type, date: body.date, slot: body.slot, note: typeof body.note === 'string' ? body.note : null, odometer_km: body.odometer_km === undefined ? null : Number(body.odometer_km) });
    return HttpResponse.json({ message: m.booked(v.reference), data: customerView(v) }, { status: 201 });
  }),
  endpointHandler(e.cancel, schemas.cancel, ({ params }) => {
    const v = find(params.id);
    if (!v) return notFound();
    if (!customerCanChange(v, new Date())) return HttpResponse.json({ message: m.tooLate }, { status: 409 });
    stateMove(v, 'cancelled', serviceVisitEventText.cancelled(true), null);
    return HttpResponse.json({ message: m.cancelled(v.reference), data: customerView(v) });
  }),
  endpointHandler(e.reschedule, schemas.reschedule, async ({ params, request }) => {
    const v = find(params.id);
    if (!v) return notFound();
    return move(v, (await request.json()) as ServiceVisitMoveRequest, 'customer') ?? HttpResponse.json({ message: m.rescheduled(v.reference), data: customerView(v) });
  }),
  endpointHandler(e.boList, schemas.boList, ({ request }) => {
    // The status and hub filters (the mock's hubs carry no state or city, so those filters are the server test's).
    const search = new URL(request.url).searchParams;
    const state = search.get('state');
    const hub = search.get('hub');
    const rows = visits.filter((v) => (!state || v.state === state) && (!hub || v.hub.id === Number(hub))).map(({ events: _e, actions: _a, ...row }) => row);
    return HttpResponse.json({ data: rows, page: 1, pageSize: 20, pages: 1, total: rows.length });
  }),
  endpointHandler(e.boRead, schemas.boRead, ({ params }) => {
    const v = find(params.id);
    return v ? HttpResponse.json({ data: refresh(v) }) : notFound();
  }),
  endpointHandler(e.boConfirm, schemas.boConfirm, async ({ params, request }) => {
    const v = find(params.id);
    if (!v) return notFound();
    if (v.state !== 'requested') return HttpResponse.json({ message: m.notAllowed }, { status: 409 });
    stateMove(v, 'confirmed', serviceVisitEventText.confirmed(slotWhen(v.date, v.slot)), ((await request.json()) as { note?: string }).note ?? null);
    return answer(v, m.confirmed(v.reference));
  }),
  endpointHandler(e.boReschedule, schemas.boReschedule, async ({ params, request }) => {
    const v = find(params.id);
    if (!v) return notFound();
    return move(v, (await request.json()) as ServiceVisitMoveRequest, 'dealer') ?? answer(v, m.rescheduled(v.reference));
  }),
  endpointHandler(e.boComplete, schemas.boComplete, async ({ params, request }) => {
    const v = find(params.id);
    if (!v) return notFound();
    const body = (await request.json()) as ServiceVisitCompleteRequest;
    Object.assign(v, { work_notes: body.work_notes, parts: (body.parts ?? []).map((p) => ({ name: p.name, quantity: Number(p.quantity) })), odometer_km: body.odometer_km === undefined ? v.odometer_km : Number(body.odometer_km) });
    stateMove(v, 'completed', serviceVisitEventText.completed(), body.work_notes);
    return answer(v, m.completed(v.reference));
  }),
  endpointHandler(e.boCancel, schemas.boCancel, async ({ params, request }) => {
    const v = find(params.id);
    if (!v) return notFound();
    stateMove(v, 'cancelled', serviceVisitEventText.cancelled(false), ((await request.json()) as { note?: string }).note ?? null);
    return answer(v, m.cancelled(v.reference));
  }),
  endpointHandler(e.hubSlots, schemas.hubSlots, () => HttpResponse.json({ data: hubs })),
  endpointHandler(e.serviceCapacity, schemas.serviceCapacity, async ({ params, request }) => {
    const value = Number(((await request.json()) as { capacity: number }).capacity);
    hubs = hubs.map((h) => (h.id === Number(params.id) ? { ...h, service_capacity: value } : h));
    return HttpResponse.json({ message: m.capacitySet(value), data: { hub_id: Number(params.id), capacity: value } });
  }),
  endpointHandler(hubCapacityEndpoints.testRideCapacity, schemas.serviceCapacity, async ({ params, request }) => {
    const value = Number(((await request.json()) as { capacity: number }).capacity);
    hubs = hubs.map((h) => (h.id === Number(params.id) ? { ...h, test_ride_capacity: value } : h));
    return HttpResponse.json({ message: `This hub now takes ${value} test ${value === 1 ? 'ride' : 'rides'} in each slot.`, data: { hub_id: Number(params.id), capacity: value } });
  }),
];
