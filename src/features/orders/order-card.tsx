import { Link } from 'react-router-dom';
import type { OrderSummary } from '@contract/orders';
import { paths } from '@contract/paths';
import { formatDate, formatRupees } from '@/lib/format';
import { OrderPicture, StateBadge } from './order-parts';

/** One order in a list: picture, reference (the link to its detail), state, amount paid, hub and date. */
export function OrderCard({ order, headingLevel = 2 }: { order: OrderSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card order-card" aria-labelledby={`order-${order.id}`}>
      <OrderPicture order={order} />
      <div>
        <Heading id={`order-${order.id}`}>
          <Link to={paths.bookingDetail.getHref(order.id)}>
            {order.model_name} in {order.colour}, {order.reference}
          </Link>
        </Heading>
        <StateBadge order={order} />
        <dl>
          <dt>Paid</dt>
          <dd>{formatRupees(order.amount_paid)}</dd>
          <dt>Hub</dt>
          <dd>{order.hub.name}</dd>
          <dt>Date</dt>
          <dd>{formatDate(order.created_at)}</dd>
        </dl>
      </div>
    </article>
  );
}
