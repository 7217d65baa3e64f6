// News and offers (issue 30): the admins' send and the list of past sends. Each route is registered from its
// descriptor in contract/offers-endpoints.ts; the rules are in service.ts.
import { offersEndpointSchemas as schemas } from '@contract/offers-endpoint-schemas.js';
import { offersEndpoints as endpoints } from '@contract/offers-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { offerAudience, offerSends, sendOffer } from './service.js';

export function offersRoutes(app: App, deps: Deps): void {
  const tags = ['News and offers', 'Back office'];
  app.route({
    ...endpointRoute(endpoints.send, schemas.send, tags),
    handler: async (request, reply) => reply.code(201).send(await sendOffer(deps, currentUser(request).id, request.body)),
  });
  app.route({
    ...endpointRoute(endpoints.list, schemas.list, tags),
    handler: async () => ({ data: await offerSends(deps) }),
  });
  app.route({
    ...endpointRoute(endpoints.audience, schemas.audience, tags),
    handler: async () => ({ data: await offerAudience(deps) }),
  });
}
