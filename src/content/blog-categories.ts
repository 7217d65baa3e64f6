// Blog categories and the fixed recent-posts list (SPEC §2). Read by the SPA and the build.
export const CATEGORIES = [
  'EV Buying Guide',
  'Electric Bike Features',
  'EV Trends',
  'EV Maintenance Tips',
  'Sustainability',
  'EV News',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** "EV Buying Guide" -> "ev-buying-guide" (name lowercased, words joined by hyphens). */
export function categorySlug(name: string): string {
  return name.toLowerCase().trim().split(/\s+/).join('-');
}

export function categoryFromSlug(slug: string): Category | undefined {
  return CATEGORIES.find((c) => categorySlug(c) === slug);
}

export const RECENT_POSTS = [
  'impact-of-motor-power-on-ebike-efficiency',
  'electric-motorcycles-pros-and-cons',
  'how-to-maximise-electric-bike-range',
  'top-electric-motorcycles-of-2025',
  'how-long-does-electric-bike-battery-last',
] as const;

export const RECENT_POSTS_SHOWN = 5;

/**
 * The source file of an article of the build's language (src/content/blog, or blog-hi on the Hindi site); plain string
 * work, so the routes table can use it without loading any article. The language is read here rather than from
 * @/lib/i18n/language because the blog's build plugin imports this module outside Vite, where import.meta.env is not
 * set (only this function, which the plugin never calls, reads it).
 */
export function articleFile(slug: string): string {
  return `src/content/${import.meta.env.VITE_SITE_LANG === 'hi' ? 'blog-hi' : 'blog'}/${slug}.md`;
}
