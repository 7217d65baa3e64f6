import { Link, useParams } from 'react-router-dom';
import type { PaymentStatus } from '@contract/bookings';
import type { Order } from '@contract/orders';
import { isClosed } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { NotFoundView } from '@/components/not-found-view';
import { RefundStatus } from '@/components/order-refund';
import { OrderStatusPanel } from '@/components/order-status-panel';
import { HubDetails, PaymentAttempts } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import { formatRupees } from '@/lib/format';
import { usePayLinkArrival } from '@/lib/use-pay-link-arrival';
import { TradeInFacts, UpgradeGate, UpgradeLinks, UpgradePayButton } from './upgrade-parts';
import { orderIdOf } from '@/lib/use-order-details';
import { useUpgradeOrder } from './use-upgrade';

/** Each payment attempt's status, in the attempts list. */
const ATTEMPT_TEXT: Record<PaymentStatus, string> = { pending: 'Payment pending', success: 'Booking amount paid', failed: 'Payment failed' };
/** An unpaid upgrade, by its latest payment attempt. */
const UNPAID_TITLE: Record<PaymentStatus, string> = { pending: 'Payment pending', success: 'Payment received', failed: 'Payment failed' };
const UNPAID_HELP: Record<PaymentStatus, string> = {
  pending: 'We are waiting for the payment gateway to confirm your payment. If you closed its page, pay again.',
  failed: 'Your payment did not go through and nothing was charged. You can pay again.',
  success: 'Your payment is received. We are confirming your upgrade; this page shows it as paid in a few minutes.',
};

/** Where the booking amount stands, from the server's payment group: paid, cancelled (with its refunds), or to pay. */
function PaymentBox({ order }: { order: Order }) {
  const viaPayLink = usePayLinkArrival(order);
  if (order.payment_group === 'paid') {
    return (
      <>
        <section className="card upgrade-section upgrade-status upgrade-status--success" aria-labelledby="payment-title">
          <h2 id="payment-title">Booking amount paid</h2>
          <p>We have received {formatRupees(order.amount_paid)}. The hub will call you to fix the inspection of your bike.</p>
        </section>
        <p>
          <Link className="btn btn--primary" to={paths.upgradeThankYou.getHref(order.id)}>
            What happens next at the hub
          </Link>
        </p>
      </>
    );
  }
  if (isClosed(order.state)) {
    return (
      <>
        <section className="card upgrade-section upgrade-status" aria-labelledby="payment-title">
          <h2 id="payment-title">This upgrade is cancelled</h2>
          <p>You keep your old bike.</p>
        </section>
        <RefundStatus order={order} noun="upgrade" className="card upgrade-section" bankHint />
      </>
    );
  }
  return (
    <section className={`card upgrade-section upgrade-status upgrade-status--${order.payment_status}`} aria-labelledby="payment-title">
      <h2 id="payment-title">{UNPAID_TITLE[order.payment_status]}</h2>
      <p>{UNPAID_HELP[order.payment_status]}</p>
      {order.can_pay ? (
        <UpgradePayButton
          order={order}
          label={order.payment_status === 'failed' ? 'Try the payment again' : `Pay ${formatRupees(order.amount)} now`}
          viaPayLink={viaPayLink}
        />
      ) : null}
    </section>
  );
}

/** /upgradeorder/:id: one upgrade with its state and money, and its payment: pay again while unpaid, the refund once cancelled. */
export function UpgradeOrderScreen() {
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const state = useUpgradeOrder(orderId);
  if (orderId === null) return <NotFoundView />;
  return (
    <UpgradeGate id={orderId} state={state} title="Your upgrade" path={paths.upgradeOrder.getHref(orderId)}>
      {(order) => (
        <div className="page container upgrade-page">
          <Seo title={`Upgrade ${order.reference}`} description="Your Revolt upgrade and its payment." path={paths.upgradeOrder.getHref(order.id)} noindex />
          <h1>
            Your upgrade <span className="upgrade-page__reference">{order.reference}</span>
          </h1>
          <OrderStatusPanel order={order} label="Upgrade status" />
          <PaymentBox order={order} />
          <section className="card upgrade-section" aria-labelledby="upgrade-title">
            <h2 id="upgrade-title">Your upgrade</h2>
            <TradeInFacts order={order} />
            <h3>Your upgrade hub</h3>
            <HubDetails hub={order.hub} />
          </section>
          <PaymentAttempts payments={order.payments} statusText={ATTEMPT_TEXT} className="card upgrade-section" listClassName="upgrade-links" />
          <UpgradeLinks id={order.id} detailLabel="This upgrade’s timeline" />
        </div>
      )}
    </UpgradeGate>
  );
}

export default UpgradeOrderScreen;
