// Which hubs (service centres) a back-office caller may see. Admins see every hub; a dealer sees the hubs of
// dealer_hubs. Every dealer-facing query adds scopeCondition() to its WHERE, so a record of another hub is
// simply not found: the same 404 as a missing one.
import type { Queryable } from '../db/index.js';
import type { SessionUser } from './session-store.js';

export type HubScope = { kind: 'all' } | { kind: 'hubs'; hubIds: number[] };

export const ALL_HUBS: HubScope = { kind: 'all' };

export async function dealerHubIds(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ hub_id: number }>('SELECT hub_id FROM dealer_hubs WHERE user_id = $1 ORDER BY hub_id', [userId]);
  return rows.map((row) => row.hub_id);
}

/** The caller's scope: every hub for an admin, the dealer's own hubs otherwise (none when they run none). */
export async function hubScopeOf(db: Queryable, user: Pick<SessionUser, 'id' | 'isAdmin'>): Promise<HubScope> {
  return user.isAdmin ? ALL_HUBS : { kind: 'hubs', hubIds: await dealerHubIds(db, user.id) };
}

/**
 * A WHERE condition limiting `column` (an integer hub id written by the caller, never user input) to the
 * scope; pushes its parameter onto `params`. 'TRUE' for admins. One hub is an equality, which an index that leads
 * with the hub column reads in its own order (the order list's pages, migration 023); `= ANY` of an array is not.
 */
export function scopeCondition(scope: HubScope, column: string, params: unknown[]): string {
  if (scope.kind === 'all') return 'TRUE';
  if (scope.hubIds.length === 1) {
    params.push(scope.hubIds[0]);
    return `${column} = $${params.length}::int`;
  }
  params.push(scope.hubIds);
  return `${column} = ANY($${params.length}::int[])`;
}

/** Replaces a dealer's hubs (the admin's user edit); one statement pair in the caller's transaction. */
export async function setDealerHubs(db: Queryable, userId: number, hubIds: number[]): Promise<void> {
  await db.query('DELETE FROM dealer_hubs WHERE user_id = $1', [userId]);
  if (hubIds.length > 0) {
    await db.query('INSERT INTO dealer_hubs (user_id, hub_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [userId, hubIds]);
  }
}
