// A first visit starts the service worker only once the visitor uses the page (src/lib/platform/service-worker-guard.ts).
// The files the page loaded before the worker was in control are then put into the worker's caches, so the screens
// of this visit read offline as if the worker had fetched them (docs/decisions/045-pwa-offline.md).
import { PWA_CACHES, putMissing } from './cache-names';

const IMAGE = /\.(avif|webp|png|jpe?g|svg|gif)$/i;

/** The same-origin files in `entries` (Resource Timing), by the cache that keeps them: the build's hashed files
 *  (/assets/: chunks, style sheets, fonts) and the site's own images. Never an /api/ answer. */
export function loadedFiles(entries: readonly PerformanceEntry[], origin: string): { assets: string[]; images: string[] } {
  const assets = new Set<string>();
  const images = new Set<string>();
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry.name);
    } catch {
      continue;
    }
    if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
    if (url.pathname.startsWith('/assets/')) assets.add(url.pathname);
    else if (IMAGE.test(url.pathname)) images.add(url.pathname + url.search);
  }
  return { assets: [...assets], images: [...images] };
}

/** Puts the files this page has loaded into the worker's runtime caches: those loaded so far, and those still on their
 *  way, which may have left before the worker took the page over (a screen's chunks while the first worker activates).
 *  A file any cache already holds (the precached entry and fonts, a chunk the worker fetched) is skipped. */
export function keepLoadedFiles(win: Window & typeof globalThis = window): void {
  if (!('caches' in win) || !('PerformanceObserver' in win)) return;
  let queue = Promise.resolve();
  const observer = new win.PerformanceObserver((list) => {
    const { assets, images } = loadedFiles(list.getEntries(), win.location.origin);
    queue = queue
      .then(async () => {
        for (const [name, urls] of [[PWA_CACHES.assets, assets], [PWA_CACHES.images, images]] as const) {
          await putMissing(await win.caches.open(name), urls, win.caches);
        }
      })
      .catch((error: unknown) => console.warn('The files of this page were not cached', error));
  });
  // Buffered: the entries recorded before this call come first, then each file as it finishes loading.
  observer.observe({ type: 'resource', buffered: true });
}
