// What an order's move tells the outside world: the customer's notice of the state reached (SMS, and WhatsApp and web
// push when the customer chose them: modules/notifications), and the campaign leads' update for the CRM. Both are queued in the outbox by moveOrder, in the move's own transaction (a rolled-back move
// tells nobody; a committed one is told even if the process dies right after), and delivered by the outbox: at once
// by deliverOrderNotices after the commit, else by the outbox worker with retries and backoff.
import type { FastifyBaseLogger } from 'fastify';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules.js';
import { isClosed, type OrderState } from '@contract/order-lifecycle.js';
import { drainOutbox, enqueue, type OutboxHandlers } from '../../platform/outbox.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import type { SmsMessage } from '../../platform/sms.js';
import { paths } from '@contract/paths.js';
import { fanOut } from '../notifications/service.js';
import { updateLeadsOfBooking } from '../leads/service.js';
import { bookingLanguage } from './booking-store.js';
import { findOrder } from './store.js';

/** The customer's notice of a move (the name is older than the other channels: one row fans out to all of them). */
export const ORDER_SMS_TOPIC = 'order-sms';
export const ORDER_LEADS_TOPIC = 'order-leads';
const ORDER_TOPICS = [ORDER_SMS_TOPIC, ORDER_LEADS_TOPIC];

/** The states whose arrival the customer is texted about (a delivery asks for feedback instead: modules/feedback/links.ts). */
const TEXTED: readonly OrderState[] = ['confirmed', 'allotted', 'ready_for_delivery', 'cancelled', 'refunded'];

/** Queues the notices of a move from `from` to `to`, in the move's transaction. */
export async function queueMoveNotices(tx: Queryable, orderId: number, from: OrderState, to: OrderState, now: Date): Promise<void> {
  if (TEXTED.includes(to)) await enqueue(tx, ORDER_SMS_TOPIC, { orderId, state: to }, now);
  // The CRM hears "paid" and "cancelled": a move into or out of a paid state, or into the closed states.
  if (to === 'confirmed' || (isClosed(to) && !isClosed(from))) await enqueue(tx, ORDER_LEADS_TOPIC, { orderId }, now);
}

/** The SMS for arriving in a state, from the order as it is when the SMS goes out. */
async function smsFor(db: Queryable, orderId: number, state: OrderState): Promise<{ mobile: string; message: SmsMessage } | null> {
  const record = await findOrder(db, orderId);
  if (!record) return null;
  const { order } = record;
  const base = { reference: order.reference, hub: order.hub.name };
  switch (state) {
    case 'confirmed':
      // Paid at the hub: the full price changed hands there, not online.
      return {
        mobile: order.mobile,
        message: {
          kind: 'booking-confirmed', model: order.model_name, colour: order.colour, reference: order.reference,
          amount: order.payment_method === 'hub' ? order.price : order.amount_paid,
        },
      };
    case 'allotted':
      return { mobile: order.mobile, message: { kind: 'order-allotted', ...base, chassis: order.chassis ?? '' } };
    case 'ready_for_delivery':
      return { mobile: order.mobile, message: { kind: 'order-ready', ...base } };
    case 'cancelled':
      return { mobile: order.mobile, message: { kind: 'order-cancelled', reference: order.reference, days: BOOKING_REFUND_DAYS } };
    case 'refunded': {
      const refund = order.refunds.at(-1);
      return { mobile: order.mobile, message: { kind: 'order-refunded', reference: order.reference, refund: refund?.reference ?? '', amount: refund?.amount ?? 0 } };
    }
    default:
      return null;
  }
}

/** The outbox handlers of the order's notices. */
export function orderNoticeHandlers(deps: Pick<Deps, 'db' | 'sms' | 'whatsapp' | 'push' | 'config' | 'now'>): OutboxHandlers {
  return {
    [ORDER_SMS_TOPIC]: async (payload, meta) => {
      const { orderId, state } = payload as { orderId: number; state: OrderState };
      const sms = await smsFor(deps.db, orderId, state);
      if (!sms) return { skipped: 'gone' };
      const url = paths.bookingDetail.getHref(orderId);
      const notice = { kind: 'orders' as const, mobile: sms.mobile, message: sms.message, url, guestLanguage: await bookingLanguage(deps.db, orderId) };
      const sent = await fanOut(deps, notice, meta);
      return { sent: state, ...sent };
    },
    [ORDER_LEADS_TOPIC]: async (payload) => {
      const { orderId } = payload as { orderId: number };
      const now = deps.now();
      return deps.db.transaction((tx) => updateLeadsOfBooking(tx, orderId, { toCrm: deps.config.crmProvider !== 'none' }, now));
    },
  };
}

/**
 * Delivers the order notices that are due now (those the request just committed among them), so the customer's
 * SMS leaves with the answer; whatever fails stays queued for the outbox worker's retries and is logged.
 */
export async function deliverOrderNotices(deps: Deps, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  try {
    const { failed } = await drainOutbox(deps.db, orderNoticeHandlers(deps), deps.now(), 20, ORDER_TOPICS);
    if (failed > 0) log.error({ failed }, 'order notices not delivered: the outbox retries them');
  } catch (error) {
    log.error({ err: error }, 'order notices not delivered: the outbox retries them');
  }
}
