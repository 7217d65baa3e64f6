// The not-found page's search: models, main pages and blog articles by title, all in the browser
// (the article list, of the site's language, is loaded only when someone searches).
import { paths } from '@contract/paths';
import { bikes } from '@/content/bikes';
import * as t from './site-search.messages';

export type SearchItem = { title: string; href: string; kind: 'Model' | 'Page' | 'Article' };

/** The main pages a visitor may be looking for, with words they might type (in the site's language). */
export const MAIN_PAGES: (SearchItem & { words?: string })[] = [
  { kind: 'Page', ...t.pageWords.book, href: paths.book.getHref() },
  { kind: 'Page', ...t.pageWords.testRide, href: paths.testRide.getHref() },
  { kind: 'Page', ...t.pageWords.comparison, href: paths.comparison.getHref() },
  { kind: 'Page', ...t.pageWords.savings, href: paths.savings.getHref() },
  { kind: 'Page', ...t.pageWords.electricBike, href: paths.electricBike.getHref() },
  { kind: 'Page', ...t.pageWords.locateDealer, href: paths.locateDealer.getHref() },
  { kind: 'Page', ...t.pageWords.careers, href: paths.careers.getHref() },
  { kind: 'Page', ...t.pageWords.contactUs, href: paths.contactUs.getHref() },
  { kind: 'Page', ...t.pageWords.blog, href: paths.blog.getHref() },
  { kind: 'Page', ...t.pageWords.signin, href: paths.signin.getHref() },
  { kind: 'Page', ...t.pageWords.aboutUs, href: paths.companyPage.getHref('about-us') },
];

const modelItems: (SearchItem & { words?: string })[] = bikes.map((b) => ({ kind: 'Model', title: b.name, href: b.path, words: b.tagline }));

// Letters of any script (and their vowel signs) count: a Hindi visitor types "बैटरी".
const normalise = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}+₹ ]/gu, ' ');

/** Items whose title (or keywords) hold every word of the query; models first, then pages, then articles. */
export function searchSite(query: string, articles: readonly { slug: string; title: string }[] = [], limit = 8): SearchItem[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const articleItems = articles.map((a) => ({ kind: 'Article' as const, title: a.title, href: paths.blogArticle.getHref(a.slug) }));
  const pool: (SearchItem & { words?: string })[] = [...modelItems, ...MAIN_PAGES, ...articleItems];
  return pool
    .filter((item) => {
      const hay = normalise(`${item.title} ${item.words ?? ''}`);
      return words.every((w) => hay.includes(w));
    })
    .slice(0, limit)
    .map(({ title, href, kind }) => ({ title, href, kind }));
}
