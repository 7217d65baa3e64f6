// The order list both roles share: filters in the URL, result count, the table (cards on phones), pager, CSV export
// of exactly the filters, and empty and error states with a retry.
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FilterBar } from '@/components/filter-bar';
import { PagedTable } from '@/components/paged-table';
import { Seo } from '@/components/seo';
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
    <div className="page container bo-orders">
      <Seo
        title={title}
        description={area === 'admin' ? 'Every order, booking and purchase across the hubs.' : "Your hubs' orders, bookings and purchases."}
        path={listPath.path}
        noindex
      />
      <div className="bo-orders__head">
        <h1>{title}</h1>
        <Button variant="secondary" onClick={exportCsv} busy={exporting.loading} disabled={!data || data.total === 0}>
          Export CSV
        </Button>
      </div>
      <FilterBar
        label="Filter orders"
        controls={controls}
        values={params.filters}
        onChange={(patch) => params.setFilters(withPlaceReset(patch))}
        onClear={params.clearFilters}
        resultText={data && !list.loading ? `${data.total} ${data.total === 1 ? NOUN.one : NOUN.other}` : null}
      />
      {exporting.status === 'failed' ? <Alert title="We could not export the orders.">{exporting.error}</Alert> : null}
      {list.status === 'failed' ? (
        <Alert title="We could not load the orders." onRetry={load}>
          {list.error}
        </Alert>
      ) : (
        <PagedTable
          caption={title}
          columns={orderColumns(area)}
          page={data}
          loading={list.loading}
          rowKey={(o) => o.id}
          noun={NOUN}
          empty={{ filtered: 'No orders match these filters.', none: area === 'admin' ? 'There are no orders yet.' : 'Your hubs have no orders yet.' }}
          filtered={params.filtered}
          sort={params.sort}
          onSortChange={params.setSort}
          hrefFor={params.hrefForPage}
        />
      )}
    </div>
  );
}
