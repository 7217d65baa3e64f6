import { Link, useParams } from 'react-router-dom';
import { isClosed } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { NotFoundView } from '@/components/not-found-view';
import { OrderStatusPanel } from '@/components/order-status-panel';
import { HubDetails } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import { formatRupees } from '@/lib/format';
import { AT_THE_HUB, UpgradeGate, UpgradeLinks } from './upgrade-parts';
import { orderIdOf } from '@/lib/use-order-details';
import { useUpgradeOrder } from './use-upgrade';

function headingOf(reference: string, paid: boolean, closed: boolean): string {
  if (paid) return `Thank you, your upgrade ${reference} is booked`;
  return closed ? `Your upgrade ${reference} is cancelled` : `Your upgrade ${reference} is not paid yet`;
}

/** /upgradethankyou/:id: the upgrade is booked; what happens next at the hub (old bike, RC, NOC, inspection, final valuation, handover). */
export function UpgradeThankYouScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useUpgradeOrder(orderId);
  if (orderId === null) return <NotFoundView />;
  return (
    <UpgradeGate id={orderId} state={state} title="Your upgrade" path={paths.upgradeThankYou.getHref(orderId)}>
      {(order) => {
        const paid = order.payment_group === 'paid';
        const closed = isClosed(order.state);
        return (
          <div className="page container upgrade-page">
            <Seo title={`Upgrade ${order.reference}`} description="What happens next with your Revolt upgrade." path={paths.upgradeThankYou.getHref(order.id)} noindex />
            <h1>{headingOf(order.reference, paid, closed)}</h1>
            <OrderStatusPanel order={order} label="Upgrade status" />
            {paid ? (
              <p>
                We have received {formatRupees(order.amount_paid)}. Your {order.model_name} in {order.colour} is booked at {order.hub.name}
                {order.upgrade ? `; your ${order.upgrade.trade_in_model_name} is estimated at ${formatRupees(order.upgrade.valuation)}` : ''}.
              </p>
            ) : closed ? (
              <p>
                This upgrade will not go ahead, and you keep your old bike. <Link to={paths.upgradeBookingDetail.getHref(order.id)}>See its refund and timeline</Link>
              </p>
            ) : (
              <p>
                Pay the booking amount to confirm your upgrade. <Link to={paths.upgradeOrder.getHref(order.id)}>Pay now</Link>
              </p>
            )}
            {closed ? null : (
              <>
                <h2 id="next-title">What happens next</h2>
                <ol className="upgrade-next" aria-labelledby="next-title">
                  {AT_THE_HUB.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </>
            )}
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
