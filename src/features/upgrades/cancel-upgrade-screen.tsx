import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { isClosed } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { CustomerCancelForm, CustomerCancelPage, NotCancellable } from '@/components/customer-cancel';
import { NotFoundView } from '@/components/not-found-view';
import { RefundStatus } from '@/components/order-refund';
import { OrderStatusPanel } from '@/components/order-status-panel';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { UpgradeGate, UpgradeLinks } from './upgrade-parts';
import { selectUpgradeDelete, upgradeDeleteFamily, type UpgradeSlice } from './upgrade-slice';
import { cancelMyUpgrade } from './upgrade-thunks';
import { orderIdOf } from '@/lib/use-order-details';
import { useUpgradeOrder } from './use-upgrade';

function CancelForm({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  return (
    <CustomerCancelForm
      order={order}
      noun="upgrade"
      subject={`Your upgrade to the ${order.model_name}`}
      submit={(body) => dispatch(cancelMyUpgrade(order.id, body))}
      backHref={paths.upgradeBookingDetail.getHref(order.id)}
      refundClassName="card upgrade-refund"
      afterwards="You keep your old bike; you get an SMS with the refund reference as soon as we start the refund."
    />
  );
}

function Cancelled({ order }: { order: Order }) {
  return (
    <>
      <Alert tone="success" title={`Your upgrade ${order.reference} is cancelled.`}>
        You keep your old bike.
      </Alert>
      <OrderStatusPanel order={order} label="Upgrade status" />
      <RefundStatus order={order} noun="upgrade" className="card upgrade-section" bankHint />
      <UpgradeLinks id={order.id} />
    </>
  );
}

/** /cancel-upgrade/:id: a reason, the refund and its days, a confirm step, then the refund's status. */
export function CancelUpgradeScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
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
        <CustomerCancelPage order={order} noun="upgrade" block="upgrade-page" path={paths.cancelUpgrade.getHref(order.id)}>
          {justCancelled?.id === order.id || isClosed(order.state) ? (
            <Cancelled order={order} />
          ) : order.can_cancel ? (
            <CancelForm order={order} />
          ) : (
            <NotCancellable noun="upgrade" backHref={paths.upgradeBookingDetail.getHref(order.id)} />
          )}
        </CustomerCancelPage>
      )}
    </UpgradeGate>
  );
}

export default CancelUpgradeScreen;
