import { Link } from 'react-router-dom';
import type { OrderSummary } from '@contract/orders';
import { ORDER_NEXT_STEPS, REFUNDABLE_STATES, canPayOnline, isCancellable, isOpen } from '@contract/order-lifecycle';
import { OwnerPanels } from '@/lib/owner-panels';
import { hasOrderPass } from '@contract/pass-rules';
import { paths } from '@contract/paths';
import { firstName } from '@contract/rules';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { Spinner } from '@/components/loading-overlay';
import { OfflineCopyNotice } from '@/components/offline-copy-notice';
import { Seo } from '@/components/seo';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppSelector } from '@/lib/store/hooks';
import { MyBikeCard } from './my-bike-card';
import { OrderCard } from './order-card';
import { phoneText, telHref } from '@/lib/format';
import { PayAction } from './order-parts';
import { useMyOrdersOrCopy } from './use-order';
import { OrderExtra } from '@/lib/order-extra';
import './orders.css';

/** An order that waits for the customer: to pay (online or at the hub) or to collect the bike. */
function needsCustomer(order: OrderSummary): boolean {
  return canPayOnline(order) || order.state === 'ready_for_delivery' || (order.state === 'reserved' && order.amount_due > 0);
}

/**
 * Every order still in progress (open, or with money still to come back): those that wait for the customer first,
 * then the rest, each group newest first (as the list comes).
 */
export function ordersInProgress(orders: OrderSummary[]): OrderSummary[] {
  const open = orders.filter((o) => isOpen(o.state) || REFUNDABLE_STATES.includes(o.state));
  return [...open.filter(needsCustomer), ...open.filter((o) => !needsCustomer(o))];
}

/** `offline`: shown from the copy kept on this device, so what needs the server (paying, cancelling) waits. */
function CurrentOrder({ order, offline }: { order: OrderSummary; offline: boolean }) {
  return (
    <li className="dashboard-order">
      <OrderCard order={order} headingLevel={3} />
      <p className="order-next">{ORDER_NEXT_STEPS[order.state]}</p>
      {offline ? null : canPayOnline(order) ? <PayAction order={order} /> : <OrderExtra orderId={order.id} />}
      <ul className="order-links">
        <li>
          <a href={order.hub.map_url} target="_blank" rel="noopener noreferrer">
            See {order.hub.name} on the map<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          or call <a href={telHref(order.hub.phone)}>{phoneText(order.hub.phone)}</a>
        </li>
        {hasOrderPass(order.state) ? (
          <li>
            <Link to={paths.orderPass.getHref(order.id)}>
              Booking pass<span className="visually-hidden"> for {order.reference}</span>
            </Link>
          </li>
        ) : null}
        {isCancellable(order.state) && !offline ? (
          <li>
            <Link to={paths.cancelBooking.getHref(order.id)}>Cancel this booking</Link>
          </li>
        ) : null}
      </ul>
    </li>
  );
}

const SHORTCUTS = [
  { label: 'My bookings', href: paths.userBooking.getHref() },
  { label: 'My upgrade bookings', href: paths.upgradeBookings.getHref() },
  { label: 'Upgrade my bike', href: paths.upgradeProduct.getHref() },
  { label: 'My test rides', href: paths.userTestRide.getHref() },
  { label: 'My profile', href: paths.profile.getHref() },
  { label: 'Book a test ride', href: paths.testRide.getHref() },
] as const;

/**
 * /userdashboard: a greeting; every order in progress, those that wait for the customer first, each with its next
 * step; the bikes delivered; upcoming test rides and open tickets (panels of their features); shortcuts. Offline, the
 * bookings last read on this device with the time (features/orders/order-copy.ts).
 */
export function UserDashboardScreen() {
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const { list, reload, savedAt } = useMyOrdersOrCopy();
  const current = list.data ? ordersInProgress(list.data) : [];
  const delivered = (list.data ?? []).filter((o) => o.state === 'delivered');
  return (
    <div className="page container order-page">
      <Seo title="My dashboard" description="Your Revolt bookings and shortcuts." path={paths.userDashboard.getHref()} noindex />
      <h1>Hello{user ? `, ${firstName(user.name)}` : ''}</h1>
      {savedAt ? <OfflineCopyNotice savedAt={savedAt} what="your bookings" onRetry={reload} /> : null}
      {list.status === 'failed' ? (
        <Alert title="We could not load your bookings." onRetry={reload}>
          {list.error}
        </Alert>
      ) : !list.data ? (
        <Spinner label="Loading your bookings" />
      ) : current.length > 0 ? (
        <section aria-labelledby="current-order">
          <h2 id="current-order">{current.length === 1 ? 'Your current booking' : 'Your bookings in progress'}</h2>
          <ul className="dashboard-orders" aria-label="Bookings in progress">
            {current.map((o) => (
              <CurrentOrder key={o.id} order={o} offline={savedAt !== null} />
            ))}
          </ul>
        </section>
      ) : delivered.length === 0 ? (
        <section aria-labelledby="current-order">
          <h2 id="current-order">No booking in progress</h2>
          <p>Reserve your Revolt for a refundable booking amount; you pay the rest at delivery.</p>
          <ButtonLink to={paths.book.getHref()}>Book a Revolt</ButtonLink>
        </section>
      ) : null}
      {delivered.length > 0 ? (
        <section aria-labelledby="my-bikes">
          <h2 id="my-bikes">{delivered.length === 1 ? 'My bike' : 'My bikes'}</h2>
          <ul className="dashboard-orders" aria-label="Bikes delivered">
            {delivered.map((o) => (
              <MyBikeCard key={o.id} order={o} />
            ))}
          </ul>
        </section>
      ) : null}
      <OwnerPanels />
      <h2>Shortcuts</h2>
      <ul className="portal-shortcuts">
        {SHORTCUTS.map((s) => (
          <li key={s.href}>
            <Link to={s.href}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default UserDashboardScreen;
