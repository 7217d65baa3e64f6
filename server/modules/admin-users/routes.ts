// Staff users of the back office (admin only). Every route is JSON and registered from its descriptor in
// contract/admin-users-endpoints.ts; the rules are in service.ts.
import { adminUsersEndpointSchemas as schemas } from '@contract/admin-users-endpoint-schemas.js';
import { adminUsersEndpoints as endpoints } from '@contract/admin-users-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { pageOf } from '../../platform/db/sql.js';
import { editUser, removeUser, staffUser, userPage } from './service.js';

const tags = ['Users'];

/** Under API_PREFIX. */
export function adminUsersRoutes(app: App, deps: Deps): void {
  app.route({
    ...endpointRoute(endpoints.list, schemas.list, tags),
    handler: async (request) => {
      const { page, pageSize, sort, q, role } = request.query;
      const { rows, total } = await userPage(deps, { page, pageSize, sort, q: q || undefined, role });
      return pageOf(rows, total, page, pageSize);
    },
  });
  app.route({
    ...endpointRoute(endpoints.user, schemas.user, tags),
    handler: async (request) => ({ data: await staffUser(deps, request.params.id) }),
  });
  app.route({
    ...endpointRoute(endpoints.update, schemas.update, tags),
    handler: async (request) => ({ data: await editUser(deps, currentUser(request), request.params.id, request.body) }),
  });
  app.route({
    ...endpointRoute(endpoints.remove, schemas.remove, tags),
    handler: async (request) => removeUser(deps, currentUser(request), request.params.id),
  });
}
