// Company and legal pages (src/content/pages/*.md, and the Hindi versions some have in pages-hi), compiled at build
// time; one chunk per page.
import { FEATURE_PAGE_PATHS, paths } from '@contract/paths';
import type { Heading } from './blog-types';

export type PageModule = {
  meta: { slug: string; title: string; description: string; updated: string; words: number; bike?: string };
  html: string;
  headings: Heading[];
};

/** The pages with a route of their own, in footer order. */
export const COMPANY_PAGES = [
  'about-us',
  'press',
  'media-interaction',
  'terms',
  'privacy-policy',
  'disclaimer-details',
  'rev-club-refer-terms',
  'myrevolt-eula',
  'myrevolt-app-privacy-policy',
] as const;
export type CompanyPage = (typeof COMPANY_PAGES)[number];

/** Product feature and app pages: their paths differ from their slugs. */
export const FEATURE_PAGES = Object.entries(FEATURE_PAGE_PATHS).map(([slug, path]) => ({ path, slug }));

/** Every Markdown page with its route. */
export const CONTENT_PAGES: { path: string; slug: string }[] = [...COMPANY_PAGES.map((slug) => ({ path: paths.companyPage.getHref(slug), slug })), ...FEATURE_PAGES];

export function pageForPath(pathname: string): { path: string; slug: string } | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CONTENT_PAGES.find((p) => p.path === clean);
}

/** The pages with a Hindi version (src/content/pages-hi/<slug>.md); tests/unit/content/pages-hi.test.ts checks the folder. */
export const HINDI_PAGES: readonly string[] = ['about-us', ...FEATURE_PAGES.map((p) => p.slug)];

/**
 * The source file of a page: on the Hindi site (the build's language, as @/lib/i18n/language reads it) its Hindi
 * version when it has one.
 */
export function pageFile(slug: string): string {
  return import.meta.env.VITE_SITE_LANG === 'hi' && HINDI_PAGES.includes(slug) ? `src/content/pages-hi/${slug}.md` : `src/content/pages/${slug}.md`;
}
