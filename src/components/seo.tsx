import { lazy, Suspense } from 'react';
import { config } from '@/lib/config';
import { LANG } from '@/lib/i18n/language';
import { localePath } from '@contract/locale-path';
import { useIsClient } from '@/lib/use-is-client';
import * as t from './seo.messages';

// react-helmet-async and the tags it renders load as their own chunk: the prerender step waits for it, so every
// prerendered page has its head tags in the HTML; in the browser it is fetched once the page has hydrated (the
// prerendered tags stay until it has replaced them), which keeps the library out of the first-load JavaScript.
const SeoTags = lazy(() => import('./seo-tags'));
const isServer = typeof document === 'undefined';

export type SeoProps = {
  title: string;
  description: string;
  /** Path of the canonical URL in English, e.g. "/blog"; made absolute with the configured site origin (and /hi on the Hindi site). */
  path: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article' | 'product';
  publishedTime?: string;
  noindex?: boolean;
  jsonLd?: object | object[];
};

const DEFAULT_IMAGE = '/images/og-default.png';
const DEFAULT_IMAGE_ALT = t.defaultImageAlt;
/** Search results cut titles near this length: past it, the site's name is left off (never the page's own words). */
export const TITLE_MAX = 65;

/** The page's title with the site's name after it when both fit in TITLE_MAX characters. */
export function pageTitle(title: string): string {
  if (title.includes(config.siteName)) return title;
  const full = `${title} | ${config.siteName}`;
  return full.length <= TITLE_MAX ? full : title;
}

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${config.siteOrigin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Every screen's head tags, rendered in one place so nothing is duplicated. */
export function Seo({ title, description, path, image, imageAlt, type = 'website', publishedTime, noindex, jsonLd }: SeoProps) {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(/^https?:/.test(path) ? path : localePath(LANG, path));
  const img = absoluteUrl(image ?? DEFAULT_IMAGE);
  const ld = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  // While hydrating, the boundary is rendered empty, as its server markup is once React has hoisted the head tags
  // out of it; the JSON-LD stays in the page body, in the same place on the server and in the browser.
  const isClient = useIsClient();
  return (
    <>
      {ld.map((item, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(item).replace(/</g, '\\u003c')}
        </script>
      ))}
      <Suspense fallback={null}>
        {isServer || isClient ? (
          <SeoTags
            fullTitle={fullTitle}
            description={description}
            url={url}
            image={img}
            imageAlt={imageAlt ?? (image ? title : DEFAULT_IMAGE_ALT)}
            type={type}
            publishedTime={publishedTime}
            noindex={noindex}
            siteName={config.siteName}
            path={path}
            origin={config.siteOrigin}
            lang={LANG}
          />
        ) : null}
      </Suspense>
    </>
  );
}
