// The staff users' SQL that is not the users table's (that is the accounts module's): the hubs a dealer runs and the
// check of hub ids. SQL only; the rules are in service.ts.
import type { DealerHub } from '@contract/auth.js';
import type { Queryable } from '../../platform/db/index.js';

/** The hubs each of these users runs, by user id (users running none are left out). */
export async function hubsOfUsers(db: Queryable, userIds: number[]): Promise<Map<number, DealerHub[]>> {
  const out = new Map<number, DealerHub[]>();
  if (userIds.length === 0) return out;
  const { rows } = await db.query<DealerHub & { user_id: number }>(
    `SELECT dh.user_id, sc.id, sc.name, c.name AS city_name
     FROM dealer_hubs dh
     JOIN service_centres sc ON sc.id = dh.hub_id
     JOIN cities c ON c.id = sc.city_id
     WHERE dh.user_id = ANY($1::int[])
     ORDER BY c.name, sc.name, sc.id`,
    [userIds],
  );
  for (const { user_id, ...hub } of rows) out.set(user_id, [...(out.get(user_id) ?? []), hub]);
  return out;
}

/** Those of `hubIds` that name no service centre. */
export async function unknownHubIds(db: Queryable, hubIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT x.id FROM unnest($1::int[]) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM service_centres sc WHERE sc.id = x.id)',
    [hubIds],
  );
  return rows.map((row) => row.id);
}
