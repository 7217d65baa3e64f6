import { OrderDetail } from './order-detail';

/** /upgradeorderdetail/:id (admin): an upgrade order with the bike traded in, its inspection, handover and timeline. */
export function UpgradeOrderDetailScreen() {
  return <OrderDetail area="admin" view="upgrades" />;
}

export default UpgradeOrderDetailScreen;
