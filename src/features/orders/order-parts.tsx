// Pieces every portal screen shares: the state badge, the bike picture, the timeline and the hub (from
// components/order-summary, shared with the upgrade screens), the payment call, and the gate that shows
// loading, error (with retry) and "not yours here" before an order.
import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingReference } from '@contract/booking-rules';
import type { Order, OrderSummary } from '@contract/orders';
import { paths } from '@contract/paths';
import { GatewayPayButton } from '@/components/gateway-pay-button';
import { OrderGate as Gate } from '@/components/order-gate';
import { LookUpInPlace } from '@/components/order-lookup';
import { formatRupees } from '@/lib/format';
import { payForOrder } from '@/lib/order-store';
import { useAppDispatch } from '@/lib/store/hooks';
import * as t from './portal.messages';
import type { useOrder } from './use-order';
import './orders.css';

export { HubDetails, OrderPicture, StateBadge } from '@/components/order-summary';
export { OrderTimeline } from '@/components/order-timeline';

/** Pay (or retry) an unpaid order in one tap: the one pay button asks the server for a payment order and goes to the gateway. */
export function PayAction({ order }: { order: Pick<OrderSummary, 'id' | 'amount' | 'payment_status'> }) {
  const dispatch = useAppDispatch();
  const id = order.id;
  const start = useCallback(() => dispatch(payForOrder(id)), [dispatch, id]);
  const label = order.payment_status === 'failed' ? t.payAgain : t.payNow({ amount: formatRupees(order.amount) });
  return <GatewayPayButton className="order-pay" label={label} start={start} />;
}

/**
 * What a visitor sees for an order this browser cannot read (another device, no account): the OTP look-up in place.
 * Once it opens this order the page loads here; another booking's reference opens that booking's page.
 */
export function NotYoursHere({ id, reload }: { id: number; reload: () => Promise<void> }) {
  const navigate = useNavigate();
  return <LookUpInPlace reference={bookingReference(id)} onOpened={(orderId) => (orderId === id ? reload() : navigate(paths.bookingDetail.getHref(orderId)))} />;
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
      description={t.gateDescription}
      notFound={<NotYoursHere id={id} reload={state.reload} />}
      failedTitle={t.couldNotLoadBooking}
      loadingLabel={t.loadingBooking}
    >
      {children}
    </Gate>
  );
}

/** What the hub asks for before delivery (registration in the buyer's name). */
export const DOCUMENTS_TO_BRING: readonly string[] = t.documentsToBring;
