// The refund of a customer's cancelled order, the same for a booking and an upgrade: what will be refunded before
// cancelling, and the refund's reference, amount, status and date after.
import type { Order } from '@contract/orders';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import { formatDate, formatRupees } from '@/lib/format';

/** "booking" or "upgrade": the order as the customer calls it. */
type Noun = 'booking' | 'upgrade';

/** Shown above the cancel button: how much comes back to the account paid from, and within how many days. */
export function RefundPromise({ order, noun, className, afterwards }: { order: Order; noun: Noun; className: string; afterwards: string }) {
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
  order: Order;
  noun: Noun;
  className?: string;
  /** Adds the line that tells the customer to quote the reference to their bank (after cancelling). */
  bankHint?: boolean;
};

/** The refund of a cancelled order: reference, amount, status and the date it reaches the account. */
export function RefundStatus({ order, noun, className, bankHint = false }: StatusProps) {
  const refund = order.refunds.at(-1);
  if (!refund) return <p>Nothing was paid for this {noun}, so there is nothing to refund.</p>;
  const done = refund.status === 'processed';
  return (
    <>
      <section aria-labelledby="refund-heading" className={className}>
        <h2 id="refund-heading">Your refund</h2>
        <dl className="order-facts">
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
      </section>
      {bankHint ? <p>Quote the refund reference to your bank if the money has not arrived by the date above.</p> : null}
    </>
  );
}
