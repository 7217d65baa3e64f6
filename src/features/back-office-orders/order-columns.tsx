import { Link } from 'react-router-dom';
import type { BackOfficeOrderRow } from '@contract/back-office-orders';
import type { Column } from '@/components/table';
import { formatDateTime, formatRupees } from '@/lib/format';
import { AssistedBadge, KIND_LABELS, PAYMENT_LABELS, PriorityBadge, StateBadge, VIEW_PATHS, type BackOfficeRole, type OrderView } from './order-parts';

/** Where the money stands, in the payment filter's words (the server's payment group), with the sums paid and refunded. */
function paymentCell(o: BackOfficeOrderRow): string {
  const sums = [o.amount_paid ? `${formatRupees(o.amount_paid)} paid` : '', o.amount_refunded ? `${formatRupees(o.amount_refunded)} refunded` : ''];
  return [PAYMENT_LABELS[o.payment_group], ...sums.filter(Boolean)].join(', ');
}

/** The old bike of an upgrade row: model, chassis and its value (the hub's final valuation once inspected, else the estimate). */
function tradeInCell(o: BackOfficeOrderRow) {
  const u = o.upgrade;
  if (!u) return <span className="muted">Not recorded</span>;
  return (
    <>
      {u.trade_in_model_name}
      <br />
      <span className="muted">{u.trade_in_chassis}</span>
      <br />
      {u.final_valuation === null ? `Estimate ${formatRupees(u.valuation)}` : `Final ${formatRupees(u.final_valuation)}`}
    </>
  );
}

/** The orders table; the reference opens the role's own detail screen (the upgrade detail on the upgrade lists). */
export function orderColumns(role: BackOfficeRole, view: OrderView = 'orders'): Column<BackOfficeOrderRow>[] {
  const detail = VIEW_PATHS[view][role].detail;
  const columns: Column<BackOfficeOrderRow>[] = [
    {
      id: 'reference',
      header: 'Order',
      rowHeader: true,
      cell: (o) => (
        <>
          <Link to={detail.getHref(o.id)} aria-label={`Open order ${o.reference}`}>
            {o.reference}
          </Link>
          {o.priority ? (
            <>
              <br />
              <PriorityBadge />
            </>
          ) : null}
          {o.assisted ? (
            <>
              <br />
              <AssistedBadge />
            </>
          ) : null}
        </>
      ),
    },
    { id: 'created', header: 'Placed', sortKey: 'created', cell: (o) => formatDateTime(o.created_at) },
    {
      id: 'customer',
      header: 'Customer',
      cell: (o) => (
        <>
          {o.name}
          <br />
          <span className="muted">{o.mobile}</span>
        </>
      ),
    },
    view === 'upgrades'
      ? { id: 'bike', header: 'New bike', cell: (o) => `${o.model_name}, ${o.colour}` }
      : { id: 'bike', header: 'Bike', cell: (o) => `${o.model_name}, ${o.colour} (${KIND_LABELS[o.kind]})` },
    ...(view === 'upgrades' ? [{ id: 'trade-in', header: 'Trade-in', cell: tradeInCell }] : []),
    { id: 'hub', header: 'Hub', cell: (o) => `${o.hub.name}, ${o.hub.city}` },
    { id: 'state', header: 'State', sortKey: 'state', cell: (o) => <StateBadge state={o.state} /> },
    { id: 'amount', header: 'Amount', sortKey: 'amount', cell: (o) => formatRupees(o.amount) },
    { id: 'payment', header: 'Payment', cell: paymentCell },
  ];
  return columns;
}
