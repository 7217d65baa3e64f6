// The one place an order changes state: locks the row, checks the move against the contract's table, writes the
// new state and its event row in the caller's transaction. Everything else (payments, cancellations, the back
// office, timers) goes through moveOrder, so the timeline is the audit trail.
import { invoiceNumberFor } from './documents-store.js';
import { ORDER_STATE_LABELS, canMove, orderMessages, type OrderState } from '@contract/order-lifecycle.js';
import type { OrderEvent } from '@contract/orders.js';
import { upgradeMessages } from '@contract/upgrade-rules.js';
import { addWorkingDays, todayInIndia } from '@contract/rules.js';
import type { Queryable } from '../../platform/db/index.js';
import { HttpError } from '../../platform/errors.js';
import { sendFeedbackLink } from '../feedback/service.js';
import { MSG } from '../../platform/messages.js';
import { insertEvent, lockOrder, setOrderState, type LockedOrder } from './store.js';
import { queueMoveNotices } from './notices.js';
import { settleRewards } from '../rewards/service.js';

/** Who made a change: a signed-in user with their role, a guest (booking key or look-up session), or the system. */
export type Actor = { userId: number | null; role: OrderEvent['actor_role'] };
export const SYSTEM: Actor = { userId: null, role: 'system' };

/** The customer's words for arriving in a state (the timeline). */
export function moveText(order: LockedOrder, to: OrderState): string {
  switch (to) {
    case 'reserved':
      return order.kind === 'booking' ? 'Booking reserved' : order.paymentMethod === 'hub' ? 'Order placed: pay at the hub' : 'Order placed';
    case 'allotted':
      return `Chassis ${order.chassis ?? ''} allotted at ${order.hubName}`;
    case 'ready_for_delivery':
      return `Ready for delivery at ${order.hubName}`;
    case 'delivered':
      return order.kind === 'upgrade'
        ? `Old bike (chassis ${order.tradeInChassis ?? ''}) handed in and the new bike handed over at ${order.hubName}`
        : ORDER_STATE_LABELS[to];
    case 'cancelled':
      return order.cancelReason ? `Cancelled: ${order.cancelReason}` : 'Cancelled';
    case 'refunded':
      return 'Refund completed';
    default:
      return ORDER_STATE_LABELS[to];
  }
}

export type MoveOptions = { note?: string | null; kind?: OrderEvent['kind']; text?: string };

/** Locks the order (404 when there is none) for a change in this transaction. */
export async function lockedOrder(tx: Queryable, id: number): Promise<LockedOrder> {
  const order = await lockOrder(tx, id);
  if (!order) throw new HttpError(404, MSG.bookingNotFound);
  return order;
}

/**
 * Moves the order to `to` and writes one event row, or answers 409 orderMessages.badMove. Call it inside a
 * transaction; the row stays locked until it ends. Gives the order as it was before the move.
 */
export async function moveOrder(tx: Queryable, orderId: number, to: OrderState, actor: Actor, now: Date, options: MoveOptions = {}): Promise<LockedOrder> {
  const order = await lockedOrder(tx, orderId);
  if (!canMove(order.state, to)) throw new HttpError(409, orderMessages.badMove);
  // An upgrade is handed over only against the old bike, once the hub has inspected it (every path to delivered).
  if (to === 'delivered' && order.kind === 'upgrade' && !order.inspected) throw new HttpError(409, upgradeMessages.notInspected);
  await setOrderState(tx, orderId, to, now);
  await settleRewards(tx, orderId, to, now);
  await insertEvent(
    tx,
    {
      orderId,
      kind: options.kind ?? (to === 'refund_initiated' || to === 'refunded' ? 'refund' : 'state'),
      from: order.state,
      to,
      actorId: actor.userId,
      actorRole: actor.role,
      note: options.note ?? null,
      text: options.text ?? moveText(order, to),
    },
    now,
  );
  // Every notice of the move is queued in this transaction (a rolled-back move sends nothing): the state's SMS and
  // the CRM's update (orders/notices.ts), and for a delivered bike one feedback SMS.
  await queueMoveNotices(tx, orderId, order.state, to, now);
  if (to === 'delivered') {
    await invoiceNumberFor(tx, orderId, now);
    await sendFeedbackLink(tx, { subject: 'order', id: orderId }, now);
  }
  return order;
}

/** Writes the creation event of a new order (no state before it). */
export async function recordCreated(tx: Queryable, orderId: number, actor: Actor, now: Date): Promise<void> {
  const order = await lockedOrder(tx, orderId);
  await insertEvent(tx, { orderId, kind: 'state', from: null, to: order.state, actorId: actor.userId, actorRole: actor.role, note: null, text: moveText(order, order.state) }, now);
}

/** A date `days` working days (contract's addWorkingDays) after today in India, as YYYY-MM-DD: when a refund reaches the bank. */
export function workingDaysFrom(now: Date, days: number): string {
  return addWorkingDays(todayInIndia(now), days);
}
