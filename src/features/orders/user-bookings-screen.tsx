import { Link } from 'react-router-dom';
import { hasOrderPass } from '@contract/pass-rules';
import { paths } from '@contract/paths';
import { ButtonLink } from '@/components/button';
import { LoadedOrders } from '@/components/my-orders';
import { OfflineCopyNotice } from '@/components/offline-copy-notice';
import { Seo } from '@/components/seo';
import { OrderCard } from './order-card';
import { useMyOrdersOrCopy } from './use-order';
import * as t from './portal.messages';
import './orders.css';

/** /userbooking: the signed-in customer's orders, newest first, each paid one with its pass; offline, the copy last read. */
export function UserBookingsScreen() {
  const { list, reload, savedAt } = useMyOrdersOrCopy();
  return (
    <div className="page container order-page">
      <Seo title={t.myBookings} description={t.bookingsDescription} path={paths.userBooking.getHref()} noindex />
      <h1>{t.myBookings}</h1>
      {savedAt ? <OfflineCopyNotice savedAt={savedAt} what={t.offlineYourBookingList} onRetry={reload} /> : null}
      <LoadedOrders list={list} reload={reload} failedTitle={t.couldNotLoadBookings} loadingLabel={t.loadingBookings}>
        {(orders) =>
          orders.length === 0 ? (
            <>
              <p>{t.noBookingsYet}</p>
              <ButtonLink to={paths.book.getHref()}>{t.bookARevolt}</ButtonLink>
            </>
          ) : (
            <ul className="order-list" aria-label={t.myBookings}>
              {orders.map((o) => (
                <li key={o.id}>
                  <OrderCard order={o} />
                  {hasOrderPass(o.state) ? (
                    <p className="order-pass-link">
                      <Link to={paths.orderPass.getHref(o.id)}>
                        {t.bookingPass}
                        <span className="visually-hidden">{t.passFor({ reference: o.reference })}</span>
                      </Link>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </LoadedOrders>
      <h2>{t.upgrades}</h2>
      <ul className="order-links">
        <li>
          <Link to={paths.upgradeProduct.getHref()}>{t.upgradeMyBike}</Link>
          {t.upgradeAfter}
        </li>
        <li>
          <Link to={paths.upgradeBookings.getHref()}>{t.myUpgradeBookings}</Link>
        </li>
      </ul>
    </div>
  );
}

export default UserBookingsScreen;
