import { Link, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { NotFoundView } from '@/components/not-found-view';
import { RefundStatus } from '@/components/order-refund';
import { Seo } from '@/components/seo';
import { OrderGate, StateBadge } from './order-parts';
import { orderIdOf } from '@/lib/use-order-details';
import { useOrder } from './use-order';

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
          <RefundStatus order={order} noun="booking" bankHint />
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
