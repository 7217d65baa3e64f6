import { useId, type ReactNode } from 'react';
import './table.css';

/** One column, declared once: its header, how a row fills its cell, and the sort key when it sorts. */
export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The list's sort field (`sort=field` / `-field`) this header toggles; no key, no sorting. */
  sortKey?: string;
  /** The cell that names the row (a <th scope="row">). */
  rowHeader?: boolean;
  className?: string;
};

type TableProps<T> = {
  /** Names the table and its scrolling region. */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** What to say when there are no rows and nothing is loading. */
  empty: ReactNode;
  loading?: boolean;
  loadingLabel?: string;
  /** The current sort (`field` or `-field`) and what to do when a sortable header is pressed. */
  sort?: string;
  onSortChange?: (sort: string) => void;
};

type Direction = 'ascending' | 'descending';

function directionOf(sort: string | undefined, key: string): Direction | undefined {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return undefined;
}

/**
 * A data table. From 640 px it is a table (scrolling sideways in its own focusable region when
 * wide); under 640 px every row is a card of label and value pairs, and the sortable headers
 * become a row of sort buttons, so nothing is wider than a phone.
 */
export function Table<T>({ caption, columns, rows, rowKey, empty, loading = false, loadingLabel = 'Loading', sort, onSortChange }: TableProps<T>) {
  const captionId = useId();
  const sortable = Boolean(onSortChange) && columns.some((c) => c.sortKey);
  return (
    <section className="data-table" aria-labelledby={captionId} tabIndex={0}>
      <table aria-busy={loading || undefined} className={sortable ? 'data-table__table data-table__table--sortable' : 'data-table__table'}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = column.sortKey ? directionOf(sort, column.sortKey) : undefined;
              const key = column.sortKey;
              return (
                <th key={column.id} scope="col" aria-sort={direction} className={key && onSortChange ? 'data-table__sortable' : undefined}>
                  {key && onSortChange ? (
                    <button type="button" className="data-table__sort" onClick={() => onSortChange(direction === 'ascending' ? `-${key}` : key)}>
                      {column.header}
                      <span className="data-table__arrow" aria-hidden="true">
                        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="data-table__message">
              <td colSpan={columns.length}>{loading ? <span role="status">{loadingLabel}…</span> : empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.id} scope="row" data-label={column.header} className={column.className}>
                      <div className="data-table__value">{column.cell(row)}</div>
                    </th>
                  ) : (
                    <td key={column.id} data-label={column.header} className={column.className}>
                      <div className="data-table__value">{column.cell(row)}</div>
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
