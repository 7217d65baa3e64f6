// Server-side entry used only by `npm run build` (scripts/build/prerender.ts): renders one route to HTML
// with react-dom/static, which waits for lazy screens (renderToString would emit the fallback).
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './app';
import { redirects, routes } from './routes';

export { allArticles } from '@/content/blog';
/** The blog's category names in this build's language (the Hindi build's catalogue is the Hindi one): the feed's categories. */
export { categoryNames } from '@/features/blog/categories.messages';
import { makeStore } from './store';
import { BASE, LANG } from '@/lib/i18n/language';
import { HINDI_ROUTES } from '@contract/hindi-routes';
import { PageSkeleton } from '@/components/page-skeleton';
import type { PublicBanner } from '@contract/banners';
import { homeBannersFamily } from '@/features/home/home-banners-slice';

/** Data the build read for a page: the home page's first live banner. */
export type RenderData = { homeBanners?: PublicBanner[] };

export async function render(url: string, data: RenderData = {}): Promise<string> {
  const store = makeStore(
    data.homeBanners?.length ? { homeBanners: { ...homeBannersFamily.initialState, status: 'succeeded', data: data.homeBanners } } : undefined,
  );
  const { prelude } = await prerender(
    <AppProviders store={store}>
      <StaticRouter location={`${BASE}${url}`} basename={BASE || undefined}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // Inline every boundary: otherwise React outlines large ones (a long article) behind a fallback
    // and a reveal script, which shifts the layout and hides the text from readers without JS.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The page outline shown in dist/spa.html (pages that are not prerendered) until the app starts. */
export async function renderSkeleton(): Promise<string> {
  const { prelude } = await prerender(<PageSkeleton />);
  return new Response(prelude).text();
}

export type RouteInfo = {
  path: string;
  file: string;
  prerender: boolean;
  noindex: boolean;
  values?: string[];
  contentFiles?: Record<string, string[]>;
  styleFiles?: Record<string, string[]>;
  lastmod?: Record<string, string>;
};

async function perPath<T>(values: string[], fn: ((p: string) => T | Promise<T | undefined> | undefined) | undefined): Promise<Record<string, T> | undefined> {
  if (!fn) return undefined;
  const out: Record<string, T> = {};
  for (const v of values) {
    const x = await fn(v);
    if (x !== undefined) out[v] = x;
  }
  return out;
}

export async function routeTable(): Promise<{ routes: RouteInfo[]; redirects: { from: string; to: string }[] }> {
  // The Hindi site's table is its own pages only: the server sends any other /hi path to its English page.
  const table = LANG === 'en' ? routes : routes.filter((r) => HINDI_ROUTES.includes(r.path));
  const infos = await Promise.all(
    table.map(async (r) => {
      const values = r.values ? await r.values() : [r.path];
      return {
        path: r.path,
        file: r.file,
        prerender: r.prerender,
        noindex: Boolean(r.noindex || r.guard !== 'public'),
        ...(r.values ? { values } : {}),
        contentFiles: await perPath(values, r.contentFiles),
        styleFiles: await perPath(values, r.styleFiles),
        lastmod: await perPath(values, r.lastmod),
      };
    }),
  );
  return { routes: infos, redirects: LANG === 'en' ? redirects : [] };
}
