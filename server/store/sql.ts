/** An ILIKE pattern that matches `q` anywhere, with the wildcards in `q` taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * ORDER BY for a list's `sort` (`field` or `-field`). Only SQL written here in `columns` reaches the
 * query: the input picks a key of that map, and the schema has already refused any other value.
 * `tieBreak` keeps pages stable when the chosen column has equal values.
 */
export function orderBy<F extends string>(sort: F | `-${F}`, columns: Record<F, string>, tieBreak: string): string {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as F;
  const column = columns[field];
  if (!column) throw new Error(`unknown sort column ${field}`);
  const direction = descending ? 'DESC' : 'ASC';
  return `ORDER BY ${column} ${direction}, ${tieBreak} ${direction}`;
}

/** The numbers a pager needs, from what the store counted. */
export function pageOf<T>(rows: T[], total: number, page: number, pageSize: number) {
  return { data: rows, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)), total };
}
