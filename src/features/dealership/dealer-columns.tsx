import { Link } from 'react-router-dom';
import type { Column } from '@/components/table';
import type { DealerApplication } from '@contract/dealership';
import { DEALER_STATUS_LABELS } from '@contract/dealer-rules';
import { paths } from '@contract/paths';
import { formatDate } from '@/lib/format';

export const dealerColumns: Column<DealerApplication>[] = [
  {
    id: 'reference',
    header: 'Reference',
    rowHeader: true,
    cell: (a) => (
      <Link to={paths.becomeDealerDetail.getHref(a.id)} aria-label={`${a.reference}, ${a.name}`}>
        {a.reference}
      </Link>
    ),
  },
  { id: 'name', header: 'Name', sortKey: 'name', cell: (a) => a.name },
  { id: 'mobile', header: 'Mobile', cell: (a) => a.mobile },
  { id: 'place', header: 'City', cell: (a) => `${a.city_name}, ${a.state_name}` },
  { id: 'showroom', header: 'Showroom', sortKey: 'showroom', cell: (a) => `${a.showroom_sqft.toLocaleString('en-IN')} sq ft` },
  { id: 'budget', header: 'Budget', cell: (a) => a.budget },
  { id: 'status', header: 'Status', cell: (a) => <span className={`dealer-status dealer-status--${a.status}`}>{DEALER_STATUS_LABELS[a.status]}</span> },
  { id: 'created', header: 'Applied', sortKey: 'created', cell: (a) => formatDate(a.created_at) },
];
