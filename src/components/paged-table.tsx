// A back-office list's body: one page of rows in a Table, then its Pager. Every list screen shows its server
// page this way, so the loading, empty and paging behaviour is the same everywhere.
import type { ReactNode } from 'react';
import { Pager } from './pager';
import { Table, type Column } from './table';

/** One page of a server list (contract ListPage): only what the table and pager read. */
type Page<T> = { data: T[]; page: number; pageSize: number; total: number; totalCapped?: boolean };

type PagedTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  /** The page from the server; null until the first answer. */
  page: Page<T> | null;
  loading: boolean;
  rowKey: (row: T) => string | number;
  /** What the rows are, for the loading text and the pager ("Showing 1–20 of 134 users"). */
  noun: { one: string; other: string };
  /** Shown when there are no rows: one text when filters are on, another when the list is empty. */
  empty: { filtered: ReactNode; none: ReactNode };
  filtered: boolean;
  sort?: string;
  onSortChange?: (sort: string) => void;
  hrefFor: (page: number) => string;
};

export function PagedTable<T>({ caption, columns, page, loading, rowKey, noun, empty, filtered, sort, onSortChange, hrefFor }: PagedTableProps<T>) {
  return (
    <>
      <Table
        caption={caption}
        columns={columns}
        rows={page?.data ?? []}
        rowKey={rowKey}
        loading={loading || !page}
        loadingLabel={`Loading ${noun.other}`}
        empty={filtered ? empty.filtered : empty.none}
        sort={sort}
        onSortChange={onSortChange}
      />
      {page ? <Pager page={page.page} pageSize={page.pageSize} total={page.total} totalCapped={page.totalCapped} hrefFor={hrefFor} noun={noun} /> : null}
    </>
  );
}
