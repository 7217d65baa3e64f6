// The parts of the booking's thank-you page (/thankyoubooking/:id): where the booking stands in words, its facts and
// what happens next. Every decision reads the server's fields of the order (payment_group, can_pay, can_edit,
// can_cancel) and the contract's state groups; nothing here decides on its own what counts as paid.
import { Link } from 'react-router-dom';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import { isClosed } from '@contract/order-lifecycle';
import type { Order } from '@contract/orders';
import { paths } from '@contract/paths';
import { firstName } from '@contract/rules';
import { HubDetails } from '@/components/order-summary';
import type { BookingBenefitNote } from '@/lib/booking-benefit';
import { formatRupees } from '@/lib/format';
import * as t from './messages';
import { colourName } from '@/content/bikes.messages';

/** Where the booking stands for this page: paid, payable (pending or after a failed attempt), cancelled, or otherwise. */
export type BookingStanding = 'paid' | 'pending' | 'failed' | 'closed' | 'other';

export function standingOf(order: Order): BookingStanding {
  if (order.payment_group === 'paid') return 'paid';
  if (isClosed(order.state)) return 'closed';
  if (order.can_pay) return order.payment_status === 'failed' ? 'failed' : 'pending';
  return 'other';
}

const HEADINGS: Record<BookingStanding, (o: Order) => string> = {
  // Not booked until the booking amount is paid: the heading says what is left to do.
  pending: (o) => t.headingPending({ amount: formatRupees(o.amount) }),
  paid: (o) => t.headingPaid({ model: o.model_name }),
  failed: () => t.headingFailed,
  closed: (o) => t.headingClosed({ reference: o.reference }),
  other: (o) => t.headingOther({ reference: o.reference }),
};

export const headingOf = (order: Order, standing: BookingStanding) => HEADINGS[standing](order);

/** The first words under the status: what was received, what failed, or what to pay; nothing more when the panel's next step says it. */
function Message({ order, standing }: { order: Order; standing: BookingStanding }) {
  if (standing === 'paid')
    return <p className="booking-status__message">{t.messagePaid({ amount: formatRupees(order.amount_paid) })}</p>;
  if (standing === 'failed')
    return (
      <p className="booking-status__message">{t.messageFailed({ amount: formatRupees(order.amount) })}</p>
    );
  if (standing === 'pending')
    return (
      <p className="booking-status__message">
        {t.messagePending({ name: firstName(order.name), model: order.model_name, colour: colourName(order.colour), amount: formatRupees(order.amount) })}
      </p>
    );
  return null;
}

/** Inside the status panel: the message, the reference and what a partner offer or invitation did. */
export function StatusNote({ order, standing, benefit }: { order: Order; standing: BookingStanding; benefit: BookingBenefitNote | null }) {
  return (
    <>
      <Message order={order} standing={standing} />
      <p className="booking-status__reference">
        {t.yourReference}
        <strong>{order.reference}</strong>
      </p>
      {benefit ? <p className={`booking-status__benefit${benefit.applied ? '' : ' booking-status__benefit--failed'}`}>{benefit.text}</p> : null}
    </>
  );
}

/** The bike, hub, price and who booked (the money is in the status panel). */
export function BookingFacts({ order }: { order: Order }) {
  return (
    <dl className="booking-status__summary">
      <dt>{t.factBike}</dt>
      <dd>{t.factBikeValue({ model: order.model_name, colour: colourName(order.colour) })}</dd>
      <dt>{t.factHub}</dt>
      <dd>
        <HubDetails hub={order.hub} />
      </dd>
      <dt>{t.factPrice}</dt>
      <dd>{t.factPriceValue({ amount: formatRupees(order.price) })}</dd>
      <dt>{t.factBookedBy}</dt>
      <dd>
        {order.name}, {order.mobile}
      </dd>
    </dl>
  );
}

/** After the booking amount is paid: the hub's call, the documents, the balance, and the way to cancel. */
export function NextSteps({ order }: { order: Order }) {
  return (
    <>
      <h2>{t.nextTitle}</h2>
      <ol>
        <li>{t.nextHubCall}</li>
        <li>{t.nextDocuments}</li>
        <li>
          {t.nextBalance}
          <Link to={paths.productPricing.getHref(order.model)}>{t.emiLink}</Link>
          {t.nextBalanceAfter}
        </li>
      </ol>
      {order.can_cancel ? (
        <p>{t.cancelNote({ amount: formatRupees(order.amount_paid), days: BOOKING_REFUND_DAYS })}</p>
      ) : null}
    </>
  );
}

/** To the booking's own page (timeline, change, cancel, refund), a test ride and the savings. */
export function StatusLinks({ order }: { order: Order }) {
  return (
    <>
      <p>
        <Link to={paths.bookingDetail.getHref(order.id)}>{t.seeBooking}</Link>
        {order.can_edit || order.can_cancel ? t.seeBookingCanChange : t.seeBookingEnd}
      </p>
      <ul className="booking-status__links">
        <li>
          <Link to={paths.testRide.getHref(order.model)}>{t.bookTestRide}</Link>
        </li>
        <li>
          <Link to={paths.savings.getHref()}>{t.savingsLink}</Link>
        </li>
      </ul>
    </>
  );
}
