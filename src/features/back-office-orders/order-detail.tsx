// One order in the back office, for both roles: the record, the customer, the hub, the bike traded in (an upgrade),
// payments and refunds, the timeline with who did what, and the actions the server allows this area in this state.
import { Fragment, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BackOfficeOrder, BackOfficeOrderEvent } from '@contract/back-office-orders';
import { STAFF_NEXT_STEPS, orderActionsFor } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { upgradeMessages } from '@contract/upgrade-rules';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { Spinner } from '@/components/loading-overlay';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { Timeline } from '@/components/timeline';
import { formatDate, formatDateTime, formatRupees, telHref } from '@/lib/format';
import { OrderActionDialog, actionLabel, type DialogAction } from './order-action-dialog';
import { AssistedBadge, KIND_LABELS, PriorityBadge, StateBadge, VIEW_PATHS, type BackOfficeRole, type OrderView } from './order-parts';
import { useBackOfficeOrder } from './use-back-office-order';
import './back-office-orders.css';

const ROLE_NAMES: Record<BackOfficeOrderEvent['actor_role'], string> = {
  customer: 'customer',
  guest: 'guest',
  admin: 'admin',
  dealer: 'dealer',
  callcentre: 'call centre',
  system: 'system',
};

function actorOf(e: BackOfficeOrderEvent): string {
  return e.actor_name ? `${e.actor_name} (${ROLE_NAMES[e.actor_role]})` : ROLE_NAMES[e.actor_role] === 'system' ? 'System' : `A ${ROLE_NAMES[e.actor_role]}`;
}

