// Server-side paging as the API does it (page, pageSize, sort=field|-field), for list handlers.
import type { ListPage } from '@contract/common';

export function pageOf<T>(rows: T[], query: URLSearchParams, sortBy: Record<string, (row: T) => string | number>, defaultSort: string): ListPage<T> {
  const sort = query.get('sort') || defaultSort;
  const key = sortBy[sort.replace(/^-/, '')];
  const sorted = key ? [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (sort.startsWith('-') ? -1 : 1)) : rows;
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  return {
    data: sorted.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(rows.length / pageSize)),
    total: rows.length,
  };
}

/**
 * The back-office order list's paging (server/store/back-office-orders.ts): the count stops at `cap` matching rows,
 * or at the end of the page asked for when deeper, and says so with `totalCapped`; `pages` then includes the page
 * after the cap.
 */
export function cappedPageOf<T>(
  rows: T[],
  query: URLSearchParams,
  sortBy: Record<string, (row: T) => string | number>,
  defaultSort: string,
  cap = 10_000,
): ListPage<T> & { totalCapped: boolean } {
  const page = pageOf(rows, query, sortBy, defaultSort);
  const countUpTo = Math.max(cap, page.page * page.pageSize);
  const totalCapped = rows.length > countUpTo;
  const total = Math.min(rows.length, countUpTo);
  return { ...page, total, totalCapped, pages: Math.max(1, Math.ceil((totalCapped ? total + 1 : total) / page.pageSize)) };
}
