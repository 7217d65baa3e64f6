import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { bookingReference } from '@contract/booking-rules';
import type { Order } from '@contract/orders';
import { paths } from '@contract/paths';
import { NotFoundView } from '@/components/not-found-view';
import { OrderGate } from '@/components/order-gate';
import { LookUpInPlace } from '@/components/order-lookup';
import { OrderStatusPanel } from '@/components/order-status-panel';
import { OrderPicture } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import { benefitNoteOf } from '@/lib/booking-benefit';
import { OrderExtra } from '@/lib/order-extra';
import { useOrder } from '@/lib/order-store';
import { usePayLinkArrival } from '@/lib/use-pay-link-arrival';
import { orderIdOf } from '@/lib/use-order-details';
import { BookingPayment } from './booking-pay';
import { BookingFacts, headingOf, NextSteps, standingOf, StatusLinks, StatusNote } from './booking-status-parts';
import { fetchBookingOrder } from './booking-thunks';
import * as t from './messages';
import './booking.css';

type StatusProps = { order: Order; reload: () => Promise<void>; checking: boolean };

function BookingStatus({ order, reload, checking }: StatusProps) {
  // A partner offer or an invitation code booked through its own form: say whether its benefit was applied.
  const benefit = benefitNoteOf(useLocation().state);
  const viaPayLink = usePayLinkArrival(order);
  const standing = standingOf(order);
  const heading = headingOf(order, standing);
  return (
    <div className="page container booking-status">
      <Seo title={heading} description={t.statusSeoDescription({ reference: order.reference })} path={paths.thankYouBooking.getHref(order.id)} noindex />
      <h1>{heading}</h1>
      <OrderStatusPanel order={order} label={t.statusLabel} media={<OrderPicture order={order} eager />}>
        <StatusNote order={order} standing={standing} benefit={benefit} />
      </OrderStatusPanel>
      <BookingPayment order={order} viaPayLink={viaPayLink} checkAgain={() => void reload()} checking={checking} />
      {standing === 'paid' ? <OrderExtra orderId={order.id} /> : null}
      <h2>{t.detailsTitle}</h2>
      <BookingFacts order={order} />
      {standing === 'paid' ? <NextSteps order={order} /> : null}
      <StatusLinks order={order} />
    </div>
  );
}

/**
 * /thankyoubooking/:id: the booking (an order, read through the order client with this tab's key, a payment link's
 * key or a look-up session) with what to do next: pay, try again, or wait for the hub's call. Another browser gets
 * the OTP look-up in place.
 */
export function BookingStatusScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId, fetchBookingOrder);
  const navigate = useNavigate();
  if (orderId === null) return <NotFoundView />;
  const reference = bookingReference(orderId);
  return (
    <OrderGate
      state={state}
      title={t.headingOther({ reference })}
      path={paths.thankYouBooking.getHref(orderId)}
      className="page container booking-status"
      description={t.gateDescription}
      notFound={
        <LookUpInPlace
          reference={reference}
          onOpened={(opened) => (opened === orderId ? state.reload() : navigate(paths.thankYouBooking.getHref(opened)))}
        />
      }
      failedTitle={t.loadFailed}
      loadingLabel={t.loading}
    >
      {(order) => <BookingStatus order={order} reload={state.reload} checking={state.details.loading} />}
    </OrderGate>
  );
}

export default BookingStatusScreen;
