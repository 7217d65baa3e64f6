import { OrderDetail } from './order-detail';

/** /orderdetail/dealer/:id: an order of the dealer's own hubs (another hub's is not found); allot, ready, deliver, note. */
export function DealerOrderDetailScreen() {
  return <OrderDetail area="dealer" />;
}

export default DealerOrderDetailScreen;
