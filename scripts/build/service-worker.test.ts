import { describe, expect, it } from 'vitest';
import type { RouteMatchCallbackOptions } from 'workbox-core/types.js';
import { PWA_START_MODULE, precacheFiles, runtimeCaching, type Manifest } from './service-worker';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, css: ['assets/index-a1.css'], imports: ['_react.js', '_router.js'] },
  '_react.js': { file: 'assets/react-b2.js' },
  '_router.js': { file: 'assets/router-c3.js', imports: ['_react.js'] },
  [PWA_START_MODULE]: { file: 'assets/start-d4.js', css: ['assets/start-d4.css'], imports: ['_react.js', '_button.js'] },
  '_button.js': { file: 'assets/button-e5.js' },
  'src/routes/model-page.tsx': { file: 'assets/model-page-f6.js', css: ['assets/model-page-f6.css'] },
  'src/features/admin-orders/orders-screen.tsx': { file: 'assets/orders-screen-g7.js', imports: ['_react.js'] },
};

describe('precacheFiles', () => {
  const dist = ['index.html', 'spa.html', 'assets/saira-latin-wght-normal-h8.woff2', 'icons/icon-192.png', 'images/bikes/rv400.webp', 'assets/orders-screen-g7.js'];

  it("is the shell, the entry with its static imports and style sheets, the worker's own chunk, the fonts and the icons", () => {
    expect(precacheFiles(manifest, dist)).toEqual([
      'assets/button-e5.js',
      'assets/index-a1.css',
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/router-c3.js',
      'assets/saira-latin-wght-normal-h8.woff2',
      'assets/start-d4.css',
      'assets/start-d4.js',
      'favicon.svg',
      'icons/icon-192.png',
      'site.webmanifest',
      'spa.html',
    ]);
  });

  it("adds the Hindi site's shell when there is one, but not the Devanagari face (an English visitor never needs it)", () => {
    const files = precacheFiles(manifest, [...dist, 'hi/spa.html', 'hi/index.html', 'assets/rajdhani-devanagari-700-normal-k9.woff2']);
    expect(files).toContain('hi/spa.html');
    expect(files).not.toContain('hi/index.html');
    expect(files).not.toContain('assets/rajdhani-devanagari-700-normal-k9.woff2');
  });

  it('leaves out the screens, staff screens above all (cached when used, never ahead)', () => {
    const files = precacheFiles(manifest, dist);
    expect(files).not.toContain('assets/orders-screen-g7.js');
    expect(files).not.toContain('assets/model-page-f6.js');
  });

  it('fails the build when the registration chunk is gone from the manifest', () => {
    const { [PWA_START_MODULE]: _, ...without } = manifest;
    expect(() => precacheFiles(without, dist)).toThrow(/src\/app\/pwa\/start\.tsx/);
  });
});

describe('runtimeCaching', () => {
  const origin = 'https://www.revoltmotors.com';
  function handlerFor(path: string, init: { mode?: RequestMode; destination?: RequestDestination } = {}) {
    const url = new URL(path, origin);
    const request = { mode: init.mode ?? 'cors', destination: init.destination ?? '', url: url.href } as unknown as Request;
    const options = { url, request, sameOrigin: url.origin === origin, event: {} } as unknown as RouteMatchCallbackOptions;
    const rule = runtimeCaching.find((r) => typeof r.urlPattern === 'function' && r.urlPattern(options));
    return rule ? `${rule.handler as string} ${rule.options?.cacheName}` : 'network only';
  }

  it('serves pages network-first, build files from the cache, site images stale-while-revalidate', () => {
    expect(handlerFor('/rv400', { mode: 'navigate', destination: 'document' })).toBe('NetworkFirst pages');
    // A Hindi page falls back to the Hindi shell, an English one to the English shell.
    const fallback = (path: string) => {
      const url = new URL(path, origin);
      const options = { url, request: { mode: 'navigate', url: url.href }, sameOrigin: true, event: {} } as unknown as RouteMatchCallbackOptions;
      return runtimeCaching.find((r) => typeof r.urlPattern === 'function' && r.urlPattern(options))?.options?.precacheFallback?.fallbackURL;
    };
    expect(fallback('/hi/rv400')).toBe('/hi/spa.html');
    expect(fallback('/hi')).toBe('/hi/spa.html');
    expect(fallback('/hire-us')).toBe('/spa.html');
    expect(handlerFor('/assets/model-page-f6.js', { destination: 'script' })).toBe('CacheFirst assets');
    expect(handlerFor('/images/bikes/rv400.webp', { mode: 'no-cors', destination: 'image' })).toBe('StaleWhileRevalidate images');
  });

  it('never caches the API: data, uploaded photos or pages under /api', () => {
    expect(handlerFor('/api/v1/orders')).toBe('network only');
    expect(handlerFor('/api/v1/media/12', { mode: 'no-cors', destination: 'image' })).toBe('network only');
    expect(handlerFor('/api/docs', { mode: 'navigate', destination: 'document' })).toBe('network only');
    expect(handlerFor('https://cdn.example.com/x.png', { mode: 'no-cors', destination: 'image' })).toBe('network only');
  });

  it('keeps only successful answers, so an error page never stands in for a page', () => {
    for (const rule of runtimeCaching) expect(rule.options?.cacheableResponse).toEqual({ statuses: [200] });
  });
});
