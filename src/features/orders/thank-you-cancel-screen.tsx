import { Link, useParams } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { isClosed } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { NotFoundView } from '@/components/not-found-view';
import { ORDER_NOUNS, RefundStatus } from '@/components/order-refund';
import { OrderStatusPanel } from '@/components/order-status-panel';
import { Seo } from '@/components/seo';
import { OrderGate } from './order-parts';
import { orderDetailHref } from './order-card';
import { orderIdOf } from '@/lib/use-order-details';
import { useOrder } from './use-order';

/** The cancellation: what was paid and what is refunded, with each refund's reference and date. */
function Cancelled({ order }: { order: Order }) {
  const noun = ORDER_NOUNS[order.kind];
  return (
    <div className="page container order-page">
      <Seo title={`Your ${noun} ${order.reference} is cancelled`} description={`Your Revolt ${noun} is cancelled.`} path={paths.thankYouCancel.getHref(order.id)} noindex />
      <h1>
        Your {noun} {order.reference} is cancelled
      </h1>
      <OrderStatusPanel order={order} label="Booking status" />
      <RefundStatus order={order} noun={noun} bankHint />
      <ul className="order-links">
        <li>
          <Link to={orderDetailHref(order)}>See this {noun} and its timeline</Link>
        </li>
        <li>
          <Link to={paths.book.getHref()}>Book a Revolt again</Link>
        </li>
      </ul>
    </div>
  );
}

/** Opened for an order that is not cancelled (an old link, another tab): no thank-you, but the way to its page. */
function NotCancelled({ order }: { order: Order }) {
  const noun = ORDER_NOUNS[order.kind];
  return (
    <div className="page container order-page">
      <Seo title={`Your ${noun} ${order.reference}`} description={`Your Revolt ${noun}.`} path={paths.thankYouCancel.getHref(order.id)} noindex />
      <h1>
        Your {noun} {order.reference} is not cancelled
      </h1>
      <OrderStatusPanel order={order} label="Booking status" />
      <p>
        It is still going ahead. To follow it, change it or cancel it, open its page.{' '}
        <Link to={orderDetailHref(order)}>
          See {noun} {order.reference}
        </Link>
      </p>
    </div>
  );
}

/** /thankyoucancel/:id: the cancellation with its refunds; an order that is not cancelled points to its own page. */
export function ThankYouCancelScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId);
  if (orderId === null) return <NotFoundView />;
  return (
    <OrderGate id={orderId} state={state} title="Your cancellation" path={paths.thankYouCancel.getHref(orderId)}>
      {(order) => (isClosed(order.state) ? <Cancelled order={order} /> : <NotCancelled order={order} />)}
    </OrderGate>
  );
}

export default ThankYouCancelScreen;
