// Pieces every portal screen shares: the state badge, the bike picture, the timeline and the hub (from
// components/order-summary, shared with the upgrade screens), the payment call, and the gate that shows
// loading, error (with retry) and "not yours here" before an order.
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Order, OrderSummary } from '@contract/orders';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { OrderGate as Gate } from '@/components/order-gate';
import { formatRupees } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { checkoutHref } from './order-access';
import type { OrdersSlice } from './orders-slice';
import { payForOrder } from './orders-thunks';
import type { useOrder } from './use-order';
import './orders.css';

export { HubDetails, OrderPicture, OrderTimeline, StateBadge } from '@/components/order-summary';

const selectOrderPay = (s: OrdersSlice) => s.orderPay;

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
export function OrderGate({ id, state, title, path, className = '', children }: GateProps) {
  return (
    <Gate
      state={state}
      title={title}
      path={path}
      className={`page container order-page ${className}`}
      description="Your Revolt booking."
      notFound={<NotYoursHere id={id} />}
      failedTitle="We could not load this booking."
      loadingLabel="Loading your booking"
    >
      {children}
    </Gate>
  );
}

/** What the hub asks for before delivery (registration in the buyer's name). */
export const DOCUMENTS_TO_BRING = [
  'Proof of identity: Aadhaar, PAN, passport or voter ID',
  'Proof of address: Aadhaar, utility bill or rent agreement',
  'Two passport-size photographs',
  'Your booking reference',
] as const;
