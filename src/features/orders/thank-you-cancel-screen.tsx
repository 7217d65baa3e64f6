import { Link, useParams } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { isClosed } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { NotFoundView } from '@/components/not-found-view';
import { ORDER_NOUNS, RefundStatus } from '@/components/order-refund';
import { OrderStatusPanel } from '@/components/order-status-panel';
import { Seo } from '@/components/seo';
import * as t from './cancel.messages';
import { OrderGate } from './order-parts';
import { orderDetailHref } from './order-card';
import { orderIdOf } from '@/lib/use-order-details';
import * as portal from './portal.messages';
import { useOrder } from './use-order';

/** The cancellation: what was paid and what is refunded, with each refund's reference and date. */
function Cancelled({ order }: { order: Order }) {
  const noun = ORDER_NOUNS[order.kind];
  return (
    <div className="page container order-page">
      <Seo title={t.cancelledTitle({ noun, reference: order.reference })} description={t.cancelledDescription({ noun })} path={paths.thankYouCancel.getHref(order.id)} noindex />
      <h1>{t.cancelledTitle({ noun, reference: order.reference })}</h1>
      <OrderStatusPanel order={order} label={portal.bookingStatus} />
      <RefundStatus order={order} noun={noun} bankHint />
      <ul className="order-links">
        <li>
          <Link to={orderDetailHref(order)}>{t.seeWithTimeline({ noun })}</Link>
        </li>
        <li>
          <Link to={paths.book.getHref()}>{t.bookAgain}</Link>
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
      <Seo title={t.orderTitle({ noun, reference: order.reference })} description={t.orderDescription({ noun })} path={paths.thankYouCancel.getHref(order.id)} noindex />
      <h1>{t.notCancelledTitle({ noun, reference: order.reference })}</h1>
      <OrderStatusPanel order={order} label={portal.bookingStatus} />
      <p>
        {t.stillGoingAhead} <Link to={orderDetailHref(order)}>{t.seeOrder({ noun, reference: order.reference })}</Link>
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
    <OrderGate id={orderId} state={state} title={t.thankYouTitle} path={paths.thankYouCancel.getHref(orderId)}>
      {(order) => (isClosed(order.state) ? <Cancelled order={order} /> : <NotCancelled order={order} />)}
    </OrderGate>
  );
}

export default ThankYouCancelScreen;
