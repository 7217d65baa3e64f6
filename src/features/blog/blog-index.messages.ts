// The blog's index and category pages (blog-index.tsx) in English; blog-index.messages.hi.ts is the Hindi twin. Apart
// from messages.ts so an article page does not carry the index's words.
import type { Category } from '@/content/blog-categories';
import { icu } from '@/lib/i18n/icu';

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
