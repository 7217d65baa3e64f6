// Demo accounts for trying the product locally. Only ever added to an empty users table.
import type { Db } from '../db/index.js';
import { hashPassword } from '../auth/password.js';
import { countUsers, insertUser, type NewUser } from '../store/users.js';

type DemoUser = Omit<NewUser, 'passwordHash'> & { password: string };

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
  },
  {
    name: 'Rohan Deshmukh', mobile: '9000000003', email: 'rohan.deshmukh@example.com', password: 'Customer@12345',
    userType: 'customer', isAdmin: false, isSeller: false, isDealer: false,
    state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069', incentive: 0,
  },
];

/** Adds the demo accounts when there are no users yet; returns how many were added. */
export async function seedDemo(db: Db): Promise<number> {
  if ((await countUsers(db)) > 0) return 0;
  const users = await Promise.all(
    DEMO_USERS.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashPassword(password) })),
  );
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const user of users) await insertUser(tx, user, now);
  });
  return users.length;
}
