import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Seo } from './seo';
import { paths } from '@contract/paths';
import { bikes } from '@/content/bikes';
import { ModelPrice } from './model-price';
import { MAIN_PAGES, searchSite, type SearchItem } from './site-search';
import './not-found-view.css';

type ArticleTitles = readonly { slug: string; title: string }[];

const POPULAR = MAIN_PAGES.slice(0, 6);

/** Searches as the visitor types; the blog's article list is fetched the first time they do. */
function useSiteSearch() {
  const [query, setQuery] = useState('');
  const [articles, setArticles] = useState<ArticleTitles | null>(null);
  const onQuery = (value: string) => {
    setQuery(value);
    if (articles === null && value.trim()) {
      setArticles([]);
      void import('@/content/blog').then((m) => setArticles(m.allArticles));
    }
  };
  const results: SearchItem[] = searchSite(query, articles ?? []);
  return { query, onQuery, results };
}

/** The not-found page body (loaded on demand through NotFoundView). */
export function NotFoundBody() {
  const { pathname } = useLocation();
  const { query, onQuery, results } = useSiteSearch();
  const inputId = useId();
  return (
    <div className="page container not-found">
      <Seo title="Page not found" description="The page you were looking for does not exist or has moved." path={pathname} noindex />
      <h1>Page not found</h1>
      <p>
        We could not find <code className="not-found__path">{pathname}</code>. The link may be old or mistyped. Search for what you need, or pick a
        bike or page below.
      </p>
      <div className="not-found__search">
        <form role="search" aria-label="Search the site" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={inputId} className="not-found__label">
            Search models, pages and articles
          </label>
          <input id={inputId} type="search" className="not-found__input" value={query} autoComplete="off" onChange={(e) => onQuery(e.target.value)} />
        </form>
        {query.trim() ? (
          <div aria-live="polite">
            {results.length ? (
              <ul className="not-found__results" aria-label="Search results">
                {results.map((r) => (
                  <li key={r.href}>
                    <Link to={r.href}>{r.title}</Link> <span className="not-found__kind">{r.kind}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Nothing matches “{query.trim()}”. Try a model name such as RV400, or a word like “charging”.</p>
            )}
          </div>
        ) : null}
      </div>
      <h2>Our motorcycles</h2>
      <ul className="not-found__models">
        {bikes.map((b) => (
          <li key={b.id}>
            <Link to={b.path} className="not-found__model">
              <strong>{b.name}</strong>
              <span>{b.tagline}</span>
              <span className="not-found__price">
                From <ModelPrice model={b.id} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h2>Popular pages</h2>
      <ul className="not-found__popular">
        <li>
          <Link to={paths.home.getHref()}>Home</Link>
        </li>
        {POPULAR.map((p) => (
          <li key={p.href}>
            <Link to={p.href}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
