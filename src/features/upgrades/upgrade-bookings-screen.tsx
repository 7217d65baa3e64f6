import { paths } from '@contract/paths';
import { ButtonLink } from '@/components/button';
import { LoadedOrders } from '@/components/my-orders';
import { OrderCard } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import { useMyUpgrades } from './use-upgrade';
import './upgrade.css';

/** /upgradebooking: my upgrade bookings, newest first. */
export function UpgradeBookingsScreen() {
  const { list, reload } = useMyUpgrades();
  return (
    <div className="page container upgrade-page">
      <Seo title="My upgrade bookings" description="Your Revolt upgrade bookings." path={paths.upgradeBookings.getHref()} noindex />
      <h1>My upgrade bookings</h1>
      <LoadedOrders list={list} reload={reload} failedTitle="We could not load your upgrade bookings." loadingLabel="Loading your upgrade bookings">
        {(orders) =>
          orders.length === 0 ? (
            <>
              <p>You have no upgrade bookings. Trade in the Revolt you ride now for a current model: its chassis number tells us what it is worth.</p>
              <ButtonLink to={paths.upgradeProduct.getHref()}>Upgrade my bike</ButtonLink>
            </>
          ) : (
            <>
              <ul className="order-list" aria-label="My upgrade bookings">
                {orders.map((o) => (
                  <li key={o.id}>
                    <OrderCard order={o} href={paths.upgradeBookingDetail.getHref(o.id)} />
                  </li>
                ))}
              </ul>
              <p>
                <ButtonLink variant="secondary" to={paths.upgradeProduct.getHref()}>
                  Upgrade another bike
                </ButtonLink>
              </p>
            </>
          )
        }
      </LoadedOrders>
    </div>
  );
}

export default UpgradeBookingsScreen;
