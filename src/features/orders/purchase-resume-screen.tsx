import { Link, useParams } from 'react-router-dom';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { formatRupees } from '@/lib/format';
import { OrderLoadState, OrderNotFound, PayAgain, awaitsHubPayment, paymentText } from './purchase-parts';
import { useOrder } from '@/lib/order-store';
import { orderIdOf } from '@/lib/use-order-details';
import './purchase.css';

/** /placeorder/:id: resume an unpaid online purchase (pay again); anything else points to where it belongs. */
export function PurchaseResumeScreen() {
  const { id = '' } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId);
  if (orderId === null) return <NotFoundView />;
  if (state.notFound) return <OrderNotFound path={paths.placeOrderResume.getHref(id)} />;
  const { order } = state;
  return (
    <div className="page container purchase">
      <Seo title="Complete your order" description="Pay for your Revolt order." path={paths.placeOrderResume.getHref(id)} noindex />
      <h1>Complete your order</h1>
      <OrderLoadState state={state} reload={state.reload} />
      {order ? (
        <section className="card purchase-section" aria-labelledby="resume-title">
          <h2 id="resume-title">
            {order.reference}: {order.model_name} in {order.colour}
          </h2>
          <p>
            {order.state_label}. {paymentText(order)}.
          </p>
          {order.kind === 'booking' ? (
            <Link to={paths.bookingDetail.getHref(order.id)}>See this booking</Link>
          ) : awaitsHubPayment(order) ? (
            <Link to={paths.cashOrder.getHref(order.id)}>See how to pay at the hub</Link>
          ) : order.can_pay ? (
            <PayAgain order={order} label={`Pay ${formatRupees(order.amount)}`} />
          ) : (
            <p>
              Nothing is due online for this order. <Link to={paths.order.getHref(order.id)}>See the order</Link>
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}

export default PurchaseResumeScreen;
