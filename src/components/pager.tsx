import { Link } from 'react-router-dom';
import './pager.css';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** More rows than `total` exist (a list that stops counting, e.g. at 10,000): the total shows as "10,000+", the
   * page after it is reachable and no last page is linked. */
  totalCapped?: boolean;
  /** The address of a page (the list's URL with `page`), so every page is a real, shareable link. */
  hrefFor: (page: number) => string;
  /** What the rows are, for "Showing 21–40 of 134 users". */
  noun?: { one: string; other: string };
  label?: string;
};

/** Page numbers to show: the first, the last (unless the end is not known), and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pages: number, endKnown = true): (number | null)[] {
  const wanted = new Set([1, ...(endKnown ? [pages] : []), page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** "134", or "10,000+" when more rows exist than were counted. */
export function totalText(total: number, capped = false): string {
  return capped ? `${count(total)}+` : count(total);
}

/** Server pagination: "Showing 21–40 of 134", previous and next, and a few page links. */
export function Pager({ page, pageSize, total, totalCapped = false, hrefFor, noun, label = 'Pages' }: PagerProps) {
  // Capped: at least one row lies past `total`, so the page holding it exists.
  const pages = Math.max(1, Math.ceil((totalCapped ? total + 1 : total) / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const what = noun ? ` ${total === 1 && !totalCapped ? noun.one : noun.other}` : '';
  const of = `${totalText(total, totalCapped)}${what}`;
  const summary =
    total === 0
      ? `Showing 0 of 0${what}`
      : first > total
        ? `Page ${count(page)} is past the last page (${count(pages)}) of ${of}`
        : `Showing ${count(first)}–${count(last)} of ${of}`;
  return (
    <nav className="pager" aria-label={label}>
      <p className="pager__summary">{summary}</p>
      {pages > 1 || page > 1 ? (
        <ul className="pager__list">
          <li>
            {page > 1 ? (
              <Link className="pager__link" to={hrefFor(Math.min(page - 1, pages))} rel="prev">
                Previous<span className="visually-hidden"> page</span>
              </Link>
            ) : (
              <span className="pager__link pager__link--off" aria-hidden="true">
                Previous
              </span>
            )}
          </li>
          {pageWindow(page, pages, !totalCapped).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <Link className="pager__link" to={hrefFor(p)} aria-current={p === page ? 'page' : undefined}>
                  <span className="visually-hidden">Page </span>
                  {p}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < pages ? (
              <Link className="pager__link" to={hrefFor(page + 1)} rel="next">
                Next<span className="visually-hidden"> page</span>
              </Link>
            ) : (
              <span className="pager__link pager__link--off" aria-hidden="true">
                Next
              </span>
            )}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
