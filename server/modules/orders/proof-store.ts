// What a caller must match to show it may know an order: its customer and its booking key's hash. One query whether
// or not the order exists, so a caller who proves nothing cannot tell the two apart by the work done.
import type { Queryable } from '../../platform/db/index.js';

export type OrderProof = { customerId: number | null; accessKeyHash: string };

export async function findOrderProof(db: Queryable, id: number): Promise<OrderProof | null> {
  const { rows } = await db.query<OrderProof>('SELECT customer_id AS "customerId", access_key_hash AS "accessKeyHash" FROM bookings WHERE id = $1', [id]);
  return rows[0] ?? null;
}
