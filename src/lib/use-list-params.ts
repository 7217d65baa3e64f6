// A back-office list keeps its filters, sort and page in the URL query, so a reload or a shared
// link shows the same rows. Values equal to their default stay out of the URL.
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export type FilterDefaults = Record<string, string | number>;

export type ListParamsOptions<F extends FilterDefaults, S extends string> = {
  /** Every filter with its default; a number default makes the filter a positive whole number. */
  filters: F;
  /** Columns the list may be sorted by (`sort=field` / `sort=-field`) and the default sort. */
  sorts: readonly S[];
  defaultSort: S | `-${S}`;
  /** Allowed values per filter (a select's options): anything else in the URL reads as the default. */
  allowed?: { [K in keyof F]?: readonly string[] };
};

export type ListParams<F extends FilterDefaults, S extends string> = {
  filters: F;
  sort: S | `-${S}`;
  page: number;
  /** True when any filter differs from its default. */
  filtered: boolean;
  /** Changes filters; the page goes back to 1. */
  setFilters: (patch: Partial<F>) => void;
  /** Takes what a sortable header asks for; a field outside `sorts` is ignored. */
  setSort: (sort: string) => void;
  setPage: (page: number) => void;
  clearFilters: () => void;
  /** The link of another page of the same list (for the pager). */
  hrefForPage: (page: number) => string;
  /** Filters that differ from their default, with sort and page: the API query. */
  query: Partial<F> & { sort: S | `-${S}`; page: number };
};

function positiveInt(raw: string | null): number | undefined {
  const n = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return n > 0 ? n : undefined;
}

function readFilter(raw: string | null, fallback: string | number, allowed: readonly string[] | undefined): string | number {
  if (raw === null) return fallback;
  if (typeof fallback === 'number') return positiveInt(raw) ?? fallback;
  return allowed && !allowed.includes(raw) ? fallback : raw;
}

/** `filters`, `sorts` and `allowed` are read as constants: declare them once at module level. */
export function useListParams<F extends FilterDefaults, S extends string>(options: ListParamsOptions<F, S>): ListParams<F, S> {
  const { filters: defaults, sorts, defaultSort, allowed } = options;
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();

  const filters = useMemo(() => {
    const out: Record<string, string | number> = {};
    for (const [key, fallback] of Object.entries(defaults)) out[key] = readFilter(params.get(key), fallback, allowed?.[key]);
    return out as F;
  }, [params, defaults, allowed]);

  const isSort = useCallback((value: string): value is S | `-${S}` => sorts.includes(value.replace(/^-/, '') as S), [sorts]);
  const rawSort = params.get('sort');
  const sort = rawSort !== null && isSort(rawSort) ? rawSort : defaultSort;
  const page = positiveInt(params.get('page')) ?? 1;

  /** Writes values into a copy of the query, leaving defaults out. */
  const write = useCallback(
    (patch: Record<string, string | number | undefined>, resetPage: boolean) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          const fallback = key === 'sort' ? defaultSort : key === 'page' ? 1 : defaults[key];
          if (value === undefined || value === '' || String(value) === String(fallback)) next.delete(key);
          else next.set(key, String(value));
        }
        if (resetPage) next.delete('page');
        return next;
      });
    },
    [setParams, defaults, defaultSort],
  );

  const setFilters = useCallback((patch: Partial<F>) => write(patch, true), [write]);
  const setSort = useCallback((next: string) => (isSort(next) ? write({ sort: next }, true) : undefined), [write, isSort]);
  const setPage = useCallback((next: number) => write({ page: next }, false), [write]);
  const clearFilters = useCallback(() => write(Object.fromEntries(Object.keys(defaults).map((k) => [k, undefined])), true), [write, defaults]);

  const hrefForPage = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
      const search = next.toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [params, pathname],
  );

  const filtered = Object.keys(defaults).some((k) => filters[k] !== defaults[k]);
  const query = useMemo(() => {
    const out: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(filters)) if (value !== defaults[key]) out[key] = value;
    return { ...(out as Partial<F>), sort, page };
  }, [filters, defaults, sort, page]);

  return { filters, sort, page, filtered, setFilters, setSort, setPage, clearFilters, hrefForPage, query };
}
