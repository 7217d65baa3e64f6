import { Link, useParams } from 'react-router-dom';
import { NotFoundView } from '@/components/not-found-view';
import { PaymentAttempts } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import type { PaymentStatus } from '@contract/bookings';
import { paths } from '@contract/paths';
import { formatDate, formatRupees } from '@/lib/format';
import { OrderLoadState, OrderNotFound, PAYMENT_STATUS_TEXT, PayAgain, isOrderId, useOrder } from './purchase-parts';
import { HubDetails } from './order-parts';
import './purchase.css';

const PAYMENT_HELP: Record<PaymentStatus, string> = {
  pending: 'We are waiting for the payment gateway to confirm your payment. If you closed its page, pay again.',
  failed: 'Your payment did not go through and nothing was charged. You can pay again.',
  success: 'Your payment is received. The hub will call you about delivery.',
};

/** /order/:id: one purchase with its payment status (pending, failed, paid) and pay again when unpaid. */
export function PurchaseOrderScreen() {
  const { id = '' } = useParams();
  const valid = isOrderId(id);
  const state = useOrder(Number(id), valid);
  if (!valid) return <NotFoundView />;
  if (state.notFound) return <OrderNotFound path={paths.order.getHref(id)} />;
  const { order } = state;
  return (
    <div className="page container purchase">
      <Seo title="Your order" description="Your Revolt order and its payment." path={paths.order.getHref(id)} noindex />
      <h1>{order ? `Order ${order.reference}` : 'Your order'}</h1>
      <OrderLoadState state={state} reload={state.reload} />
      {order ? (
        <>
          <section className={`card purchase-section purchase-status purchase-status--${order.payment_status}`} aria-labelledby="payment-title">
            <h2 id="payment-title">{PAYMENT_STATUS_TEXT[order.payment_status]}</h2>
            <p>{PAYMENT_HELP[order.payment_status]}</p>
            {order.can_pay && order.payment_method === 'online' ? <PayAgain order={order} label={`Pay ${formatRupees(order.amount)}`} /> : null}
            {order.payment_method === 'hub' ? <Link to={paths.cashOrder.getHref(order.id)}>How to pay at the hub</Link> : null}
          </section>
          <section className="card purchase-section" aria-labelledby="order-title">
            <h2 id="order-title">
              {order.model_name} in {order.colour}
            </h2>
            <dl className="purchase-facts">
              <dt>Status</dt>
              <dd>{order.state_label}</dd>
              <dt>Next step</dt>
              <dd>{order.next_step}</dd>
              <dt>Bike price</dt>
              <dd>{formatRupees(order.price)}</dd>
              <dt>Paid</dt>
              <dd>{formatRupees(order.amount_paid)}</dd>
              <dt>Ordered on</dt>
              <dd>{formatDate(order.created_at)}</dd>
              {order.shipping ? (
                <>
                  <dt>Delivery address</dt>
                  <dd>{[order.shipping.line1, order.shipping.line2, order.shipping.landmark, order.shipping.pincode].filter(Boolean).join(', ')}</dd>
                </>
              ) : null}
            </dl>
            <h3>Your hub</h3>
            <HubDetails hub={order.hub} />
          </section>
          <PaymentAttempts payments={order.payments} statusText={PAYMENT_STATUS_TEXT} className="card purchase-section" listClassName="purchase-payments" />
          <p>
            <Link to={paths.orderHistory.getHref()}>All my orders</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}

export default PurchaseOrderScreen;
