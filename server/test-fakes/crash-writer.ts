// The writer that server/platform/db/crash.test.ts kills with SIGKILL: it takes the data folder like the server does,
// then writes bookings with their first timeline event, one transaction each, and prints each id once committed.
import { newToken } from '../platform/auth/tokens.js';
import { recordCreated } from '../modules/orders/lifecycle.js';
import { seedProducts } from '../seed/products.js';
import { seedReference } from '../seed/reference.js';
import { insertBooking, reserveBookingId } from '../modules/orders/booking-store.js';
import { openDb } from '../platform/db/index.js';
import { lockDataDir } from '../platform/db/lock.js';
import { migrate } from '../platform/db/migrate.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer <data dir>');
lockDataDir(dataDir);
const db = await openDb({ dataDir });
await migrate(db);
await seedReference(db);
await seedProducts(db);
process.stdout.write('ready\n');

for (let n = 0; ; n += 1) {
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    const bookingId = await reserveBookingId(tx);
    await insertBooking(tx, bookingId, {
      name: `Crash Test ${n}`, mobile: `98${String(n).padStart(8, '0')}`, email: `crash${n}@example.com`,
      state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069',
      model: 'rv400', colour: 'Rebel Red', price: 150000, amount: 499, dealerId: 1, customerId: null, accessKeyHash: newToken().hash,
    }, now);
    await recordCreated(tx, bookingId, { userId: null, role: 'guest' }, now);
    return bookingId;
  });
  process.stdout.write(`committed ${id}\n`);
}
