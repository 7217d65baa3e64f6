// Staff users (SPEC §6, admin only): the list and the record with the hubs a dealer runs, the role edit (a dealer
// with their hubs, never one's own demotion) and the removal with the user's reviews. The users table is the
// accounts module's (through its service); the hubs' SQL is in store.ts and back-office/hub-scope.ts.
import type { UserAdminRecord, UserRecord, UserSort, UserType, UserUpdateRequest } from '@contract/auth.js';
import type { SortValue } from '@contract/common.js';
import { userRoleMessages } from '@contract/user-rules.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { dealerHubIds, setDealerHubs } from '../../platform/auth/hub-scope.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { deleteReviewsByUser } from '../products/service.js';
import { deleteUser, findUserById, isEmailTakenByOther, listUsers, updateUser } from '../accounts/service.js';
import { hubsOfUsers, unknownHubIds } from './store.js';

/** The role an edit asks for: `role` when sent, else the older flags over the current ones (admin wins), else unchanged. */
function roleAfter(patch: UserUpdateRequest, current: UserRecord): UserType {
  if (patch.role) return patch.role;
  if (patch.isAdmin === undefined && patch.isSeller === undefined) return current.user_type;
  if (patch.isAdmin ?? current.isAdmin) return 'admin';
  return (patch.isSeller ?? current.isSeller) ? 'dealer' : 'customer';
}

/** The user as the back office shows it: the record with the hubs they run. */
async function findUserWithHubs(db: Queryable, id: number): Promise<UserAdminRecord | null> {
  const user = await findUserById(db, id);
  if (!user) return null;
  return { ...user, hubs: (await hubsOfUsers(db, [id])).get(id) ?? [] };
}

/** A page of users, each with the hubs they run. */
export async function userPage(
  { db }: Deps,
  options: { page: number; pageSize: number; sort: SortValue<UserSort>; q?: string; role?: UserType },
): Promise<{ rows: UserAdminRecord[]; total: number }> {
  const { rows, total } = await listUsers(db, options);
  const hubs = await hubsOfUsers(db, rows.map((row) => row.id));
  return { rows: rows.map((row) => ({ ...row, hubs: hubs.get(row.id) ?? [] })), total };
}

export async function staffUser({ db }: Deps, id: number): Promise<UserAdminRecord> {
  const user = await findUserWithHubs(db, id);
  if (!user) throw new HttpError(404, MSG.userNotFound);
  return user;
}

/** An admin's edit of a user's details and role: the role and a dealer's hubs change together or not at all. */
export async function editUser({ db, now }: Deps, me: SessionUser, id: number, patch: UserUpdateRequest): Promise<UserAdminRecord> {
  const current = await findUserById(db, id);
  if (!current) throw new HttpError(404, MSG.userNotFound);
  const role = roleAfter(patch, current);
  if (id === me.id && role !== 'admin') throw new HttpError(400, MSG.cannotDemoteSelf);
  const hubIds = role === 'dealer' ? [...new Set(patch.hubIds ?? (await dealerHubIds(db, id)))] : [];
  if (role === 'dealer' && hubIds.length === 0) throw fieldError('hubIds', userRoleMessages.dealerHubs);
  if (role !== 'dealer' && patch.hubIds?.length) throw fieldError('hubIds', userRoleMessages.hubsOnlyForDealers);
  if (hubIds.length > 0 && (await unknownHubIds(db, hubIds)).length > 0) throw fieldError('hubIds', userRoleMessages.unknownHub);
  if (patch.email && (await isEmailTakenByOther(db, patch.email, id))) throw new HttpError(409, MSG.emailTaken);
  let found: boolean;
  try {
    found = await db.transaction(async (tx) => {
      const updated = await updateUser(tx, id, { name: patch.name, email: patch.email, role }, now());
      if (updated) await setDealerHubs(tx, id, hubIds);
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG.emailTaken);
    throw error;
  }
  const user = found ? await findUserWithHubs(db, id) : null;
  if (!user) throw new HttpError(404, MSG.userNotFound);
  return user;
}

/** Removes a user (never oneself) with their reviews. */
export async function removeUser({ db }: Deps, me: SessionUser, id: number): Promise<{ message: string }> {
  if (id === me.id) throw new HttpError(400, MSG.cannotDeleteSelf);
  const removed = await db.transaction(async (tx) => {
    await deleteReviewsByUser(tx, id); // their comments go too (their owner reviews go with the account)
    return deleteUser(tx, id);
  });
  if (!removed) throw new HttpError(404, MSG.userNotFound);
  return { message: MSG.userRemoved };
}
