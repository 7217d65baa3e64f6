// The catalogue lists: filters and sort from the URL query, the request they make. The admin's list keeps its
// page in the path (/productlist/pageNumber/:pageNumber, SPEC §2); the dealers' list in the query like the others.
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PRODUCT_ACTIVE_FILTERS, PRODUCT_SORTS } from '@contract/product-rules';
import type { ProductStatusFilter } from '@contract/products';
import { paths } from '@contract/paths';
import { useListParams } from '@/lib/use-list-params';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectBackOfficeProductList, selectDealerProductList, type BackOfficeCatalogueSlice } from './back-office-catalogue-slice';
import { fetchBackOfficeProducts, fetchDealerProducts } from './back-office-catalogue-thunks';

const ADMIN_FILTERS = { q: '', status: '' };
const ADMIN_ALLOWED = { status: PRODUCT_ACTIVE_FILTERS };
const DEALER_FILTERS = { q: '' };
const DEFAULT_SORT = 'name';

const isStatus = (value: string): value is ProductStatusFilter => (PRODUCT_ACTIVE_FILTERS as readonly string[]).includes(value);
const pageOfPath = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1);

/** /productlist and /productlist/pageNumber/:pageNumber (admin). */
export function useAdminProductList() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: BackOfficeCatalogueSlice) => selectBackOfficeProductList(s));
  const params = useListParams({ filters: ADMIN_FILTERS, sorts: PRODUCT_SORTS, defaultSort: DEFAULT_SORT, allowed: ADMIN_ALLOWED });
  const page = pageOfPath(useParams().pageNumber);
  const { search } = useLocation();
  const navigate = useNavigate();
  const { q, status } = params.filters;
  const { sort } = params;

  const load = useCallback(
    () => void dispatch(fetchBackOfficeProducts({ q: q || undefined, status: isStatus(status) ? status : undefined, sort, page })),
    [dispatch, q, status, sort, page],
  );
  useEffect(load, [load]);

  // A new filter or sort starts again at page 1, which lives in the path: write the query and the path together.
  const restart = useCallback(
    (patch: Record<string, string | undefined>) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch)) {
        const fallback = key === 'sort' ? DEFAULT_SORT : '';
        if (!value || value === fallback) next.delete(key);
        else next.set(key, value);
      }
      next.delete('page');
      navigate(paths.productList.getHref(next.toString()));
    },
    [search, navigate],
  );

  const paging = useMemo(() => {
    const rest = new URLSearchParams(search);
    rest.delete('page');
    return {
      page,
      setFilters: (patch: Partial<typeof ADMIN_FILTERS>) => restart(patch),
      clearFilters: () => restart({ q: undefined, status: undefined }),
      setSort: (next: string) => ((PRODUCT_SORTS as readonly string[]).includes(next.replace(/^-/, '')) ? restart({ sort: next }) : undefined),
      hrefForPage: (target: number) => paths.productListPage.getHref(target, rest.toString()),
    };
  }, [page, search, restart]);

  return { list, params: { ...params, ...paging }, load };
}

/** /productlist/dealer: the active catalogue, searched, sorted and paged through the query. */
export function useDealerProductList() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: BackOfficeCatalogueSlice) => selectDealerProductList(s));
  const params = useListParams({ filters: DEALER_FILTERS, sorts: PRODUCT_SORTS, defaultSort: DEFAULT_SORT });
  const { q } = params.filters;
  const { sort, page } = params;
  const load = useCallback(() => void dispatch(fetchDealerProducts({ q: q || undefined, sort, page })), [dispatch, q, sort, page]);
  useEffect(load, [load]);
  return { list, params, load };
}
