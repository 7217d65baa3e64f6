// Where a page is in each language: the English paths are the site's own, the Hindi ones the same under /hi. Read by
// the language switch, the head's hreflang links, the prerender step, the sitemap and the server (its Hindi pages,
// where the payment gateway sends a Hindi booking back). No zod here (the SPA imports this file at run time).
import type { Language } from './languages.js';

export type SiteLanguage = Language;

/** Each language's hreflang (and, with "_", og:locale): also the `lang` of its pages. */
export const HREFLANG: Record<SiteLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

/** "/rv400" in Hindi is "/hi/rv400"; the home page is "/hi". */
export function localePath(lang: SiteLanguage, path: string): string {
  if (lang === 'en') return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The English path of a path of either site ("/hi/rv400" → "/rv400", "/hi" → "/"), and its language. */
export function splitLocale(pathname: string): { lang: SiteLanguage; path: string } {
  const m = /^\/hi(\/.*)?$/.exec(pathname);
  return m ? { lang: 'hi', path: m[1] && m[1] !== '/' ? m[1] : '/' } : { lang: 'en', path: pathname };
}
