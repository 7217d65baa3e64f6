// Pieces that show an order the same way on every customer screen (bookings, purchases, upgrades): its state
// badge, the bike picture, the hub, the payment attempts and a card for lists (the timeline is order-timeline.tsx).
import { Link } from 'react-router-dom';
import type { PaymentStatus } from '@contract/bookings';
import type { Order, OrderHub, OrderSummary } from '@contract/orders';
import { findBike } from '@/content/bikes';
import { formatDate, formatRupees, phoneText, telHref } from '@/lib/format';
import { stateLabel } from '@/lib/order-states.messages';
import { ProductPicture } from './picture';
import { STATE_TONES } from './state-tones';
import * as t from './order-summary.messages';
import './order-summary.css';
import { colourName } from '@/content/bikes.messages';

/** The order's events as a timeline, in the site's language (order-timeline.tsx). */
export { OrderTimeline } from './order-timeline';

export function StateBadge({ order }: { order: Pick<OrderSummary, 'state' | 'state_label'> }) {
  return <span className={`order-badge order-badge--${STATE_TONES[order.state]}`}>{stateLabel(order)}</span>;
}

export function OrderPicture({ order, eager = false }: { order: Pick<OrderSummary, 'model' | 'colour'>; eager?: boolean }) {
  const bike = findBike(order.model);
  if (!bike) return null;
  const colour = bike.colours.find((c) => c.name === order.colour);
  return <ProductPicture bike={bike} colour={colour} eager={eager} className="order-picture" sizes="(min-width: 48rem) 16rem, 40vw" />;
}

export function HubDetails({ hub }: { hub: OrderHub }) {
  return (
    <address className="order-hub">
      <strong>{hub.name}</strong>
      <br />
      {hub.address}
      <br />
      <a href={telHref(hub.phone)}>{phoneText(hub.phone)}</a>
      {' · '}
      <a href={hub.map_url} target="_blank" rel="noopener noreferrer">
        {t.openInMaps}
        <span className="visually-hidden">{t.opensInNewTab}</span>
      </a>
    </address>
  );
}

/** One order in a list: picture, reference (the link to `href`, its detail), state, amount paid (and refunded), hub and date. */
export function OrderCard({ order, href, headingLevel = 2 }: { order: OrderSummary; href: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card order-card" aria-labelledby={`order-${order.id}`}>
      <OrderPicture order={order} />
      <div>
        <Heading id={`order-${order.id}`}>
          <Link to={href}>
            {t.cardTitle({ model: order.model_name, colour: colourName(order.colour), reference: order.reference })}
          </Link>
        </Heading>
        <StateBadge order={order} />
        <dl>
          <dt>{t.paid}</dt>
          <dd>{formatRupees(order.amount_paid)}</dd>
          {order.amount_refunded > 0 ? (
            <>
              <dt>{t.refund}</dt>
              <dd>{formatRupees(order.amount_refunded)}</dd>
            </>
          ) : null}
          <dt>{t.hub}</dt>
          <dd>{order.hub.name}</dd>
          <dt>{t.date}</dt>
          <dd>{formatDate(order.created_at)}</dd>
        </dl>
      </div>
    </article>
  );
}

type AttemptsProps = {
  payments: Order['payments'];
  /** Each attempt's status in the screen's words (written in lower case after the amount). */
  statusText: Record<PaymentStatus, string>;
  className: string;
  listClassName: string;
};

/** The order's payment attempts, newest last, with date, amount and status; nothing before the first attempt. */
export function PaymentAttempts({ payments, statusText, className, listClassName }: AttemptsProps) {
  if (!payments.length) return null;
  return (
    <section className={className} aria-labelledby="payments-title">
      <h2 id="payments-title">{t.paymentAttempts}</h2>
      <ul className={listClassName}>
        {payments.map((p) => (
          <li key={p.order_id}>
            {formatDate(p.created_at)}: {formatRupees(p.amount)}, {statusText[p.status].toLowerCase()}
          </li>
        ))}
      </ul>
    </section>
  );
}
