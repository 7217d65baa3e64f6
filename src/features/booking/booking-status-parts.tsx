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
  pending: (o) => `Reserved: pay ${formatRupees(o.amount)} to confirm`,
  paid: (o) => `Your ${o.model_name} is booked`,
  failed: () => 'Your payment did not go through',
  closed: (o) => `Your booking ${o.reference} is cancelled`,
  other: (o) => `Your booking ${o.reference}`,
};

export const headingOf = (order: Order, standing: BookingStanding) => HEADINGS[standing](order);

/** The first words under the status: what was received, what failed, or what to pay; nothing more when the panel's next step says it. */
function Message({ order, standing }: { order: Order; standing: BookingStanding }) {
  if (standing === 'paid')
    return <p className="booking-status__message">We have received your booking amount of {formatRupees(order.amount_paid)}. Your booking is confirmed.</p>;
  if (standing === 'failed')
    return (
      <p className="booking-status__message">
        Your booking is saved, but the payment of {formatRupees(order.amount)} failed. If your bank shows a debit for it, the bank reverses it within 5 to 7
        working days.
      </p>
    );
  if (standing === 'pending')
    return (
      <p className="booking-status__message">
        Thank you, {firstName(order.name)}. We are holding the {order.model_name} in {order.colour} for you: pay the booking amount of{' '}
        {formatRupees(order.amount)} to confirm your booking.
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
        Your reference <strong>{order.reference}</strong>
      </p>
      {benefit ? <p className={`booking-status__benefit${benefit.applied ? '' : ' booking-status__benefit--failed'}`}>{benefit.text}</p> : null}
    </>
  );
}

/** The bike, hub, price and who booked (the money is in the status panel). */
export function BookingFacts({ order }: { order: Order }) {
  return (
    <dl className="booking-status__summary">
      <dt>Bike</dt>
      <dd>
        {order.model_name} in {order.colour}
      </dd>
      <dt>Delivery hub</dt>
      <dd>
        <HubDetails hub={order.hub} />
      </dd>
      <dt>Bike price</dt>
      <dd>{formatRupees(order.price)} (ex-showroom with charger)</dd>
      <dt>Booked by</dt>
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
      <h2>What happens next</h2>
      <ol>
        <li>Your hub calls you within two working days to confirm the delivery date.</li>
        <li>
          Keep your documents ready: proof of identity (Aadhaar, PAN, passport or voter ID), proof of address and a passport-size photo, which the hub
          needs to register the bike in your name.
        </li>
        <li>
          Pay the balance at the hub, or ask them about a loan. <Link to={paths.productPricing.getHref(order.model)}>Work out your EMI</Link>.
        </li>
      </ol>
      {order.can_cancel ? (
        <p>
          Changed your mind? Cancel before delivery and we refund {formatRupees(order.amount_paid)} to the account you paid from within {BOOKING_REFUND_DAYS}{' '}
          working days.
        </p>
      ) : null}
    </>
  );
}

/** To the booking's own page (timeline, change, cancel, refund), a test ride and the savings. */
export function StatusLinks({ order }: { order: Order }) {
  return (
    <>
      <p>
        <Link to={paths.bookingDetail.getHref(order.id)}>See your booking and its progress</Link>
        {order.can_edit || order.can_cancel ? ': change the colour or hub, or cancel it.' : '.'}
      </p>
      <ul className="booking-status__links">
        <li>
          <Link to={paths.testRide.getHref(order.model)}>Book a free test ride</Link>
        </li>
        <li>
          <Link to={paths.savings.getHref()}>See how much you save on fuel</Link>
        </li>
      </ul>
    </>
  );
}
