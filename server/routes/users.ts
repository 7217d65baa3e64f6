import { userListQuery, userListResponse, userUpdateBody, userUpdateResponse } from '@contract/auth.js';
import { apiError, idParams, messageResponse } from '@contract/common.js';
import { currentUser } from '../auth/hook.js';
import type { App, Deps } from '../deps.js';
import { HttpError, isUniqueViolation } from '../errors.js';
import { MSG } from '../messages.js';
import { deleteReviewsByUser } from '../store/products.js';
import { pageOf } from '../store/sql.js';
import { deleteUser, findUserById, isEmailTakenByOther, listUsers, updateUser } from '../store/users.js';

const errors = { '4xx': apiError };
const tags = ['Users'];

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

  app.put(
    '/users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "Edit a user's details and roles",
        params: idParams,
        body: userUpdateBody,
        response: { 200: userUpdateResponse, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      const patch = request.body;
      if (id === me.id && patch.isAdmin === false) throw new HttpError(400, MSG.cannotDemoteSelf);
      if (patch.email && (await isEmailTakenByOther(db, patch.email, id))) throw new HttpError(409, MSG.emailTaken);
      let found: boolean;
      try {
        found = await updateUser(db, id, patch, now());
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, MSG.emailTaken);
        throw error;
      }
      const user = found ? await findUserById(db, id) : null;
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
        await deleteReviewsByUser(tx, id); // their reviews go too, and the ratings they counted in are recomputed
        return deleteUser(tx, id);
      });
      if (!removed) throw new HttpError(404, MSG.userNotFound);
      return { message: MSG.userRemoved };
    },
  );
}
