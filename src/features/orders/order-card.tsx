import type { OrderSummary } from '@contract/orders';
import { paths } from '@contract/paths';
import { OrderCard as Card } from '@/components/order-summary';

/** An order's detail page: an upgrade has its own. */
export const orderDetailHref = (order: Pick<OrderSummary, 'id' | 'kind'>) =>
  order.kind === 'upgrade' ? paths.upgradeBookingDetail.getHref(order.id) : paths.bookingDetail.getHref(order.id);

/** One order in a list, linked to its detail (an upgrade's own detail page). */
export function OrderCard({ order, headingLevel = 2 }: { order: OrderSummary; headingLevel?: 2 | 3 }) {
  return <Card order={order} href={orderDetailHref(order)} headingLevel={headingLevel} />;
}
