// The service worker's runtime caches (scripts/build/service-worker.ts), named once for the worker and the page.
export const PWA_CACHES = { pages: 'pages', assets: 'assets', images: 'images' } as const;

/** Where the build lists the pages kept for offline reading (scripts/build/offline-pages.ts). */
export const OFFLINE_PAGES_URL = '/offline-pages.json';

/** The id of the JSON list of a prerendered page's chunks, which its boot loader starts after the first paint
 *  (scripts/build/boot-loader.ts); the offline warm-up (warm.ts) reads it to keep a page's chunks. */
export const BOOT_LIST_ID = 'app-chunks';

/**
 * Adds each of `urls` to `cache` unless `kept` already holds it: by default that cache, or every cache when given
 * `caches` (the first visit's files, some of which the worker precached). Sequential, so a failure stops the rest.
 */
export async function putMissing(cache: Cache, urls: readonly string[], kept: Pick<Cache, 'match'> | Pick<CacheStorage, 'match'> = cache): Promise<void> {
  for (const url of urls) if (!(await kept.match(url))) await cache.add(url);
}
