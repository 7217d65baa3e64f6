import { useEffect, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { orderMessages } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CancelReasonFields, cancelReasonErrors, isCancelReason } from '@/components/cancel-reason-fields';
import { useConfirm } from '@/components/dialog';
import { NotFoundView } from '@/components/not-found-view';
import { StateBadge } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import { formatRupees } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { hasErrors } from '@/lib/validation';
import { RefundStatus, UpgradeGate } from './upgrade-parts';
import { selectUpgradeDelete, upgradeDeleteFamily, type UpgradeSlice } from './upgrade-slice';
import { cancelMyUpgrade } from './upgrade-thunks';
import { upgradeIdOf, useUpgradeOrder } from './use-upgrade';

function RefundPromise({ order }: { order: Order }) {
  return (
    <div className="card upgrade-refund" role="note" aria-label="Your refund">
      {order.amount_paid > 0 ? (
        <>
          <p>
            We refund <strong>{formatRupees(order.amount_paid)}</strong> to the account you paid from within {BOOKING_REFUND_DAYS} working days of
            cancelling.
          </p>
          <p className="muted">You keep your old bike; you get an SMS with the refund reference as soon as we start the refund.</p>
        </>
      ) : (
        <p>Nothing has been paid for this upgrade, so there is nothing to refund.</p>
      )}
    </div>
  );
}

function CancelForm({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const [dialog, confirm] = useConfirm();
  const { formRef, values, errors, serverError, setServerError, busy, setBusy, set, showErrors, showServerErrors } = useForm<'reason' | 'note'>({ reason: '', note: '' });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = cancelReasonErrors(values);
    showErrors(found);
    if (hasErrors(found) || !isCancelReason(values.reason)) return;
    const ok = await confirm({
      title: `Cancel upgrade ${order.reference}?`,
      message:
        order.amount_paid > 0
          ? `Your upgrade to the ${order.model_name} will be cancelled and ${formatRupees(order.amount_paid)} refunded within ${BOOKING_REFUND_DAYS} working days. This cannot be undone.`
          : `Your upgrade to the ${order.model_name} will be cancelled. This cannot be undone.`,
      confirmLabel: 'Yes, cancel my upgrade',
      cancelLabel: 'Keep my upgrade',
    });
    if (!ok) return;
    setBusy(true);
    const note = values.note.trim();
    const outcome = await dispatch(cancelMyUpgrade(order.id, { reason: values.reason, ...(note ? { note } : {}) }));
    setBusy(false);
    if (!outcome.ok) showServerErrors(outcome.error, outcome.fieldErrors);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Cancel your upgrade">
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
          Cancel my upgrade
        </Button>
        <Link to={paths.upgradeBookingDetail.getHref(order.id)}>Keep my upgrade</Link>
      </div>
      {dialog}
    </form>
  );
}

function Cancelled({ order }: { order: Order }) {
  return (
    <>
      <Alert tone="success" title={`Your upgrade ${order.reference} is cancelled.`}>
        {order.next_step}
      </Alert>
      <RefundStatus order={order} />
      {order.refunds.length ? <p>Quote the refund reference to your bank if the money has not arrived by the date above.</p> : null}
      <ul className="upgrade-links">
        <li>
          <Link to={paths.upgradeBookingDetail.getHref(order.id)}>See this upgrade and its timeline</Link>
        </li>
        <li>
          <Link to={paths.upgradeBookings.getHref()}>All my upgrade bookings</Link>
        </li>
      </ul>
    </>
  );
}

const CLOSED: readonly Order['state'][] = ['cancelled', 'refund_initiated', 'refunded'];

/** /cancel-upgrade/:id: a reason, the refund and its days, a confirm step, then the refund's status. */
export function CancelUpgradeScreen() {
  const { id } = useParams();
  const orderId = upgradeIdOf(id);
  const state = useUpgradeOrder(orderId);
  const dispatch = useAppDispatch();
  const justCancelled = useAppSelector((s: UpgradeSlice) => selectUpgradeDelete(s)).data;
  useEffect(() => {
    dispatch(upgradeDeleteFamily.actions.reset());
  }, [dispatch, orderId]);
  if (orderId === null) return <NotFoundView />;
  return (
    <UpgradeGate id={orderId} state={state} title="Cancel your upgrade" path={paths.cancelUpgrade.getHref(orderId)}>
      {(order) => (
        <div className="page container upgrade-page">
          <Seo title={`Cancel upgrade ${order.reference}`} description="Cancel your Revolt upgrade and get your booking amount back." path={paths.cancelUpgrade.getHref(order.id)} noindex />
          <h1>
            Cancel your upgrade <span className="upgrade-page__reference">{order.reference}</span>
          </h1>
          <p>
            {order.model_name} in {order.colour} at {order.hub.name}. <StateBadge order={order} />
          </p>
          {justCancelled?.id === order.id || CLOSED.includes(order.state) ? (
            <Cancelled order={order} />
          ) : order.can_cancel ? (
            <CancelForm order={order} />
          ) : (
            <>
              <Alert tone="info">{orderMessages.notCancellable}</Alert>
              <Link to={paths.upgradeBookingDetail.getHref(order.id)}>Back to my upgrade</Link>
            </>
          )}
        </div>
      )}
    </UpgradeGate>
  );
}

export default CancelUpgradeScreen;
