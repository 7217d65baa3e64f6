import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/app/prerender-entry';
import { disallowedPrefixes, indexablePaths } from './crawl-files';

describe('robots.txt and the sitemap', () => {
  it('never disallow a page the sitemap lists', async () => {
    const { routes } = await routeTable();
    const indexable = indexablePaths(routes);
    const disallowed = disallowedPrefixes(routes);
    expect(indexable.length).toBeGreaterThan(50);
    expect(disallowed.length).toBeGreaterThan(10);
    const blocked = indexable.filter((p) => disallowed.some((d) => p.startsWith(d)));
    expect(blocked).toEqual([]);
  });

  it('leave out a prefix that would cover an indexable page', () => {
    const table = [
      { path: '/book', prerender: true },
      { path: '/booking', noindex: true },
      { path: '/orders/:id', noindex: true },
    ];
    expect(disallowedPrefixes(table)).toEqual(['/booking', '/orders/']);
    expect(disallowedPrefixes([...table, { path: '/booking-guide', prerender: true }])).toEqual(['/orders/']);
  });
});
