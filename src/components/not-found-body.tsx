import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Seo } from './seo';
import { paths } from '@contract/paths';
import { bikes } from '@/content/bikes';
import { ModelPrice } from './model-price';
import { MAIN_PAGES, searchSite, type SearchItem } from './site-search';
import * as t from './not-found-body.messages';
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
      <Seo title={t.seoTitle} description={t.seoDescription} path={pathname} noindex />
      <h1>{t.heading}</h1>
      <p>
        {t.missingBefore}
        <code className="not-found__path">{pathname}</code>
        {t.missingAfter}
      </p>
      <div className="not-found__search">
        <form role="search" aria-label={t.searchForm} onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={inputId} className="not-found__label">
            {t.searchLabel}
          </label>
          <input id={inputId} type="search" className="not-found__input" value={query} autoComplete="off" onChange={(e) => onQuery(e.target.value)} />
        </form>
        {query.trim() ? (
          <div aria-live="polite">
            {results.length ? (
              <ul className="not-found__results" aria-label={t.resultsLabel}>
                {results.map((r) => (
                  <li key={r.href}>
                    <Link to={r.href}>{r.title}</Link> <span className="not-found__kind">{t.kinds[r.kind]}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t.nothingMatches({ query: query.trim() })}</p>
            )}
          </div>
        ) : null}
      </div>
      <h2>{t.ourMotorcycles}</h2>
      <ul className="not-found__models">
        {bikes.map((b) => (
          <li key={b.id}>
            <Link to={b.path} className="not-found__model">
              <strong>{b.name}</strong>
              <span>{b.tagline}</span>
              <span className="not-found__price">
                {t.priceBefore}
                <ModelPrice model={b.id} />
                {t.priceAfter}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h2>{t.popularPages}</h2>
      <ul className="not-found__popular">
        <li>
          <Link to={paths.home.getHref()}>{t.home}</Link>
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
