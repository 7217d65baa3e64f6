// Campaign booking leads (SPEC §7): the SPA posts the SPEC §3 lead records when a campaign booking is made and
// asks for an update when the order is paid or cancelled. Stored always; sent to the CRM through the outbox
// when CRM_PROVIDER names one. The SPA only logs a failure here (SPEC §8), so it never blocks a booking.
import { apiError } from '@contract/common.js';
import { leadBatchBody, leadBatchResponse, leadUpdateBody, leadUpdateResponse } from '@contract/leads.js';
import { consumeLimits } from '../auth/rate-limit.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { insertLeads, updateLeadsOfBooking } from '../store/leads.js';

const errors = { '4xx': apiError };
const tags = ['Leads'];

export function leadRoutes(app: App, { db, config, now }: Deps): void {
  const toCrm = config.crmProvider !== 'none';

  app.post(
    '/common/lsq_booking_lead',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Record the lead of a campaign booking (an array of SPEC §3 lead records)', body: leadBatchBody, response: { 201: leadBatchResponse, ...errors } },
    },
    async (request, reply) => {
      const at = now();
      await consumeLimits(db, [{ key: `leads:ip:${request.ip}`, rule: config.rateLimits.leadsPerIp }], at);
      const ids = await db.transaction((tx) => insertLeads(tx, request.body, { toCrm }, at));
      reply.code(201);
      return { message: 'Lead saved', data: { ids } };
    },
  );

  app.post(
    '/common/lsq_booking_lead_update',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "Bring a campaign booking's leads up to the order's state (paid or cancelled)",
        description: 'The status is read from the order, never taken from the caller, so this call cannot mark a lead paid.',
        body: leadUpdateBody,
        response: { 200: leadUpdateResponse, ...errors },
      },
    },
    async (request) => {
      const at = now();
      await consumeLimits(db, [{ key: `leads:ip:${request.ip}`, rule: config.rateLimits.leadsPerIp }], at);
      const result = await db.transaction((tx) => updateLeadsOfBooking(tx, request.body.booking_id, { toCrm }, at));
      if (!result) throw new HttpError(404, 'We could not find that booking.');
      return { message: result.updated ? 'Lead updated' : 'Lead already up to date', data: result };
    },
  );
}
