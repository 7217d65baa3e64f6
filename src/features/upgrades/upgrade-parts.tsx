// Pieces the upgrade screens share: the step list, the gate around one upgrade order (loading, error with retry,
// not found), the trade-in facts, the payment hand-over and the links back to the upgrade.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { paths } from '@contract/paths';
import { GatewayPayButton } from '@/components/gateway-pay-button';
import { OrderGate as Gate } from '@/components/order-gate';
import { formatDate, formatRupees } from '@/lib/format';
import { payForOrder } from '@/lib/order-store';
import { useAppDispatch } from '@/lib/store/hooks';
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
export function UpgradeGate({ id, state, title, path, children }: GateProps) {
  return (
    <Gate
      state={state}
      title={title}
      path={path}
      className="page container upgrade-page"
      description="Your Revolt upgrade booking."
      notFound={
        <>
          <h1>We cannot find this upgrade booking</h1>
          <p>Upgrade booking {id} is not in your account. Check the link, or see all your upgrade bookings.</p>
          <Link className="btn btn--primary" to={paths.upgradeBookings.getHref()}>
            My upgrade bookings
          </Link>
        </>
      }
      failedTitle="We could not load this upgrade booking."
      loadingLabel="Loading your upgrade booking"
    >
      {children}
    </Gate>
  );
}

/** The new bike and the old one: estimate and final valuation once inspected (what is paid and due is in the status panel). */
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

/** Starts a fresh payment order for an unpaid upgrade and hands over to the gateway: on a tap, or at once for a page opened from a payment link. */
export function UpgradePayButton({ order, label, viaPayLink = false }: { order: Pick<Order, 'id'>; label: string; viaPayLink?: boolean }) {
  const dispatch = useAppDispatch();
  const start = () => dispatch(payForOrder(order.id));
  return <GatewayPayButton className="upgrade-pay" label={label} start={start} immediately={viaPayLink} />;
}

/** Below an upgrade's page: to its detail (with the timeline), and to all my upgrades. */
export function UpgradeLinks({ id, detailLabel = 'See this upgrade and its timeline' }: { id: number; detailLabel?: string }) {
  return (
    <ul className="upgrade-links">
      <li>
        <Link to={paths.upgradeBookingDetail.getHref(id)}>{detailLabel}</Link>
      </li>
      <li>
        <Link to={paths.upgradeBookings.getHref()}>All my upgrade bookings</Link>
      </li>
    </ul>
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
