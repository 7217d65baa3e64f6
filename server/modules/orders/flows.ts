// What happens around a move: payments that confirm an order (or, after a cancellation, are given back),
// cancellations that fail pending payment orders and start the refund, refunds that complete, and the SMS each
// of these sends. Gateway calls run outside every transaction; SMS after the commit, and a failed SMS is logged,
// never undoes the move.
import type { FastifyBaseLogger } from 'fastify';
import { isCancellable, isClosed, type CancelReason } from '@contract/order-lifecycle.js';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { isUniqueViolation } from '../../platform/errors.js';
import { rupees } from '../../platform/messages.js';
import { GatewayError } from '../../platform/payments/gateway.js';
import { completePayment, failPendingPayments } from './booking-store.js';
import { insertEvent, refundReference, updateOrder } from './store.js';
import {
  announceRefund,
  dueSandboxRefunds,
  paymentsOwed,
  processRefund,
  recordRefund,
  refundSettlement,
  type RecordedRefund,
  type RefundStatus,
} from '../../platform/payments/refunds-store.js';
import { succeedFailedPayment } from '../../platform/payments/store.js';
import { SYSTEM, lockedOrder, moveOrder, workingDaysFrom, type Actor } from './lifecycle.js';
import { deliverOrderNotices } from './notices.js';

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

export type PaymentEffect = 'confirmed' | 'refund' | 'none';

/**
 * Records a gateway's outcome for one of the order's payment orders, inside the caller's transaction. A success
 * confirms a reserved order with a 'payment' event; a success on an order already cancelled is recorded (the money
 * moved) and answered 'refund', never a confirmation. `lateCapture` says whether a capture reported for an order
 * we had marked failed counts: always for a real gateway (the customer paid), for the sandbox only after a
 * cancellation (a replaced sandbox order stays failed).
 */
export async function applyPaymentOutcome(
  tx: Queryable,
  payment: { bookingId: number; orderId: string; amount: number },
  outcome: 'success' | 'failed',
  gatewayPaymentId: string,
  now: Date,
  lateCapture: 'always' | 'after-cancel',
): Promise<PaymentEffect> {
  const order = await lockedOrder(tx, payment.bookingId);
  const changed = await completePayment(tx, payment, outcome, gatewayPaymentId, now);
  if (outcome === 'failed') return 'none';
  const cancelled = isClosed(order.state);
  const paid = changed || ((lateCapture === 'always' || cancelled) && (await succeedFailedPayment(tx, payment, gatewayPaymentId, now)));
  if (!paid) return 'none';
  const text = `Payment of ${rupees(payment.amount)} received`;
  if (order.state === 'reserved') {
    await moveOrder(tx, order.id, 'confirmed', SYSTEM, now, { kind: 'payment', text });
    return 'confirmed';
  }
  await insertEvent(tx, { orderId: order.id, kind: 'payment', from: null, to: null, actorId: null, actorRole: 'system', note: null, text: `${text} after the order was cancelled: it is being refunded` }, now);
  return cancelled ? 'refund' : 'none';
}

/** Runs applyPaymentOutcome in a transaction of its own; a second success for an order already paid changes nothing. */
export async function recordPaymentOutcome(
  deps: Deps,
  payment: { bookingId: number; orderId: string; amount: number },
  outcome: 'success' | 'failed',
  gatewayPaymentId: string,
  lateCapture: 'always' | 'after-cancel',
  log: Log,
  before?: (tx: Queryable) => Promise<boolean>,
): Promise<PaymentEffect> {
  let effect: PaymentEffect;
  try {
    effect = await deps.db.transaction(async (tx) => {
      if (before && !(await before(tx))) return 'none';
      return applyPaymentOutcome(tx, payment, outcome, gatewayPaymentId, deps.now(), lateCapture);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    deps.metrics?.payments.inc({ outcome, effect: 'duplicate' });
    log.error({ bookingId: payment.bookingId, orderId: payment.orderId, gatewayPaymentId }, 'second payment for a paid order: refund it at the gateway');
    return 'none';
  }
  deps.metrics?.payments.inc({ outcome, effect });
  if (effect === 'confirmed') await deliverOrderNotices(deps, log);
  if (effect === 'refund') await refundOutstanding(deps, payment.bookingId, log);
  return effect;
}

/**
 * Cancels the order (409 notCancellable unless its state allows it), fails its pending payment orders, and starts
 * the refund of whatever was paid.
 */
export async function cancelOrder(
  deps: Deps,
  orderId: number,
  actor: Actor,
  cancel: { reason: CancelReason | string; note: string | null },
  log: Log,
  refuse: () => Error,
): Promise<void> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (!isCancellable(order.state)) throw refuse();
    await updateOrder(tx, orderId, { cancelReason: cancel.reason, cancelNote: cancel.note }, at);
    await moveOrder(tx, orderId, 'cancelled', actor, at, { note: cancel.note, text: `Cancelled: ${cancel.reason}` });
    await failPendingPayments(tx, orderId, at);
  });
  await deliverOrderNotices(deps, log);
  await refundOutstanding(deps, orderId, log);
}

