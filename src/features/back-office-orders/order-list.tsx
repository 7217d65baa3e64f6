// The order list both roles share: filters in the URL, result count, the table (cards on phones), pager, CSV export
// of exactly the filters, and empty and error states with a retry.
import { Alert } from '@/components/alert';
import { BackOfficeList } from '@/components/back-office-list';
import { Button } from '@/components/button';
import { orderColumns } from './order-columns';
import { useOrderFilterControls, withPlaceReset } from './order-filter-controls';
import { ROLE_PATHS, type BackOfficeRole } from './order-parts';
import { useOrderList } from './use-order-list';
import './back-office-orders.css';

const NOUN = { one: 'order', other: 'orders' };

export function OrderList({ area }: { area: BackOfficeRole }) {
  const { list, params, load, exportCsv, exporting } = useOrderList();
  const controls = useOrderFilterControls(params.filters);
  const data = list.data;
  const { title, list: listPath } = ROLE_PATHS[area];

  return (
    <BackOfficeList
      className="page container bo-orders"
      seo={{
        title,
        description: area === 'admin' ? 'Every order, booking and purchase across the hubs.' : "Your hubs' orders, bookings and purchases.",
        path: listPath.path,
      }}
      head={{
        className: 'bo-orders__head',
        actions: (
          <Button variant="secondary" onClick={exportCsv} busy={exporting.loading} disabled={!data || data.total === 0}>
            Export CSV
          </Button>
        ),
      }}
      filter={{ label: 'Filter orders', controls }}
      params={{ ...params, setFilters: (patch: Record<string, string>) => params.setFilters(withPlaceReset(patch)) }}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the orders."
      notice={exporting.status === 'failed' ? <Alert title="We could not export the orders.">{exporting.error}</Alert> : null}
      table={{
        caption: title,
        columns: orderColumns(area),
        rowKey: (o) => o.id,
        noun: NOUN,
        empty: { filtered: 'No orders match these filters.', none: area === 'admin' ? 'There are no orders yet.' : 'Your hubs have no orders yet.' },
      }}
    />
  );
}
