import { Alert } from '@/components/alert';
import { FilterBar, type FilterControl } from '@/components/filter-bar';
import { PagedTable } from '@/components/paged-table';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { PRODUCT_NOUN, adminProductColumns, countText } from './product-columns';
import { useAdminProductList } from './use-product-list';
import './back-office-catalogue.css';

const CONTROLS: FilterControl[] = [
  { kind: 'search', name: 'q', label: 'Search by name, id or category' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    placeholder: 'Active and inactive',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
];

/** /productlist and /productlist/pageNumber/:pageNumber (admin): every product, searched, filtered, sorted and paged. */
export function ProductListScreen() {
  const { list, params, load } = useAdminProductList();
  const data = list.data;
  return (
    <div className="page container">
      <Seo title="Products" description="Prices, colours and status of every model." path={paths.productList.path} noindex />
      <h1>Products</h1>
      <FilterBar
        label="Filter products"
        controls={CONTROLS}
        values={params.filters}
        onChange={params.setFilters}
        onClear={params.clearFilters}
        resultText={countText(data, list.loading)}
      />
      {list.status === 'failed' ? (
        <Alert title="We could not load the products." onRetry={load}>
          {list.error}
        </Alert>
      ) : (
        <PagedTable
          caption="Products"
          columns={adminProductColumns}
          page={data}
          loading={list.loading}
          rowKey={(p) => p.id}
          noun={PRODUCT_NOUN}
          empty={{ filtered: 'No products match these filters.', none: 'There are no products yet.' }}
          filtered={params.filtered}
          sort={params.sort}
          onSortChange={params.setSort}
          hrefFor={params.hrefForPage}
        />
      )}
    </div>
  );
}

export default ProductListScreen;
