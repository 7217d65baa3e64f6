// The refund of a customer's cancelled order, the same for a booking, a purchase and an upgrade: what will be refunded
// before cancelling, and each refund's reference, amount, status and date after.
import type { Order } from '@contract/orders';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import { formatDate, formatRupees } from '@/lib/format';
import * as t from './order-refund.messages';

/** The order as the customer calls it: a booking, an order (a purchase) or an upgrade. */
export type Noun = 'booking' | 'order' | 'upgrade';

/** The customer's word for each kind of order. */
export const ORDER_NOUNS: Readonly<Record<Order['kind'], Noun>> = { booking: 'booking', purchase: 'order', upgrade: 'upgrade' };

/** Shown above the cancel button: how much comes back to the account paid from, and within how many days. */
export function RefundPromise({ order, noun, className, afterwards }: { order: Pick<Order, 'amount_paid'>; noun: Noun; className: string; afterwards: string }) {
  return (
    <div className={className} role="note" aria-label={t.yourRefund}>
      {order.amount_paid > 0 ? (
        <>
          <p>
            {t.promiseBefore({ days: BOOKING_REFUND_DAYS })} <strong>{formatRupees(order.amount_paid)}</strong>
            {t.promiseAfter({ days: BOOKING_REFUND_DAYS })}
          </p>
          <p className="muted">{afterwards}</p>
        </>
      ) : (
        <p>{t.nothingToRefund({ noun })}</p>
      )}
    </div>
  );
}

type StatusProps = {
  order: Pick<Order, 'amount_paid' | 'refunds'>;
  noun: Noun;
  className?: string;
  /** Adds the line that tells the customer to quote the reference to their bank (after cancelling). */
  bankHint?: boolean;
};

/**
 * The refunds of a cancelled order, each with its reference, amount, status and the date it reaches the account; before
 * the first refund starts, what will come back (or that nothing was paid).
 */
export function RefundStatus({ order, noun, className, bankHint = false }: StatusProps) {
  if (!order.refunds.length) {
    return order.amount_paid > 0 ? (
      <p className={className}>
        {t.pendingBefore({ days: BOOKING_REFUND_DAYS })} <strong>{formatRupees(order.amount_paid)}</strong>
        {t.pendingAfter({ days: BOOKING_REFUND_DAYS })}
      </p>
    ) : (
      <p className={className}>{t.nothingWasPaid({ noun })}</p>
    );
  }
  return (
    <>
      <section aria-labelledby="refund-heading" className={className}>
        <h2 id="refund-heading">{t.refundsTitle({ count: order.refunds.length })}</h2>
        {order.refunds.map((refund) => {
          const done = refund.status === 'processed';
          return (
            <dl className="order-facts" key={refund.reference}>
              <dt>{t.refundReference}</dt>
              <dd>
                <strong>{refund.reference}</strong>
              </dd>
              <dt>{t.amount}</dt>
              <dd>{formatRupees(refund.amount)}</dd>
              <dt>{t.refundStatus}</dt>
              <dd>{done ? (refund.processed_at ? t.refundedOn({ date: formatDate(refund.processed_at) }) : t.refunded) : t.refundInitiated}</dd>
              {done ? null : (
                <>
                  <dt>{t.reachesBy}</dt>
                  <dd>{formatDate(refund.expected_by)}</dd>
                </>
              )}
            </dl>
          );
        })}
      </section>
      {bankHint ? <p>{t.bankHint}</p> : null}
    </>
  );
}
