import type { OrderSummary } from '@contract/orders';
import { paths } from '@contract/paths';
import { OrderCard as Card } from '@/components/order-summary';

/** One order in a list, linked to its booking detail. */
export function OrderCard({ order, headingLevel = 2 }: { order: OrderSummary; headingLevel?: 2 | 3 }) {
  return <Card order={order} href={paths.bookingDetail.getHref(order.id)} headingLevel={headingLevel} />;
}
