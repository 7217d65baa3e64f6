// The upgrade programme's SQL (migration 018): the caller's bike by chassis, the orders trading a chassis in, the
// upgrade hubs and areas, the register of earlier sales and the upgrade columns of the order (the bookings row of kind
// 'upgrade'). The trade-in rule and the workflows are in service.ts.
import type { TradeIn } from '@contract/upgrade.js';
import { CLOSED_STATES } from '@contract/order-lifecycle.js';
import type { Queryable } from '../../platform/db/index.js';
import type { NewOrderFields } from '../orders/service.js';

/** An order that has its chassis allotted but has not reached the customer yet. */
const NOT_YET_DELIVERED = ['allotted', 'ready_for_delivery'];

/** The states of the open or delivered orders that trade this chassis in (closed ones left out). */
export async function tradeInOrderStates(db: Queryable, chassis: string): Promise<string[]> {
  const { rows } = await db.query<{ state: string }>(
    `SELECT state FROM bookings WHERE trade_in_chassis = $1 AND state <> ALL($2::text[])`,
    [chassis, CLOSED_STATES],
  );
  return rows.map((row) => row.state);
}

/** The bike's model and the India date it reached this owner (null: allotted to them, not delivered yet). */
export async function ownedBike(db: Queryable, chassis: string, mobile: string): Promise<{ model: string; soldOn: string | null } | null> {
  const orders = await db.query<{ model: string; state: string; delivered_on: string | null }>(
    `SELECT b.model_id AS model, b.state,
            (SELECT to_char((min(e.created_at) AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD') FROM order_events e
             WHERE e.order_id = b.id AND e.to_state = 'delivered') AS delivered_on
     FROM bookings b WHERE b.chassis = $1 AND b.mobile = $2`,
    [chassis, mobile],
  );
  const order = orders.rows[0];
  if (order?.state === 'delivered' && order.delivered_on) return { model: order.model, soldOn: order.delivered_on };
  const register = await db.query<{ model: string; sold_on: string }>(
    `SELECT model, to_char(sold_on, 'YYYY-MM-DD') AS sold_on FROM bike_register WHERE chassis = $1 AND mobile = $2`,
    [chassis, mobile],
  );
  const sale = register.rows[0];
  if (sale) return { model: sale.model, soldOn: sale.sold_on };
  if (order && NOT_YET_DELIVERED.includes(order.state)) return { model: order.model, soldOn: null };
  return null;
}

export type NewUpgrade = NewOrderFields & {
  customerId: number | null;
  tradeIn: Pick<TradeIn, 'chassis' | 'model' | 'sold_on' | 'valuation'>;
};

/** Writes an upgrade under an id from reserveBookingId; a second open upgrade of the chassis is a unique violation. */
export async function insertUpgrade(db: Queryable, id: number, u: NewUpgrade, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO bookings (id, kind, name, mobile, email, state_id, city_id, area_id, pincode, model_id, colour, price, amount, dealer_id,
                           customer_id, access_key_hash, payment_method, source, trade_in_chassis, trade_in_model, trade_in_sold_on,
                           valuation, created_at, updated_at)
     OVERRIDING SYSTEM VALUE
     VALUES ($1, 'upgrade', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'online', 'web', $16, $17, $18, $19, $20, $20)`,
    [
      id, u.name, u.mobile, u.email, u.state, u.city, u.area, u.pincode, u.model, u.colour, u.price, u.amount, u.dealerId,
      u.customerId, u.accessKeyHash, u.tradeIn.chassis, u.tradeIn.model, u.tradeIn.sold_on, u.tradeIn.valuation, now,
    ],
  );
}

/** A hub that takes upgrades: it lies in `cityId` and its state offers the programme. */
export async function findUpgradeHub(db: Queryable, dealerId: number, stateId: string, cityId: string): Promise<{ id: number; name: string } | null> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT s.id, s.name FROM service_centres s JOIN states st ON st.id = s.state_id
     WHERE s.id = $1 AND s.state_id = $2 AND s.city_id = $3 AND st.upgrade_offered`,
    [dealerId, stateId, cityId],
  );
  return rows[0] ?? null;
}

/** The area (a hubs row) an upgrade is filed under: the owner's own when it lies in the hub's city, else the city's first. */
export async function areaInCity(db: Queryable, cityId: string, preferred: string | null): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM hubs WHERE city_id = $1 ORDER BY (id = $2) DESC, id LIMIT 1',
    [cityId, preferred ?? ''],
  );
  return rows[0]?.id ?? null;
}

/** Records the hub's inspection of the old bike (a later one replaces it). */
export async function recordInspection(tx: Queryable, id: number, finalValuation: number, note: string | null, now: Date): Promise<void> {
  await tx.query(
    'UPDATE bookings SET final_valuation = $2, inspection_note = $3, inspected_at = $4, updated_at = $4 WHERE id = $1',
    [id, finalValuation, note, now],
  );
}

export type NewRegisterBike = { chassis: string; model: string; soldOn: string; mobile: string; name: string; hubId: number | null };

/** Adds a bike to the register of earlier sales (demo data). */
export async function insertRegisterBike(db: Queryable, bike: NewRegisterBike): Promise<void> {
  await db.query(
    'INSERT INTO bike_register (chassis, model, sold_on, mobile, name, hub_id) VALUES ($1, $2, $3, $4, $5, $6)',
    [bike.chassis, bike.model, bike.soldOn, bike.mobile, bike.name, bike.hubId],
  );
}
