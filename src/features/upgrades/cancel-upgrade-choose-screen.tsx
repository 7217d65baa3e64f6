import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { CancelChooser, LoadedOrders } from '@/components/my-orders';
import { Seo } from '@/components/seo';
import { useMyUpgrades } from './use-upgrade';
import './upgrade.css';

/** /cancel-upgrade/: choose which of my cancellable upgrades to cancel. */
export function CancelUpgradeChooseScreen() {
  const { list, reload } = useMyUpgrades();
  return (
    <div className="page container upgrade-page">
      <Seo title="Cancel an upgrade" description="Choose the Revolt upgrade you want to cancel." path={paths.cancelUpgradeChoose.getHref()} noindex />
      <h1>Cancel an upgrade</h1>
      <LoadedOrders list={list} reload={reload} failedTitle="We could not load your upgrade bookings." loadingLabel="Loading your upgrade bookings">
        {(orders) => (
          <CancelChooser
            orders={orders}
            empty={
              <>
                You have no upgrade that can be cancelled. An upgrade ready for handover or handed over cannot be cancelled online: please call your hub. See{' '}
                <Link to={paths.upgradeBookings.getHref()}>all my upgrade bookings</Link>.
              </>
            }
            intro="Choose the upgrade you want to cancel. You can still change your mind on the next page."
            label="Upgrades you can cancel"
            detailHref={(o) => paths.upgradeBookingDetail.getHref(o.id)}
            cancelHref={(o) => paths.cancelUpgrade.getHref(o.id)}
          />
        )}
      </LoadedOrders>
    </div>
  );
}

export default CancelUpgradeChooseScreen;
