// The back-office dashboard (issue 12), registered from the descriptor of contract/back-office-dashboard-endpoints.ts;
// the rules and the cache are in service.ts, the SQL in store.ts.
import { backOfficeDashboardEndpointSchemas as schemas } from '@contract/back-office-dashboard-endpoint-schemas.js';
import { backOfficeDashboardEndpoints as endpoints } from '@contract/back-office-dashboard-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { dashboardOf } from './service.js';

const tags = ['Back office'];

/** Under API_PREFIX. */
export function backOfficeDashboardRoutes(app: App, { db }: Deps): void {
  app.route({
    ...endpointRoute(endpoints.dashboard, schemas.dashboard, tags),
    handler: async (request) => ({ data: await dashboardOf(db, currentUser(request), request.query) }),
  });
}
