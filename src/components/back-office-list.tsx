// A back-office list screen's body: head tags and h1 (the Seo title), the filter bar with its count, the optional CSV
// export, then the paged table or the load error with Retry. Screens declare only what differs.
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { FilterBar, type FilterControl } from './filter-bar';
import { PagedTable } from './paged-table';
import { totalText } from './pager';
import { Seo } from './seo';
import type { Column } from './table';

/** `totalCapped`: the server stopped counting at `total` and more rows match ("10,000+ orders"). */
type Page<T> = { data: T[]; page: number; pageSize: number; total: number; totalCapped?: boolean };

/** What the body reads of `useListParams` (method syntax so any list's own filter type fits). A list that
 * adjusts a filter change (a new state clears the city) passes its own setFilters. */
type ListParamsView = {
  filters: Record<string, string>;
  filtered: boolean;
  sort?: string;
  setFilters(patch: Record<string, string>): void;
  setSort(sort: string): void;
  clearFilters(): void;
  hrefForPage(page: number): string;
};

/** The list's family state: only what the body reads. */
type ListStateView<T> = { data: Page<T> | null; loading: boolean; status: string; error: string | null };

export type BackOfficeListExport = {
  busy: boolean;
  error: string | null;
  download: () => unknown;
  /** The button's text, e.g. "Download CSV". */
  label: ReactNode;
  /** The alert's title when the export fails. */
  errorTitle: string;
  /** Wraps the button in a div with this class instead of a paragraph. */
  className?: string;
};

export type BackOfficeListProps<T> = {
  seo: { title: string; description: string; path: string };
  /** The page wrapper's class; "page container" when not given. */
  className?: string;
  /** Puts the h1 in a div of this class with these actions beside it (an export button in the header). */
  head?: { className: string; actions: ReactNode };
  /** Shown between the heading and the filter bar (notes, other sections, a sub-heading). */
  intro?: ReactNode;
  filter: { label: string; controls: FilterControl[] };
  params: ListParamsView;
  list: ListStateView<T>;
  onRetry: () => void;
  /** The alert's title when the list cannot be loaded. */
  loadErrorTitle: string;
  /** The retry button's text when not the Alert's default. */
  retryLabel?: string;
  csv?: BackOfficeListExport;
  /** Shown just above the table (or its load error), e.g. the outcome of a row action. */
  notice?: ReactNode;
  table: {
    caption: string;
    columns: Column<T>[];
    rowKey: (row: T) => string | number;
    noun: { one: string; other: string };
    empty: { filtered: ReactNode; none: ReactNode };
  };
  /** Shown after the table. */
  children?: ReactNode;
};

function listCountText(data: { total: number; totalCapped?: boolean } | null, loading: boolean, noun: { one: string; other: string }): string | null {
  if (!data || loading) return null;
  return `${totalText(data.total, data.totalCapped)} ${data.total === 1 && !data.totalCapped ? noun.one : noun.other}`;
}

export function BackOfficeList<T>({ seo, className = 'page container', intro, filter, params, list, onRetry, loadErrorTitle, retryLabel, csv, notice, head, table, children }: BackOfficeListProps<T>) {
  const data = list.data;
  let actions: ReactNode = null;
  if (csv) {
    const button = (
      <Button variant="secondary" busy={csv.busy} onClick={() => void csv.download()}>
        {csv.label}
      </Button>
    );
    actions = csv.className ? <div className={csv.className}>{button}</div> : <p>{button}</p>;
  }
  return (
    <div className={className}>
      <Seo title={seo.title} description={seo.description} path={seo.path} noindex />
      {head ? (
        <div className={head.className}>
          <h1>{seo.title}</h1>
          {head.actions}
        </div>
      ) : (
        <h1>{seo.title}</h1>
      )}
      {intro}
      <FilterBar
        label={filter.label}
        controls={filter.controls}
        values={params.filters}
        onChange={params.setFilters}
        onClear={params.clearFilters}
        resultText={listCountText(data, list.loading, table.noun)}
      />
      {actions}
      {csv?.error ? <Alert title={csv.errorTitle}>{csv.error}</Alert> : null}
      {notice}
      {list.status === 'failed' ? (
        <Alert title={loadErrorTitle} onRetry={onRetry} retryLabel={retryLabel}>
          {list.error}
        </Alert>
      ) : (
        <PagedTable
          caption={table.caption}
          columns={table.columns}
          page={data}
          loading={list.loading}
          rowKey={table.rowKey}
          noun={table.noun}
          empty={table.empty}
          filtered={params.filtered}
          sort={params.sort}
          onSortChange={params.setSort}
          hrefFor={params.hrefForPage}
        />
      )}
      {children}
    </div>
  );
}
