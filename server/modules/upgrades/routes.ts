// The upgrade programme (issue 13): a signed-in owner checks a chassis number against their verified mobile, sees
// its valuation and the models to upgrade to, and books the upgrade. The order is then an ordinary order of kind
// 'upgrade': its list, detail, payment retry, cancel and refund are the order calls (modules/orders). Each route is
// registered from its descriptor in contract/upgrades-endpoints.ts; the rules and workflows are in service.ts.
import { upgradeEndpointSchemas as schemas } from '@contract/upgrades-endpoint-schemas.js';
import { upgradeEndpoints as endpoints } from '@contract/upgrades-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { bookUpgrade, checkUpgrade } from './service.js';

const tags = ['Upgrades'];

/** Under API_PREFIX. */
export function upgradeRoutes(app: App, deps: Deps): void {
  app.route({
    ...endpointRoute(endpoints.check, schemas.check, tags),
    handler: async (request) => checkUpgrade(deps, request, currentUser(request).id, request.body.chassis),
  });
  app.route({
    ...endpointRoute(endpoints.create, schemas.create, tags),
    handler: async (request, reply) => {
      const answer = await bookUpgrade(deps, request, currentUser(request).id, request.body, request.log);
      reply.code(201);
      return answer;
    },
  });
}
