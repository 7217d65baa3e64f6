// The refund of a customer's cancelled order, the same for a booking, a purchase and an upgrade: what will be refunded
// before cancelling, and each refund's reference, amount, status and date after.
import type { Order } from '@contract/orders';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import { formatDate, formatRupees } from '@/lib/format';

/** The order as the customer calls it: a booking, an order (a purchase) or an upgrade. */
export type Noun = 'booking' | 'order' | 'upgrade';

/** The customer's word for each kind of order. */
export const ORDER_NOUNS: Readonly<Record<Order['kind'], Noun>> = { booking: 'booking', purchase: 'order', upgrade: 'upgrade' };

/** Shown above the cancel button: how much comes back to the account paid from, and within how many days. */
export function RefundPromise({ order, noun, className, afterwards }: { order: Pick<Order, 'amount_paid'>; noun: Noun; className: string; afterwards: string }) {
  return (
    <div className={className} role="note" aria-label="Your refund">
      {order.amount_paid > 0 ? (
        <>
          <p>
            We refund <strong>{formatRupees(order.amount_paid)}</strong> to the account you paid from within {BOOKING_REFUND_DAYS} working days of
            cancelling.
          </p>
          <p className="muted">{afterwards}</p>
        </>
      ) : (
        <p>Nothing has been paid for this {noun}, so there is nothing to refund.</p>
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
        We refund <strong>{formatRupees(order.amount_paid)}</strong> to the account you paid from within {BOOKING_REFUND_DAYS}{' '}
        working days. You get an SMS with the refund reference as soon as it starts.
      </p>
    ) : (
      <p className={className}>Nothing was paid for this {noun}, so there is nothing to refund.</p>
    );
  }
  return (
    <>
      <section aria-labelledby="refund-heading" className={className}>
        <h2 id="refund-heading">{order.refunds.length > 1 ? 'Your refunds' : 'Your refund'}</h2>
        {order.refunds.map((refund) => {
          const done = refund.status === 'processed';
          return (
            <dl className="order-facts" key={refund.reference}>
              <dt>Refund reference</dt>
              <dd>
                <strong>{refund.reference}</strong>
              </dd>
              <dt>Amount</dt>
              <dd>{formatRupees(refund.amount)}</dd>
              <dt>Refund status</dt>
              <dd>{done ? `Refunded${refund.processed_at ? ` on ${formatDate(refund.processed_at)}` : ''}` : 'Refund initiated'}</dd>
              {done ? null : (
                <>
                  <dt>Reaches your account by</dt>
                  <dd>{formatDate(refund.expected_by)}</dd>
                </>
              )}
            </dl>
          );
        })}
      </section>
      {bankHint ? <p>Quote the refund reference to your bank if the money has not arrived by the date above.</p> : null}
    </>
  );
}
