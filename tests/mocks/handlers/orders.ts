// The orders API of /work/orders-api.md (contract/orders.ts) for screen tests: an in-memory list reset by
// resetOrders() (tests/setup.ts, after each test). Access as on the server (orderAccess, changeableOrder): the signed-in
// owner (Bearer token-customer), the booking key of the tab that booked, or a guest look-up session for that one
// order may read, pay, change and cancel it; anyone else gets the same 404.
import { HttpResponse } from 'msw';
import { orderEndpointSchemas } from '@contract/orders-endpoint-schemas';
import { orderEndpoints } from '@contract/orders-endpoints';
import { hasOrderDocument, orderDocumentFileName, orderDocumentMessages, type OrderDocument } from '@contract/order-document-rules';
import { endpointHandler } from '../endpoint';
import type { Order, OrderCancelRequest, OrderEditRequest, OrderEvent, OrderRefund, OrderSummary, LookupRequest, LookupVerifyRequest } from '@contract/orders';
import {
  CANCEL_REASONS,
  ORDER_NEXT_STEPS,
  ORDER_STATE_LABELS,
  amountDue,
  canPayOnline,
  isCancellable,
  isEditable,
  orderMessages,
  paymentGroup,
  type OrderState,
} from '@contract/order-lifecycle';
import { addDays, messages } from '@contract/rules';
import { BOOKING_AMOUNT, BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import { findBike } from '@/content/bikes';
import { serviceCentres } from './enquiries';

type Stored = { order: Order; owner: 'customer' | null; key: string | null };
const orders = new Map<number, Stored>();
const lookups = new Map<string, number>();
let nextPayment = 1;

export const CUSTOMER_TOKEN = 'token-customer';
export const ORDER_KEY = 'test-order-key';
export const LOOKUP_OTP = '123456';
export const LOOKUP_TOKEN = 'test-lookup-token';

export function resetOrders(): void {
  orders.clear();
  lookups.clear();
  nextPayment = 1;
}

export const hubOf = (id: number) => {
  const c = serviceCentres.find((h) => h.id === id) ?? serviceCentres[2]!;
  const maps = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${c.name}, ${c.address}`)}`;
  return { id: c.id, name: c.name, address: c.address, city: c.city_id, state: c.state_id, phone: c.phone, map_url: maps };
};

let eventId = 1;
const event = (kind: OrderEvent['kind'], from: OrderState | null, to: OrderState | null, text: string, at: string, actor_role: OrderEvent['actor_role'] = 'customer'): OrderEvent => ({
  id: eventId++,
  kind,
  from,
  to,
  text,
  actor_role,
  note: null,
  at,
});

/**
 * The fields the server derives from the stored order, through the contract's functions as server/store/orders.ts
 * calls them: no rule is written again here, so a screen test asserts against the contract, not a copy of it.
 */
export function withServerFields(order: Order): Order {
  return {
    ...order,
    state_label: ORDER_STATE_LABELS[order.state],
    next_step: ORDER_NEXT_STEPS[order.state],
    amount_refunded: order.refunds.reduce((sum, r) => sum + r.amount, 0),
    amount_due: amountDue({ ...order, upgrade_balance: order.upgrade?.balance }),
    payment_group: paymentGroup(order.state, order.paid_at !== null),
    can_pay: canPayOnline(order),
    can_edit: isEditable(order.state),
    can_cancel: isCancellable(order.state),
  };
}

/** The refund a seeded order in these states carries (seed data, as the server's refund job leaves it). */
const SEEDED_REFUND: Partial<Record<OrderState, OrderRefund['status']>> = { refund_initiated: 'initiated', refunded: 'processed' };

const refundOf = (id: number, amount: number, at: string, status: OrderRefund['status']): OrderRefund => ({
  reference: `RF-${String(id).padStart(6, '0')}`,
  amount,
  status,
  created_at: at,
  processed_at: status === 'processed' ? at.replace('T10:00', 'T12:00') : null,
  expected_by: addDays(at.slice(0, 10), BOOKING_REFUND_DAYS),
});

/**
 * An order as the API answers it; `state` decides what was paid and its timeline. A paid order in refund_initiated or
 * refunded carries its refund (unless `overrides.refunds` says otherwise).
 */
export function seedOrder(id: number, state: OrderState = 'confirmed', overrides: Partial<Order> = {}, access: { owner?: 'customer' | null; key?: string | null } = {}): Order {
  const paid = state !== 'reserved';
  const created = overrides.created_at ?? `2026-11-${String(10 + (id % 15)).padStart(2, '0')}T06:30:00.000Z`;
  const reference = `BK-${String(id).padStart(6, '0')}`;
  const events: OrderEvent[] = [event('state', null, 'reserved', `Booking ${reference} reserved`, created)];
  if (paid) events.push(event('payment', 'reserved', 'confirmed', `Payment of ₹${BOOKING_AMOUNT} received`, created.replace('06:30', '06:35'), 'system'));
  if (['allotted', 'ready_for_delivery', 'delivered'].includes(state))
    events.push(event('state', 'confirmed', 'allotted', 'Chassis MD9RV400X26000123 allotted at Hinjewadi', created.replace('06:30', '09:00'), 'dealer'));
  const base: Order = {
    id,
    reference,
    kind: 'booking',
    assisted: false,
    state,
    state_label: '',
    model: 'rv400',
    model_name: 'RV400',
    colour: 'Cosmic Black',
    price: 134990,
    amount: BOOKING_AMOUNT,
    amount_paid: paid ? BOOKING_AMOUNT : 0,
    amount_refunded: 0,
    amount_due: 0,
    payment_group: 'unpaid',
    payment_status: paid ? 'success' : 'pending',
    payment_method: 'online',
    paid_at: paid ? created.replace('06:30', '06:35') : null,
    hub: hubOf(4),
    created_at: created,
    name: 'Ravi Kumar',
    mobile: '9876543210',
    email: 'ravi@example.com',
    pincode: '411057',
    place: { state: 'MH', city: 'MH-PUN', area: 'MH-PUN-03', state_name: 'Maharashtra', city_name: 'Pune', area_name: 'Hinjewadi', region: 'West' },
    chassis: null,
    registration_number: null,
    delivered_at: state === 'delivered' ? created.replace('06:30', '11:00') : null,
    shipping: null,
    cancel_reason: null,
    can_pay: false,
    can_edit: false,
    can_cancel: false,
    next_step: '',
    events,
    payments: [],
    refunds: [],
    ...overrides,
  };
  const refundStatus = SEEDED_REFUND[base.state];
  const refundAt = created.slice(0, 10) + 'T10:00:00.000Z';
  const refunds = overrides.refunds ?? (refundStatus && base.amount_paid > 0 ? [refundOf(id, base.amount_paid, refundAt, refundStatus)] : []);
  if (!overrides.events && refunds.length) {
    events.push(event('state', 'confirmed', 'cancelled', 'Booking cancelled: Changed my mind about an electric bike', refundAt));
    for (const r of refunds) events.push(event('refund', 'cancelled', 'refund_initiated', `Refund of ₹${r.amount} initiated`, refundAt, 'system'));
  }
  const order = withServerFields({ ...base, refunds });
  orders.set(id, { order, owner: access.owner === undefined ? 'customer' : access.owner, key: access.key ?? null });
  return order;
}

const summary = ({ name: _n, mobile: _m, email: _e, pincode: _p, shipping: _s, cancel_reason: _r, can_pay: _cp, can_edit: _ce, can_cancel: _cc, next_step: _ns, events: _ev, payments: _pa, refunds: _rf, ...rest }: Order): OrderSummary => rest;

const notFound = () => HttpResponse.json({ message: 'Order not found.' }, { status: 404 });
const isCustomer = (request: Request) => request.headers.get('authorization') === `Bearer ${CUSTOMER_TOKEN}`;

function readable(request: Request, id: number): Stored | null {
  const entry = orders.get(id);
  if (!entry) return null;
  if (entry.owner === 'customer' && isCustomer(request)) return entry;
  if (entry.key && request.headers.get('x-booking-key') === entry.key) return entry;
  if (request.headers.get('x-order-lookup') === LOOKUP_TOKEN && lookups.get(LOOKUP_TOKEN) === id) return entry;
  return null;
}

/** Who may change (edit, cancel) an order: as the server's changeableOrder, every proof that reads it (the mock has no admin, who only reads). */
const changeable = readable;

const fieldError = (field: string, message: string) => HttpResponse.json({ message: 'Check the highlighted fields.', errors: [{ field, message }] }, { status: 400 });
const now = () => '2026-11-24T10:00:00.000Z';

/** An order's PDF document for whoever may read it, once it exists (a small stand-in file; the server's is tested there). */
const documentHandler = (name: 'receipt' | 'invoice' | 'deliveryNote', document: OrderDocument) =>
  endpointHandler(orderEndpoints[name], orderEndpointSchemas[name], ({ params, request }) => {
    const entry = readable(request, Number(params.id));
    if (!entry) return notFound();
    if (!hasOrderDocument(document, entry.order)) return HttpResponse.json({ message: orderDocumentMessages[document] }, { status: 409 });
    const filename = orderDocumentFileName(document, entry.order.reference);
    return new HttpResponse(`%PDF-1.4\n% ${filename}\n%%EOF\n`, {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' },
    });
  });

export const orderHandlers = [
  documentHandler('receipt', 'receipt'),
  documentHandler('invoice', 'invoice'),
  documentHandler('deliveryNote', 'delivery-note'),
  endpointHandler(orderEndpoints.list, orderEndpointSchemas.list, ({ request }) => {
    if (!isCustomer(request)) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    const kind = new URL(request.url).searchParams.get('kind');
    const mine = [...orders.values()].filter((e) => e.owner === 'customer' && (!kind || e.order.kind === kind)).map((e) => summary(e.order));
    mine.sort((a, b) => b.created_at.localeCompare(a.created_at));
    return HttpResponse.json({ data: mine });
  }),
  endpointHandler(orderEndpoints.lookup, orderEndpointSchemas.lookup, async ({ request }) => {
    (await request.json()) as LookupRequest;
    return HttpResponse.json({ message: orderMessages.lookup }, { status: 202 });
  }),
  endpointHandler(orderEndpoints.lookupVerify, orderEndpointSchemas.lookupVerify, async ({ request }) => {
    const body = (await request.json()) as LookupVerifyRequest;
    const match = [...orders.values()].find((e) => e.order.reference === body.reference.toUpperCase() && e.order.mobile === body.mobile);
    if (!match || body.otp !== LOOKUP_OTP) return fieldError('otp', messages.otp);
    lookups.set(LOOKUP_TOKEN, match.order.id);
    return HttpResponse.json({ data: { order_id: match.order.id, lookup_token: LOOKUP_TOKEN, expires_at: '2999-01-01T00:00:00.000Z' } });
  }),
  endpointHandler(orderEndpoints.read, orderEndpointSchemas.read, ({ params, request }) => {
    const entry = readable(request, Number(params.id));
    return entry ? HttpResponse.json({ data: entry.order }) : notFound();
  }),
  endpointHandler(orderEndpoints.pay, orderEndpointSchemas.pay, ({ params, request }) => {
    const entry = readable(request, Number(params.id));
    if (!entry) return notFound();
    if (!canPayOnline(entry.order)) return HttpResponse.json({ message: 'This booking is already paid.' }, { status: 409 });
    const order_id = `order_test${nextPayment++}`;
    return HttpResponse.json({ data: { order_id, amount: entry.order.amount, currency: 'INR', checkout_url: `/api/v1/payments/sandbox/${order_id}` } }, { status: 201 });
  }),
  endpointHandler(orderEndpoints.edit, orderEndpointSchemas.edit, async ({ params, request }) => {
    const entry = changeable(request, Number(params.id));
    if (!entry) return notFound();
    if (!isEditable(entry.order.state)) return HttpResponse.json({ message: orderMessages.notEditable }, { status: 409 });
    const body = (await request.json()) as OrderEditRequest;
    const bike = findBike(entry.order.model);
    const dealerId = body.dealer_id === undefined ? undefined : Number(body.dealer_id);
    if (body.colour !== undefined && !bike?.colours.some((c) => c.name === body.colour)) return fieldError('colour', 'Choose one of this model’s colours.');
    if (dealerId !== undefined) {
      const hub = serviceCentres.find((h) => h.id === dealerId);
      if (!hub || hub.state_id !== entry.order.hub.state) return fieldError('dealer_id', orderMessages.hubState);
    }
    const next: Order = {
      ...entry.order,
      ...(body.colour !== undefined ? { colour: body.colour } : {}),
      ...(dealerId !== undefined ? { hub: hubOf(dealerId) } : {}),
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.mobile !== undefined ? { mobile: body.mobile } : {}),
    };
    next.events = [...entry.order.events, event('edit', null, null, 'Booking details changed', now())];
    entry.order = withServerFields(next);
    return HttpResponse.json({ data: entry.order });
  }),
  endpointHandler(orderEndpoints.cancel, orderEndpointSchemas.cancel, async ({ params, request }) => {
    const entry = changeable(request, Number(params.id));
    if (!entry) return notFound();
    if (!isCancellable(entry.order.state)) return HttpResponse.json({ message: orderMessages.notCancellable }, { status: 409 });
    const body = (await request.json()) as OrderCancelRequest;
    if (!CANCEL_REASONS.includes(body.reason)) return fieldError('reason', orderMessages.reason);
    const from = entry.order.state;
    const paid = entry.order.amount_paid > 0;
    const events = [...entry.order.events, event('state', from, 'cancelled', `Booking cancelled: ${body.reason}`, now())];
    const refunds = paid ? [refundOf(entry.order.id, entry.order.amount_paid, now(), 'initiated')] : [];
    if (paid) events.push(event('refund', 'cancelled', 'refund_initiated', `Refund of ₹${entry.order.amount_paid} initiated`, now(), 'system'));
    entry.order = withServerFields({ ...entry.order, state: paid ? 'refund_initiated' : 'cancelled', cancel_reason: body.reason, events, refunds });
    return HttpResponse.json({ data: entry.order });
  }),
];
