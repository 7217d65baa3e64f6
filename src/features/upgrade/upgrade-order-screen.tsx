import { Link, useParams } from 'react-router-dom';
import type { PaymentStatus } from '@contract/bookings';
import { paths } from '@contract/paths';
import { NotFoundView } from '@/components/not-found-view';
import { HubDetails, PaymentAttempts, StateBadge } from '@/components/order-summary';
import { Seo } from '@/components/seo';
import { formatRupees } from '@/lib/format';
import { TradeInFacts, UpgradeGate, UpgradeLinks, UpgradePayButton } from './upgrade-parts';
import { orderIdOf } from '@/lib/use-order-details';
import { useUpgradeOrder } from './use-upgrade';

const PAYMENT_TITLE: Record<PaymentStatus, string> = { pending: 'Payment pending', success: 'Booking amount paid', failed: 'Payment failed' };
const PAYMENT_HELP: Record<PaymentStatus, string> = {
  pending: 'We are waiting for the payment gateway to confirm your payment. If you closed its page, pay again.',
  failed: 'Your payment did not go through and nothing was charged. You can pay again.',
  success: 'Your booking amount is received. The hub will call you to fix the inspection of your bike.',
};

/** /upgradeorder/:id: one upgrade with its payment status, and pay again while unpaid or failed. */
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
          <section className={`card upgrade-section upgrade-status upgrade-status--${order.payment_status}`} aria-labelledby="payment-title" role="status">
            <h2 id="payment-title">{PAYMENT_TITLE[order.payment_status]}</h2>
            <p>
              <StateBadge order={order} /> {order.next_step}
            </p>
            {order.can_pay ? null : <p>{PAYMENT_HELP[order.payment_status]}</p>}
          </section>
          {order.can_pay ? (
            <>
              <p>{PAYMENT_HELP[order.payment_status]}</p>
              <UpgradePayButton order={order} label={order.payment_status === 'failed' ? 'Try the payment again' : `Pay ${formatRupees(order.amount)} now`} />
            </>
          ) : null}
          {order.payment_status === 'success' ? (
            <p>
              <Link className="btn btn--primary" to={paths.upgradeThankYou.getHref(order.id)}>
                What happens next at the hub
              </Link>
            </p>
          ) : null}
          <section className="card upgrade-section" aria-labelledby="upgrade-title">
            <h2 id="upgrade-title">Your upgrade</h2>
            <TradeInFacts order={order} />
            <h3>Your upgrade hub</h3>
            <HubDetails hub={order.hub} />
          </section>
          <PaymentAttempts payments={order.payments} statusText={PAYMENT_TITLE} className="card upgrade-section" listClassName="upgrade-links" />
          <UpgradeLinks id={order.id} detailLabel="This upgrade’s timeline" />
        </div>
      )}
    </UpgradeGate>
  );
}

export default UpgradeOrderScreen;
