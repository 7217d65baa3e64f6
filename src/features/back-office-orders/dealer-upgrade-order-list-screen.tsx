import { OrderList } from './order-list';

/** /upgradeorderlist/dealer: the upgrade orders of the dealer's own hubs (the server scopes them). */
export function DealerUpgradeOrderListScreen() {
  return <OrderList area="dealer" view="upgrades" />;
}

export default DealerUpgradeOrderListScreen;
