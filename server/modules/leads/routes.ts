// Campaign booking leads (SPEC §7): the SPA posts the SPEC §3 lead records when a campaign booking is made and
// asks for an update when the order is paid or cancelled. Stored always; sent to the CRM through the outbox
// when CRM_PROVIDER names one. The SPA only logs a failure here (SPEC §8), so it never blocks a booking.
// Registered from the descriptors of contract/leads-endpoints.ts; the rules and workflows are in service.ts.
import { leadsEndpointSchemas as schemas } from '@contract/leads-endpoint-schemas.js';
import { leadsEndpoints as endpoints } from '@contract/leads-endpoints.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { LEAD_UPDATE_UNPROVEN, bringLeadsUpToDate, recordLeads } from './service.js';

const tags = ['Leads'];

/** Under API_PREFIX. */
export function leadRoutes(app: App, deps: Deps): void {
  app.route({
    ...endpointRoute(endpoints.record, schemas.record, tags),
    handler: async (request, reply) => {
      const ids = await recordLeads(deps, request.body, request.ip);
      return reply.code(201).send({ message: 'Lead saved', data: { ids } });
    },
  });

  const updateRoute = endpointRoute(endpoints.update, schemas.update, tags);
  app.route({
    ...updateRoute,
    schema: {
      ...updateRoute.schema,
      description:
        'The status is read from the order, never taken from the caller, so this call cannot mark a lead paid. Only a caller ' +
        "who may read the booking (its x-booking-key, its customer's session, a look-up session for it, an admin) gets 200 " +
        'with the status; anyone else gets the same 202 for every id, whether or not it exists, and nothing is changed ' +
        '(the leads follow every move of the order on their own).',
    },
    handler: async (request, reply) => {
      const result = await bringLeadsUpToDate(deps, request, request.body.booking_id);
      if (!result) return reply.code(202).send(LEAD_UPDATE_UNPROVEN);
      return { message: result.updated ? 'Lead updated' : 'Lead already up to date', data: result };
    },
  });
}
