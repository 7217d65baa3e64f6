// What robots.txt and sitemap.xml say (scripts/build/prerender.ts), from the route table: the sitemap lists every
// prerendered page that is not noindex, robots.txt disallows the noindex routes, and no disallowed prefix may
// cover a page of the sitemap (a search engine would be told to list a page and not to read it).
type CrawlRoute = { path: string; values?: string[]; prerender?: boolean; noindex?: boolean };

/** The sitemap's paths. */
export function indexablePaths(routes: readonly CrawlRoute[]): string[] {
  return routes.filter((r) => r.prerender && !r.noindex).flatMap((r) => r.values ?? [r.path]);
}

/**
 * robots.txt's Disallow lines: each noindex route (a parameterised one by its fixed part), written so it covers that
 * route only: "/userbooking$" style exact ends are not standard, so a prefix that would also cover an indexable page
 * is written with its trailing slash or left out (the page's own noindex tag still keeps it out of search).
 */
export function disallowedPrefixes(routes: readonly CrawlRoute[]): string[] {
  const indexable = indexablePaths(routes);
  const prefixes = new Set<string>();
  for (const r of routes.filter((route) => route.noindex)) {
    const prefix = r.path.replace(/\/:.*$/, '/').replace(/\/\*$/, '/');
    if (prefix === '/' || prefix === '') continue;
    if (indexable.some((p) => p.startsWith(prefix) && p !== prefix)) continue;
    prefixes.add(prefix);
  }
  return [...prefixes];
}
