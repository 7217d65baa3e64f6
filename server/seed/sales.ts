// Demo sales for the "Most booked in …" line (issue 27): twelve paid bookings of other customers at the Pune and
// Nagpur hubs over the last two months, so Maharashtra has more than TOP_SELLERS_MIN_ORDERS sold orders and the
// line shows on `npm start`. Added by seedOnStart with the demo accounts only (not by the tests' createTestContext,
// whose order counts stay those of seed/demo.ts); no demo dealer runs these hubs, so their lists do not change.
import { BOOKING_AMOUNT } from '@contract/booking-rules.js';
import { newToken } from '../platform/auth/tokens.js';
import type { Db } from '../platform/db/index.js';
import { SYSTEM, moveOrder, recordCreated } from '../modules/orders/lifecycle.js';
import { newOrderId } from '../platform/payments/gateway.js';
import { sandboxPaymentId } from '../platform/payments/sandbox.js';
import { completePayment, insertBooking, insertPayment, reserveBookingId } from '../modules/orders/booking-store.js';
import { findActiveProduct } from '../modules/products/service.js';

const DAY = 86_400_000;
type Place = { state: string; city: string; area: string; pincode: string; hub: number };
const PUNE: Place = { state: 'MH', city: 'MH-PUN', area: 'MH-PUN-01', pincode: '411005', hub: 3 };
const PLACES: Place[] = [
  PUNE,
  { state: 'MH', city: 'MH-PUN', area: 'MH-PUN-03', pincode: '411057', hub: 4 },
  { state: 'MH', city: 'MH-NAG', area: 'MH-NAG-01', pincode: '440010', hub: 5 },
];
const NAMES = ['Aditi Patil', 'Sameer Kale', 'Neha Joshi', 'Rahul Pawar', 'Pooja Shinde', 'Kunal Gokhale'];
/** The RV400 leads (with the demo customer's), then the RV1, then the RV400 BRZ. */
const MODELS = ['rv400', 'rv1', 'rv400', 'rv400-brz', 'rv1', 'rv400', 'rv1', 'rv400-brz', 'rv400', 'rv1', 'rv400-brz', 'rv400'];

export async function seedDemoSales(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, model] of MODELS.entries()) {
      const product = await findActiveProduct(tx, model);
      if (!product) continue;
      const place = PLACES[i % PLACES.length] ?? PUNE;
      const name = NAMES[i % NAMES.length] ?? 'Demo Rider';
      const createdAt = new Date(now.getTime() - (3 + i * 5) * DAY);
      const id = await reserveBookingId(tx);
      await insertBooking(tx, id, {
        name, mobile: `98100${String(i).padStart(5, '0')}`, email: `${name.split(' ')[0]?.toLowerCase() ?? 'rider'}.${i}@example.com`,
        state: place.state, city: place.city, area: place.area, pincode: place.pincode,
        model: product.id, colour: product.colours[i % product.colours.length]?.name ?? '', price: product.price, amount: BOOKING_AMOUNT,
        dealerId: place.hub, customerId: null, accessKeyHash: newToken().hash,
      }, createdAt);
      await recordCreated(tx, id, { userId: null, role: 'guest' }, createdAt);
      const orderId = newOrderId();
      await insertPayment(tx, { bookingId: id, provider: 'sandbox', orderId, amount: BOOKING_AMOUNT }, createdAt);
      const paidAt = new Date(createdAt.getTime() + 5 * 60_000);
      await completePayment(tx, { bookingId: id, orderId }, 'success', sandboxPaymentId(), paidAt);
      await moveOrder(tx, id, 'confirmed', SYSTEM, paidAt, { kind: 'payment', text: `Payment of ₹${BOOKING_AMOUNT} received` });
    }
  });
}
