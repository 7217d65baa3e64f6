// The list of models (electric-bike-screen.tsx, /electric-bike) in English; electric-bike.messages.hi.ts is the Hindi
// twin. Categories and a product's words that come from the API stay as the API sends them.
import { icu } from '@/lib/i18n/icu';

export const home = 'Home';
export const electricBikes = 'Electric bikes';
export const seoTitle = 'Electric motorcycles: RV1, RV1+, RV BlazeX, RV400 and RV400 BRZ';
export const seoDescription = icu<{ price: string }>(
  'Five electric motorcycles for Indian roads, from {price} ex-showroom: compare range, top speed and price and find the one that fits your ride.',
);
export const title = 'Electric motorcycles';
/** Around the lowest price: "Five models, … Prices from ₹94,990 ex-showroom." */
export const introBefore = 'Five models, all with Eco, Normal and Sport modes and regenerative braking. Prices from ';
export const introAfter = ' ex-showroom.';
export const searchLabel = 'Search bikes';
export const search = 'Search';
export const category = 'Category';
export const allCategories = 'All categories';
export const sortBy = 'Sort by';
export const sortFeatured = 'Featured';
export const sortPriceAsc = 'Price: low to high';
export const sortPriceDesc = 'Price: high to low';
export const sortRange = 'Range: longest first';
export const sortNewest = 'Newest first';
export const loading = 'Loading bikes…';
export const failed = 'Something went wrong.';
export const retry = 'Retry';
export const empty = 'No bikes match.';
export const clearFilters = 'Clear filters';
export const range = 'Range';
export const topSpeed = 'Top speed';
export const price = 'Price';
export const pages = 'Pages of bikes';
export const previousPage = 'Previous page';
export const nextPage = 'Next page';
export const pageOf = icu<{ page: number; pages: number }>('Page {page} of {pages}');
export const compareLink = 'Compare the models side by side';
export const or = ' or ';
export const savingsLink = 'work out what you would save on fuel';
export const end = '.';
