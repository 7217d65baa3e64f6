import { Link } from 'react-router-dom';
import type { BackOfficeOrderRow } from '@contract/back-office-orders';
import type { Column } from '@/components/table';
import { formatDateTime, formatRupees } from '@/lib/format';
import { KIND_LABELS, ROLE_PATHS, StateBadge, type BackOfficeRole } from './order-parts';

const PAYMENT_STATUS = { success: 'Paid', pending: 'Pending', failed: 'Failed' } as const;

/** The orders table; the reference opens the role's own detail screen. */
export function orderColumns(role: BackOfficeRole): Column<BackOfficeOrderRow>[] {
  const detail = ROLE_PATHS[role].detail;
  return [
    {
      id: 'reference',
      header: 'Order',
      rowHeader: true,
      cell: (o) => (
        <Link to={detail.getHref(o.id)} aria-label={`Open order ${o.reference}`}>
          {o.reference}
        </Link>
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
    { id: 'bike', header: 'Bike', cell: (o) => `${o.model_name}, ${o.colour} (${KIND_LABELS[o.kind]})` },
    { id: 'hub', header: 'Hub', cell: (o) => `${o.hub.name}, ${o.hub.city}` },
    { id: 'state', header: 'State', sortKey: 'state', cell: (o) => <StateBadge state={o.state} /> },
    { id: 'amount', header: 'Amount', sortKey: 'amount', cell: (o) => formatRupees(o.amount) },
    { id: 'payment', header: 'Payment', cell: (o) => `${PAYMENT_STATUS[o.payment_status]}${o.amount_paid ? `, ${formatRupees(o.amount_paid)} paid` : ''}` },
  ];
}
