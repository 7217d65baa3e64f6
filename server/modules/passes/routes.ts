// The booking pass's routes (issue 30, decision 046): thin; the rules are in service.ts.
import { passEndpointSchemas } from '@contract/passes-endpoint-schemas.js';
import { passEndpoints } from '@contract/passes-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { openPass, orderPass, testRidePass } from './service.js';

const tags = ['Booking pass'];

export function passRoutes(app: App, deps: Deps): void {
  app.route({
    ...endpointRoute(passEndpoints.order, passEndpointSchemas.order, tags),
    handler: async (request) => ({ data: await orderPass(deps, request, request.params.id) }),
  });
  app.route({
    ...endpointRoute(passEndpoints.testRide, passEndpointSchemas.testRide, tags),
    handler: async (request) => ({ data: await testRidePass(deps, currentUser(request).id, request.params.id) }),
  });
  app.route({
    ...endpointRoute(passEndpoints.open, passEndpointSchemas.open, tags),
    handler: async (request) => ({ data: await openPass(deps, currentUser(request), request.body.token) }),
  });
}
