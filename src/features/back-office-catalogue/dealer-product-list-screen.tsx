import { Alert } from '@/components/alert';
import { FilterBar, type FilterControl } from '@/components/filter-bar';
import { PagedTable } from '@/components/paged-table';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { PRODUCT_NOUN, countText, dealerProductColumns } from './product-columns';
import { useDealerProductList } from './use-product-list';
import './back-office-catalogue.css';

const CONTROLS: FilterControl[] = [{ kind: 'search', name: 'q', label: 'Search by name, id or category' }];

/** /productlist/dealer: the catalogue a dealer sells, with today's prices. Read-only. */
export function DealerProductListScreen() {
  const { list, params, load } = useDealerProductList();
  const data = list.data;
  return (
    <div className="page container">
      <Seo title="Catalogue" description="The models on sale with their prices and colours." path={paths.dealerProductList.path} noindex />
      <h1>Catalogue</h1>
      <p className="catalogue-note">Prices are ex-showroom, charger included. They change only when Revolt updates them.</p>
      <FilterBar label="Filter the catalogue" controls={CONTROLS} values={params.filters} onChange={params.setFilters} onClear={params.clearFilters} resultText={countText(data, list.loading)} />
      {list.status === 'failed' ? (
        <Alert title="We could not load the catalogue." onRetry={load}>
          {list.error}
        </Alert>
      ) : (
        <PagedTable
          caption="Catalogue"
          columns={dealerProductColumns}
          page={data}
          loading={list.loading}
          rowKey={(p) => p.id}
          noun={PRODUCT_NOUN}
          empty={{ filtered: 'No products match this search.', none: 'There are no products on sale.' }}
          filtered={params.filtered}
          sort={params.sort}
          onSortChange={params.setSort}
          hrefFor={params.hrefForPage}
        />
      )}
    </div>
  );
}

export default DealerProductListScreen;
