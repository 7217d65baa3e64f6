// Products: the public catalogue, the back-office and dealer lists, and the legacy back-office calls (SPEC §7).
// Every route is registered from its descriptor in contract/products-endpoints.ts; the rules and workflows are in
// service.ts, the SQL in store.ts.
import type { Endpoint } from '@contract/endpoint.js';
import type { EndpointSchemas } from '@contract/endpoint-schemas.js';
import { productEndpointSchemas as schemas } from '@contract/products-endpoint-schemas.js';
import { LEGACY_PRODUCTS_PREFIX, productEndpoints as endpoints } from '@contract/products-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import { API_PREFIX, type App, type Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import {
  backOfficeProduct,
  backOfficeProducts,
  createProduct,
  editProduct,
  productDetail,
  productInColour,
  productList,
  retireProduct,
  reviewProduct,
  topSellers,
} from './service.js';

const tags = ['Products'];

/** Under API_PREFIX. */
export function productRoutes(app: App, deps: Deps): void {
  app.route({
    ...endpointRoute(endpoints.topSellers, schemas.topSellers, tags),
    handler: async (request) => topSellers(deps, request.query.state),
  });
  app.route({
    ...endpointRoute(endpoints.list, schemas.list, tags),
    handler: async (request) => productList(deps, request.query),
  });
  app.route({
    ...endpointRoute(endpoints.detail, schemas.detail, tags),
    handler: async (request) => productDetail(deps, request.params.id),
  });
  app.route({
    ...endpointRoute(endpoints.byColour, schemas.byColour, tags),
    handler: async (request) => productInColour(deps, request.params.id, request.params.colour, request.body),
  });

  // The back-office catalogue. Edits go through the legacy PUT /api/products/{id} (SPEC §7), which keeps the public list's cache right.
  app.route({
    ...endpointRoute(endpoints.adminList, schemas.adminList, tags),
    handler: async (request) => backOfficeProducts(deps, request.query, false),
  });
  app.route({
    ...endpointRoute(endpoints.adminDetail, schemas.adminDetail, tags),
    handler: async (request) => ({ data: await backOfficeProduct(deps, request.params.id) }),
  });
  app.route({
    ...endpointRoute(endpoints.dealerList, schemas.dealerList, tags),
    handler: async (request) => backOfficeProducts(deps, request.query, true),
  });
}

/**
 * The route options of a legacy descriptor: as endpointRoute, at the descriptor's full path (the legacy calls are
 * registered at the root, outside API_PREFIX).
 */
function legacyRoute<E extends Endpoint<unknown, unknown, unknown, unknown>, S extends EndpointSchemas>(e: E, s: S) {
  if (!e.path.startsWith(`${LEGACY_PRODUCTS_PREFIX}/products`)) throw new Error(`${e.path} is not a legacy product call`);
  // endpointRoute checks and builds everything but the URL from the descriptor; the URL is the full legacy path.
  return { ...endpointRoute({ ...e, path: `${API_PREFIX}${e.path.slice(LEGACY_PRODUCTS_PREFIX.length)}` }, s, tags), url: e.path };
}

/** Legacy back-office calls (SPEC §7) at /api/products, outside the API prefix; bearer token through the auth hook. */
export function legacyProductRoutes(app: App, deps: Deps): void {
  app.route({
    ...legacyRoute(endpoints.create, schemas.create),
    handler: async (request, reply) => {
      const data = await createProduct(deps, request.body);
      reply.code(201);
      return { data };
    },
  });
  app.route({
    ...legacyRoute(endpoints.update, schemas.update),
    handler: async (request) => ({ data: await editProduct(deps, request.params.id, request.body) }),
  });
  app.route({
    ...legacyRoute(endpoints.retire, schemas.retire),
    handler: async (request) => retireProduct(deps, request.params.id),
  });
  app.route({
    ...legacyRoute(endpoints.review, schemas.review),
    handler: async (request, reply) => {
      const answer = await reviewProduct(deps, request.params.id, currentUser(request).id, request.body);
      reply.code(201);
      return answer;
    },
  });
}
