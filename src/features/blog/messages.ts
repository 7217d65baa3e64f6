// The blog's screens in English (decision 049); messages.hi.ts is their Hindi twin. The articles themselves are
// Markdown in each language's folder (src/content/blog, blog-hi); this holds what the screens around them say.
import type { Category } from '@/content/blog-categories';
import { icu } from '@/lib/i18n/icu';

export const all = 'All';
export const home = 'Home';
export const blog = 'Blog';

// The index and the category pages.
export const intro: Record<Category | 'All', string> = {
  All: 'Practical guides for Indian riders: buying an electric motorcycle, charging at home, range, subsidies, maintenance and riding in our cities.',
  'EV Buying Guide': 'How to choose, finance, insure and register an electric motorcycle in India, and what it really costs to own.',
  'Electric Bike Features': 'Batteries, motors, ride modes, regenerative braking and connected features, explained without the jargon.',
  'EV Trends': 'Where electric two-wheelers are heading in India, from small towns and delivery fleets to city riding.',
  'EV Maintenance Tips': 'Charging, battery care, tyres, monsoon and summer riding: keep your electric motorcycle in top shape.',
  Sustainability: 'Cleaner air, quieter streets and lower emissions: the environmental side of riding electric.',
  'EV News': 'Subsidy schemes, state EV policies and charging infrastructure news that affects what you pay.',
};
export const blogTitle = 'Electric motorcycle blog for Indian riders';
export const categoryTitle = icu<{ category: string }>('{category}: articles for Indian riders');
export const blogHeading = 'Rider’s blog';
export const categoriesNav = 'Blog categories';
export const searchLabel = 'Search articles by title';
export const searchPlaceholder = 'For example: battery, charging, subsidy';
export const noMatch = icu<{ query: string }>('No articles match “{query}”. Try a shorter word, or browse a category.');
export const noArticles = 'No articles in this category yet. Browse another category.';
export const articleCount = icu<{ count: number }>('{count, plural, one {# article} other {# articles}}');
export const articleCountMatching = icu<{ count: number; query: string }>('{count, plural, one {# article} other {# articles}} matching “{query}”');
export const loadMore = icu<{ count: number }>('Load more articles ({count} more)');
export const subscribeRss = 'Subscribe with RSS';

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
