// Purchase handlers (POST /orders, GET /orders, GET /orders/:id, POST /orders/:id/payments), added by the
// purchase screen tests with server.use(...purchaseHandlers()) so they never shadow the portal's handlers.
import { HttpResponse } from 'msw';
import { orderEndpointSchemas } from '@contract/orders-endpoint-schemas';
import { orderEndpoints } from '@contract/orders-endpoints';
import type { Order, PurchaseRequest } from '@contract/orders';
import { bikePrice, findBike } from '@/content/bikes';
import { serviceCentres } from './enquiries';
import { endpointHandler } from '../endpoint';
import { withServerFields } from './orders';

/** A purchase as the API answers it: the fields the server derives (state label, next step, sums, can_pay…) follow from the rest. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return withServerFields({
    id: 7,
    reference: 'OD-000007',
    kind: 'purchase',
    assisted: false,
    state: 'reserved',
    state_label: '',
    model: 'rv400',
    model_name: 'RV400',
    colour: 'Cosmic Black',
    price: 134990,
    amount: 134990,
    amount_paid: 0,
    amount_refunded: 0,
    amount_due: 0,
    payment_group: 'unpaid',
    payment_status: 'pending',
    payment_method: 'online',
    paid_at: null,
    hub: { id: 4, name: 'Revolt Service Hub Hinjewadi', address: 'Plot 21, Phase 1, Hinjewadi, Pune', city: 'Pune', state: 'Maharashtra', phone: '+91 20 4671 3302', map_url: 'https://www.google.com/maps/search/?api=1&query=Hinjewadi' },
    created_at: '2027-03-01T06:30:00.000Z',
    name: 'Asha Customer',
    mobile: '9000000003',
    email: 'asha@example.com',
    pincode: '411057',
    place: { state: 'MH', city: 'MH-PUN', area: 'MH-PUN-03', state_name: 'Maharashtra', city_name: 'Pune', area_name: 'Hinjewadi', region: 'West' },
    chassis: null,
    registration_number: null,
    delivered_at: null,
    shipping: { line1: '12 Baner Road', line2: '', landmark: '', pincode: '411045', state: 'MH', city: 'MH-PUN' },
    cancel_reason: null,
    can_pay: false,
    can_edit: false,
    can_cancel: false,
    next_step: '',
    events: [],
    payments: [],
    refunds: [],
    ...overrides,
  });
}

/** What the purchase screens sent, for assertions. */
export const purchaseCalls: { created: PurchaseRequest[] } = { created: [] };

export function purchaseHandlers(orders: Order[] = [makeOrder()]) {
  purchaseCalls.created = [];
  const byId = new Map(orders.map((o) => [o.id, o]));
  return [
    endpointHandler(orderEndpoints.purchase, orderEndpointSchemas.purchase, async ({ request }) => {
      const body = (await request.json()) as PurchaseRequest;
      purchaseCalls.created.push(body);
      const bike = findBike(body.model);
      const hub = serviceCentres.find((c) => c.id === body.dealer_id);
      if (!bike || !hub) return HttpResponse.json({ message: 'Check the highlighted fields.' }, { status: 400 });
      const online = body.payment_method === 'online';
      const order = makeOrder({ id: 8, reference: 'OD-000008', model: bike.id, model_name: bike.name, colour: body.colour, price: bikePrice(bike), amount: online ? bikePrice(bike) : 0, payment_method: body.payment_method });
      byId.set(order.id, order);
      const payment = online ? { order_id: 'order_p1', amount: order.amount, currency: 'INR' as const, checkout_url: '/api/v1/payments/sandbox/order_p1' } : null;
      return HttpResponse.json({ data: { order, payment } }, { status: 201 });
    }),
    endpointHandler(orderEndpoints.list, orderEndpointSchemas.list, () => HttpResponse.json({ data: [...byId.values()].reverse() })),
    endpointHandler(orderEndpoints.read, orderEndpointSchemas.read, ({ params }) => {
      const order = byId.get(Number(params.id));
      return order ? HttpResponse.json({ data: order }) : HttpResponse.json({ message: 'Order not found.' }, { status: 404 });
    }),
    endpointHandler(orderEndpoints.pay, orderEndpointSchemas.pay, ({ params }) =>
      HttpResponse.json(
        { data: { order_id: `order_again${String(params.id)}`, amount: 134990, currency: 'INR', checkout_url: `/api/v1/payments/sandbox/order_again${String(params.id)}` } },
        { status: 201 },
      ),
    ),
  ];
}
