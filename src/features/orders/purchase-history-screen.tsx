import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import type { OrderSummary } from '@contract/orders';
import { paths } from '@contract/paths';
import { formatDate, formatRupees } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import type { OrdersSlice } from './orders-slice';
import { awaitsHubPayment, paymentText, selectOrderHistory } from './purchase-parts';
import { fetchMyOrders } from './orders-thunks';
import './purchase.css';

const KIND_LABEL: Record<OrderSummary['kind'], string> = { booking: 'Booking', purchase: 'Purchase', upgrade: 'Upgrade' };

/** Bookings (and upgrades) open their booking detail; purchases their order page. */
function hrefOf(order: OrderSummary): string {
  if (order.kind !== 'purchase') return paths.bookingDetail.getHref(order.id);
  return awaitsHubPayment(order) ? paths.cashOrder.getHref(order.id) : paths.order.getHref(order.id);
}

/** /orderhistory: every order of mine, newest first. */
export function PurchaseHistoryScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: OrdersSlice) => selectOrderHistory(s));
  const load = useCallback(() => void dispatch(fetchMyOrders()), [dispatch]);
  useEffect(load, [load]);
  const orders = list.data ?? [];

  return (
    <div className="page container purchase">
      <Seo title="My orders" description="Your Revolt bookings and purchases." path={paths.orderHistory.path} noindex />
      <h1>My orders</h1>
      {list.status === 'failed' ? (
        <Alert title="We could not load your orders." onRetry={load}>
          {list.error}
        </Alert>
      ) : list.status !== 'succeeded' ? (
        <Spinner label="Loading your orders" />
      ) : orders.length === 0 ? (
        <div className="card purchase-empty">
          <h2>No orders yet</h2>
          <p>When you book or buy a bike, it shows here.</p>
          <Link className="btn btn--primary" to={paths.electricBike.getHref()}>
            See the bikes
          </Link>
        </div>
      ) : (
        <ul className="purchase-history" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id} className="card purchase-history__item">
              <h2 className="purchase-history__title">
                <Link to={hrefOf(order)}>
                  {order.reference}: {order.model_name} in {order.colour}
                </Link>
              </h2>
              <p className="purchase-history__meta">
                {KIND_LABEL[order.kind]} · {formatDate(order.created_at)} · {order.state_label}
              </p>
              <p className="purchase-history__meta">
                {formatRupees(order.amount_paid)} paid of {formatRupees(order.price)}
                {order.amount_refunded > 0 ? `, ${formatRupees(order.amount_refunded)} refunded` : ''} · {paymentText(order)} · {order.hub.name}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default PurchaseHistoryScreen;
