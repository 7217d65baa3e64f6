// Which paths the Hindi site has: its pages (HINDI_ROUTES, contract/hindi-routes.ts), and of the blog's patterns only the
// slugs it has in Hindi. The English site reads this only in lazy chunks (the head's hreflang links, the language
// switch) and at build time, so it costs an English page's first load nothing.
import { hindiPattern } from '@contract/hindi-routes';
import { paths } from '@contract/paths';
import { CATEGORIES, categorySlug } from '@/content/blog-categories';
import { HINDI_ARTICLES } from '@/content/blog-hi-slugs';

const blogSlug = (pathname: string) => pathname.split('/')[2] ?? '';
const isCategory = (slug: string) => CATEGORIES.some((c) => categorySlug(c) === slug);

/**
 * For a pattern whose parameter the Hindi site has only some values of, which: an English article (/blog/pm-e-drive-scheme)
 * has no Hindi page, so the switch and the hreflang links leave it alone and /hi/blog/pm-e-drive-scheme goes to it.
 */
const HINDI_VALUES: Record<string, (pathname: string) => boolean> = {
  // The category pages and the Hindi articles (src/content/blog-hi), which are not the English ones.
  [paths.blogArticle.path]: (p) => isCategory(blogSlug(p)) || HINDI_ARTICLES.includes(blogSlug(p)),
  [paths.blogArticleInCategory.path]: (p) => HINDI_ARTICLES.includes(blogSlug(p)),
};

/** True when the path (without /hi) has a Hindi page. */
export function inHindi(pathname: string): boolean {
  const pattern = hindiPattern(pathname);
  return pattern !== undefined && (HINDI_VALUES[pattern]?.(pathname) ?? true);
}
