import { Link, useParams } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { isClosed } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { ButtonLink } from '@/components/button';
import { NotFoundView } from '@/components/not-found-view';
import { RefundStatus } from '@/components/order-refund';
import { OrderStatusPanel } from '@/components/order-status-panel';
import { HubDetails, OrderPicture, OrderTimeline } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import { formatRupees } from '@/lib/format';
import { TradeInFacts, UpgradeGate, UpgradePayButton } from './upgrade-parts';
import { orderIdOf } from '@/lib/use-order-details';
import { useUpgradeOrder } from './use-upgrade';

function Detail({ order }: { order: Order }) {
  return (
    <div className="page container upgrade-page">
      <Seo title={`Upgrade ${order.reference}`} description={`Your Revolt upgrade to the ${order.model_name}.`} path={paths.upgradeBookingDetail.getHref(order.id)} noindex />
      <p className="upgrade-page__eyebrow">
        <Link to={paths.upgradeBookings.getHref()}>My upgrade bookings</Link>
      </p>
      <h1>
        Upgrade to the {order.model_name} <span className="upgrade-page__reference">{order.reference}</span>
      </h1>
      <OrderStatusPanel order={order} label="Upgrade status" media={<OrderPicture order={order} eager />} />
      {order.can_pay ? (
        <UpgradePayButton order={order} label={order.payment_status === 'failed' ? 'Try the payment again' : `Pay ${formatRupees(order.amount)} now`} />
      ) : null}
      {order.can_cancel ? (
        <div className="form-actions">
          <ButtonLink variant="ghost" to={paths.cancelUpgrade.getHref(order.id)}>
            Cancel this upgrade
          </ButtonLink>
        </div>
      ) : null}
      <h2>Timeline</h2>
      <OrderTimeline events={order.events} />
      <h2>Details</h2>
      <TradeInFacts order={order} />
      {isClosed(order.state) ? <RefundStatus order={order} noun="upgrade" className="card upgrade-section" /> : null}
      <h2>Your upgrade hub</h2>
      <HubDetails hub={order.hub} />
    </div>
  );
}

/** /upgrade-booking-detail/:id: the upgrade with its valuation, balance, hub, timeline and the cancel link while cancellable. */
export function UpgradeBookingDetailScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useUpgradeOrder(orderId);
  if (orderId === null) return <NotFoundView />;
  return (
    <UpgradeGate id={orderId} state={state} title="Your upgrade" path={paths.upgradeBookingDetail.getHref(orderId)}>
      {(order) => <Detail order={order} />}
    </UpgradeGate>
  );
}

export default UpgradeBookingDetailScreen;
