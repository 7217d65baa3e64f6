// What a service visit's change tells the customer: an SMS, queued in the outbox in the change's own transaction (a
// rolled-back change texts nobody; a committed one is texted even if the process dies right after) and delivered at
// once by deliverServiceVisitNotices after the commit, else by the outbox worker with retries and backoff.
import type { FastifyBaseLogger } from 'fastify';
import { serviceVisitReference, type ServiceVisitSmsStatus } from '@contract/service-visit-rules.js';
import { drainOutbox, enqueue, type OutboxHandlers } from '../../platform/outbox.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { findVisit } from './store.js';
import { paths } from '@contract/paths.js';
import { fanOut } from '../notifications/service.js';

export const SERVICE_VISIT_SMS_TOPIC = 'service-visit-sms';

export async function queueVisitSms(tx: Queryable, visitId: number, status: ServiceVisitSmsStatus, now: Date): Promise<void> {
  await enqueue(tx, SERVICE_VISIT_SMS_TOPIC, { visitId, status }, now);
}

export function serviceVisitNoticeHandlers(deps: Pick<Deps, 'db' | 'sms' | 'whatsapp' | 'push' | 'now'>): OutboxHandlers {
  return {
    [SERVICE_VISIT_SMS_TOPIC]: async (payload, meta) => {
      const { visitId, status } = payload as { visitId: number; status: ServiceVisitSmsStatus };
      const visit = await findVisit(deps.db, visitId, new Date());
      if (!visit) return { skipped: 'gone' };
      const { row } = visit;
      const message = { kind: 'service-visit' as const, reference: serviceVisitReference(visitId), status, date: row.date, slot: row.slot, hub: row.hub.name };
      const sent = await fanOut(deps, { kind: 'service', mobile: row.customer.mobile, message, url: paths.serviceBooking.getHref() }, meta);
      return { sent: status, ...sent };
    },
  };
}

/** Delivers the visit SMS due now (the one the request just committed among them); a failure stays queued and is logged. */
export async function deliverServiceVisitNotices(deps: Deps, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  try {
    const { failed } = await drainOutbox(deps.db, serviceVisitNoticeHandlers(deps), deps.now(), 20, [SERVICE_VISIT_SMS_TOPIC]);
    if (failed > 0) log.error({ failed }, 'service visit notices not delivered: the outbox retries them');
  } catch (error) {
    log.error({ err: error }, 'service visit notices not delivered: the outbox retries them');
  }
}
