import { Link, useParams } from 'react-router-dom';
import { NotFoundView } from '@/components/not-found-view';
import { OrderStatusPanel } from '@/components/order-status-panel';
import { Seo } from '@/components/seo';
import type { Order } from '@contract/orders';
import { HUB_PAYMENT_VALID_DAYS, isClosed } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { formatDate, formatRupees } from '@/lib/format';
import { OrderLoadState, OrderNotFound, addDaysIndia, awaitsHubPayment } from './purchase-parts';
import { useOrder } from '@/lib/order-store';
import { orderIdOf } from '@/lib/use-order-details';
import { HubDetails } from './order-parts';
import './purchase.css';

const TO_BRING = [
  'This order reference (on your phone is fine)',
  'Photo identity: Aadhaar, PAN card, passport or driving licence',
  'Proof of the delivery address, if your identity document shows another address',
  'Two passport-size photographs for the registration',
  'Payment: UPI, debit or credit card, or a demand draft in favour of the hub',
];

/** The pay-at-hub instructions: how much, by when, what to bring and where. */
function PayAtHub({ order }: { order: Order }) {
  const validUntil = addDaysIndia(order.created_at, HUB_PAYMENT_VALID_DAYS);
  return (
    <>
      <section className="card purchase-section purchase-status" aria-labelledby="cash-title">
        <h2 id="cash-title">
          Pay {formatRupees(order.amount_due)} at the hub by {formatDate(validUntil)}
        </h2>
        <p>
          We hold your {order.model_name} in {order.colour} for {HUB_PAYMENT_VALID_DAYS} days. After {formatDate(validUntil)} the order lapses and the
          bike is released. Road tax, registration and insurance are paid at the hub too.
        </p>
      </section>
      <section className="card purchase-section" aria-labelledby="bring-title">
        <h2 id="bring-title">What to bring</h2>
        <ul className="purchase-notes">
          {TO_BRING.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Any other order opened here (an old link, or an order paid online): what it is, and its own page. */
function NothingToPayHere({ order }: { order: Order }) {
  const closed = isClosed(order.state);
  const line =
    order.payment_group === 'paid'
      ? `We have received ${formatRupees(order.amount_paid)}. There is nothing to pay at the hub for the bike.`
      : closed
        ? 'This order is cancelled, so there is nothing to pay at the hub.'
        : `This order is paid online, not at the hub: pay ${formatRupees(order.amount_due)} on the order’s page.`;
  return (
    <section className={`card purchase-section purchase-status${order.payment_group === 'paid' ? ' purchase-status--success' : ''}`} aria-labelledby="cash-title">
      <h2 id="cash-title">Nothing to pay at the hub</h2>
      <p>{line}</p>
      <p>
        <Link to={paths.order.getHref(order.id)}>{closed ? 'See the order and its refund' : 'See the order and its next step'}</Link>
      </p>
    </section>
  );
}

/** The page's heading: placed (to pay at the hub), paid, cancelled, or to pay online. */
function headingOf(order: Order): string {
  if (awaitsHubPayment(order)) return `Order ${order.reference} is placed`;
  if (order.payment_group === 'paid') return `Order ${order.reference} is paid`;
  if (isClosed(order.state)) return `Order ${order.reference} is cancelled`;
  return `Order ${order.reference} is waiting for your online payment`;
}

/** /cashorder/:id: the pay-at-hub confirmation (what to bring, where, until when); a paid or online order says so instead. */
export function PurchaseCashOrderScreen() {
  const { id = '' } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId);
  if (orderId === null) return <NotFoundView />;
  if (state.notFound) return <OrderNotFound path={paths.cashOrder.getHref(id)} />;
  const { order } = state;
  return (
    <div className="page container purchase">
      <Seo title="Pay at the hub" description="Your Revolt order, to pay at the hub." path={paths.cashOrder.getHref(id)} noindex />
      <h1>{order ? headingOf(order) : 'Pay at the hub'}</h1>
      <OrderLoadState state={state} reload={state.reload} />
      {order ? (
        <>
          <OrderStatusPanel order={order} label="Order status" />
          {awaitsHubPayment(order) ? <PayAtHub order={order} /> : <NothingToPayHere order={order} />}
          <section className="card purchase-section" aria-labelledby="hub-title">
            <h2 id="hub-title">Your hub</h2>
            <HubDetails hub={order.hub} />
          </section>
          <p>
            {awaitsHubPayment(order) ? (
              <>
                <Link to={paths.order.getHref(order.id)}>See the order</Link> ·{' '}
              </>
            ) : null}
            <Link to={paths.orderHistory.getHref()}>All my orders</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}

export default PurchaseCashOrderScreen;
