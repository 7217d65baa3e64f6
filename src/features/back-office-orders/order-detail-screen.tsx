import { OrderDetail } from './order-detail';

/** /orderdetail/:id (admin): any hub's order, its payments, refunds and timeline, and every action its state allows. */
export function OrderDetailScreen() {
  return <OrderDetail area="admin" />;
}

export default OrderDetailScreen;
