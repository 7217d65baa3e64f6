import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { orderMessages } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useConfirm } from '@/components/dialog';
import { CancelReasonFields, cancelReasonErrors, isCancelReason } from '@/components/cancel-reason-fields';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { formatRupees } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { hasErrors } from '@/lib/validation';
import { OrderGate, StateBadge } from './order-parts';
import { orderDeleteFamily, type OrdersSlice } from './orders-slice';
import { cancelMyOrder } from './orders-thunks';
import { orderIdOf, useOrder } from './use-order';

type Fields = 'reason' | 'note';

function RefundPromise({ order }: { order: Order }) {
  return (
    <div className="card cancel-refund" role="note" aria-label="Your refund">
      {order.amount_paid > 0 ? (
        <>
          <p>
            We refund <strong>{formatRupees(order.amount_paid)}</strong> to the account you paid from within {BOOKING_REFUND_DAYS} working days of
            cancelling.
          </p>
          <p className="muted">You get an SMS with the refund reference as soon as we start it.</p>
        </>
      ) : (
        <p>Nothing has been paid for this booking, so there is nothing to refund.</p>
      )}
    </div>
  );
}

function CancelForm({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [dialog, confirm] = useConfirm();
  const { formRef, values, errors, serverError, setServerError, busy, setBusy, set, showErrors, showServerErrors } = useForm<Fields>({ reason: '', note: '' });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = cancelReasonErrors(values);
    showErrors(found);
    if (hasErrors(found) || !isCancelReason(values.reason)) return;
    const ok = await confirm({
      title: `Cancel booking ${order.reference}?`,
      message:
        order.amount_paid > 0
          ? `Your ${order.model_name} booking will be cancelled and ${formatRupees(order.amount_paid)} refunded within ${BOOKING_REFUND_DAYS} working days. This cannot be undone.`
          : `Your ${order.model_name} booking will be cancelled. This cannot be undone.`,
      confirmLabel: 'Yes, cancel my booking',
      cancelLabel: 'Keep my booking',
    });
    if (!ok) return;
    setBusy(true);
    const note = values.note.trim();
    const outcome = await dispatch(cancelMyOrder(order.id, { reason: values.reason, ...(note ? { note } : {}) }));
    setBusy(false);
    if (outcome.ok) navigate(paths.thankYouCancel.getHref(order.id));
    else showServerErrors(outcome.error, outcome.fieldErrors);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Cancel your booking">
      {serverError ? <Alert>{serverError}</Alert> : null}
      <CancelReasonFields
        values={values}
        errors={errors}
        onChange={set}
        reasonLabel="Why are you cancelling?"
        noteLabel={{ other: 'Tell us more', optional: 'Anything else you want to tell us (optional)' }}
      />
      <RefundPromise order={order} />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          Cancel my booking
        </Button>
        <Link to={paths.bookingDetail.getHref(order.id)}>Keep my booking</Link>
      </div>
      {dialog}
    </form>
  );
}

/** /cancel-my-revolt/:id: a reason, what is refunded and by when, a confirm step, then /thankyoucancel/:id. */
export function CancelBookingScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useOrder(orderId);
  // The answer to our own cancel request: the form stays while the screen moves on to the thank-you page.
  const justCancelled = useAppSelector((s: OrdersSlice) => s.orderDelete.data);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(orderDeleteFamily.actions.reset());
  }, [dispatch, orderId]);
  if (orderId === null) return <NotFoundView />;
  return (
    <OrderGate id={orderId} state={state} title="Cancel your booking" path={paths.cancelBooking.getHref(orderId)}>
      {(order) => (
        <div className="page container order-page">
          <Seo title={`Cancel booking ${order.reference}`} description="Cancel your Revolt booking and get your booking amount back." path={paths.cancelBooking.getHref(order.id)} noindex />
          <h1>
            Cancel your booking <span className="order-page__reference">{order.reference}</span>
          </h1>
          <p>
            {order.model_name} in {order.colour} at {order.hub.name}. <StateBadge order={order} />
          </p>
          {order.can_cancel || justCancelled?.id === order.id ? (
            <CancelForm order={order} />
          ) : (
            <>
              <Alert tone="info">{orderMessages.notCancellable}</Alert>
              <Link to={paths.bookingDetail.getHref(order.id)}>Back to my booking</Link>
            </>
          )}
        </div>
      )}
    </OrderGate>
  );
}

export default CancelBookingScreen;
