// The back office's order endpoints for screen tests, made from their descriptors (contract/back-office-order-
// endpoints.ts), so every success answer is checked against the endpoint's schema. The defaults keep a few orders of
// the admin's view (resetBackOfficeOrders puts them back); a screen test shapes its own orders with
// server.use(backOfficeOrderHandler(name, resolver)), checked the same way. The signed-in dealer's hubs: a Mumbai
// dealer's two.
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { BackOfficeOrder, BackOfficeOrderEvent } from '@contract/back-office-orders';
import { backOfficeOrderEndpointSchemas } from '@contract/back-office-order-endpoint-schemas';
import { backOfficeOrderEndpoints, type BackOfficeOrderEndpointName } from '@contract/back-office-order-endpoints';
import type { BodyOf } from '@contract/endpoint';
import { hubPaymentMessages, orderActionsFor, orderMessages, type BackOfficeOrderAction, type OrderState } from '@contract/order-lifecycle';
import type { Order, OrderEvent } from '@contract/orders';
import type { ServiceCentre } from '@contract/reference';
import { upgradeMessages } from '@contract/upgrade-rules';
import { normaliseRegistrationNumber, registrationMessages } from '@contract/registration-rules';
import { endpointHandler } from '../endpoint';
import { cappedPageOf } from '../paging';
import { serviceCentres } from './enquiries';
import { makeOrder } from './purchase';

export const myHubs: ServiceCentre[] = [
  ...serviceCentres.filter((c) => c.id === 1),
  { id: 2, name: 'Revolt Service Hub Powai', address: 'Hiranandani Gardens, Powai, Mumbai', state_id: 'MH', city_id: 'MH-MUM', pincode: '400076', phone: '+91 22 4890 1202', lat: 19.1176, lng: 72.906 },
];

/** A handler of one back-office order endpoint, its answers checked against the endpoint's schema. */
export function backOfficeOrderHandler<N extends BackOfficeOrderEndpointName>(
  name: N,
  resolver: HttpResponseResolver<PathParams, BodyOf<(typeof backOfficeOrderEndpoints)[N]> & DefaultBodyType>,
) {
  return endpointHandler(backOfficeOrderEndpoints[name], backOfficeOrderEndpointSchemas[name], resolver);
}

const AT = '2026-11-01T10:00:00.000Z';
const created = (order: Order): BackOfficeOrderEvent => ({ id: 1, kind: 'state', from: null, to: order.state === 'reserved' ? 'reserved' : 'confirmed', text: 'Booking reserved', actor_role: 'customer', actor_name: order.name, note: null, at: AT });

/** An order as the back office reads it (an admin's actions), from the customer's view of it. */
function backOfficeOrder(order: Order): BackOfficeOrder {
  const actions = orderActionsFor(order.state, 'admin', { kind: order.kind, inspected: Boolean(order.upgrade?.inspected_at), paymentMethod: order.payment_method });
  return { ...order, events: [created(order)], customer: { id: 30, name: order.name, mobile: order.mobile, email: order.email }, actions, priority: false, invitation: null };
}

const seed = (): BackOfficeOrder[] => [
  backOfficeOrder(makeOrder({ id: 1, reference: 'BK-000001', kind: 'booking', state: 'reserved', amount: 499, name: 'Buyer 1' })),
  backOfficeOrder(makeOrder({ id: 2, reference: 'BK-000002', kind: 'booking', state: 'confirmed', amount: 499, amount_paid: 499, payment_status: 'success', paid_at: AT, name: 'Buyer 2' })),
  backOfficeOrder(makeOrder({ id: 3, reference: 'OD-000003', kind: 'purchase', state: 'reserved', payment_method: 'hub', amount: 0, name: 'Buyer 3' })),
];
let orders = seed();

export function resetBackOfficeOrders(): void {
  orders = seed();
}

const notFound = () => HttpResponse.json({ message: 'Booking not found.' }, { status: 404 });
const refuse = (message: string) => HttpResponse.json({ message }, { status: 409 });
/** An optional note as the server keeps it (a blank one is none). */
const noteOf = (note: unknown) => (typeof note === 'string' && note.trim() ? note.trim() : null);

/** The order after a step by the back office: a new timeline row, and the actions of its new state. */
function record(order: BackOfficeOrder, change: Partial<BackOfficeOrder>, event: Pick<OrderEvent, 'kind' | 'text' | 'note'> & { to?: OrderState }): BackOfficeOrder {
  const to = event.to ?? null;
  const moved = backOfficeOrder(makeOrder({ ...order, ...change, state: to ?? order.state }));
  const row: BackOfficeOrderEvent = { id: order.events.length + 1, kind: event.kind, from: to && order.state, to, text: event.text, actor_role: 'admin', actor_name: 'Revolt Admin', note: event.note, at: AT };
  const next = { ...moved, events: [...order.events, row] };
  orders = orders.map((o) => (o.id === order.id ? next : o));
  return next;
}

type Answer = HttpResponse<DefaultBodyType>;

