import { OrderList } from './order-list';

/** /orderlist (admin): every order of every hub, filtered, sorted and paged through the URL. */
export function OrderListScreen() {
  return <OrderList area="admin" />;
}

export default OrderListScreen;
