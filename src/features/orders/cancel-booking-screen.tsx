import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { paths } from '@contract/paths';
import { CustomerCancelForm, CustomerCancelPage, NotCancellable } from '@/components/customer-cancel';
import { NotFoundView } from '@/components/not-found-view';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import * as t from './cancel.messages';
import { OrderGate } from './order-parts';
import { orderDeleteFamily, type OrdersSlice } from './orders-slice';
import { cancelMyOrder } from './orders-thunks';
import { orderIdOf } from '@/lib/use-order-details';
import { useOrder } from './use-order';

function CancelForm({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  return (
    <CustomerCancelForm
      order={order}
      noun="booking"
      subject={t.subject({ model: order.model_name })}
      submit={(body) => dispatch(cancelMyOrder(order.id, body))}
      doneHref={paths.thankYouCancel.getHref(order.id)}
      backHref={paths.bookingDetail.getHref(order.id)}
      refundClassName="card cancel-refund"
      afterwards={t.afterwards}
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
    <OrderGate id={orderId} state={state} title={t.cancelTitle} path={paths.cancelBooking.getHref(orderId)}>
      {(order) => (
        <CustomerCancelPage order={order} noun="booking" block="order-page" path={paths.cancelBooking.getHref(order.id)}>
          {order.can_cancel || justCancelled?.id === order.id ? <CancelForm order={order} /> : <NotCancellable noun="booking" backHref={paths.bookingDetail.getHref(order.id)} />}
        </CustomerCancelPage>
      )}
    </OrderGate>
  );
}

export default CancelBookingScreen;
