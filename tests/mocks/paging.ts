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
