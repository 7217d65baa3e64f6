import { Link } from 'react-router-dom';
import { BackOfficeList } from '@/components/back-office-list';
import type { FilterControl } from '@/components/filter-bar';
import { paths } from '@contract/paths';
import { PRODUCT_NOUN, adminProductColumns } from './product-columns';
import { useAdminProductList } from './use-product-list';
import './back-office-catalogue.css';

const CONTROLS: FilterControl[] = [
  { kind: 'search', name: 'q', label: 'Search by name, id or category' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    placeholder: 'Every status',
    options: [
      { value: 'active', label: 'On sale' },
      { value: 'inactive', label: 'Off sale' },
      { value: 'retired', label: 'Retired' },
    ],
  },
];

/** /productlist and /productlist/pageNumber/:pageNumber (admin): every product, searched, filtered, sorted and paged. */
export function ProductListScreen() {
  const { list, params, load } = useAdminProductList();
  return (
    <BackOfficeList
      seo={{ title: 'Products', description: 'Prices, colours and status of every model.', path: paths.productList.path }}
      head={{
        className: 'catalogue-head',
        actions: (
          <Link className="btn btn--primary" to={paths.productCreate.getHref()}>
            Add a model
          </Link>
        ),
      }}
      filter={{ label: 'Filter products', controls: CONTROLS }}
      params={params}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the products."
      table={{
        caption: 'Products',
        columns: adminProductColumns,
        rowKey: (p) => p.id,
        noun: PRODUCT_NOUN,
        empty: { filtered: 'No products match these filters.', none: 'There are no products yet.' },
      }}
    />
  );
}

export default ProductListScreen;
