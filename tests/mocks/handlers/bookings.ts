// POST /api/v1/bookings for screen tests. As on the server, a booking is an order: it joins the orders handlers'
// list (seedOrder), so its thank-you page, detail, payment, edit and cancel are the order endpoints', with the access
// they enforce (the key answered here, the account that booked, or a look-up session). The answer is checked against
// the server's schema (endpointHandler with orderEndpoints.book), like the order endpoints' answers.
import { HttpResponse } from 'msw';
import { firstName } from '@contract/rules';
import { BOOKING_AMOUNT } from '@contract/booking-rules';
import type { BookingRequest, PaymentOrder } from '@contract/bookings';
import { orderEndpointSchemas } from '@contract/orders-endpoint-schemas';
import { orderEndpoints } from '@contract/orders-endpoints';
import { bikePrice, findBike } from '@/content/bikes';
import { endpointHandler } from '../endpoint';
import { serviceCentres } from './enquiries';
import { CUSTOMER_TOKEN, hubOf, seedOrder } from './orders';
import { currentProduct, priceChangedAnswer } from './products';

let nextId = 41;
let nextPayment = 1;

export const BOOKING_KEY = 'test-booking-key';

/** Reset after each test by tests/setup.ts (the orders themselves by resetOrders). */
export function resetBookings(): void {
  nextId = 41;
  nextPayment = 1;
}

function paymentOrder(): PaymentOrder {
  const order_id = `order_test${nextPayment++}`;
  return { order_id, amount: BOOKING_AMOUNT, currency: 'INR', checkout_url: `/api/v1/payments/sandbox/${order_id}` };
}

export const bookingHandlers = [
  endpointHandler(orderEndpoints.book, orderEndpointSchemas.book, async ({ request }) => {
    const body = (await request.json()) as BookingRequest;
    const bike = findBike(body.model);
    const hub = serviceCentres.find((c) => c.id === body.dealer_id);
    if (!bike || !hub) return HttpResponse.json({ message: 'Check the highlighted fields.' }, { status: 400 });
    const refused = priceChangedAnswer(bike.id, body.expected_price);
    if (refused) return HttpResponse.json(refused, { status: 409 });
    const signedIn = request.headers.get('authorization') === `Bearer ${CUSTOMER_TOKEN}`;
    const booking = seedOrder(
      nextId++,
      'reserved',
      {
        model: bike.id,
        model_name: bike.name,
        colour: body.colour,
        price: currentProduct(bike.id)?.price ?? bikePrice(bike),
        name: body.name,
        mobile: body.mobile,
        email: body.email,
        pincode: body.pincode,
        hub: hubOf(hub.id),
      },
      { owner: signedIn ? 'customer' : null, key: BOOKING_KEY },
    );
    const message = `Thank you, ${firstName(body.name)}. Your ${bike.name} in ${body.colour} is reserved. Pay the booking amount of ₹${BOOKING_AMOUNT} to confirm it.`;
    const answer = { message, data: { booking, access_key: BOOKING_KEY, payment: paymentOrder() } };
    return HttpResponse.json(answer, { status: 201 });
  }),
];