/** The step on the order of :id, when its state allows `action` (the server's 404 and 409 otherwise). */
function step(action: BackOfficeOrderAction, id: unknown, take: (order: BackOfficeOrder) => BackOfficeOrder | Answer): Answer {
  const order = orders.find((o) => o.id === Number(id));
  if (!order) return notFound();
  if (!order.actions.includes(action)) return refuse(action === 'inspect' && order.kind !== 'upgrade' ? upgradeMessages.notUpgrade : orderMessages.badMove);
  const answer = take(order);
  return answer instanceof HttpResponse ? answer : HttpResponse.json({ data: answer });
}

const matching = (query: URLSearchParams) =>
  orders.filter((o) => (['state', 'kind'] as const).every((key) => !query.get(key) || o[key] === query.get(key)) && (!query.get('q') || o.name.toLowerCase().includes(query.get('q')!.toLowerCase())));

export const backOfficeOrderHandlers = [
  backOfficeOrderHandler('list', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json(cappedPageOf(matching(query), query, { created: (o) => o.created_at, amount: (o) => o.amount, state: (o) => o.state }, '-created'));
  }),
  backOfficeOrderHandler('export', ({ request }) => {
    const csv = ['Reference', ...matching(new URL(request.url).searchParams).map((o) => o.reference)].join('\n');
    return new HttpResponse(`${csv}\n`, { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders.csv"' } });
  }),
  backOfficeOrderHandler('read', ({ params }) => {
    const order = orders.find((o) => o.id === Number(params.id));
    return order ? HttpResponse.json({ data: order }) : notFound();
  }),
  backOfficeOrderHandler('allot', async ({ params, request }) => {
    const { chassis, note } = await request.json();
    return step('allot', params.id, (o) => record(o, { chassis: chassis.toUpperCase() }, { kind: 'state', to: 'allotted', text: `Chassis ${chassis.toUpperCase()} allotted`, note: noteOf(note) }));
  }),
  backOfficeOrderHandler('ready', ({ params }) => step('ready', params.id, (o) => record(o, {}, { kind: 'state', to: 'ready_for_delivery', text: 'Ready for delivery', note: null }))),
  backOfficeOrderHandler('deliver', ({ params }) => step('deliver', params.id, (o) => record(o, {}, { kind: 'state', to: 'delivered', text: 'Delivered', note: null }))),
  backOfficeOrderHandler('note', async ({ params, request }) => {
    const { note } = await request.json();
    return step('note', params.id, (o) => record(o, {}, { kind: 'note', text: 'Note from Revolt', note }));
  }),
  backOfficeOrderHandler('inspect', async ({ params, request }) => {
    const { final_valuation: value, note } = await request.json();
    return step('inspect', params.id, (o) =>
      record(o, { upgrade: o.upgrade && { ...o.upgrade, final_valuation: value, inspection_note: note ?? null, inspected_at: AT } }, { kind: 'note', text: `Old bike inspected: final valuation ₹${value.toLocaleString('en-IN')}`, note: note ?? null }),
    );
  }),
  backOfficeOrderHandler('cancel', async ({ params, request }) => {
    const { reason, note } = await request.json();
    return step('cancel', params.id, (o) => {
      const refunds = o.amount_paid > 0 ? [{ reference: `RF-${String(o.id).padStart(6, '0')}`, amount: o.amount_paid, status: 'initiated' as const, created_at: AT, processed_at: null, expected_by: '2026-11-08' }] : [];
      return record(o, { cancel_reason: reason, refunds }, { kind: 'state', to: refunds.length ? 'refund_initiated' : 'cancelled', text: 'Cancelled by Revolt', note: noteOf(note) });
    });
  }),
  backOfficeOrderHandler('hubPayment', async ({ params, request }) => {
    const { amount, note } = await request.json();
    return step('hub_payment', params.id, (o) => {
      if (amount !== o.price) return HttpResponse.json({ message: hubPaymentMessages.notFull, errors: [{ field: 'amount', message: hubPaymentMessages.notFull }] }, { status: 400 });
      return record(o, { amount_paid: amount, payment_status: 'success', paid_at: AT }, { kind: 'payment', to: 'confirmed', text: `Payment of ₹${amount.toLocaleString('en-IN')} received`, note: noteOf(note) });
    });
  }),
  backOfficeOrderHandler('registration', async ({ params, request }) => {
    const { registration_number: raw, note } = await request.json();
    const plate = normaliseRegistrationNumber(raw);
    if (!plate) return HttpResponse.json({ message: registrationMessages.format, errors: [{ field: 'registration_number', message: registrationMessages.format }] }, { status: 400 });
    return step('register', params.id, (o) => record(o, { registration_number: plate }, { kind: 'note', text: `Registration number ${plate} recorded`, note: noteOf(note) }));
  }),
  backOfficeOrderHandler('myHubs', () => HttpResponse.json({ data: myHubs })),
  backOfficeOrderHandler('refund', ({ params }) => {
    const order = orders.find((o) => o.id === Number(params.id));
    if (!order) return notFound();
    if (order.state !== 'refund_initiated') return refuse('This order has no sandbox refund waiting.');
    const { customer: _customer, actions: _actions, priority: _priority, invitation: _invitation, events, ...rest } = record(order, { refunds: order.refunds.map((r) => ({ ...r, status: 'processed', processed_at: AT })) }, { kind: 'refund', to: 'refunded', text: 'Refund completed', note: null });
    const customerView: Order = { ...rest, events: events.map(({ actor_name: _name, ...event }) => event) };
    return HttpResponse.json({ data: customerView });
  }),
];
