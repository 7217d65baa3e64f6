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

/**
 * A contract group of states as SQL (`'allotted', 'ready_for_delivery'`), for a clause written once in the contract:
 * only constants reach it (identifiers of lower-case letters and underscores, checked), never a request's input.
 */
export function sqlStates(states: readonly string[]): string {
  if (states.length === 0 || states.some((s) => !/^[a-z_]+$/.test(s))) throw new Error(`not a group of states: ${states.join(', ')}`);
  return states.map((s) => `'${s}'`).join(', ');
}
