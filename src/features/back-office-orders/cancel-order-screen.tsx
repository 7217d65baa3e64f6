// /cancelbooking/:id (admin): cancel an order on the customer's behalf with their reason; what was paid is refunded
// through the gateway, and the order's timeline records who cancelled, when and why.
import { Link } from 'react-router-dom';
import type { BackOfficeOrder } from '@contract/back-office-orders';
import { paths } from '@contract/paths';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import { Alert } from '@/components/alert';
import { CancelOrderForm } from '@/components/cancel-order-form';
import { Seo } from '@/components/seo';
import { formatRupees } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { takeOrderAction } from './back-office-orders-thunks';
import { OrderDetail } from './order-detail';
import { StateBadge } from './order-parts';

function CancelForm({ order }: { order: BackOfficeOrder }) {
  const dispatch = useAppDispatch();
  const refund = order.amount_paid > 0 ? ` ${formatRupees(order.amount_paid)} will be refunded within ${BOOKING_REFUND_DAYS} working days.` : ' Nothing was paid, so nothing is refunded.';
  return (
    <CancelOrderForm
      label="Cancel the order"
      reasonLabel="The customer's reason"
      noteLabel={{ other: 'What did the customer say?', optional: 'Note (optional)' }}
      noteHint="The customer sees this note on their timeline."
      confirm={{
        title: `Cancel order ${order.reference}?`,
        message: `${order.name}'s ${order.model_name} order will be cancelled and they get an SMS.${refund} This cannot be undone.`,
        confirmLabel: 'Yes, cancel the order',
        cancelLabel: 'Keep the order',
      }}
      submit={({ reason, note }) => dispatch(takeOrderAction(order.id, { action: 'cancel', reason, note }))}
      doneHref={paths.orderDetail.getHref(order.id)}
      submitLabel="Cancel the order"
      back={{ href: paths.orderDetail.getHref(order.id), label: 'Back to the order' }}
    />
  );
}

export function CancelOrderScreen() {
  return (
    <OrderDetail area="admin">
      {(order) => (
        <div className="page container bo-orders">
          <Seo title={`Cancel order ${order.reference}`} description="Cancel an order on the customer's behalf." path={paths.adminCancelOrder.getHref(order.id)} noindex />
          <h1>Cancel order {order.reference}</h1>
          <p>
            <StateBadge state={order.state} /> {order.name}, {order.model_name} in {order.colour} at {order.hub.name}.
          </p>
          {order.actions.includes('cancel') ? (
            <CancelForm order={order} />
          ) : (
            <>
              <Alert tone="info">This order can no longer be cancelled.</Alert>
              <Link to={paths.orderDetail.getHref(order.id)}>Back to the order</Link>
            </>
          )}
        </div>
      )}
    </OrderDetail>
  );
}

export default CancelOrderScreen;
