// Campaign booking leads (SPEC §7): the SPA posts the SPEC §3 lead records when a campaign booking is made and
// asks for an update when the order is paid or cancelled. Stored always; sent to the CRM through the outbox
// when CRM_PROVIDER names one. The SPA only logs a failure here (SPEC §8), so it never blocks a booking.
import type { FastifyRequest } from 'fastify';
import { apiError, messageResponse } from '@contract/common.js';
import { leadBatchBody, leadBatchResponse, leadUpdateBody, leadUpdateResponse } from '@contract/leads.js';
import { optionalUser } from '../auth/hook.js';
import { consumeLimits } from '../auth/rate-limit.js';
import { hashToken, isWellFormedToken } from '../auth/tokens.js';
import type { Queryable } from '../db/index.js';
import type { App, Deps } from '../deps.js';
import { BOOKING_KEY_HEADER, LOOKUP_HEADER } from '../modules/orders/access.js';
import { insertLeads, updateLeadsOfBooking } from '../store/leads.js';
import { findOrderProof } from '../store/order-proof.js';
import { hasLookupSession } from '../modules/orders/lookup-store.js';

const errors = { '4xx': apiError };
const tags = ['Leads'];

/** The answer to whoever cannot show they may know the booking: the same for every id, whether it exists or not. */
const LEAD_UPDATE_UNPROVEN = { message: "A booking's leads are brought up to date whenever its order changes." } as const;

function headerToken(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const token = typeof value === 'string' ? value.trim() : '';
  return isWellFormedToken(token) ? token : null;
}

/**
 * Whether the caller may know this order exists and how it stands: the browser holding its booking key, its
 * signed-in customer, a guest look-up session for it, an admin (the readers of GET /orders/:id). Every lookup runs
 * whether or not the order exists, so the work done does not tell a stranger either.
 */
async function mayKnowOrder(db: Queryable, request: FastifyRequest, id: number, now: Date): Promise<boolean> {
  const proof = await findOrderProof(db, id);
  const user = await optionalUser(db, request, now);
  const lookup = headerToken(request, LOOKUP_HEADER);
  const lookedUp = lookup !== null && (await hasLookupSession(db, id, hashToken(lookup), now));
  const key = headerToken(request, BOOKING_KEY_HEADER);
  const keyHash = key === null ? null : hashToken(key);
  if (!proof) return false;
  const owns = user !== null && proof.customerId !== null && user.id === proof.customerId;
  return owns || lookedUp || user?.isAdmin === true || keyHash === proof.accessKeyHash;
}

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
        description:
          'The status is read from the order, never taken from the caller, so this call cannot mark a lead paid. Only a caller ' +
          "who may read the booking (its x-booking-key, its customer's session, a look-up session for it, an admin) gets 200 " +
          'with the status; anyone else gets the same 202 for every id, whether or not it exists, and nothing is changed ' +
          '(the leads follow every move of the order on their own).',
        body: leadUpdateBody,
        response: { 200: leadUpdateResponse, 202: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const at = now();
      await consumeLimits(db, [{ key: `leads:ip:${request.ip}`, rule: config.rateLimits.leadsPerIp }], at);
      const id = request.body.booking_id;
      const result = (await mayKnowOrder(db, request, id, at)) ? await db.transaction((tx) => updateLeadsOfBooking(tx, id, { toCrm }, at)) : null;
      if (!result) {
        reply.code(202);
        return LEAD_UPDATE_UNPROVEN;
      }
      return { message: result.updated ? 'Lead updated' : 'Lead already up to date', data: result };
    },
  );
}
