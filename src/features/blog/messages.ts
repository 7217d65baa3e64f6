// The blog's screens in English (decision 048); messages.hi.ts is their Hindi twin. The articles themselves are
// Markdown in each language's folder (src/content/blog, blog-hi); this holds what the screens around them say.
import { icu } from '@/lib/i18n/icu';

export const all = 'All';
export const home = 'Home';
export const blog = 'Blog';

// The side column.
export const blogNavigation = 'Blog navigation';
export const categories = 'Categories';
export const recentPosts = 'Recent posts';

// An article.
export const loadingArticle = 'Loading article';
/** "Posted on <date>": the words before and after the date (the date is an element of its own). */
export const postedBefore = 'Posted on ';
export const postedAfter = '';
export const minutesRead = icu<{ minutes: number }>('{minutes} min read');
export const faqTitle = 'Frequently asked questions';
export const alsoRead = 'Also read';
export const shareTitle = 'Share this article';
export const opensInNewTab = ' (opens in a new tab)';
export const copyLink = 'Copy link';
export const linkCopied = 'Link copied';
