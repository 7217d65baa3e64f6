// Pieces every portal screen shares: the state badge, the bike picture, the timeline, the hub, the payment
// call, and the gate that shows loading, error (with retry) and "not yours here" before an order.
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Order, OrderEvent, OrderHub, OrderSummary } from '@contract/orders';
import { ORDER_STATE_LABELS } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/loading-overlay';
import { ProductPicture } from '@/components/picture';
import { Seo } from '@/components/seo';
import { Timeline } from '@/components/timeline';
import { findBike } from '@/content/bikes';
import { formatRupees, telHref } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { checkoutHref } from './order-access';
import type { OrdersSlice } from './orders-slice';
import { payForOrder } from './orders-thunks';
import type { useOrder } from './use-order';
import './orders.css';

const selectOrderPay = (s: OrdersSlice) => s.orderPay;

const TONES: Record<OrderSummary['state'], 'info' | 'success' | 'done' | 'muted'> = {
  reserved: 'info',
  confirmed: 'success',
  allotted: 'success',
  ready_for_delivery: 'success',
  delivered: 'done',
  cancelled: 'muted',
  refund_initiated: 'muted',
  refunded: 'muted',
};

export function StateBadge({ order }: { order: Pick<OrderSummary, 'state' | 'state_label'> }) {
  return <span className={`order-badge order-badge--${TONES[order.state]}`}>{order.state_label || ORDER_STATE_LABELS[order.state]}</span>;
}

export function OrderPicture({ order, eager = false }: { order: Pick<OrderSummary, 'model' | 'colour'>; eager?: boolean }) {
  const bike = findBike(order.model);
  if (!bike) return null;
  const colour = bike.colours.find((c) => c.name === order.colour);
  return <ProductPicture bike={bike} colour={colour} eager={eager} className="order-picture" sizes="(min-width: 48rem) 16rem, 40vw" />;
}

/** The order's events as a vertical timeline, oldest first, in the server's words. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const items = events.map((e) => ({
    id: e.id,
    at: e.at,
    text: e.text,
    note: e.note,
    tone: e.kind === 'refund' ? ('info' as const) : e.kind === 'state' || e.kind === 'payment' ? ('done' as const) : ('plain' as const),
  }));
  return <Timeline items={items} label="Order timeline" empty="Nothing has happened on this order yet." />;
}

export function HubDetails({ hub }: { hub: OrderHub }) {
  return (
    <address className="order-hub">
      <strong>{hub.name}</strong>
      <br />
      {hub.address}
      <br />
      <a href={telHref(hub.phone)}>{hub.phone}</a>
      {' · '}
      <a href={hub.map_url} target="_blank" rel="noopener noreferrer">
        Open in maps<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </address>
  );
}

/** Pay (or retry) an unpaid order: asks the server for a payment order, then links to the gateway's page. */
export function PayAction({ order }: { order: Pick<OrderSummary, 'id' | 'amount' | 'payment_status'> }) {
  const dispatch = useAppDispatch();
  const pay = useAppSelector((s: OrdersSlice) => selectOrderPay(s));
  const [checkout, setCheckout] = useState<string | null>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const label = order.payment_status === 'failed' ? 'Try the payment again' : `Pay ${formatRupees(order.amount)} now`;

  async function start() {
    const outcome = await dispatch(payForOrder(order.id));
    if (outcome.ok) {
      setCheckout(checkoutHref(outcome.data, window.location.origin));
      requestAnimationFrame(() => linkRef.current?.focus());
    }
  }

  return (
    <div className="order-pay">
      {pay.status === 'failed' && !checkout ? <Alert title="We could not start the payment.">{pay.error}</Alert> : null}
      {checkout ? (
        <a ref={linkRef} className="btn btn--primary" href={checkout}>
          {label}: go to the payment page
        </a>
      ) : (
        <Button busy={pay.loading} onClick={() => void start()}>
          {label}
        </Button>
      )}
      <p className="muted">You pay on the payment gateway’s secure page and come back here when it is done.</p>
    </div>
  );
}

/** What a visitor sees for an order this browser cannot read: sign in, or look the booking up. */
export function NotYoursHere({ id }: { id: number }) {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Sign in or look up your booking</h1>
      <p>We cannot show order {id} in this browser. Bookings are shown to the account they were made with, or after a quick check by OTP.</p>
      <ul className="order-links">
        <li>
          <Link to={paths.signin.getHref(pathname)}>Sign in</Link> if you booked while signed in.
        </li>
        <li>
          <Link to={paths.findBooking.getHref()}>Find my booking</Link> with your booking reference and mobile number.
        </li>
        <li>
          <Link to={paths.contactUs.getHref()}>Contact us</Link> with your reference and we will help you.
        </li>
      </ul>
    </>
  );
}

type GateProps = {
  id: number;
  state: ReturnType<typeof useOrder>;
  title: string;
  path: string;
  className?: string;
  children: (order: Order) => ReactNode;
};

/** Loading, error with retry and not-found states around a screen of one order. */
export function OrderGate({ id, state: { order, details, notFound, reload }, title, path, className = '', children }: GateProps) {
  if (order) return <>{children(order)}</>;
  return (
    <div className={`page container order-page ${className}`}>
      <Seo title={title} description="Your Revolt booking." path={path} noindex />
      {notFound ? (
        <NotYoursHere id={id} />
      ) : (
        <>
          <h1>{title}</h1>
          {details.status === 'failed' ? (
            <Alert title="We could not load this booking." onRetry={() => void reload()}>
              {details.error}
            </Alert>
          ) : (
            <Spinner label="Loading your booking" />
          )}
        </>
      )}
    </div>
  );
}

/** What the hub asks for before delivery (registration in the buyer's name). */
export const DOCUMENTS_TO_BRING = [
  'Proof of identity: Aadhaar, PAN, passport or voter ID',
  'Proof of address: Aadhaar, utility bill or rent agreement',
  'Two passport-size photographs',
  'Your booking reference',
] as const;
