import { Link, useParams } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { paths } from '@contract/paths';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { formatDate, formatRupees } from '@/lib/format';
import { OrderGate, StateBadge } from './order-parts';
import { orderIdOf, useOrder } from './use-order';

function Refund({ order }: { order: Order }) {
  const refund = order.refunds.at(-1);
  if (!refund) return <p>Nothing was paid for this booking, so there is nothing to refund.</p>;
  const done = refund.status === 'processed';
  return (
    <section aria-labelledby="refund-heading">
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
  );
}

/** /thankyoucancel/:id: the cancellation with its refund reference and state. */
export function ThankYouCancelScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId);
  if (orderId === null) return <NotFoundView />;
  return (
    <OrderGate id={orderId} state={state} title="Your cancellation" path={paths.thankYouCancel.getHref(orderId)}>
      {(order) => (
        <div className="page container order-page">
          <Seo title={`Booking ${order.reference} cancelled`} description="Your Revolt booking is cancelled." path={paths.thankYouCancel.getHref(order.id)} noindex />
          <h1>Your booking {order.reference} is cancelled</h1>
          <div className="card order-summary-card" role="status" aria-label="Booking status">
            <div>
              <StateBadge order={order} />
              <p className="order-next">{order.next_step}</p>
            </div>
          </div>
          <Refund order={order} />
          {order.refunds.length ? <p>Quote the refund reference to your bank if the money has not arrived by the date above.</p> : null}
          <ul className="order-links">
            <li>
              <Link to={paths.bookingDetail.getHref(order.id)}>See this booking and its timeline</Link>
            </li>
            <li>
              <Link to={paths.book.getHref()}>Book a Revolt again</Link>
            </li>
          </ul>
        </div>
      )}
    </OrderGate>
  );
}

export default ThankYouCancelScreen;
