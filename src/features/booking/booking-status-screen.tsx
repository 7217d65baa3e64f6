import { OrderExtra } from '@/lib/order-extra';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/loading-overlay';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { firstName } from '@contract/rules';
import { BOOKING_REFUND_DAYS, bookingReference } from '@contract/booking-rules';
import type { Booking, PaymentOrder } from '@contract/bookings';
import { paths } from '@contract/paths';
import { formatDate, formatRupees } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useIsClient } from '@/lib/use-is-client';
import { takeLinkKey } from '@/lib/link-key';
import { benefitNoteOf, checkoutHref, readBookingAccess, rememberBooking, rememberPaymentAttempt } from '@/lib/booking-access';
import { selectBookingDetails, selectBookingPay, type BookingSlice } from './booking-slice';
import { fetchBooking, startPayment } from './booking-thunks';
import './booking.css';

const headings: Record<Booking['payment_status'], (b: Booking) => string> = {
  // Not booked until the booking amount is paid: the heading says what is left to do.
  pending: (b) => `Reserved: pay ${formatRupees(b.amount)} to confirm`,
  success: (b) => `Your ${b.model_name} is booked`,
  failed: () => 'Your payment did not go through',
};

function Summary({ booking }: { booking: Booking }) {
  const paid = booking.payment_status === 'success';
  return (
    <dl className="booking-status__summary">
      <dt>Bike</dt>
      <dd>
        {booking.model_name} in {booking.colour}
      </dd>
      <dt>Delivery hub</dt>
      <dd>
        {booking.hub.name}, {booking.hub.address}
        <br />
        <a href={`tel:${booking.hub.phone.replace(/[^\d+]/g, '')}`}>{booking.hub.phone}</a>
      </dd>
      <dt>Bike price</dt>
      <dd>{formatRupees(booking.price)} (ex-showroom with charger)</dd>
      <dt>{paid ? 'Booking amount paid' : 'Booking amount'}</dt>
      <dd>
        {formatRupees(booking.amount)}
        {paid && booking.paid_at ? ` on ${formatDate(booking.paid_at.slice(0, 10))}` : ''}
      </dd>
      <dt>Balance at delivery</dt>
      <dd>{formatRupees(booking.price - booking.amount)} plus road tax, registration and insurance</dd>
      <dt>Booked by</dt>
      <dd>
        {booking.name}, {booking.mobile}
      </dd>
    </dl>
  );
}

/** The payment call of an unpaid booking: a link to the gateway's page once an order is known, else a button that asks for one. */
function PayAction({ booking, order, label }: { booking: Booking; order: PaymentOrder | null; label: string }) {
  const dispatch = useAppDispatch();
  const pay = useAppSelector((s: BookingSlice) => selectBookingPay(s));
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [asked, setAsked] = useState(false);
  const access = readBookingAccess(booking.id);

  async function requestOrder() {
    const outcome = await dispatch(startPayment(booking.id, access?.key));
    if (outcome.ok) {
      setAsked(true);
      requestAnimationFrame(() => linkRef.current?.focus());
    }
  }

  const current = asked && pay.data ? pay.data : order;
  return (
    <div className="booking-status__pay">
      {pay.status === 'failed' ? <Alert title="We could not start the payment.">{pay.error}</Alert> : null}
      {current ? (
        <a ref={linkRef} className="btn btn--primary" href={checkoutHref(current, window.location.origin)} onClick={() => rememberPaymentAttempt(booking.id)}>
          {label}
        </a>
      ) : (
        <Button busy={pay.loading} onClick={() => void requestOrder()}>
          {pay.loading ? 'Preparing the payment…' : label}
        </Button>
      )}
      <p className="muted">You pay on the payment gateway’s secure page and come back here when it is done.</p>
    </div>
  );
}

