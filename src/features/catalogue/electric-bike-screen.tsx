import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ProductListParams, ProductOrder } from '@contract/products';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Button } from '@/components/button';
import { Seo } from '@/components/seo';
import { LowestModelPrice, ModelPrice } from '@/components/model-price';
import { priceFrom } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { paths } from '@contract/paths';
import { ModelFigure } from '@/components/model-figure';
import { colourNamed, useChosenColours } from '@/lib/chosen-colour';
import { byFeatured, lineupModelOf, useLineup, type LineupModel } from '@/lib/lineup';
import { MostBookedSlot } from '@/components/client-slots';
import { afterLoad } from '@/lib/model-prices';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useIsClient } from '@/lib/use-is-client';
import { selectProductCategories, selectProductList } from './products-slice';
import * as t from './electric-bike.messages';
import './catalogue.css';

// Issue 27: the list is the prerendered content (src/content/bikes.ts) until a visitor searches, picks a category or
// sorts; then the public product list (productEndpoints.list) answers, with the query in the URL (?q=&category=&sort=)
// so a reload or a shared link shows the same bikes. The thunks and the HTTP client load only on demand, so the page's
// first load does not grow. Product decision: "Featured" (no sort) keeps the content's order, also for a search.
const SORTS: readonly { value: '' | ProductOrder; label: string }[] = [
  { value: '', label: t.sortFeatured },
  { value: 'price_asc', label: t.sortPriceAsc },
  { value: 'price_desc', label: t.sortPriceDesc },
  { value: 'range', label: t.sortRange },
  { value: 'newest', label: t.sortNewest },
];
const sortOf = (raw: string | null): '' | ProductOrder => SORTS.find((s) => s.value === raw)?.value ?? '';
const thunks = () => import('./products-thunks');

/** /electric-bike: every model side by side, each leading to its page; searched, filtered and sorted once hydrated. */
export function ElectricBikeScreen() {
  const dispatch = useAppDispatch();
  const isClient = useIsClient();
  const [params, setParams] = useSearchParams();
  const shownColours = useChosenColours();
  const q = isClient ? (params.get('q') ?? '').trim().slice(0, 80) : '';
  const category = isClient ? (params.get('category') ?? '').trim().slice(0, 60) : '';
  const sort = isClient ? sortOf(params.get('sort')) : '';
  // The API's pages of 12 (?page=, from 1): with a search, a category or a sort only; a new query starts at page 1.
  const page = isClient ? Math.max(1, Math.min(1000, Math.floor(Number(params.get('page')) || 1))) : 1;
  const filtered = q !== '' || category !== '' || sort !== '';
  const [text, setText] = useState(q);
  const [attempt, setAttempt] = useState(0);
  const list = useAppSelector(selectProductList);
  const categories = useAppSelector(selectProductCategories).data ?? [];

  useEffect(() => setText(q), [q]);
  useEffect(() => afterLoad(() => void thunks().then((t) => dispatch(t.fetchProductCategories()))), [dispatch]);
  useEffect(() => {
    if (!filtered) return;
    const query: ProductListParams = { pageNumber: page, ...(q ? { name: q } : {}), ...(category ? { category } : {}), ...(sort ? { order: sort } : {}) };
    void thunks().then((t) => dispatch(t.fetchBikeList(query)));
  }, [filtered, q, category, sort, page, attempt, dispatch]);

  const change = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    return `${paths.electricBike.getHref()}?${next.toString()}`;
  };
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ q: text.trim() });
  };

  // The prerendered list stays until the API has answered a query; while a new query runs, the last list stays.
  const shown = filtered ? list.data?.data : undefined;
  // Unfiltered: the line-up (the content's models until the catalogue check answers, then the models on sale now).
  const lineup = useLineup();
  const cards: LineupModel[] = shown
    ? (sort ? shown : [...shown].sort(byFeatured)).map(lineupModelOf)
    : lineup.models;
  const loading = filtered && list.status === 'loading';
  const failed = filtered && list.status === 'failed';
  const empty = filtered && list.status === 'succeeded' && cards.length === 0;
  const categoryOptions = category && !categories.includes(category) ? [...categories, category] : categories;

  const crumbs = [
    { name: t.home, path: paths.home.getHref() },
    { name: t.electricBikes, path: paths.electricBike.getHref() },
  ];
  return (
    <div className="page container">
      <Seo
        title={t.seoTitle}
        description={t.seoDescription({ price: formatRupees(priceFrom) })}
        path={paths.electricBike.getHref()}
        jsonLd={breadcrumbJsonLd(crumbs)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{t.title}</h1>
      <p className="blog-intro">
        {t.introBefore}
        <LowestModelPrice />
        {t.introAfter}
      </p>
      <div className="bike-list__controls">
        <form role="search" className="bike-list__search" onSubmit={search}>
          <label htmlFor="bike-search">{t.searchLabel}</label>
          <span className="bike-list__search-row">
            <input id="bike-search" type="search" name="q" maxLength={80} value={text} disabled={!isClient} onChange={(e) => setText(e.target.value)} />
            <Button type="submit" variant="secondary" disabled={!isClient}>
              {t.search}
            </Button>
          </span>
        </form>
        <label className="bike-list__select">
          {t.category}
          <select value={category} disabled={!isClient} onChange={(e) => change({ category: e.target.value })}>
            <option value="">{t.allCategories}</option>
            {categoryOptions.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="bike-list__select">
          {t.sortBy}
          <select value={sort} disabled={!isClient} onChange={(e) => change({ sort: e.target.value })}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="bike-list__status" aria-live="polite">
        {loading && <p>{t.loading}</p>}
        {failed && (
          <p>
            {t.failed}{' '}
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t.retry}
            </Button>
          </p>
        )}
        {empty && (
          <p>
            {t.empty}{' '}
            <Button variant="secondary" onClick={clear}>
              {t.clearFilters}
            </Button>
          </p>
        )}
      </div>
      <ul className={loading ? 'model-grid model-grid--loading' : 'model-grid'} aria-busy={loading}>
        {cards.map((m, i) => (
          <li key={m.id} className="model-card">
            <MostBookedSlot model={m.id} />
            <ModelFigure model={m} colour={colourNamed(m.colours, shownColours[m.id])} eager={i < 2} />
            <h2>
              <Link to={m.path}>{m.name}</Link>
            </h2>
            <p>{m.tagline}</p>
            <dl className="model-card__facts">
              <div>
                <dt>{t.range}</dt>
                <dd>{m.specs.rangeKm.claimed} km</dd>
              </div>
              <div>
                <dt>{t.topSpeed}</dt>
                <dd>{m.specs.topSpeedKmph} kmph</dd>
              </div>
              <div>
                <dt>{t.price}</dt>
                <dd>
                  <ModelPrice model={m.id} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {shown && list.data && list.data.pages > 1 ? (
        <nav className="bike-list__pager" aria-label={t.pages}>
          {list.data.page > 1 ? <Link to={pageHref(list.data.page - 1)}>{t.previousPage}</Link> : null}
          <span aria-current="page">
            {t.pageOf({ page: list.data.page, pages: list.data.pages })}
          </span>
          {list.data.page < list.data.pages ? <Link to={pageHref(list.data.page + 1)}>{t.nextPage}</Link> : null}
        </nav>
      ) : null}
      <p>
        <Link to={paths.comparison.getHref()}>{t.compareLink}</Link>
        {t.or}
        <Link to={paths.savings.getHref()}>{t.savingsLink}</Link>
        {t.end}
      </p>
    </div>
  );
}

export default ElectricBikeScreen;
