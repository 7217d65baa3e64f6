// A guest's records join the account of the same mobile (issue 23, "the guest's loop"): orders, test rides,
// notify-me and contact requests and support tickets made without an account, with the mobile that a customer
// account proved by OTP at registration (a customer cannot change it later). Run whenever a customer's session
// starts, so whatever was made as a guest before, or on another device, is in their account from then on.
import type { Queryable } from '../../platform/db/index.js';

const GUEST_TABLES = ['bookings', 'test_rides', 'notify_requests', 'contact_messages', 'support_tickets'] as const;
export type GuestClaims = Record<(typeof GUEST_TABLES)[number], number>;

/** Gives the customer `userId` every guest record of their mobile; how many of each joined. Staff accounts take none. */
export async function claimGuestRecords(db: Queryable, userId: number): Promise<GuestClaims> {
  const updates = GUEST_TABLES.map(
    (table) => `${table}_claimed AS (UPDATE ${table} t SET customer_id = u.id FROM u WHERE t.customer_id IS NULL AND t.mobile = u.mobile RETURNING 1)`,
  );
  const counts = GUEST_TABLES.map((table) => `(SELECT count(*) FROM ${table}_claimed)::int AS ${table}`);
  const { rows } = await db.query<GuestClaims>(
    `WITH u AS (SELECT id, mobile FROM users
                WHERE id = $1 AND user_type = 'customer' AND NOT is_admin AND NOT is_dealer AND NOT is_seller),
          ${updates.join(',\n          ')}
     SELECT ${counts.join(', ')}`,
    [userId],
  );
  return rows[0] ?? (Object.fromEntries(GUEST_TABLES.map((t) => [t, 0])) as GuestClaims);
}
