// Every order move runs this (server/orders/flows.ts notifyMove): the campaign leads of the order learn that it was
// paid or cancelled without waiting for the browser, which may have closed after paying. A failure is logged and
// never undoes the move; lsq_booking_lead_update does the same on request and is idempotent.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.js';
import { updateLeadsOfBooking } from '../store/leads.js';

export async function syncBookingLeads(deps: Pick<Deps, 'db' | 'config' | 'now'>, orderId: number, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  try {
    await deps.db.transaction((tx) => updateLeadsOfBooking(tx, orderId, { toCrm: deps.config.crmProvider !== 'none' }, deps.now()));
  } catch (error) {
    log.error({ err: error, orderId }, 'campaign lead not updated');
  }
}
