import { Link } from 'react-router-dom';
import { hasOrderPass } from '@contract/pass-rules';
import { paths } from '@contract/paths';
import { ButtonLink } from '@/components/button';
import { LoadedOrders } from '@/components/my-orders';
import { OfflineCopyNotice } from '@/components/offline-copy-notice';
import { Seo } from '@/components/seo';
import { OrderCard } from './order-card';
import { useMyOrdersOrCopy } from './use-order';
import './orders.css';

/** /userbooking: the signed-in customer's orders, newest first, each paid one with its pass; offline, the copy last read. */
export function UserBookingsScreen() {
  const { list, reload, savedAt } = useMyOrdersOrCopy();
  return (
    <div className="page container order-page">
      <Seo title="My bookings" description="Your Revolt bookings and orders." path={paths.userBooking.getHref()} noindex />
      <h1>My bookings</h1>
      {savedAt ? <OfflineCopyNotice savedAt={savedAt} what="your list of bookings" onRetry={reload} /> : null}
      <LoadedOrders list={list} reload={reload} failedTitle="We could not load your bookings." loadingLabel="Loading your bookings">
        {(orders) =>
          orders.length === 0 ? (
            <>
              <p>You have no bookings yet. Reserve your Revolt for a refundable booking amount and pay the rest at delivery.</p>
              <ButtonLink to={paths.book.getHref()}>Book a Revolt</ButtonLink>
            </>
          ) : (
            <ul className="order-list" aria-label="My bookings">
              {orders.map((o) => (
                <li key={o.id}>
                  <OrderCard order={o} />
                  {hasOrderPass(o.state) ? (
                    <p className="order-pass-link">
                      <Link to={paths.orderPass.getHref(o.id)}>
                        Booking pass<span className="visually-hidden"> for {o.reference}</span>
                      </Link>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </LoadedOrders>
      <h2>Upgrades</h2>
      <ul className="order-links">
        <li>
          <Link to={paths.upgradeProduct.getHref()}>Upgrade my bike</Link>: trade in your Revolt for a current model.
        </li>
        <li>
          <Link to={paths.upgradeBookings.getHref()}>My upgrade bookings</Link>
        </li>
      </ul>
    </div>
  );
}

export default UserBookingsScreen;
