// Dealership applications (issue 14): the public application from /become-dealer and its review in the back office.
// Every route is registered from its descriptor in contract/dealership-endpoints.ts; the rules and the workflow are in
// service.ts, the SQL in store.ts.
import { apiError } from '@contract/common.js';
import { dealershipEndpointSchemas as schemas } from '@contract/dealership-endpoint-schemas.js';
import { dealershipEndpoints as endpoints } from '@contract/dealership-endpoints.js';
import { DEFAULT_LANGUAGE } from '@contract/languages.js';
import { currentUser, optionalUserId } from '../../platform/auth/hook.js';
import { exportFileName, sendCsv } from '../../platform/csv-export.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { requestLanguage } from '../../platform/language.js';
import { csvFile } from '../../platform/openapi.js';
import { pageOf } from '../../platform/db/sql.js';
import { applyForDealership, dealerApplicationDetail, dealerExport, reviewApplication } from './service.js';
import { listDealerApplications } from './store.js';

const tags = ['Dealership'];

/** Under API_PREFIX. */
export function dealershipRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;

  app.route({
    ...endpointRoute(endpoints.apply, schemas.apply, tags),
    handler: async (request, reply) => {
      const at = now();
      const customerId = () => optionalUserId(db, request, at);
      const language = requestLanguage(request) ?? DEFAULT_LANGUAGE;
      const answer = await applyForDealership(deps, request.body, { ip: request.ip, customerId, log: request.log, language }, at);
      return reply.code(201).send(answer);
    },
  });

  app.route({
    ...endpointRoute(endpoints.list, schemas.list, tags),
    handler: async (request) => {
      const { page, pageSize, ...rest } = request.query;
      const { rows, total } = await listDealerApplications(db, { ...rest, page, pageSize });
      return pageOf(rows, total, page, pageSize);
    },
  });

  const exportRoute = endpointRoute(endpoints.export, schemas.export, tags);
  app.route({
    ...exportRoute,
    // The 200 is the streamed file, documented as text/csv (the contract's schema is its text, for the MSW check).
    schema: { ...exportRoute.schema, produces: ['text/csv'], response: { 200: csvFile, '4xx': apiError } },
    handler: async (request, reply) => {
      const { q, status, budget, state, sort } = request.query;
      const { sql, params, columns } = dealerExport({ q, status, budget, state }, sort);
      return sendCsv(reply, db, { filename: exportFileName('dealer-applications', now(), { status, budget, state, q }), columns, sql, params });
    },
  });

  app.route({
    ...endpointRoute(endpoints.detail, schemas.detail, tags),
    handler: async (request) => ({ data: await dealerApplicationDetail(deps, request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.review, schemas.review, tags),
    handler: async (request) => ({ data: await reviewApplication(deps, request.params.id, request.body, currentUser(request).id) }),
  });
}
