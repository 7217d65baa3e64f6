// Rev Club for the customer (issue 14): my referral code and friends, the rewards ledger and its catalogue,
// redemption, and the once-per-order spin of the wheel; the admin's lists are in admin-routes.ts. Every route is
// registered from its descriptor in contract/rewards-endpoints.ts; the workflows are in service.ts, the SQL in the
// stores (store.ts, spins-store.ts, admin-store.ts).
import { rewardsEndpointSchemas as schemas } from '@contract/rewards-endpoint-schemas.js';
import { rewardsEndpoints as endpoints } from '@contract/rewards-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { rewardsAdminRoutes } from './admin-routes.js';
import { myReferral, myRewards, redeemItem, spinStatus, spinWheel } from './service.js';
import { cryptoRandom, type RandomSource } from './spins-store.js';

const tags = ['Rewards'];

/** Under API_PREFIX. */
export function rewardsRoutes(app: App, deps: Deps, random: RandomSource = cryptoRandom): void {
  app.route({
    ...endpointRoute(endpoints.referral, schemas.referral, tags),
    handler: async (request) => ({ data: await myReferral(deps, currentUser(request).id) }),
  });

  app.route({
    ...endpointRoute(endpoints.rewards, schemas.rewards, tags),
    handler: async (request) => ({ data: await myRewards(deps, currentUser(request).id) }),
  });

  app.route({
    ...endpointRoute(endpoints.redeem, schemas.redeem, tags),
    handler: async (request, reply) => reply.code(201).send(await redeemItem(deps, currentUser(request).id, request.body.item_id)),
  });

  app.route({
    ...endpointRoute(endpoints.spinStatus, schemas.spinStatus, tags),
    handler: async (request) => ({ data: await spinStatus(deps, currentUser(request).id, request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.spin, schemas.spin, tags),
    handler: async (request, reply) => reply.code(201).send(await spinWheel(deps, currentUser(request).id, request.params.id, random)),
  });

  rewardsAdminRoutes(app, deps);
}
