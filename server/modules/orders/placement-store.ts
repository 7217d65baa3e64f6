// What placing an order reads and writes besides the order module's own rows (SQL only): the new purchase, the hub,
// the customer's details and nearest area, a user's mobile.
import type { Address } from '@contract/orders.js';
import type { PaymentMethod } from '@contract/order-lifecycle.js';
import type { Queryable } from '../../platform/db/index.js';

export type NewOrderFields = {
  name: string;
  mobile: string;
  email: string;
  state: string;
  city: string;
  area: string;
  pincode: string;
  model: string;
  colour: string;
  price: number;
  amount: number;
  dealerId: number;
  accessKeyHash: string;
};

export type NewPurchase = NewOrderFields & {
  customerId: number;
  paymentMethod: PaymentMethod;
  shipping: Address;
};

/** Writes a purchase under an id from reserveBookingId (one sequence for every kind). */
export async function insertPurchase(db: Queryable, id: number, p: NewPurchase, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO bookings (id, kind, name, mobile, email, state_id, city_id, area_id, pincode, model_id, colour, price, amount, dealer_id,
                           customer_id, access_key_hash, payment_method, shipping, source, created_at, updated_at)
     OVERRIDING SYSTEM VALUE
     VALUES ($1, 'purchase', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, 'web', $18, $18)`,
    [
      id, p.name, p.mobile, p.email, p.state, p.city, p.area, p.pincode, p.model, p.colour, p.price, p.amount, p.dealerId,
      p.customerId, p.accessKeyHash, p.paymentMethod, JSON.stringify(p.shipping), now,
    ],
  );
}

/** A service centre with the state it lies in, or null. */
export async function findServiceCentre(db: Queryable, id: number): Promise<{ id: number; name: string; stateId: string; cityId: string } | null> {
  const { rows } = await db.query<{ id: number; name: string; stateId: string; cityId: string }>(
    'SELECT id, name, state_id AS "stateId", city_id AS "cityId" FROM service_centres WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** The customer's own details, for a purchase made from the account (e-mail and place are null until given). */
export async function findCustomerDetails(db: Queryable, userId: number) {
  const { rows } = await db.query<{ name: string; mobile: string; email: string | null; state: string | null; city: string | null; area: string | null; pincode: string | null }>(
    'SELECT name, mobile, email, state_id AS state, city_id AS city, area_id AS area, pincode FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

/** The area of `city` whose pincode is numerically closest to `pincode` (the same sorting office first), if the city has any. */
export async function nearestArea(db: Queryable, city: string, pincode: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM hubs WHERE city_id = $1 ORDER BY abs(pincode::int - $2::int), id LIMIT 1',
    [city, Number(pincode)],
  );
  return rows[0]?.id ?? null;
}

export async function findUserMobile(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [userId]);
  return rows[0]?.mobile ?? null;
}
