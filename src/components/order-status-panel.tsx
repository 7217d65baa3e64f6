// The one panel every customer screen of one order shows first (booking, purchase, pay-at-hub, upgrade and the
// thank-you pages): its state, the next step and where the money stands (paid, refund, still to pay), all read from
// the server's fields, so no two screens can tell a customer two different stories about the same order.
import type { ReactNode } from 'react';
import type { Order } from '@contract/orders';
import { formatRupees } from '@/lib/format';
import { nextStep } from '@/lib/order-states.messages';
import * as t from './order-status-panel.messages';
import { StateBadge } from './order-summary';
import './order-summary.css';

export type StatusPanelOrder = Pick<
  Order,
  'state' | 'state_label' | 'next_step' | 'payment_method' | 'amount' | 'amount_paid' | 'amount_refunded' | 'amount_due' | 'payment_group' | 'can_pay' | 'refunds'
>;

type Props = {
  order: StatusPanelOrder;
  /** The region's accessible name: "Booking status", "Order status", "Upgrade status". */
  label: string;
  /** Beside the facts from 36rem up, e.g. the bike's picture. */
  media?: ReactNode;
  /** Under the figures, e.g. the pay button. */
  children?: ReactNode;
};

/** The refund in words: what is on its way, what has arrived, or that it has not started (an order owing money back). */
function refundText(order: StatusPanelOrder): string {
  if (order.amount_refunded === 0) return t.refundNotStarted;
  const onItsWay = order.refunds.some((r) => r.status === 'initiated');
  const amount = formatRupees(order.amount_refunded);
  return onItsWay ? t.refundOnItsWay({ amount }) : t.refundDone({ amount });
}

/** State, next step and money of one order; a polite live region, so a change after paying or cancelling is read out. */
export function OrderStatusPanel({ order, label, media, children }: Props) {
  const showRefund = order.amount_refunded > 0 || order.payment_group === 'refunded';
  return (
    <section className={`card order-status-panel${media ? ' order-status-panel--media' : ''}`} role="status" aria-label={label}>
      {media}
      <div>
        <StateBadge order={order} />
        <p className="order-status-panel__next">{nextStep(order)}</p>
        <dl className="order-money">
          <dt>{t.paid}</dt>
          <dd>{formatRupees(order.amount_paid)}</dd>
          {showRefund ? (
            <>
              <dt>{t.refund}</dt>
              <dd>{refundText(order)}</dd>
            </>
          ) : null}
          {order.can_pay ? (
            <>
              <dt>{t.payOnlineNow}</dt>
              <dd>{formatRupees(order.amount)}</dd>
            </>
          ) : order.amount_due === 0 ? (
            <>
              <dt>{t.stillToPay}</dt>
              <dd>{t.nothing}</dd>
            </>
          ) : (
            <>
              <dt>{t.payAtHub}</dt>
              <dd>{t.atHubPlusExtras({ amount: formatRupees(order.amount_due) })}</dd>
            </>
          )}
        </dl>
        {children}
      </div>
    </section>
  );
}
