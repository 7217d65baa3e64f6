import { Link, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { NotFoundView } from '@/components/not-found-view';
import { HubDetails } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import { formatRupees } from '@/lib/format';
import { AT_THE_HUB, UpgradeGate, UpgradeLinks } from './upgrade-parts';
import { orderIdOf } from '@/lib/use-order-details';
import { useUpgradeOrder } from './use-upgrade';

/** /upgradethankyou/:id: the upgrade is booked; what happens next at the hub (old bike, RC, NOC, inspection, final valuation, handover). */
export function UpgradeThankYouScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useUpgradeOrder(orderId);
  if (orderId === null) return <NotFoundView />;
  return (
    <UpgradeGate id={orderId} state={state} title="Your upgrade" path={paths.upgradeThankYou.getHref(orderId)}>
      {(order) => {
        const paid = order.payment_status === 'success';
        return (
          <div className="page container upgrade-page">
            <Seo title={`Upgrade ${order.reference} booked`} description="What happens next with your Revolt upgrade." path={paths.upgradeThankYou.getHref(order.id)} noindex />
            <h1>{paid ? `Thank you, your upgrade ${order.reference} is booked` : `Your upgrade ${order.reference} is not paid yet`}</h1>
            {paid ? (
              <p role="status">
                We have received {formatRupees(order.amount_paid)}. Your {order.model_name} in {order.colour} is booked at {order.hub.name}
                {order.upgrade ? `; your ${order.upgrade.trade_in_model_name} is estimated at ${formatRupees(order.upgrade.valuation)}` : ''}.
              </p>
            ) : (
              <p role="status">
                Pay the booking amount to confirm your upgrade. <Link to={paths.upgradeOrder.getHref(order.id)}>Pay now</Link>
              </p>
            )}
            <h2 id="next-title">What happens next</h2>
            <ol className="upgrade-next" aria-labelledby="next-title">
              {AT_THE_HUB.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {order.upgrade ? <p>Estimated balance at the hub: {formatRupees(order.upgrade.balance)}, plus road tax, registration and insurance.</p> : null}
            <h2>Your upgrade hub</h2>
            <HubDetails hub={order.hub} />
            <UpgradeLinks id={order.id} />
          </div>
        );
      }}
    </UpgradeGate>
  );
}

export default UpgradeThankYouScreen;
