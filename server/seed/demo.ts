// Demo accounts for trying the product locally, the demo customer's orders so the portal is not empty, and the
// upgrade programme's register of earlier sales and upgrades (seed/upgrades.ts).
// Only ever added to an empty users table.
import { BOOKING_AMOUNT, bookingReference } from '@contract/booking-rules.js';
import type { Db, Queryable } from '../platform/db/index.js';
import { hashPassword } from '../platform/auth/password.js';
import { setDealerHubs } from '../platform/auth/hub-scope.js';
import { newToken } from '../platform/auth/tokens.js';
import { SYSTEM, moveOrder, recordCreated, type Actor } from '../modules/orders/lifecycle.js';
import { newOrderId } from '../platform/payments/gateway.js';
import { sandboxPaymentId } from '../platform/payments/sandbox.js';
import { completePayment, insertBooking, insertPayment, reserveBookingId } from '../modules/orders/booking-store.js';
import { insertEvent, updateOrder } from '../modules/orders/store.js';
import { findActiveProduct } from '../modules/products/service.js';
import { countUsers, insertUser, type NewUser } from '../modules/accounts/service.js';
import { seedDemoUpgrades } from './upgrades.js';
import { lockSeeding } from './lock.js';

/** hubs: the service centres a demo dealer runs (dealer_hubs); they see only these in the back office. */
type DemoUser = Omit<NewUser, 'passwordHash'> & { password: string; hubs?: number[] };

export const DEMO_USERS: DemoUser[] = [
  {
    name: 'Aarav Mehta', mobile: '9000000001', email: 'aarav.mehta@example.com', password: 'Admin@12345',
    userType: 'admin', isAdmin: true, isSeller: false, isDealer: false,
    state: 'MH', city: 'MH-PUN', area: 'MH-PUN-01', pincode: '411005', incentive: 0,
  },
  {
    name: 'Priya Nair', mobile: '9000000002', email: 'priya.nair@example.com', password: 'Dealer@12345',
    userType: 'dealer', isAdmin: false, isSeller: true, isDealer: true,
    state: 'KA', city: 'KA-BLR', area: 'KA-BLR-01', pincode: '560034', incentive: 12500,
    hubs: [9, 10],
  },
  {
    name: 'Rohan Deshmukh', mobile: '9000000003', email: 'rohan.deshmukh@example.com', password: 'Customer@12345',
    userType: 'customer', isAdmin: false, isSeller: false, isDealer: false,
    state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069', incentive: 0,
  },
  {
    name: 'Imran Shaikh', mobile: '9000000004', email: 'imran.shaikh@example.com', password: 'Dealer@12345',
    userType: 'dealer', isAdmin: false, isSeller: true, isDealer: true,
    state: 'MH', city: 'MH-MUM', area: 'MH-MUM-02', pincode: '400050', incentive: 8000,
    hubs: [1, 2],
  },
  {
    name: 'Meghna Rao', mobile: '9000000005', email: 'meghna.rao@example.com', password: 'Agent@12345',
    userType: 'callcentre', isAdmin: false, isSeller: false, isDealer: false,
    state: 'MH', city: 'MH-PUN', area: 'MH-PUN-01', pincode: '411005', incentive: 0,
  },
];

/** Adds the demo accounts when there are no users yet; returns how many were added. */
export async function seedDemo(db: Db): Promise<number> {
  if ((await countUsers(db)) > 0) return 0;
  const users = await Promise.all(
    DEMO_USERS.map(async ({ password, hubs, ...user }) => ({ user: { ...user, passwordHash: await hashPassword(password) }, hubs })),
  );
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    if ((await countUsers(tx)) > 0) return 0;
    for (const { user, hubs } of users) {
      const id = await insertUser(tx, user, now);
      if (hubs) await setDealerHubs(tx, id, hubs);
    }
    await seedDemoOrders(tx, now);
    return users.length;
  });
}

const DAY = 86_400_000;
/** The demo customer's hub (Andheri East, Mumbai) and the chassis of the bike already delivered. */
const DEMO_HUB = 1;
const DEMO_CHASSIS = 'MD9RV400X25A01234';
/** Its number plate, recorded by the hub after delivery (the dashboard's "My bike" shows it). */
export const DEMO_REGISTRATION = 'MH 02 FX 4821';

/**
 * The demo customer (9000000003) owns a bike delivered last month, with every step on its timeline, and a paid
 * booking of a second one: the dashboard, the orders list and the detail all have something to show.
 */
async function seedDemoOrders(tx: Queryable, now: Date): Promise<void> {
  const { rows } = await tx.query<{ id: number; mobile: string }>('SELECT id, mobile FROM users WHERE mobile = ANY($1::text[])', [['9000000001', '9000000003']]);
  const customer = rows.find((row) => row.mobile === '9000000003');
  const admin = rows.find((row) => row.mobile === '9000000001');
  const found = await findActiveProduct(tx, 'rv400');
  if (!customer || !admin || !found) return;
  const product = found;
  const customerId = customer.id;
  const person = { name: 'Rohan Deshmukh', mobile: '9000000003', email: 'rohan.deshmukh@example.com', state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069' };
  const hubAdmin: Actor = { userId: admin.id, role: 'admin' };

  async function paidBooking(colour: string, createdAt: Date): Promise<number> {
    const id = await reserveBookingId(tx);
    await insertBooking(tx, id, {
      ...person, model: product.id, colour, price: product.price, amount: BOOKING_AMOUNT, dealerId: DEMO_HUB, customerId, accessKeyHash: newToken().hash,
    }, createdAt);
    await recordCreated(tx, id, { userId: customerId, role: 'customer' }, createdAt);
    const orderId = newOrderId();
    await insertPayment(tx, { bookingId: id, provider: 'sandbox', orderId, amount: BOOKING_AMOUNT }, createdAt);
    const paidAt = new Date(createdAt.getTime() + 4 * 60_000);
    await completePayment(tx, { bookingId: id, orderId }, 'success', sandboxPaymentId(), paidAt);
    await moveOrder(tx, id, 'confirmed', SYSTEM, paidAt, { kind: 'payment', text: `Payment of ₹${BOOKING_AMOUNT} received` });
    return id;
  }

  const colours = product.colours.map((c) => c.name);
  const delivered = await paidBooking(colours[0] ?? 'Rebel Red', new Date(now.getTime() - 45 * DAY));
  await updateOrder(tx, delivered, { chassis: DEMO_CHASSIS }, new Date(now.getTime() - 41 * DAY));
  await moveOrder(tx, delivered, 'allotted', hubAdmin, new Date(now.getTime() - 41 * DAY));
  await moveOrder(tx, delivered, 'ready_for_delivery', hubAdmin, new Date(now.getTime() - 33 * DAY), { note: 'Balance paid, documents checked' });
  await moveOrder(tx, delivered, 'delivered', hubAdmin, new Date(now.getTime() - 31 * DAY), { note: `Delivered against ${bookingReference(delivered)}` });
  const registeredAt = new Date(now.getTime() - 24 * DAY);
  await updateOrder(tx, delivered, { registrationNumber: DEMO_REGISTRATION }, registeredAt);
  await insertEvent(tx, {
    orderId: delivered, kind: 'edit', from: null, to: null, actorId: admin.id, actorRole: 'admin', note: null, text: `Registration number ${DEMO_REGISTRATION} recorded`,
  }, registeredAt);
  await paidBooking(colours[1] ?? colours[0] ?? 'Cosmic Black', new Date(now.getTime() - 2 * DAY));
  await seedDemoUpgrades(tx, now, hubAdmin);
}