/** The agent who booked: the actor of the order's creation event (the badge in the headline says the rest). */
function assistingAgent(order: BackOfficeOrder): string | null {
  return order.events.find((e) => e.from === null && e.actor_role === 'callcentre')?.actor_name ?? null;
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="bo-order__facts">
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bo-order__section card" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Money({ order }: { order: BackOfficeOrder }) {
  return (
    <Section title="Payments and refunds">
      <Facts
        items={[
          ['Price', formatRupees(order.price)],
          ...(order.coupon ? [['Coupon', `${order.coupon.code}: ${order.coupon.text}`] as [string, ReactNode]] : []),
          ['Online amount', formatRupees(order.amount)],
          ['Paid', formatRupees(order.amount_paid)],
          ['Refunded or being refunded', formatRupees(order.amount_refunded)],
          ['Still to pay', formatRupees(order.amount_due)],
          ['Method', order.payment_method === 'hub' ? 'At the hub' : 'Online'],
        ]}
      />
      <h3>Payment attempts</h3>
      {order.payments.length ? (
        <ul className="bo-order__list">
          {order.payments.map((p) => (
            <li key={p.order_id}>
              {formatRupees(p.amount)} via {p.provider}: {p.status} ({formatDateTime(p.created_at)}) <span className="muted">{p.order_id}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No online payment was made.</p>
      )}
      <h3>Refunds</h3>
      {order.refunds.length ? (
        <ul className="bo-order__list">
          {order.refunds.map((r) => (
            <li key={r.reference}>
              {r.reference}: {formatRupees(r.amount)}, {r.status === 'processed' ? `completed ${r.processed_at ? formatDateTime(r.processed_at) : ''}` : `initiated, due by ${r.expected_by}`}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No refunds.</p>
      )}
    </Section>
  );
}

/** The old bike of an upgrade: what was estimated at booking, what the hub found, and what is left to pay there. */
function TradeIn({ order }: { order: BackOfficeOrder }) {
  const u = order.upgrade;
  if (!u) return null;
  return (
    <Section title="Bike traded in">
      <Facts
        items={[
          ['Model', u.trade_in_model_name],
          ['Chassis', u.trade_in_chassis],
          ['Sold on', formatDate(u.trade_in_sold_on)],
          ['Estimate', formatRupees(u.valuation)],
          ['Final valuation', u.final_valuation === null ? 'After the inspection' : formatRupees(u.final_valuation)],
          ['Inspected', u.inspected_at ? formatDateTime(u.inspected_at) : 'Not yet'],
          ...(u.inspection_note ? ([['Inspection note', u.inspection_note]] as [string, ReactNode][]) : []),
          ['Balance at the hub', formatRupees(u.balance)],
        ]}
      />
    </Section>
  );
}

/** An upgrade ready to hand over but not inspected: the handover waits for the inspection (the server refuses it too). */
function waitsForInspection(order: BackOfficeOrder, area: BackOfficeRole): boolean {
  if (order.kind !== 'upgrade' || order.upgrade?.inspected_at || order.actions.includes('deliver')) return false;
  return orderActionsFor(order.state, area, { kind: 'upgrade', inspected: true }).includes('deliver');
}

function Actions({ order, area, onAction }: { order: BackOfficeOrder; area: BackOfficeRole; onAction: (action: DialogAction) => void }) {
  const moves = order.actions.filter((a): a is DialogAction => a !== 'cancel');
  const blockedHandOver = waitsForInspection(order, area);
  const hintId = useId();
  if (!order.actions.length && !blockedHandOver) return <p className="muted">No actions are open in this state.</p>;
  return (
    <div className="bo-order__actions">
      {moves.map((action) => (
        <Button key={action} variant={action === 'note' ? 'secondary' : 'primary'} onClick={() => onAction(action)}>
          {actionLabel(action, order.kind)}
        </Button>
      ))}
      {blockedHandOver ? (
        <>
          <Button disabled aria-describedby={hintId}>
            {actionLabel('deliver', order.kind)}
          </Button>
          <span id={hintId} className="muted">
            {upgradeMessages.notInspected}
          </span>
        </>
      ) : null}
      {area === 'admin' && order.actions.includes('cancel') ? (
        <ButtonLink variant="ghost" to={paths.adminCancelOrder.getHref(order.id)}>
          Cancel for the customer
        </ButtonLink>
      ) : null}
    </div>
  );
}

function OrderRecord({ order, area, view }: { order: BackOfficeOrder; area: BackOfficeRole; view: OrderView }) {
  const [action, setAction] = useState<DialogAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { list, detail } = VIEW_PATHS[view][area];
  const events = order.events.map((e) => ({
    id: e.id,
    at: e.at,
    text: e.text,
    note: e.note,
    actor: actorOf(e),
    tone: e.kind === 'refund' ? ('info' as const) : e.kind === 'state' || e.kind === 'payment' ? ('done' as const) : ('plain' as const),
  }));

  return (
    <div className="page container bo-orders">
      <Seo title={`Order ${order.reference}`} description="An order's record, payments and timeline." path={detail.getHref(order.id)} noindex />
      <p>
        <Link to={list.getHref()}>{view === 'upgrades' ? 'Back to the upgrades' : 'Back to the orders'}</Link>
      </p>
      <h1>Order {order.reference}</h1>
      <p>
        <StateBadge state={order.state} /> {order.priority ? <PriorityBadge /> : null} {order.assisted ? <AssistedBadge /> : null} {KIND_LABELS[order.kind]} of {order.model_name} in {order.colour}, placed{' '}
        {formatDateTime(order.created_at)}
      </p>
      {order.priority ? <p>Priority allotment: booked by invitation{order.invitation ? ` (${order.invitation})` : ''}</p> : null}
      {order.assisted && assistingAgent(order) ? <p>Booked by the call centre ({assistingAgent(order)})</p> : null}
      {notice ? (
        <Alert tone="success" title={notice}>
          {STAFF_NEXT_STEPS[order.state]}
        </Alert>
      ) : null}
      <Section title="Actions">
        <Actions
          order={order}
          area={area}
          onAction={(next) => {
            setNotice(null);
            setAction(next);
          }}
        />
      </Section>
      <div className="bo-order__grid">
        <Section title="Customer">
          <Facts
            items={[
              ['Name', order.name],
              ['Mobile', <a key="tel" href={telHref(order.mobile)}>{order.mobile}</a>],
              ['E-mail', order.email],
              ['Booked from', `${order.place.area_name}, ${order.place.city_name}, ${order.place.state_name} ${order.pincode}`],
              ['Region', order.place.region],
              ['Account', order.customer ? (area === 'admin' ? <Link key="acc" to={paths.userEdit.getHref(order.customer.id)}>{order.customer.name}</Link> : order.customer.name) : 'Booked as a guest'],
            ]}
          />
        </Section>
        <Section title="Bike and hub">
          <Facts
            items={[
              ['Model', `${order.model_name}, ${order.colour}`],
              ['Chassis', order.chassis ?? 'Not allotted yet'],
              ...(order.state === 'delivered' ? ([['Registration number', order.registration_number ?? 'Not recorded yet']] as [string, ReactNode][]) : []),
              ['Hub', `${order.hub.name}, ${order.hub.city}`],
              ['Hub phone', <a key="hub" href={telHref(order.hub.phone)}>{order.hub.phone}</a>],
              ...(order.cancel_reason ? ([['Cancelled because', order.cancel_reason]] as [string, ReactNode][]) : []),
            ]}
          />
        </Section>
        <TradeIn order={order} />
        <Money order={order} />
        <Section title="Timeline">
          <Timeline items={events} label="Order timeline" empty="Nothing has happened on this order yet." />
        </Section>
      </div>
      <OrderActionDialog
        order={order}
        action={action}
        onClose={() => setAction(null)}
        onDone={(message) => {
          setAction(null);
          setNotice(message);
        }}
      />
    </div>
  );
}

/** Loading, missing (or another hub's: the same answer) and failed states, then the order. */
export function OrderDetail({ area, view = 'orders', children }: { area: BackOfficeRole; view?: OrderView; children?: (order: BackOfficeOrder) => ReactNode }) {
  const { order, state, notFound, reload } = useBackOfficeOrder();
  if (notFound) return <NotFoundView />;
  if (!order) {
    return (
      <div className="page container bo-orders">
        <Seo title="Order" description="An order's record, payments and timeline." path={VIEW_PATHS[view][area].list.path} noindex />
        {state.status === 'failed' ? (
          <Alert title="We could not load this order." onRetry={() => void reload()}>
            {state.error}
          </Alert>
        ) : (
          <Spinner label="Loading the order" />
        )}
      </div>
    );
  }
  return children ? children(order) : <OrderRecord order={order} area={area} view={view} />;
}