/**
 * Refunds what is still owed on each successful payment of a closed order (paid minus its refunds that did not
 * fail, so a part refund made on the gateway's dashboard leaves only the rest to give back): the gateway first
 * (outside any transaction), then the refund row, its event and the move to refund_initiated. A gateway that does
 * not answer leaves the order as it is; the sweep tries again.
 */
export async function refundOutstanding(deps: Deps, orderId: number, log: Log): Promise<void> {
  for (const payment of await paymentsOwed(deps.db, orderId)) {
    if (payment.provider !== deps.payments.provider) {
      log.error({ orderId, provider: payment.provider }, 'payment made through another gateway: refund it there');
      continue;
    }
    let refund;
    try {
      refund = await deps.payments.refund(payment.gatewayPaymentId, payment.owed, { order: String(orderId) });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.metrics?.refunds.inc({ source: 'site', result: 'gateway_error' });
      log.error({ err: error, orderId }, 'refund not started at the gateway: the sweep retries');
      continue;
    }
    const at = deps.now();
    const completed = await deps.db.transaction(async (tx) => {
      await lockedOrder(tx, orderId);
      const recorded = await recordRefund(
        tx,
        { provider: deps.payments.provider, refundId: refund.refundId, gatewayPaymentId: refund.paymentId, amount: refund.amount, status: refund.status },
        at,
        workingDaysFrom(at, BOOKING_REFUND_DAYS),
      );
      return settleRefund(tx, { ...recorded, orderId }, at, 'initiated');
    });
    deps.metrics?.refunds.inc({ source: 'site', result: refund.status });
    if (completed) await deliverOrderNotices(deps, log);
  }
}

/**
 * After a refund of the order was recorded: writes its event the first time the refund is reported, whoever reports
 * it (a cancelled order moves to refund_initiated with it), then moves the order to refunded once every payment is
 * refunded in full. True when the order became refunded.
 */
async function settleRefund(tx: Queryable, refund: RecordedRefund & { orderId: number }, at: Date, made: 'initiated' | 'made at the gateway'): Promise<boolean> {
  const order = await lockedOrder(tx, refund.orderId);
  if (await announceRefund(tx, refund.id, at)) {
    const text = `Refund of ${rupees(refund.amount)} ${made} (${refundReference(refund.id)})`;
    if (order.state === 'cancelled') await moveOrder(tx, order.id, 'refund_initiated', SYSTEM, at, { text });
    else await insertEvent(tx, { orderId: order.id, kind: 'refund', from: null, to: null, actorId: null, actorRole: 'system', note: null, text }, at);
  }
  return finishIfRefunded(tx, order.id, SYSTEM, at, null);
}

/** Moves a refund_initiated order to refunded once no refund is pending and every payment is refunded in full. True when it moved. */
async function finishIfRefunded(tx: Queryable, orderId: number, actor: Actor, now: Date, note: string | null): Promise<boolean> {
  const order = await lockedOrder(tx, orderId);
  if (order.state !== 'refund_initiated') return false;
  const settlement = await refundSettlement(tx, orderId);
  if (settlement.pending > 0 || settlement.unsettled > 0) return false;
  await moveOrder(tx, orderId, 'refunded', actor, now, { note });
  return true;
}

/**
 * Completes sandbox refunds: those pending for SANDBOX_REFUND_SECONDS (the timer), or every pending one of the
 * order at once (`now`: the admin action). Gives the orders that became refunded.
 */
export async function completeSandboxRefunds(
  deps: Deps,
  log: Log,
  options: { orderId?: number; immediately?: boolean; actor?: Actor; note?: string | null } = {},
): Promise<number[]> {
  if (deps.payments.provider !== 'sandbox') return [];
  const at = deps.now();
  const due = options.immediately ? at : new Date(at.getTime() - deps.config.sandboxRefundSeconds * 1000);
  const refunded: number[] = [];
  for (const refund of await dueSandboxRefunds(deps.db, due, options.orderId)) {
    const moved = await deps.db.transaction(async (tx) => {
      await lockedOrder(tx, refund.orderId);
      if (!(await processRefund(tx, refund.id, at))) return false;
      return finishIfRefunded(tx, refund.orderId, options.actor ?? SYSTEM, at, options.note ?? null);
    });
    if (moved) refunded.push(refund.orderId);
  }
  if (refunded.length > 0) await deliverOrderNotices(deps, log);
  return refunded;
}

/**
 * A gateway reported a refund (Razorpay's webhook), in the caller's transaction: records it against the payment it
 * refunds, which ties it to that payment's order even when it was made outside this site, and settles the order by
 * the sums. Events may come in any order: a refund reported before this site recorded its own call is the same row.
 * Gives the order id when the order became refunded.
 */
export async function recordGatewayRefund(
  deps: Deps,
  tx: Queryable,
  refund: { provider: string; refundId: string; gatewayPaymentId: string; amount: number; status: RefundStatus },
): Promise<number | null> {
  const at = deps.now();
  const recorded = await recordRefund(tx, refund, at);
  deps.metrics?.refunds.inc({ source: 'gateway', result: refund.status });
  if (recorded.orderId === null) return null;
  const orderId = recorded.orderId;
  return (await settleRefund(tx, { ...recorded, orderId }, at, 'made at the gateway')) ? orderId : null;
}
