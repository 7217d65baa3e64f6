import { OrderList } from './order-list';

/** /orderlist/dealer: the orders of the dealer's own hubs (the server scopes them). */
export function DealerOrderListScreen() {
  return <OrderList area="dealer" />;
}

export default DealerOrderListScreen;
