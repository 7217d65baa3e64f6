import { Link } from 'react-router-dom';
import { isCancellable } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { OrderCard } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import { useMyUpgrades } from './use-upgrade';
import './upgrade.css';

/** /cancel-upgrade/: choose which of my cancellable upgrades to cancel. */
export function CancelUpgradeChooseScreen() {
  const { list, reload } = useMyUpgrades();
  const cancellable = (list.data ?? []).filter((o) => isCancellable(o.state));
  return (
    <div className="page container upgrade-page">
      <Seo title="Cancel an upgrade" description="Choose the Revolt upgrade you want to cancel." path={paths.cancelUpgradeChoose.getHref()} noindex />
      <h1>Cancel an upgrade</h1>
      {list.status === 'failed' ? (
        <Alert title="We could not load your upgrade bookings." onRetry={reload}>
          {list.error}
        </Alert>
      ) : !list.data ? (
        <Spinner label="Loading your upgrade bookings" />
      ) : cancellable.length === 0 ? (
        <p>
          You have no upgrade that can be cancelled. An upgrade ready for handover or handed over cannot be cancelled online: please call your hub. See{' '}
          <Link to={paths.upgradeBookings.getHref()}>all my upgrade bookings</Link>.
        </p>
      ) : (
        <>
          <p>Choose the upgrade you want to cancel. You can still change your mind on the next page.</p>
          <ul className="order-list" aria-label="Upgrades you can cancel">
            {cancellable.map((o) => (
              <li key={o.id}>
                <OrderCard order={o} href={paths.upgradeBookingDetail.getHref(o.id)} />
                <p>
                  <Link to={paths.cancelUpgrade.getHref(o.id)} className="btn btn--secondary">
                    Cancel {o.reference}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export default CancelUpgradeChooseScreen;
