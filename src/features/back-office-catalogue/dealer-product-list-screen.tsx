import { BackOfficeList } from '@/components/back-office-list';
import type { FilterControl } from '@/components/filter-bar';
import { paths } from '@contract/paths';
import { PRODUCT_NOUN, dealerProductColumns } from './product-columns';
import { useDealerProductList } from './use-product-list';
import './back-office-catalogue.css';

const CONTROLS: FilterControl[] = [{ kind: 'search', name: 'q', label: 'Search by name, id or category' }];

/** /productlist/dealer: the catalogue a dealer sells, with today's prices. Read-only. */
export function DealerProductListScreen() {
  const { list, params, load } = useDealerProductList();
  return (
    <BackOfficeList
      seo={{ title: 'Catalogue', description: 'The models on sale with their prices and colours.', path: paths.dealerProductList.path }}
      intro={<p className="catalogue-note">Prices are ex-showroom, charger included. They change only when Revolt updates them.</p>}
      filter={{ label: 'Filter the catalogue', controls: CONTROLS }}
      params={params}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the catalogue."
      table={{
        caption: 'Catalogue',
        columns: dealerProductColumns,
        rowKey: (p) => p.id,
        noun: PRODUCT_NOUN,
        empty: { filtered: 'No products match this search.', none: 'There are no products on sale.' },
      }}
    />
  );
}

export default DealerProductListScreen;
