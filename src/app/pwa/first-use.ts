// A first visit registers the service worker only once the visitor uses the page (a tap, a key, a scroll), never
// while it loads: its install fetches the app's files again and would share the first visit's bandwidth and CPU
// (Lighthouse measured 7-9 points off /rv400 with registration at load; docs/performance.md). The files the page
// loaded before the worker was in control are then put into the worker's caches, so the screens of this visit read
// offline as if the worker had fetched them (docs/decisions/045-pwa-offline.md).
import { PWA_CACHES } from './cache-names';

/** What counts as using the page. Scroll does not bubble; a capturing listener on the window sees every element's. */
export const USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Runs `start` once, at the first of USE_EVENTS on `win`. */
export function onFirstUse(win: Window, start: () => void): void {
  const options = { capture: true, passive: true } as const;
  const go = () => {
    for (const type of USE_EVENTS) win.removeEventListener(type, go, options);
    start();
  };
  for (const type of USE_EVENTS) win.addEventListener(type, go, options);
}

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

/** Puts the files this page has loaded so far into the worker's runtime caches. A file any cache already holds (the
 *  precached entry and fonts, a chunk the worker fetched) is skipped. */
export async function keepLoadedFiles(win: Window & typeof globalThis = window): Promise<void> {
  if (!('caches' in win)) return;
  const { assets, images } = loadedFiles(win.performance.getEntriesByType('resource'), win.location.origin);
  for (const [name, urls] of [[PWA_CACHES.assets, assets], [PWA_CACHES.images, images]] as const) {
    const cache = await win.caches.open(name);
    for (const url of urls) if (!(await win.caches.match(url))) await cache.add(url);
  }
}
