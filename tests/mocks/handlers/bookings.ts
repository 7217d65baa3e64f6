import { http, HttpResponse } from 'msw';
import { firstName } from '@contract/rules';
import { BOOKING_AMOUNT, bookingReference } from '@contract/booking-rules';
import type { Booking, BookingRequest, PaymentOrder, PaymentStatus } from '@contract/bookings';
import { bikePrice, findBike } from '@/content/bikes';
import { serviceCentres } from './enquiries';
import { currentProduct, priceChangedAnswer } from './products';

/** Bookings made during one test (reset after each by tests/setup.ts through resetBookings). */
const bookings = new Map<number, { booking: Booking; key: string }>();
let nextOrder = 1;

export const BOOKING_KEY = 'test-booking-key';

export function resetBookings(): void {
  bookings.clear();
  nextOrder = 1;
}

/** A booking as the API answers it, for tests that start on the status page. */
export function seedBooking(id: number, payment_status: PaymentStatus, key = BOOKING_KEY): Booking {
  const booking: Booking = {
    id,
    reference: bookingReference(id),
    model: 'rv400',
    model_name: 'RV400',
    colour: 'Cosmic Black',
    price: 134990,
    amount: BOOKING_AMOUNT,
    payment_status,
    paid_at: payment_status === 'success' ? '2027-03-01T06:35:00.000Z' : null,
    name: 'Ravi Kumar',
    mobile: '9876543210',
    email: 'ravi@example.com',
    hub: { id: 4, name: 'Revolt Service Hub Hinjewadi', address: 'Plot 21, Phase 1, Hinjewadi, Pune', phone: '+91 20 4671 3302' },
    created_at: '2027-03-01T06:30:00.000Z',
  };
  bookings.set(id, { booking, key });
  return booking;
}

function order(): PaymentOrder {
  const order_id = `order_test${nextOrder++}`;
  return { order_id, amount: BOOKING_AMOUNT, currency: 'INR', checkout_url: `/api/v1/payments/sandbox/${order_id}` };
}

const notFound = () => HttpResponse.json({ message: 'Booking not found.' }, { status: 404 });

export const bookingHandlers = [
  http.post('/api/v1/bookings', async ({ request }) => {
    const body = (await request.json()) as BookingRequest;
    const bike = findBike(body.model);
    const hub = serviceCentres.find((c) => c.id === body.dealer_id);
    if (!bike || !hub) return HttpResponse.json({ message: 'Check the highlighted fields.' }, { status: 400 });
    const refused = priceChangedAnswer(bike.id, body.expected_price);
    if (refused) return HttpResponse.json(refused, { status: 409 });
    const id = bookings.size + 41;
    const booking: Booking = {
      ...seedBooking(id, 'pending'),
      model: bike.id,
      model_name: bike.name,
      colour: body.colour,
      price: currentProduct(bike.id)?.price ?? bikePrice(bike),
      name: body.name,
      mobile: body.mobile,
      email: body.email,
      hub: { id: hub.id, name: hub.name, address: hub.address, phone: hub.phone },
    };
    bookings.set(id, { booking, key: BOOKING_KEY });
    const message = `Thank you, ${firstName(body.name)}. Your ${bike.name} in ${body.colour} is reserved. Pay the booking amount of ₹${BOOKING_AMOUNT} to confirm it.`;
    return HttpResponse.json({ message, data: { booking, access_key: BOOKING_KEY, payment: order() } }, { status: 201 });
  }),
  http.get('/api/v1/bookings/:id', ({ params, request }) => {
    const entry = bookings.get(Number(params.id));
    if (!entry || request.headers.get('x-booking-key') !== entry.key) return notFound();
    return HttpResponse.json({ data: entry.booking });
  }),
  http.post('/api/v1/bookings/:id/payments', ({ params, request }) => {
    const entry = bookings.get(Number(params.id));
    if (!entry || request.headers.get('x-booking-key') !== entry.key) return notFound();
    if (entry.booking.payment_status === 'success') return HttpResponse.json({ message: 'This booking is already paid.' }, { status: 409 });
    entry.booking = { ...entry.booking, payment_status: 'pending' };
    return HttpResponse.json({ data: order() }, { status: 201 });
  }),
];
