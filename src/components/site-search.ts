// The not-found page's search: models, main pages and blog articles by title, all in the browser
// (the article list is loaded only when someone searches).
import { paths } from '@contract/paths';
import { bikes } from '@/content/bikes';

export type SearchItem = { title: string; href: string; kind: 'Model' | 'Page' | 'Article' };

/** The main pages a visitor may be looking for, with words they might type. */
export const MAIN_PAGES: (SearchItem & { words?: string })[] = [
  { kind: 'Page', title: 'Book your motorcycle', href: paths.book.getHref(), words: 'buy booking reserve order' },
  { kind: 'Page', title: 'Book a free test ride', href: paths.testRide.getHref(), words: 'trial demo ride' },
  { kind: 'Page', title: 'Compare models', href: paths.comparison.getHref(), words: 'comparison specifications specs' },
  { kind: 'Page', title: 'Savings calculator', href: paths.savings.getHref(), words: 'petrol cost money fuel' },
  { kind: 'Page', title: 'All electric motorcycles', href: paths.electricBike.getHref(), words: 'bikes models range price' },
  { kind: 'Page', title: 'Find a Revolt hub', href: paths.locateDealer.getHref(), words: 'dealer showroom service centre store near me map' },
  { kind: 'Page', title: 'Careers', href: paths.careers.getHref(), words: 'jobs work hiring vacancy' },
  { kind: 'Page', title: 'Contact us', href: paths.contactUs.getHref(), words: 'help support customer care phone email' },
  { kind: 'Page', title: 'Blog', href: paths.blog.getHref(), words: 'articles news guides' },
  { kind: 'Page', title: 'Sign in', href: paths.signin.getHref(), words: 'login account otp' },
  { kind: 'Page', title: 'About Revolt', href: paths.companyPage.getHref('about-us'), words: 'company story' },
];

const modelItems: (SearchItem & { words?: string })[] = bikes.map((b) => ({ kind: 'Model', title: b.name, href: b.path, words: b.tagline }));

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9+₹ ]/g, ' ');

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
