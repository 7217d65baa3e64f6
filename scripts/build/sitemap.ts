// sitemap.xml (scripts/build/prerender.ts): every indexable page in each language it has, and for a page in both
// languages the hreflang alternates of each (Google's sitemap form of them): en, hi and x-default (the English page).
import { HREFLANG, localePath, type SiteLanguage } from '../../contract/locale-path.ts';

export type SitemapPage = { path: string; lastmod: string; languages: SiteLanguage[] };

export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap(({ path, lastmod, languages }) => {
    const alternates =
      languages.length > 1
        ? [
            ...languages.map((l) => `\n    <xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${origin}${localePath(l, path)}"/>`),
            `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${path}"/>`,
          ].join('')
        : '';
    return languages.map((l) => `  <url><loc>${origin}${localePath(l, path)}</loc><lastmod>${lastmod}</lastmod>${alternates}${alternates ? '\n  ' : ''}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
