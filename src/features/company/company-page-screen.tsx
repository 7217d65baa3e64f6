import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Breadcrumb, breadcrumbJsonLd } from '@/components/breadcrumb';
import { Spinner } from '@/components/loading-overlay';
import { NotFoundView } from '@/components/not-found-view';
import { RichText } from '@/components/rich-text';
import { Seo } from '@/components/seo';
import { TableOfContents } from '@/components/table-of-contents';
import { BikeFigure } from '@/components/bike-figure';
import { BikeColours } from '@/components/picture';
import { findBike } from '@/content/bikes';
import { loadPage } from '@/content/page-loaders';
import { pageForPath, type PageModule } from '@/content/pages';
import { formatDate } from '@/lib/format';
import { loadFeatureStories, mayHaveStories, type FeatureStoriesModule } from '@/lib/feature-stories-slot';
import { lazyCache } from '@/lib/lazy-cache';
import { paths } from '@contract/paths';
import * as t from './company-page.messages';

const pageComponent = lazyCache<object>();

function PageBody({ page, stories }: { page: PageModule; stories: FeatureStoriesModule | null }) {
  const { meta, html, headings } = page;
  const path = pageForPath(useLocation().pathname)?.path ?? `/${meta.slug}`;
  const bike = meta.bike ? findBike(meta.bike) : undefined;
  const crumbs = [
    { name: t.home, path: paths.home.getHref() },
    { name: meta.title, path },
  ];
  return (
    <>
      <Seo title={meta.title} description={meta.description} path={path} jsonLd={breadcrumbJsonLd(crumbs)} />
      <Breadcrumb crumbs={crumbs} />
      <article>
        <h1>{meta.title}</h1>
        {bike && meta.slug.endsWith('-aesthetic') ? (
          // The design pages talk about the colours, so they show every one.
          <BikeColours bike={bike} />
        ) : bike ? (
          <BikeFigure bike={bike} eager className="content-page__bike" />
        ) : (
          <p className="muted">
            {t.updatedBefore}
            <time dateTime={meta.updated}>{formatDate(meta.updated)}</time>
            {t.updatedAfter}
          </p>
        )}
        {stories?.hasStories(meta.slug) ? <stories.default slug={meta.slug} /> : null}
        <TableOfContents headings={headings} />
        <RichText className="rich-text" html={html} />
      </article>
    </>
  );
}

/** About, press, media, legal, product-feature and app pages: text written for this product, compiled at build time. */
export function CompanyPageScreen() {
  const found = pageForPath(useLocation().pathname);
  if (!found) return <NotFoundView />;
  const { slug, path } = found;
  const Page = pageComponent(slug, async () => {
    // A product feature page loads its stories (issue 26) with its text, so both render in one pass: in the prerendered
    // HTML and on a client-side visit alike, and nothing appears above the text later.
    const [page, stories] = await Promise.all([loadPage(slug), mayHaveStories(path) ? loadFeatureStories() : null]);
    return function Page() {
      return <PageBody page={page} stories={stories} />;
    };
  });
  return (
    <div className="page container">
      <Suspense fallback={<Spinner label={t.loadingPage} />}>
        <Page />
      </Suspense>
    </div>
  );
}

export default CompanyPageScreen;
