// The not-found page (not-found-body.tsx) in English; not-found-body.messages.hi.ts is its Hindi twin.
import { icu } from '@/lib/i18n/icu';

export const seoTitle = 'Page not found';
export const seoDescription = 'The page you were looking for does not exist or has moved.';
export const heading = 'Page not found';
/** "We could not find <path>. …": the words before and after the path (shown as code). */
export const missingBefore = 'We could not find ';
export const missingAfter = '. The link may be old or mistyped. Search for what you need, or pick a bike or page below.';
export const searchForm = 'Search the site';
export const searchLabel = 'Search models, pages and articles';
export const resultsLabel = 'Search results';
/** What each search result is. */
export const kinds = { Model: 'Model', Page: 'Page', Article: 'Article' };
export const nothingMatches = icu<{ query: string }>('Nothing matches “{query}”. Try a model name such as RV400, or a word like “charging”.');
export const ourMotorcycles = 'Our motorcycles';
/** "From <price>": the words before and after the price (a component of its own). */
export const priceBefore = 'From ';
export const priceAfter = '';
export const popularPages = 'Popular pages';
export const home = 'Home';
