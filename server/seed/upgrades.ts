// Demo data of the upgrade programme (issue 13), added with the demo accounts to an empty database: bikes of the
// register of earlier sales (the demo customer owns one, free to upgrade), and upgrades of other owners at the Mumbai
// and Bengaluru hubs, so the admin's and both demo dealers' upgrade lists have something to show.
import { todayInIndia } from '@contract/rules.js';
import { TRADE_IN_MODELS, UPGRADE_BOOKING_AMOUNT, tradeInValue } from '@contract/upgrade-rules.js';
import { newToken } from '../platform/auth/tokens.js';
import type { Queryable } from '../platform/db/index.js';
import { SYSTEM, moveOrder, type Actor } from '../modules/orders/lifecycle.js';
import { newOrderId } from '../platform/payments/gateway.js';
import { sandboxPaymentId } from '../platform/payments/sandbox.js';
import { rupees } from '../platform/messages.js';
import { completePayment, insertPayment, reserveBookingId } from '../modules/orders/booking-store.js';
import { insertEvent } from '../modules/orders/store.js';
import { findActiveProduct } from '../modules/products/service.js';
import { insertRegisterBike, insertUpgrade, recordInspection, type NewRegisterBike } from '../modules/upgrades/service.js';

/** The demo customer's (9000000003) RV400 of 2023, in the register: the chassis the README publishes. */
export const DEMO_TRADE_IN_CHASSIS = 'MD9RV400X23F00777';

const DAY = 86_400_000;

type Place = { state: string; city: string; area: string; pincode: string; hub: number };
const MUMBAI: Omit<Place, 'hub'> = { state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069' };
const BENGALURU: Omit<Place, 'hub'> = { state: 'KA', city: 'KA-BLR', area: 'KA-BLR-01', pincode: '560034' };

type DemoUpgrade = {
  bike: NewRegisterBike;
  place: Place;
  model: string;
  /** Days before now the upgrade was booked. */
  daysAgo: number;
  paid: boolean;
  /** The hub's final valuation, when it has inspected the old bike. */
  inspected?: number;
};

const OWNERS: DemoUpgrade[] = [
  {
    bike: { chassis: 'MD9RV1AAX24B00101', model: 'rv1', soldOn: '2024-02-10', mobile: '9820012345', name: 'Sneha Kulkarni', hubId: 1 },
    place: { ...MUMBAI, hub: 1 }, model: 'rv400', daysAgo: 6, paid: true, inspected: 50_000,
  },
  {
    bike: { chassis: 'MD9RV300X21H00202', model: 'rv300', soldOn: '2021-08-20', mobile: '9820054321', name: 'Vikram Joshi', hubId: 2 },
    place: { ...MUMBAI, hub: 2 }, model: 'rv-blazex', daysAgo: 1, paid: false,
  },
  {
    bike: { chassis: 'MD9RV400X22K00303', model: 'rv400', soldOn: '2022-11-05', mobile: '9845012345', name: 'Ananya Rao', hubId: 9 },
    place: { ...BENGALURU, hub: 9 }, model: 'rv400-brz', daysAgo: 4, paid: true,
  },
  {
    bike: { chassis: 'MD9RV1PLX24J00404', model: 'rv1-plus', soldOn: '2024-09-01', mobile: '9845054321', name: 'Karthik Reddy', hubId: 10 },
    place: { ...BENGALURU, hub: 10 }, model: 'rv400', daysAgo: 9, paid: true, inspected: 58_000,
  },
];

/** Bikes of the register that nobody is upgrading: the demo customer's two. */
const FREE_BIKES: NewRegisterBike[] = [
  { chassis: DEMO_TRADE_IN_CHASSIS, model: 'rv400', soldOn: '2023-06-15', mobile: '9000000003', name: 'Rohan Deshmukh', hubId: 1 },
  { chassis: 'MD9RV300X21C00321', model: 'rv300', soldOn: '2021-03-12', mobile: '9000000003', name: 'Rohan Deshmukh', hubId: 1 },
];

/** Adds the register and the demo upgrades; `hubAdmin` inspects the old bikes. */
export async function seedDemoUpgrades(tx: Queryable, now: Date, hubAdmin: Actor): Promise<void> {
  for (const bike of FREE_BIKES) await insertRegisterBike(tx, bike);
  for (const owner of OWNERS) {
    await insertRegisterBike(tx, owner.bike);
    await seedUpgrade(tx, owner, new Date(now.getTime() - owner.daysAgo * DAY), hubAdmin);
  }
}

async function seedUpgrade(tx: Queryable, demo: DemoUpgrade, createdAt: Date, hubAdmin: Actor): Promise<void> {
  const product = await findActiveProduct(tx, demo.model);
  const valuation = tradeInValue(demo.bike.model, demo.bike.soldOn, todayInIndia(createdAt));
  if (!product || valuation === null) return;
  const id = await reserveBookingId(tx);
  const { place, bike } = demo;
  await insertUpgrade(tx, id, {
    name: bike.name, mobile: bike.mobile, email: `${bike.name.split(' ')[0]?.toLowerCase() ?? 'owner'}@example.com`,
    state: place.state, city: place.city, area: place.area, pincode: place.pincode,
    model: product.id, colour: product.colours[0]?.name ?? '', price: product.price, amount: UPGRADE_BOOKING_AMOUNT,
    dealerId: place.hub, customerId: null, accessKeyHash: newToken().hash,
    tradeIn: { chassis: bike.chassis, model: bike.model, sold_on: bike.soldOn, valuation },
  }, createdAt);
  await insertEvent(tx, {
    orderId: id, kind: 'state', from: null, to: 'reserved', actorId: null, actorRole: 'customer', note: null,
    text: `Upgrade booked: ${TRADE_IN_MODELS[bike.model]?.name ?? bike.model} (chassis ${bike.chassis}) valued at ${rupees(valuation)} against a new ${product.name}`,
  }, createdAt);
  const orderId = newOrderId();
  await insertPayment(tx, { bookingId: id, provider: 'sandbox', orderId, amount: UPGRADE_BOOKING_AMOUNT }, createdAt);
  if (!demo.paid) return;
  const paidAt = new Date(createdAt.getTime() + 3 * 60_000);
  await completePayment(tx, { bookingId: id, orderId }, 'success', sandboxPaymentId(), paidAt);
  await moveOrder(tx, id, 'confirmed', SYSTEM, paidAt, { kind: 'payment', text: `Payment of ${rupees(UPGRADE_BOOKING_AMOUNT)} received` });
  if (demo.inspected === undefined) return;
  const inspectedAt = new Date(paidAt.getTime() + DAY);
  await recordInspection(tx, id, demo.inspected, 'Runs well; battery at 82%; RC and NOC seen', inspectedAt);
  await insertEvent(tx, {
    orderId: id, kind: 'note', from: null, to: null, actorId: hubAdmin.userId, actorRole: hubAdmin.role, note: 'Runs well; battery at 82%; RC and NOC seen',
    text: `Old bike inspected: final valuation ${rupees(demo.inspected)}`,
  }, inspectedAt);
}
