import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { orderMessages } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { CustomerCancelForm } from '@/components/cancel-order-form';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { OrderGate, StateBadge } from './order-parts';
import { orderDeleteFamily, type OrdersSlice } from './orders-slice';
import { cancelMyOrder } from './orders-thunks';
import { orderIdOf, useOrder } from './use-order';

function CancelForm({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  return (
    <CustomerCancelForm
      order={order}
      noun="booking"
      subject={`Your ${order.model_name} booking`}
      submit={(body) => dispatch(cancelMyOrder(order.id, body))}
      doneHref={paths.thankYouCancel.getHref(order.id)}
      backHref={paths.bookingDetail.getHref(order.id)}
      refundClassName="card cancel-refund"
      afterwards="You get an SMS with the refund reference as soon as we start it."
    />
  );
}

/** /cancel-my-revolt/:id: a reason, what is refunded and by when, a confirm step, then /thankyoucancel/:id. */
export function CancelBookingScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId);
  // The answer to our own cancel request: the form stays while the screen moves on to the thank-you page.
  const justCancelled = useAppSelector((s: OrdersSlice) => s.orderDelete.data);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(orderDeleteFamily.actions.reset());
  }, [dispatch, orderId]);
  if (orderId === null) return <NotFoundView />;
  return (
    <OrderGate id={orderId} state={state} title="Cancel your booking" path={paths.cancelBooking.getHref(orderId)}>
      {(order) => (
        <div className="page container order-page">
          <Seo title={`Cancel booking ${order.reference}`} description="Cancel your Revolt booking and get your booking amount back." path={paths.cancelBooking.getHref(order.id)} noindex />
          <h1>
            Cancel your booking <span className="order-page__reference">{order.reference}</span>
          </h1>
          <p>
            {order.model_name} in {order.colour} at {order.hub.name}. <StateBadge order={order} />
          </p>
          {order.can_cancel || justCancelled?.id === order.id ? (
            <CancelForm order={order} />
          ) : (
            <>
              <Alert tone="info">{orderMessages.notCancellable}</Alert>
              <Link to={paths.bookingDetail.getHref(order.id)}>Back to my booking</Link>
            </>
          )}
        </div>
      )}
    </OrderGate>
  );
}

export default CancelBookingScreen;
