// Company and legal pages (src/content/pages/*.md), compiled at build time; one chunk per page.
import type { Heading } from './blog-types';

export type PageModule = {
  meta: { slug: string; title: string; description: string; updated: string; words: number };
  html: string;
  headings: Heading[];
};

const loaders = import.meta.glob<PageModule>('/src/content/pages/*.md');

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

export function pageFile(slug: string): string {
  return `src/content/pages/${slug}.md`;
}

export function loadPage(slug: string): Promise<PageModule> {
  const load = loaders[`/${pageFile(slug)}`];
  if (!load) return Promise.reject(new Error(`No page ${slug}`));
  return load();
}
