import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { GatewayPayButton } from '@/components/gateway-pay-button';
import { Seo } from '@/components/seo';
import { formatRupees } from '@/lib/format';
import { useAppSelector } from '@/lib/store/hooks';
import { UpgradeSteps } from './upgrade-parts';
import { selectUpgradeCreate, type UpgradeSlice } from './upgrade-slice';

/** /upgradepayment: the upgrade just booked and its booking amount, paid on the gateway's page. */
export function UpgradePaymentScreen() {
  const created = useAppSelector((s: UpgradeSlice) => selectUpgradeCreate(s)).data;
  return (
    <div className="page container upgrade-page">
      <Seo title="Pay the upgrade booking amount" description="Pay the booking amount of your Revolt upgrade." path={paths.upgradePayment.getHref()} noindex />
      <h1>Pay the booking amount</h1>
      <UpgradeSteps current="payment" />
      {created ? (
        <section aria-labelledby="pay-title" className="card upgrade-section upgrade-status">
          <h2 id="pay-title">
            Upgrade {created.order.reference}: {created.order.model_name} in {created.order.colour}
          </h2>
          <p>
            Your upgrade is reserved at {created.order.hub.name}. Pay the booking amount of <strong>{formatRupees(created.payment.amount)}</strong> to confirm
            it; the rest is settled at the hub after the inspection of your bike.
          </p>
          <GatewayPayButton
            className="upgrade-pay"
            label={`Pay ${formatRupees(created.payment.amount)} now`}
            // The payment order made with the upgrade: the tap goes straight to its gateway page.
            start={() => Promise.resolve({ ok: true, data: created.payment })}
          />
          <p>
            <Link to={paths.upgradeOrder.getHref(created.order.id)}>Pay later: see this upgrade’s status</Link>
          </p>
        </section>
      ) : (
        <div className="card upgrade-section">
          <h2>No upgrade waiting for payment</h2>
          <p>Open an upgrade booking to pay for it, or start a new upgrade.</p>
          <ul className="upgrade-links">
            <li>
              <Link to={paths.upgradeBookings.getHref()}>My upgrade bookings</Link>
            </li>
            <li>
              <Link to={paths.upgradeProduct.getHref()}>Upgrade my bike</Link>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

export default UpgradePaymentScreen;