/** /thankyoubooking/:id: the booking's payment status with what to do next (pay, try again, or wait for the hub's call). */
export function BookingStatusScreen() {
  const { id = '' } = useParams();
  const valid = /^\d{1,9}$/.test(id) && Number(id) > 0;
  const bookingId = Number(id);
  const dispatch = useAppDispatch();
  const details = useAppSelector((s: BookingSlice) => selectBookingDetails(s));
  const isClient = useIsClient();
  const [notFound, setNotFound] = useState(false);
  // A partner offer or an invitation code booked through its own form: say whether its benefit was applied.
  const benefit = benefitNoteOf(useLocation().state);

  const load = useCallback(async () => {
    // The key lives in this tab's session storage, so it is read only in the browser. A payment link sent by
    // SMS brings it in its fragment: this tab keeps it like the key of a booking it made itself.
    const linked = takeLinkKey();
    if (linked) rememberBooking(bookingId, { key: linked });
    const outcome = await dispatch(fetchBooking(bookingId, readBookingAccess(bookingId)?.key));
    setNotFound(!outcome.ok && Boolean(outcome.notFound));
  }, [dispatch, bookingId]);

  useEffect(() => {
    if (isClient && valid) void load();
  }, [isClient, valid, load]);

  if (!valid) return <NotFoundView />;
  const reference = bookingReference(bookingId);
  const booking = details.data?.id === bookingId ? details.data : null;

  if (notFound)
    return (
      <div className="page container booking-status">
        <Seo title={`Booking ${reference}`} description="Your Revolt booking." path={paths.thankYouBooking.getHref(id)} noindex />
        <h1>We cannot show this booking here</h1>
        <p>
          Booking <strong>{reference}</strong> can be seen in the browser it was made in, after signing in to the account it was made with, or after a quick check by OTP.
        </p>
        <ul>
          <li>
            <Link to={paths.signin.getHref(paths.thankYouBooking.getHref(id))}>Sign in</Link> if you booked while signed in.
          </li>
          <li>
            <Link to={paths.findBooking.getHref(reference)}>Find my booking</Link> with your reference and the mobile you booked with: we send an OTP to
            that mobile.
          </li>
          <li>Your booking confirmation SMS has your reference and the hub’s details.</li>
          <li>
            <Link to={paths.contactUs.getHref()}>Contact us</Link> with your reference and we will help you.
          </li>
        </ul>
      </div>
    );

  if (!booking)
    return (
      <div className="page container booking-status">
        <Seo title={`Booking ${reference}`} description="Your Revolt booking." path={paths.thankYouBooking.getHref(id)} noindex />
        <h1>Your booking {reference}</h1>
        {details.status === 'failed' ? (
          <Alert title="We could not load your booking." onRetry={() => void load()}>
            {details.error}
          </Alert>
        ) : (
          <Spinner label="Loading your booking" />
        )}
      </div>
    );

  const status = booking.payment_status;
  const access = readBookingAccess(booking.id);
  const order = access?.payment ?? null;
  const heading = headings[status](booking);

  return (
    <div className="page container booking-status">
      <Seo title={heading} description={`Revolt booking ${booking.reference}.`} path={paths.thankYouBooking.getHref(id)} noindex />
      <h1>{heading}</h1>
      <div className={`card booking-status__card booking-status__card--${status}`} role="status" aria-label="Booking status">
        {status === 'success' ? (
          <p className="booking-status__message">We have received your booking amount of {formatRupees(booking.amount)}. Your booking is confirmed.</p>
        ) : status === 'failed' ? (
          <p className="booking-status__message">
            Your booking is saved, but the payment of {formatRupees(booking.amount)} failed. If your bank shows a debit for it, the bank reverses it
            within 5 to 7 working days.
          </p>
        ) : (
          <p className="booking-status__message">
            Thank you, {firstName(booking.name)}. We are holding the {booking.model_name} in {booking.colour} for you: pay the booking amount of{' '}
            {formatRupees(booking.amount)} to confirm your booking.
          </p>
        )}
        <p className="booking-status__reference">
          Your reference <strong>{booking.reference}</strong>
        </p>
        {benefit ? <p className={`booking-status__benefit${benefit.applied ? '' : ' booking-status__benefit--failed'}`}>{benefit.text}</p> : null}
      </div>
      {status === 'pending' ? (
        <>
          <PayAction booking={booking} order={order} label={`Pay ${formatRupees(booking.amount)} now`} />
          {access?.paying ? (
            <p>
              Paid already? The bank can take a minute to tell us.{' '}
              <Button variant="ghost" busy={details.loading} onClick={() => void load()}>
                Check the payment again
              </Button>
            </p>
          ) : null}
        </>
      ) : status === 'failed' ? (
        <PayAction booking={booking} order={null} label="Try the payment again" />
      ) : (
        <OrderExtra orderId={booking.id} />
      )}
      <h2>Booking details</h2>
      <Summary booking={booking} />
      {status === 'success' ? (
        <>
          <h2>What happens next</h2>
          <ol>
            <li>Your hub calls you within two working days to confirm the delivery date.</li>
            <li>
              Keep your documents ready: proof of identity (Aadhaar, PAN, passport or voter ID), proof of address and a passport-size photo, which the
              hub needs to register the bike in your name.
            </li>
            <li>
              Pay the balance at the hub, or ask them about a loan. <Link to={paths.productPricing.getHref(booking.model)}>Work out your EMI</Link>.
            </li>
          </ol>
          <p>
            <Link to={paths.bookingDetail.getHref(booking.id)}>See your booking and its progress</Link>: change the colour or hub, or cancel it.
          </p>
          <p>
            Changed your mind? Cancel before delivery and we refund {formatRupees(booking.amount)} to the account you paid from within{' '}
            {BOOKING_REFUND_DAYS} working days.
          </p>
        </>
      ) : null}
      <ul className="booking-status__links">
        <li>
          <Link to={paths.testRide.getHref(booking.model)}>Book a free test ride</Link>
        </li>
        <li>
          <Link to={paths.savings.getHref()}>See how much you save on fuel</Link>
        </li>
      </ul>
    </div>
  );
}

export default BookingStatusScreen;
