import { userAdminResponse, userListQuery, userListResponse, userUpdateBody, userUpdateResponse, type UserRecord, type UserType, type UserUpdateRequest } from '@contract/auth.js';
import { apiError, idParams, messageResponse } from '@contract/common.js';
import { userRoleMessages } from '@contract/user-rules.js';
import { currentUser } from '../auth/hook.js';
import { dealerHubIds, setDealerHubs } from '../back-office/hub-scope.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../errors.js';
import { MSG } from '../messages.js';
import { deleteReviewsByUser } from '../modules/products/service.js';
import { pageOf } from '../store/sql.js';
import { deleteUser, findUserById, findUserWithHubs, isEmailTakenByOther, listUsers, unknownHubIds, updateUser } from '../store/users.js';

const errors = { '4xx': apiError };
const tags = ['Users'];

/** The role an edit asks for: `role` when sent, else the older flags over the current ones (admin wins), else unchanged. */
function roleAfter(patch: UserUpdateRequest, current: UserRecord): UserType {
  if (patch.role) return patch.role;
  if (patch.isAdmin === undefined && patch.isSeller === undefined) return current.user_type;
  if (patch.isAdmin ?? current.isAdmin) return 'admin';
  return (patch.isSeller ?? current.isSeller) ? 'dealer' : 'customer';
}

export function userRoutes(app: App, { db, now }: Deps): void {
  app.get(
    '/users',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Users, 20 a page, searchable',
        querystring: userListQuery,
        response: { 200: userListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, sort, q, role } = request.query;
      const { rows, total } = await listUsers(db, { page, pageSize, sort, q: q || undefined, role });
      return pageOf(rows, total, page, pageSize);
    },
  );

  app.get(
    '/users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'One user with the hubs they run',
        params: idParams,
        response: { 200: userAdminResponse, ...errors },
      },
    },
    async (request) => {
      const user = await findUserWithHubs(db, request.params.id);
      if (!user) throw new HttpError(404, MSG.userNotFound);
      return { data: user };
    },
  );

  app.put(
    '/users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "Edit a user's details and role (a dealer with the hubs they run)",
        params: idParams,
        body: userUpdateBody,
        response: { 200: userUpdateResponse, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      const patch = request.body;
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
        // The role and the hubs change together or not at all.
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
      return { data: user };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Remove a user and their reviews',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === currentUser(request).id) throw new HttpError(400, MSG.cannotDeleteSelf);
      const removed = await db.transaction(async (tx) => {
        await deleteReviewsByUser(tx, id); // their comments go too (their owner reviews go with the account)
        return deleteUser(tx, id);
      });
      if (!removed) throw new HttpError(404, MSG.userNotFound);
      return { message: MSG.userRemoved };
    },
  );
}
