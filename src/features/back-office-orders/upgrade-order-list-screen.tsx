import { OrderList } from './order-list';

/** /upgradeorderlist (admin): every hub's upgrade orders with the bike traded in, filtered, sorted and paged through the URL. */
export function UpgradeOrderListScreen() {
  return <OrderList area="admin" view="upgrades" />;
}

export default UpgradeOrderListScreen;
