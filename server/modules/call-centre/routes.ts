// Assisted sales (issue 13): a call-centre agent (or an admin) books a bike, or an upgrade, for a caller, who gets the
// order's payment link by SMS. Each route is registered from its descriptor in contract/call-centre-endpoints.ts;
// the workflows are in service.ts.
import { callCentreEndpointSchemas as schemas } from '@contract/call-centre-endpoint-schemas.js';
import { callCentreEndpoints as endpoints } from '@contract/call-centre-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { bookForCaller, sendOwnerOtp, upgradeForOwner } from './service.js';

const tags = ['Call centre'];

/** Under API_PREFIX. */
export function callCentreRoutes(app: App, deps: Deps): void {
  app.route({
    ...endpointRoute(endpoints.book, schemas.book, tags),
    handler: async (request, reply) => {
      const answer = await bookForCaller(deps, request.log, currentUser(request), request.body);
      reply.code(201);
      return answer;
    },
  });

  app.route({
    ...endpointRoute(endpoints.upgradeOtp, schemas.upgradeOtp, tags),
    handler: async (request, reply) => {
      const answer = await sendOwnerOtp(deps, request.log, currentUser(request), request.body);
      reply.code(202);
      return answer;
    },
  });

  app.route({
    ...endpointRoute(endpoints.upgrade, schemas.upgrade, tags),
    handler: async (request, reply) => {
      const answer = await upgradeForOwner(deps, request.log, currentUser(request), request.body);
      reply.code(201);
      return answer;
    },
  });
}
