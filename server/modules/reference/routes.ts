// Reference data (states with their cities and hubs, service centres), registered from the descriptors of
// contract/reference-endpoints.ts; public and cacheable for an hour. The SQL is in store.ts.
import { referenceEndpointSchemas as schemas } from '@contract/reference-endpoint-schemas.js';
import { referenceEndpoints as endpoints } from '@contract/reference-endpoints.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { serviceCentres, stateList, upgradeStateList } from './service.js';

const CACHE = 'public, max-age=3600';
const tags = ['Reference data'];

/** Under API_PREFIX. */
export function commonRoutes(app: App, { db }: Deps): void {
  app.route({
    ...endpointRoute(endpoints.states, schemas.states, tags),
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await stateList(db) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.upgradeStates, schemas.upgradeStates, tags),
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return upgradeStateList(db);
    },
  });

  app.route({
    ...endpointRoute(endpoints.serviceCentres, schemas.serviceCentres, tags),
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await serviceCentres(db) };
    },
  });
}
