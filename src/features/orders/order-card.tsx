import type { OrderSummary } from '@contract/orders';
import { paths } from '@contract/paths';
import { OrderCard as Card } from '@/components/order-summary';

/** One order in a list, linked to its detail (an upgrade's own detail page). */
export function OrderCard({ order, headingLevel = 2 }: { order: OrderSummary; headingLevel?: 2 | 3 }) {
  const href = order.kind === 'upgrade' ? paths.upgradeBookingDetail.getHref(order.id) : paths.bookingDetail.getHref(order.id);
  return <Card order={order} href={href} headingLevel={headingLevel} />;
}
