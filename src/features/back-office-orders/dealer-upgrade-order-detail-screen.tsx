import { OrderDetail } from './order-detail';

/** /upgradeorderdetail/dealer/:id: an upgrade order of the dealer's own hubs (another hub's is not found); inspect, allot, ready, hand over, note. */
export function DealerUpgradeOrderDetailScreen() {
  return <OrderDetail area="dealer" view="upgrades" />;
}

export default DealerUpgradeOrderDetailScreen;
