import { Link, useParams } from 'react-router-dom';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { HUB_PAYMENT_VALID_DAYS } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { formatDate, formatRupees } from '@/lib/format';
import { OrderLoadState, OrderNotFound, addDaysIndia, isOrderId, useOrder } from './purchase-parts';
import { HubDetails } from './order-parts';
import './purchase.css';

const TO_BRING = [
  'This order reference (on your phone is fine)',
  'Photo identity: Aadhaar, PAN card, passport or driving licence',
  'Proof of the delivery address, if your identity document shows another address',
  'Two passport-size photographs for the registration',
  'Payment: UPI, debit or credit card, or a demand draft in favour of the hub',
];

/** /cashorder/:id: the pay-at-hub confirmation: what to bring, where, and until when the bike is held. */
export function PurchaseCashOrderScreen() {
  const { id = '' } = useParams();
  const valid = isOrderId(id);
  const state = useOrder(Number(id), valid);
  if (!valid) return <NotFoundView />;
  if (state.notFound) return <OrderNotFound path={paths.cashOrder.getHref(id)} />;
  const { order } = state;
  const validUntil = order ? addDaysIndia(order.created_at, HUB_PAYMENT_VALID_DAYS) : '';
  return (
    <div className="page container purchase">
      <Seo title="Pay at the hub" description="Your Revolt order, to pay at the hub." path={paths.cashOrder.getHref(id)} noindex />
      <h1>{order ? `Order ${order.reference} is placed` : 'Pay at the hub'}</h1>
      <OrderLoadState state={state} reload={state.reload} />
      {order ? (
        <>
          <section className="card purchase-section purchase-status" aria-labelledby="cash-title">
            <h2 id="cash-title">
              Pay {formatRupees(order.price - order.amount_paid)} at the hub by {formatDate(validUntil)}
            </h2>
            <p>
              We hold your {order.model_name} in {order.colour} for {HUB_PAYMENT_VALID_DAYS} days. After {formatDate(validUntil)} the order lapses
              and the bike is released. Road tax, registration and insurance are paid at the hub too.
            </p>
            <p>{order.state_label}.</p>
          </section>
          <section className="card purchase-section" aria-labelledby="bring-title">
            <h2 id="bring-title">What to bring</h2>
            <ul className="purchase-notes">
              {TO_BRING.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section className="card purchase-section" aria-labelledby="hub-title">
            <h2 id="hub-title">Your hub</h2>
            <HubDetails hub={order.hub} />
          </section>
          <p>
            <Link to={paths.order.getHref(order.id)}>See the order</Link> · <Link to={paths.orderHistory.getHref()}>All my orders</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}

export default PurchaseCashOrderScreen;
