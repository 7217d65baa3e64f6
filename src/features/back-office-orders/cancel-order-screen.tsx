// /cancelbooking/:id (admin): cancel an order on the customer's behalf with their reason; what was paid is refunded
// through the gateway, and the order's timeline records who cancelled, when and why.
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { BackOfficeOrder } from '@contract/back-office-orders';
import { paths } from '@contract/paths';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useConfirm } from '@/components/dialog';
import { CancelReasonFields, cancelReasonErrors, isCancelReason } from '@/components/cancel-reason-fields';
import { Seo } from '@/components/seo';
import { formatRupees } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { hasErrors } from '@/lib/validation';
import { takeOrderAction } from './back-office-orders-thunks';
import { OrderDetail } from './order-detail';
import { StateBadge } from './order-parts';

function CancelForm({ order }: { order: BackOfficeOrder }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [dialog, confirm] = useConfirm();
  const { formRef, values, errors, serverError, setServerError, busy, setBusy, set, showErrors, showServerErrors } = useForm<'reason' | 'note'>({ reason: '', note: '' });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = cancelReasonErrors(values);
    showErrors(found);
    if (hasErrors(found) || !isCancelReason(values.reason)) return;
    const refund = order.amount_paid > 0 ? ` ${formatRupees(order.amount_paid)} will be refunded within ${BOOKING_REFUND_DAYS} working days.` : ' Nothing was paid, so nothing is refunded.';
    const ok = await confirm({
      title: `Cancel order ${order.reference}?`,
      message: `${order.name}'s ${order.model_name} order will be cancelled and they get an SMS.${refund} This cannot be undone.`,
      confirmLabel: 'Yes, cancel the order',
      cancelLabel: 'Keep the order',
    });
    if (!ok) return;
    setBusy(true);
    const outcome = await dispatch(takeOrderAction(order.id, { action: 'cancel', reason: values.reason, note: values.note }));
    setBusy(false);
    if (outcome.ok) navigate(paths.orderDetail.getHref(order.id));
    else showServerErrors(outcome.error, outcome.fieldErrors);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Cancel the order">
      {serverError ? <Alert>{serverError}</Alert> : null}
      <CancelReasonFields
        values={values}
        errors={errors}
        onChange={set}
        reasonLabel="The customer's reason"
        noteLabel={{ other: 'What did the customer say?', optional: 'Note (optional)' }}
        noteHint="The customer sees this note on their timeline."
      />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          Cancel the order
        </Button>
        <Link to={paths.orderDetail.getHref(order.id)}>Back to the order</Link>
      </div>
      {dialog}
    </form>
  );
}

export function CancelOrderScreen() {
  return (
    <OrderDetail area="admin">
      {(order) => (
        <div className="page container bo-orders">
          <Seo title={`Cancel order ${order.reference}`} description="Cancel an order on the customer's behalf." path={paths.adminCancelOrder.getHref(order.id)} noindex />
          <h1>Cancel order {order.reference}</h1>
          <p>
            <StateBadge state={order.state} /> {order.name}, {order.model_name} in {order.colour} at {order.hub.name}.
          </p>
          {order.actions.includes('cancel') ? (
            <CancelForm order={order} />
          ) : (
            <>
              <Alert tone="info">This order can no longer be cancelled.</Alert>
              <Link to={paths.orderDetail.getHref(order.id)}>Back to the order</Link>
            </>
          )}
        </div>
      )}
    </OrderDetail>
  );
}

export default CancelOrderScreen;
