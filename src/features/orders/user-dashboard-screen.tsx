import { Link } from 'react-router-dom';
import type { OrderSummary } from '@contract/orders';
import { REFUNDABLE_STATES, canPayOnline, isCancellable, isOpen } from '@contract/order-lifecycle';
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
import { nextSteps } from '@/lib/order-states.messages';
import * as t from './portal.messages';
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
      <p className="order-next">{nextSteps[order.state]}</p>
      {offline ? null : canPayOnline(order) ? <PayAction order={order} /> : <OrderExtra orderId={order.id} />}
      <ul className="order-links">
        <li>
          <a href={order.hub.map_url} target="_blank" rel="noopener noreferrer">
            {t.seeOnMap({ hub: order.hub.name })}
            <span className="visually-hidden">{t.opensInNewTab}</span>
          </a>{' '}
          {t.orCallBefore} <a href={telHref(order.hub.phone)}>{phoneText(order.hub.phone)}</a>
          {t.orCallAfter}
        </li>
        {hasOrderPass(order.state) ? (
          <li>
            <Link to={paths.orderPass.getHref(order.id)}>
              {t.bookingPass}
              <span className="visually-hidden">{t.passFor({ reference: order.reference })}</span>
            </Link>
          </li>
        ) : null}
        {isCancellable(order.state) && !offline ? (
          <li>
            <Link to={paths.cancelBooking.getHref(order.id)}>{t.cancelThisBooking}</Link>
          </li>
        ) : null}
      </ul>
    </li>
  );
}

const SHORTCUTS = [
  { label: t.myBookings, href: paths.userBooking.getHref() },
  { label: t.myUpgradeBookings, href: paths.upgradeBookings.getHref() },
  { label: t.upgradeMyBike, href: paths.upgradeProduct.getHref() },
  { label: t.myTestRides, href: paths.userTestRide.getHref() },
  { label: t.myProfile, href: paths.profile.getHref() },
  { label: t.bookTestRide, href: paths.testRide.getHref() },
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
      <Seo title={t.dashboardTitle} description={t.dashboardDescription} path={paths.userDashboard.getHref()} noindex />
      <h1>{user ? t.helloName({ name: firstName(user.name) }) : t.hello}</h1>
      {savedAt ? <OfflineCopyNotice savedAt={savedAt} what={t.offlineYourBookings} onRetry={reload} /> : null}
      {list.status === 'failed' ? (
        <Alert title={t.couldNotLoadBookings} onRetry={reload}>
          {list.error}
        </Alert>
      ) : !list.data ? (
        <Spinner label={t.loadingBookings} />
      ) : current.length > 0 ? (
        <section aria-labelledby="current-order">
          <h2 id="current-order">{t.inProgressTitle({ count: current.length })}</h2>
          <ul className="dashboard-orders" aria-label={t.inProgressList}>
            {current.map((o) => (
              <CurrentOrder key={o.id} order={o} offline={savedAt !== null} />
            ))}
          </ul>
        </section>
      ) : delivered.length === 0 ? (
        <section aria-labelledby="current-order">
          <h2 id="current-order">{t.noneInProgress}</h2>
          <p>{t.noneInProgressText}</p>
          <ButtonLink to={paths.book.getHref()}>{t.bookARevolt}</ButtonLink>
        </section>
      ) : null}
      {delivered.length > 0 ? (
        <section aria-labelledby="my-bikes">
          <h2 id="my-bikes">{t.myBikesTitle({ count: delivered.length })}</h2>
          <ul className="dashboard-orders" aria-label={t.bikesDelivered}>
            {delivered.map((o) => (
              <MyBikeCard key={o.id} order={o} />
            ))}
          </ul>
        </section>
      ) : null}
      <OwnerPanels />
      <h2>{t.shortcuts}</h2>
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
