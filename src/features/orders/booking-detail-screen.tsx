import { Link, useLocation, useParams } from 'react-router-dom';
import { isClosed, isOpen } from '@contract/order-lifecycle';
import { hasOrderPass } from '@contract/pass-rules';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { cancelReasonText } from '@/components/cancel-reason-fields';
import { ButtonLink } from '@/components/button';
import { NotFoundView } from '@/components/not-found-view';
import { OfflineCopyNotice } from '@/components/offline-copy-notice';
import { ORDER_NOUNS, RefundStatus } from '@/components/order-refund';
import { OrderStatusPanel } from '@/components/order-status-panel';
import { Seo } from '@/components/seo';
import { formatDate, formatRupees } from '@/lib/format';
import { selectIsSignedIn, type SessionSlice } from '@/lib/session';
import { useAppSelector } from '@/lib/store/hooks';
import { DOCUMENTS_TO_BRING, HubDetails, OrderGate, OrderPicture, OrderTimeline, PayAction } from './order-parts';
import { orderIdOf } from '@/lib/use-order-details';
import { loadOrderOrCopy, type OrderCopy } from './order-copy';
import * as t from './portal.messages';
import { useOrder } from './use-order';
import { colourName } from '@/content/bikes.messages';

function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice ? notice : null;
}

function Facts({ order }: { order: OrderCopy }) {
  return (
    <dl className="order-facts">
      <dt>{t.bike}</dt>
      <dd>{t.bikeInColour({ model: order.model_name, colour: colourName(order.colour) })}</dd>
      {order.chassis ? (
        <>
          <dt>{t.chassisNumber}</dt>
          <dd>{order.chassis}</dd>
        </>
      ) : null}
      <dt>{t.bookedOn}</dt>
      <dd>{formatDate(order.created_at)}</dd>
      <dt>{t.bikePrice}</dt>
      <dd>{t.priceWithCharger({ price: formatRupees(order.price) })}</dd>
      {order.coupon ? (
        <>
          <dt>{t.coupon}</dt>
          <dd>
            {order.coupon.code}: {order.coupon.text}
          </dd>
        </>
      ) : null}
      <dt>{t.contact}</dt>
      <dd>
        {order.name}, {order.mobile}, {order.email}
      </dd>
      {order.cancel_reason ? (
        <>
          <dt>{t.cancelReason}</dt>
          <dd>{cancelReasonText(order.cancel_reason)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** `offline`: the copy kept on this device, shown with its time and a retry; its actions wait for the server. */
function Detail({ order, offline }: { order: OrderCopy; offline?: { savedAt: string; retry: () => void } }) {
  const { state } = useLocation();
  const notice = noticeOf(state);
  const signedIn = useAppSelector((s: SessionSlice) => selectIsSignedIn(s));
  return (
    <div className="page container order-page">
      <Seo
        title={t.bookingTitle({ reference: order.reference })}
        description={t.bookingDescription({ model: order.model_name })}
        path={paths.bookingDetail.getHref(order.id)}
        noindex
      />
      {notice && !offline ? <Alert tone="success">{notice}</Alert> : null}
      {offline ? <OfflineCopyNotice savedAt={offline.savedAt} what={t.offlineYourBooking} onRetry={offline.retry} /> : null}
      {signedIn ? (
        <p className="order-page__eyebrow">
          <Link to={paths.userBooking.getHref()}>{t.myBookings}</Link>
        </p>
      ) : null}
      <h1>
        {order.model_name} <span className="order-page__reference">{order.reference}</span>
      </h1>
      <OrderStatusPanel order={order} label={t.bookingStatus} media={<OrderPicture order={order} eager />} />
      {order.can_pay && !offline ? <PayAction order={order} /> : null}
      {hasOrderPass(order.state) ? (
        <p className="order-pass-link">
          <ButtonLink variant="secondary" to={paths.orderPass.getHref(order.id)}>
            {t.bookingPass}
          </ButtonLink>{' '}
          <span className="muted">{t.passNote}</span>
        </p>
      ) : null}
      {!offline && (order.can_edit || order.can_cancel) ? (
        <div className="form-actions order-actions">
          {order.can_edit ? (
            <ButtonLink variant="secondary" to={paths.editBooking.getHref(order.id)}>
              {t.changeBooking}
            </ButtonLink>
          ) : null}
          {order.can_cancel ? (
            <ButtonLink variant="ghost" to={paths.cancelBooking.getHref(order.id)}>
              {t.cancelThisBooking}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      <h2>{t.timeline}</h2>
      <OrderTimeline events={order.events} />
      <h2>{t.details}</h2>
      <Facts order={order} />
      {isClosed(order.state) ? <RefundStatus order={order} noun={ORDER_NOUNS[order.kind]} /> : null}
      <h2>{t.yourHub}</h2>
      <HubDetails hub={order.hub} />
      {isOpen(order.state) ? (
        <>
          <h2>{t.documentsToBringTitle}</h2>
          <ul>
            {DOCUMENTS_TO_BRING.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * /booking-detail/:id: one order with its timeline, hub, documents and the actions its state allows; offline, the copy
 * last read on this device (features/orders/order-copy.ts).
 */
export function BookingDetailScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId, loadOrderOrCopy);
  if (orderId === null) return <NotFoundView />;
  // The copy of the order on screen only (a copy of the last one stays until this one's read ends).
  if (state.copy?.data.id === orderId) return <Detail order={state.copy.data} offline={{ savedAt: state.copy.savedAt, retry: () => void state.reload() }} />;
  return (
    <OrderGate id={orderId} state={state} title={t.yourBooking} path={paths.bookingDetail.getHref(orderId)}>
      {(order) => <Detail order={order} />}
    </OrderGate>
  );
}

export default BookingDetailScreen;
