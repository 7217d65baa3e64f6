// The order module's periodic job: the sweep gives back what is still owed on closed orders (a gateway that did not
// answer at cancellation, a late payment), completes sandbox refunds that are due and lapses pay-at-hub orders not
// paid in time. Every instance schedules it; the one holding its lease for the interval runs it (job_leases), so it
// runs once per interval across instances. Reading an order never does any of this.
import type { FastifyBaseLogger } from 'fastify';
import { HUB_PAYMENT_VALID_DAYS } from '@contract/order-lifecycle.js';
import type { App, Deps } from '../../platform/deps.js';
import { countedJob } from '../../platform/metrics.js';
import { INSTANCE_ID, takeLease } from '../../platform/db/job-leases.js';
import { cancelOrder, completeSandboxRefunds, refundOutstanding } from './flows.js';
import { SYSTEM } from './lifecycle.js';
import { ordersOwingRefunds } from '../../platform/payments/refunds-store.js';
import { unpaidHubOrders } from './store.js';

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

export const HUB_LAPSE_REASON = `Not paid at the hub within ${HUB_PAYMENT_VALID_DAYS} days`;

/** Cancels pay-at-hub orders still unpaid HUB_PAYMENT_VALID_DAYS after they were placed (nothing was paid, nothing to refund). */
export async function lapseUnpaidHubOrders(deps: Deps, log: Log): Promise<void> {
  const at = deps.now();
  for (const orderId of await unpaidHubOrders(deps.db, new Date(at.getTime() - HUB_PAYMENT_VALID_DAYS * 86_400_000))) {
    try {
      await cancelOrder(deps, orderId, SYSTEM, { reason: HUB_LAPSE_REASON, note: null }, log, () => new Error('no longer reserved'));
    } catch (error) {
      log.warn({ err: error, orderId }, 'unpaid hub order not lapsed');
    }
  }
}

/**
 * One pass of the sweep: refunds the gateway did not take at cancellation, sandbox refunds whose time has come, lapsed
 * hub orders. Counted in job_runs_total / job_failures_total{job="order_sweep"}.
 */
export async function sweepOrders(deps: Deps, log: Log): Promise<void> {
  await countedJob(deps.metrics, 'order_sweep', async () => {
    for (const orderId of await ordersOwingRefunds(deps.db)) await refundOutstanding(deps, orderId, log);
    await completeSandboxRefunds(deps, log);
    await lapseUnpaidHubOrders(deps, log);
  });
}

/** Schedules the sweep every ORDER_SWEEP_SECONDS while the app runs (0 turns it off). */
export function scheduleOrderSweep(app: App, deps: Deps): void {
  const seconds = deps.config.orderSweepSeconds;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    if (await takeLease(deps.db, 'order-sweep', INSTANCE_ID, deps.now(), seconds)) await sweepOrders(deps, app.log);
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed'));
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
