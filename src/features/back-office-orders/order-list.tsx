// The order list both roles share, for every kind of order or the upgrades only: filters in the URL, result count,
// the table (cards on phones), pager, CSV export of exactly the filters, and empty and error states with a retry.
import { Alert } from '@/components/alert';
import { BackOfficeList } from '@/components/back-office-list';
import { Button } from '@/components/button';
import { orderColumns } from './order-columns';
import { useOrderFilterControls, withPlaceReset } from './order-filter-controls';
import { VIEW_PATHS, type BackOfficeRole, type OrderView } from './order-parts';
import { useOrderList } from './use-order-list';
import './back-office-orders.css';

const COPY = {
  orders: {
    noun: { one: 'order', other: 'orders' },
    admin: 'Every order, booking and purchase across the hubs.',
    dealer: "Your hubs' orders, bookings and purchases.",
    filtered: 'No orders match these filters.',
    none: { admin: 'There are no orders yet.', dealer: 'Your hubs have no orders yet.' },
    loadError: 'We could not load the orders.',
    exportError: 'We could not export the orders.',
  },
  upgrades: {
    noun: { one: 'upgrade', other: 'upgrades' },
    admin: 'Every upgrade order across the hubs, with the bike traded in.',
    dealer: "Your hubs' upgrade orders, with the bike traded in.",
    filtered: 'No upgrades match these filters.',
    none: { admin: 'There are no upgrade orders yet.', dealer: 'Your hubs have no upgrade orders yet.' },
    loadError: 'We could not load the upgrades.',
    exportError: 'We could not export the upgrades.',
  },
} as const;

export function OrderList({ area, view = 'orders' }: { area: BackOfficeRole; view?: OrderView }) {
  const { list, params, load, exportCsv, exporting } = useOrderList(view === 'upgrades' ? 'upgrade' : undefined);
  const controls = useOrderFilterControls(params.filters, { area, kindFilter: view === 'orders' });
  const data = list.data;
  const { title, list: listPath } = VIEW_PATHS[view][area];
  const copy = COPY[view];

  return (
    <BackOfficeList
      className="page container bo-orders"
      seo={{ title, description: copy[area], path: listPath.path }}
      head={{
        className: 'bo-orders__head',
        actions: (
          <Button variant="secondary" onClick={exportCsv} busy={exporting.loading} disabled={!data || data.total === 0}>
            Export CSV
          </Button>
        ),
      }}
      filter={{ label: view === 'upgrades' ? 'Filter upgrades' : 'Filter orders', controls }}
      params={{ ...params, setFilters: (patch: Record<string, string>) => params.setFilters(withPlaceReset(patch)) }}
      list={list}
      onRetry={load}
      loadErrorTitle={copy.loadError}
      notice={exporting.status === 'failed' ? <Alert title={copy.exportError}>{exporting.error}</Alert> : null}
      table={{
        caption: title,
        columns: orderColumns(area, view),
        rowKey: (o) => o.id,
        noun: copy.noun,
        empty: { filtered: copy.filtered, none: copy.none[area] },
      }}
    />
  );
}
