// Feedback and NPS (issue 15): the form reached by the signed SMS link or, signed in, for my own test ride or
// order; the back office's list, summary and CSV, scoped to the caller's hubs (admins: every hub). Registered from
// the descriptors of contract/feedback-endpoints.ts; the rules are in service.ts, the SQL in store.ts.
import { apiError } from '@contract/common.js';
import { feedbackEndpointSchemas as schemas } from '@contract/feedback-endpoint-schemas.js';
import { feedbackEndpoints as endpoints } from '@contract/feedback-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import { exportFileName, sendCsv } from '../../platform/csv-export.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { csvFile } from '../../platform/openapi.js';
import { FEEDBACK_CSV_COLUMNS, answerRequest, contextOf, feedbackExport, feedbackPage, feedbackSummaryOf, requestOfLink, requestOfMine } from './service.js';

const tags = ['Feedback'];
const backOfficeTags = ['Feedback', 'Back office'];

/** Under API_PREFIX. */
export function feedbackRoutes(app: App, deps: Deps): void {
  const { now } = deps;

  app.route({
    ...endpointRoute(endpoints.link, schemas.link, tags),
    handler: async (request) => {
      const { link, exp, sig } = request.query;
      return { data: contextOf(await requestOfLink(deps, link, exp, sig)) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.answerLink, schemas.answerLink, tags),
    handler: async (request, reply) => {
      const { link, exp, sig } = request.query;
      const target = await requestOfLink(deps, link, exp, sig);
      return reply.code(201).send(await answerRequest(deps, target, request.body));
    },
  });

  app.route({
    ...endpointRoute(endpoints.mine, schemas.mine, tags),
    handler: async (request) => {
      const { subject, id } = request.params;
      return { data: contextOf(await requestOfMine(deps, currentUser(request).id, subject, id)) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.answerMine, schemas.answerMine, tags),
    handler: async (request, reply) => {
      const { subject, id } = request.params;
      const target = await requestOfMine(deps, currentUser(request).id, subject, id);
      return reply.code(201).send(await answerRequest(deps, target, request.body));
    },
  });

  app.route({
    ...endpointRoute(endpoints.list, schemas.list, backOfficeTags),
    handler: async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return feedbackPage(deps, currentUser(request), filters, page, pageSize);
    },
  });

  app.route({
    ...endpointRoute(endpoints.summary, schemas.summary, backOfficeTags),
    handler: async (request) => ({ data: await feedbackSummaryOf(deps, currentUser(request), request.query) }),
  });

  const exportRoute = endpointRoute(endpoints.export, schemas.export, backOfficeTags);
  app.route({
    ...exportRoute,
    // The 200 is the streamed file, documented as text/csv (the contract's schema is its text, for the MSW check).
    schema: { ...exportRoute.schema, response: { 200: csvFile, '4xx': apiError } },
    handler: async (request, reply) => {
      const filters = request.query;
      const { sql, params } = await feedbackExport(deps, currentUser(request), filters);
      return sendCsv(reply, deps.db, { filename: exportFileName('feedback', now(), filters), columns: FEEDBACK_CSV_COLUMNS, sql, params });
    },
  });
}
