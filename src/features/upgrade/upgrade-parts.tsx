// Pieces the upgrade screens share: the step list, the gate around one upgrade order (loading, error with retry,
// not found), the trade-in facts, the payment hand-over and the refund.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { GatewayPayButton } from '@/components/gateway-pay-button';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { formatDate, formatRupees } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { readBookingAccess } from '@/lib/booking-access';
import { payForUpgrade } from './upgrade-thunks';
import type { UpgradeOrderState } from './use-upgrade';
import './upgrade.css';

const STEPS = [
  { key: 'product', label: 'Your bike and the new one', href: paths.upgradeProduct.getHref() },
  { key: 'placeorder', label: 'Details and hub', href: paths.upgradePlaceOrder.getHref() },
  { key: 'payment', label: 'Booking amount', href: null },
] as const;
type StepKey = (typeof STEPS)[number]['key'];

/** Where the owner is in the upgrade; earlier steps (but the payment) are links back. */
export function UpgradeSteps({ current }: { current: StepKey }) {
  const index = STEPS.findIndex((s) => s.key === current);
  return (
    <nav aria-label="Upgrade steps">
      <ol className="upgrade-steps">
        {STEPS.map((step, i) => (
          <li key={step.key} className={i === index ? 'upgrade-steps__current' : undefined} aria-current={i === index ? 'step' : undefined}>
            {i < index && step.href ? <Link to={step.href}>{step.label}</Link> : step.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}

type GateProps = { id: number; state: UpgradeOrderState; title: string; path: string; children: (order: Order) => ReactNode };

/** Loading, error with retry and "not found" (missing, someone else's or not an upgrade) around one upgrade order. */
export function UpgradeGate({ id, state: { order, details, notFound, reload }, title, path, children }: GateProps) {
  if (order) return <>{children(order)}</>;
  return (
    <div className="page container upgrade-page">
      <Seo title={title} description="Your Revolt upgrade booking." path={path} noindex />
      {notFound ? (
        <>
          <h1>We cannot find this upgrade booking</h1>
          <p>Upgrade booking {id} is not in your account. Check the link, or see all your upgrade bookings.</p>
          <Link className="btn btn--primary" to={paths.upgradeBookings.getHref()}>
            My upgrade bookings
          </Link>
        </>
      ) : (
        <>
          <h1>{title}</h1>
          {details.status === 'failed' ? (
            <Alert title="We could not load this upgrade booking." onRetry={() => void reload()}>
              {details.error}
            </Alert>
          ) : (
            <Spinner label="Loading your upgrade booking" />
          )}
        </>
      )}
    </div>
  );
}

/** The old bike and the sums: estimate (and final valuation once inspected), what was paid and the balance at the hub. */
export function TradeInFacts({ order }: { order: Order }) {
  const upgrade = order.upgrade;
  return (
    <dl className="order-facts">
      <dt>New bike</dt>
      <dd>
        {order.model_name} in {order.colour}, {formatRupees(order.price)}
      </dd>
      {upgrade ? (
        <>
          <dt>Your bike traded in</dt>
          <dd>
            {upgrade.trade_in_model_name}, chassis {upgrade.trade_in_chassis}, bought on {formatDate(upgrade.trade_in_sold_on)}
          </dd>
          <dt>Estimated valuation</dt>
          <dd>{formatRupees(upgrade.valuation)}</dd>
          <dt>Final valuation</dt>
          <dd>
            {upgrade.final_valuation === null
              ? 'Set by the hub when it inspects your bike'
              : `${formatRupees(upgrade.final_valuation)}${upgrade.inspected_at ? `, inspected on ${formatDate(upgrade.inspected_at)}` : ''}`}
            {upgrade.inspection_note ? <span className="upgrade-note">{upgrade.inspection_note}</span> : null}
          </dd>
        </>
      ) : null}
      <dt>Paid online</dt>
      <dd>{formatRupees(order.amount_paid)}</dd>
      {upgrade ? (
        <>
          <dt>Balance at the hub</dt>
          <dd>{formatRupees(upgrade.balance)} plus road tax, registration and insurance</dd>
        </>
      ) : null}
      <dt>Booked on</dt>
      <dd>{formatDate(order.created_at)}</dd>
      {order.cancel_reason ? (
        <>
          <dt>Reason for cancelling</dt>
          <dd>{order.cancel_reason}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** Starts a fresh payment order for an unpaid upgrade and hands over to the gateway. */
export function UpgradePayButton({ order, label }: { order: Pick<Order, 'id'>; label: string }) {
  const dispatch = useAppDispatch();
  return <GatewayPayButton className="upgrade-pay" label={label} start={() => dispatch(payForUpgrade(order.id, readBookingAccess(order.id)?.key))} />;
}

/** The refund of a cancelled upgrade: reference, amount, status and the date it reaches the account. */
export function RefundStatus({ order }: { order: Order }) {
  const refund = order.refunds.at(-1);
  if (!refund) return <p>Nothing was paid for this upgrade, so there is nothing to refund.</p>;
  const done = refund.status === 'processed';
  return (
    <section aria-labelledby="refund-heading" className="card upgrade-section">
      <h2 id="refund-heading">Your refund</h2>
      <dl className="order-facts">
        <dt>Refund reference</dt>
        <dd>
          <strong>{refund.reference}</strong>
        </dd>
        <dt>Amount</dt>
        <dd>{formatRupees(refund.amount)}</dd>
        <dt>Refund status</dt>
        <dd>{done ? `Refunded${refund.processed_at ? ` on ${formatDate(refund.processed_at)}` : ''}` : 'Refund initiated'}</dd>
        {done ? null : (
          <>
            <dt>Reaches your account by</dt>
            <dd>{formatDate(refund.expected_by)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** What happens at the hub after the booking amount is paid. */
export const AT_THE_HUB = [
  'The hub calls you within 2 working days to fix a day for the inspection and the handover.',
  'Ride your old bike to the hub, with its charger and both keys.',
  'Bring the registration certificate (RC) in your name, your ID and address proof, and the NOC from your lender if the bike was financed.',
  'The hub inspects the bike and records the final valuation; it replaces the estimate if the bike differs from the assumptions.',
  'You pay the balance (the new bike’s price less the final valuation and the booking amount) plus road tax, registration and insurance.',
  'You hand over the old bike and its papers and ride home on your new Revolt.',
] as const;
