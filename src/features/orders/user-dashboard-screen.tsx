import { Link } from 'react-router-dom';
import type { OrderSummary } from '@contract/orders';
import { ORDER_NEXT_STEPS, REFUNDABLE_STATES, canPayOnline, isCancellable, isOpen } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { firstName } from '@contract/rules';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppSelector } from '@/lib/store/hooks';
import { OrderCard } from './order-card';
import { telHref } from '@/lib/format';
import { PayAction } from './order-parts';
import { useMyOrders } from './use-order';
import { OrderExtra } from '@/lib/order-extra';
import './orders.css';

/** The latest order still in progress, open or with money still to come back (the list comes newest first). */
function currentOrder(orders: OrderSummary[]): OrderSummary | null {
  return orders.find((o) => isOpen(o.state) || REFUNDABLE_STATES.includes(o.state)) ?? null;
}

function CurrentOrder({ order }: { order: OrderSummary }) {
  return (
    <section aria-labelledby="current-order">
      <h2 id="current-order">Your current booking</h2>
      <OrderCard order={order} headingLevel={3} />
      <p className="order-next">{ORDER_NEXT_STEPS[order.state]}</p>
      {canPayOnline(order) ? <PayAction order={order} /> : <OrderExtra orderId={order.id} />}
      <ul className="order-links">
        <li>
          <a href={order.hub.map_url} target="_blank" rel="noopener noreferrer">
            See {order.hub.name} on the map<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          or call <a href={telHref(order.hub.phone)}>{order.hub.phone}</a>
        </li>
        {isCancellable(order.state) ? (
          <li>
            <Link to={paths.cancelBooking.getHref(order.id)}>Cancel this booking</Link>
          </li>
        ) : null}
      </ul>
    </section>
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

/** /userdashboard: a greeting, the booking in progress with its next step, and shortcuts. */
export function UserDashboardScreen() {
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const { list, reload } = useMyOrders();
  const current = list.data ? currentOrder(list.data) : null;
  return (
    <div className="page container order-page">
      <Seo title="My dashboard" description="Your Revolt bookings and shortcuts." path={paths.userDashboard.getHref()} noindex />
      <h1>Hello{user ? `, ${firstName(user.name)}` : ''}</h1>
      {list.status === 'failed' ? (
        <Alert title="We could not load your bookings." onRetry={reload}>
          {list.error}
        </Alert>
      ) : !list.data ? (
        <Spinner label="Loading your bookings" />
      ) : current ? (
        <CurrentOrder order={current} />
      ) : (
        <section aria-labelledby="current-order">
          <h2 id="current-order">No booking in progress</h2>
          <p>Reserve your Revolt for a refundable booking amount; you pay the rest at delivery.</p>
          <ButtonLink to={paths.book.getHref()}>Book a Revolt</ButtonLink>
        </section>
      )}
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
