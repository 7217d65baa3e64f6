// Support tickets in the back office (the desk, at /support): the inbox with its CSV export, one ticket with its
// conversation, internal notes and timeline, replies (an SMS tells the customer), assignment and status; and the
// service dashboard (/service-dash). Admins only. Registered from the descriptors of contract/support-endpoints.ts;
// the rules are in service.ts.
import { apiError } from '@contract/common.js';
import { supportEndpointSchemas as schemas } from '@contract/support-endpoint-schemas.js';
import { supportEndpoints as endpoints } from '@contract/support-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import { exportFileName, sendCsv } from '../../platform/csv-export.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { csvFile } from '../../platform/openapi.js';
import { TICKET_CSV_COLUMNS, addDeskNote, changeTicket, deskExport, deskPage, hubDrill, readDeskTicket, replyAsDesk, serviceDash } from './service.js';

const tags = ['Support', 'Admin'];
const dashTags = ['Service', 'Admin'];

export function deskRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;

  app.route({
    ...endpointRoute(endpoints.deskList, schemas.deskList, tags),
    handler: async (request) => deskPage(deps, request.query),
  });

  const exportRoute = endpointRoute(endpoints.deskExport, schemas.deskExport, tags);
  app.route({
    ...exportRoute,
    // The 200 is the streamed file, documented as text/csv (the contract's schema is its text, for the MSW check).
    schema: { ...exportRoute.schema, response: { 200: csvFile, '4xx': apiError } },
    handler: async (request, reply) => {
      const { page: _page, pageSize: _size, ...query } = request.query;
      const at = now();
      const { sql, params } = deskExport(query, at);
      const filename = exportFileName('support-tickets', at, { status: query.status, topic: query.topic, hub: query.hub, breach: query.breach, q: query.q });
      return sendCsv(reply, db, { filename, columns: TICKET_CSV_COLUMNS, sql, params });
    },
  });

  app.route({
    ...endpointRoute(endpoints.deskTicket, schemas.deskTicket, tags),
    handler: async (request) => readDeskTicket(deps, request.params.id),
  });

  app.route({
    ...endpointRoute(endpoints.deskUpdate, schemas.deskUpdate, tags),
    handler: async (request) => {
      const { status, assignee_id: assigneeId } = request.body;
      return changeTicket(deps, request.params.id, currentUser(request).id, { status, assigneeId });
    },
  });

  app.route({
    ...endpointRoute(endpoints.deskReply, schemas.deskReply, tags),
    handler: async (request, reply) => {
      const { id } = request.params;
      const ticket = await replyAsDesk(deps, id, currentUser(request).id, request.body.message);
      return reply.code(201).send(ticket);
    },
  });

  app.route({
    ...endpointRoute(endpoints.deskNote, schemas.deskNote, tags),
    handler: async (request, reply) => reply.code(201).send(await addDeskNote(deps, request.params.id, currentUser(request).id, request.body.note)),
  });

  app.route({
    ...endpointRoute(endpoints.dash, schemas.dash, dashTags),
    handler: async (request) => serviceDash(deps, request.query.sort),
  });

  app.route({
    ...endpointRoute(endpoints.dashHub, schemas.dashHub, dashTags),
    handler: async (request) => hubDrill(deps, request.params.id),
  });
}
