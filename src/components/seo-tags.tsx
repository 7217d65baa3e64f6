// The head tags of <Seo>, through react-helmet-async. This module is its own chunk, fetched after the page has
// hydrated (see seo.tsx), so the library is not part of any public page's first-load JavaScript.
import { useLayoutEffect } from 'react';
import { Helmet, HelmetProvider } from 'react-helmet-async';
import { SEO_HEAD_TAGS } from './seo-head-tags';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { HREFLANG, localePath, type SiteLanguage } from '@contract/locale-path';

export type SeoTagsProps = {
  fullTitle: string;
  description: string;
  url: string;
  image: string;
  imageAlt?: string;
  type: string;
  publishedTime?: string;
  noindex?: boolean;
  siteName: string;
  /** The page's English path, the site's origin and the language of this page: the hreflang alternates. */
  path: string;
  origin: string;
  lang: SiteLanguage;
};

/** A page in both languages names both (and the English one as x-default); a page in one language names none. */
export function alternates(path: string, origin: string, noindex?: boolean): { hrefLang: string; href: string }[] {
  if (noindex || /^https?:/.test(path) || !inHindi(path)) return [];
  return [
    ...(['en', 'hi'] as const).map((l) => ({ hrefLang: HREFLANG[l], href: `${origin}${localePath(l, path)}` })),
    { hrefLang: 'x-default', href: `${origin}${path}` },
  ];
}

// The prerendered page's own head tags, present until the first <SeoTags> has committed its own. React inserts
// new head elements on a client render (it reuses them only while hydrating), so they are removed then, once.
let prerendered: Element[] | undefined = typeof document === 'undefined' ? [] : [...document.querySelectorAll(SEO_HEAD_TAGS)];

function useDropPrerenderedTags() {
  useLayoutEffect(() => {
    prerendered?.forEach((el) => el.remove());
    prerendered = undefined;
  }, []);
}

export default function SeoTags({ fullTitle, description, url, image, imageAlt, type, publishedTime, noindex, siteName, path, origin, lang }: SeoTagsProps) {
  useDropPrerenderedTags();
  // HelmetProvider is a passthrough on React 19 (react-helmet-async 3): Helmet renders React's own hoisted head
  // elements, so each <Seo> can bring its provider along with the lazy chunk.
  return (
    <HelmetProvider>
      <Helmet>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={url} />
        {alternates(path, origin, noindex).map((a) => (
          <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
        ))}
        {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <meta property="og:site_name" content={siteName} />
        <meta property="og:type" content={type} />
        <meta property="og:locale" content={HREFLANG[lang].replace('-', '_')} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        {imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
        {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={image} />
      </Helmet>
    </HelmetProvider>
  );
}
