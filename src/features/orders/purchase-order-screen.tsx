import { Link, useParams } from 'react-router-dom';
import { NotFoundView } from '@/components/not-found-view';
import { RefundStatus } from '@/components/order-refund';
import { OrderStatusPanel } from '@/components/order-status-panel';
import { PaymentAttempts } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import type { PaymentStatus } from '@contract/bookings';
import type { Order } from '@contract/orders';
import { isClosed } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { formatDate, formatRupees } from '@/lib/format';
import { OrderLoadState, OrderNotFound, PAYMENT_STATUS_TEXT, PayAgain } from './purchase-parts';
import { useOrder } from '@/lib/order-store';
import { orderIdOf } from '@/lib/use-order-details';
import { HubDetails } from './order-parts';
import './purchase.css';

/** An unpaid online order, by its latest payment attempt. */
const ONLINE_TITLE: Record<PaymentStatus, string> = { pending: 'Payment pending', failed: 'Payment failed', success: 'Payment received' };
const ONLINE_HELP: Record<PaymentStatus, string> = {
  pending: 'We are waiting for the payment gateway to confirm your payment. If you closed its page, pay again.',
  failed: 'Your payment did not go through and nothing was charged. You can pay again.',
  success: 'Your payment is received. We are confirming your order; this page shows it as paid in a few minutes.',
};

/** Where the money stands, from the server's payment group: paid, cancelled (with its refunds), or still to pay. */
function PaymentBox({ order }: { order: Order }) {
  if (order.payment_group === 'paid') {
    return (
      <section className="card purchase-section purchase-status purchase-status--success" aria-labelledby="payment-title">
        <h2 id="payment-title">Paid</h2>
        <p>We have received {formatRupees(order.amount_paid)} for this order.</p>
      </section>
    );
  }
  if (isClosed(order.state)) {
    return (
      <>
        <section className="card purchase-section purchase-status" aria-labelledby="payment-title">
          <h2 id="payment-title">This order is cancelled</h2>
          {order.cancel_reason ? <p>Your reason: {order.cancel_reason}</p> : null}
        </section>
        <RefundStatus order={order} noun="order" className="card purchase-section" bankHint />
      </>
    );
  }
  if (order.payment_method === 'hub') {
    return (
      <section className="card purchase-section purchase-status" aria-labelledby="payment-title">
        <h2 id="payment-title">To pay at the hub</h2>
        <p>You pay {formatRupees(order.amount_due)} at {order.hub.name} when you visit.</p>
        <Link to={paths.cashOrder.getHref(order.id)}>How to pay at the hub</Link>
      </section>
    );
  }
  return (
    <section className={`card purchase-section purchase-status purchase-status--${order.payment_status}`} aria-labelledby="payment-title">
      <h2 id="payment-title">{ONLINE_TITLE[order.payment_status]}</h2>
      <p>{ONLINE_HELP[order.payment_status]}</p>
      {order.can_pay ? <PayAgain order={order} label={`Pay ${formatRupees(order.amount)}`} /> : null}
    </section>
  );
}

/** /order/:id: one purchase, its state and money, then the payment (pay again while unpaid) or its refund once cancelled. */
export function PurchaseOrderScreen() {
  const { id = '' } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId);
  if (orderId === null) return <NotFoundView />;
  if (state.notFound) return <OrderNotFound path={paths.order.getHref(id)} />;
  const { order } = state;
  return (
    <div className="page container purchase">
      <Seo title="Your order" description="Your Revolt order and its payment." path={paths.order.getHref(id)} noindex />
      <h1>{order ? `Order ${order.reference}` : 'Your order'}</h1>
      <OrderLoadState state={state} reload={state.reload} />
      {order ? (
        <>
          <OrderStatusPanel order={order} label="Order status" />
          <PaymentBox order={order} />
          <section className="card purchase-section" aria-labelledby="order-title">
            <h2 id="order-title">
              {order.model_name} in {order.colour}
            </h2>
            <dl className="purchase-facts">
              <dt>Bike price</dt>
              <dd>{formatRupees(order.price)}</dd>
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
