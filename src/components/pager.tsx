import { Link } from 'react-router-dom';
import './pager.css';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The address of a page (the list's URL with `page`), so every page is a real, shareable link. */
  hrefFor: (page: number) => string;
  /** What the rows are, for "Showing 21–40 of 134 users". */
  noun?: { one: string; other: string };
  label?: string;
};

/** Page numbers to show: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
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

/** Server pagination: "Showing 21–40 of 134", previous and next, and a few page links. */
export function Pager({ page, pageSize, total, hrefFor, noun, label = 'Pages' }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const what = noun ? ` ${total === 1 ? noun.one : noun.other}` : '';
  const summary = total === 0 ? `Showing 0 of 0${what}` : first > total ? `Page ${page} is past the last page (${pages}) of ${total}${what}` : `Showing ${first}–${last} of ${total}${what}`;
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
          {pageWindow(page, pages).map((p, i) =>
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
