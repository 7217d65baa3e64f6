// After a first visit on a good connection, the model pages and the comparison are put into the service worker's
// caches (issue 30): each page's HTML, the chunks it preloads and the first image at the width this screen would
// choose, so they read offline later. Never on Save-Data or a 2G/3G connection; a page already cached is skipped, so
// later visits cost one small request. The list comes from the build (dist/offline-pages.json).
import { BOOT_LIST_ID, OFFLINE_PAGES_URL, PWA_CACHES, putMissing } from './cache-names';

type Connection = { saveData?: boolean; effectiveType?: string };
type OfflineList = { pages: { url: string; lang: string }[] };

/** A good connection: not Save-Data and 4G; a browser that does not say (Safari, Firefox) is taken as good. */
export function goodConnection(nav: Navigator & { connection?: Connection }): boolean {
  const connection = nav.connection;
  if (!nav.onLine) return false;
  if (!connection) return true;
  return !connection.saveData && (connection.effectiveType === undefined || connection.effectiveType === '4g');
}

/** The candidate of a srcset the browser would take for an image as wide as `cssWidth` at this pixel ratio. */
export function pickSrc(srcset: string, cssWidth: number, ratio: number): string | null {
  const candidates = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: Number.parseInt(width ?? '', 10) }))
    .filter((c): c is { url: string; width: number } => Boolean(c.url) && Number.isFinite(c.width))
    .sort((a, b) => a.width - b.width);
  const wanted = cssWidth * ratio;
  return (candidates.find((c) => c.width >= wanted) ?? candidates.at(-1))?.url ?? null;
}

function bootList(doc: Document): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(BOOT_LIST_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/** What a page needs besides its HTML: its chunks (the boot list, and any preload) and its first (preloaded) image. */
export function pageNeeds(html: string, viewportWidth: number, ratio: number): { assets: string[]; images: string[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
  const assets = [...new Set([...bootList(doc), ...preloads])].filter(Boolean);
  const images: string[] = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"][imagesrcset]')) {
    const src = pickSrc(link.getAttribute('imagesrcset') ?? '', viewportWidth, ratio);
    if (src) images.push(src);
  }
  return { assets, images };
}

/** Caches the offline pages of the page's language. Resolves to the URLs newly cached; failures only stop early. */
export async function warmOfflinePages(win: Window & typeof globalThis = window): Promise<string[]> {
  if (!('caches' in win) || !goodConnection(win.navigator)) return [];
  const listed = await win.fetch(OFFLINE_PAGES_URL, { cache: 'no-cache' });
  if (!listed.ok) return [];
  const { pages } = (await listed.json()) as OfflineList;
  const lang = win.document.documentElement.lang || 'en';
  const [pageCache, assetCache, imageCache] = await Promise.all([win.caches.open(PWA_CACHES.pages), win.caches.open(PWA_CACHES.assets), win.caches.open(PWA_CACHES.images)]);
  const added: string[] = [];
  for (const { url } of pages.filter((page) => page.lang === lang)) {
    if (await pageCache.match(url)) continue;
    const response = await win.fetch(url, { credentials: 'same-origin' });
    if (!response.ok) continue;
    const needs = pageNeeds(await response.clone().text(), win.innerWidth, win.devicePixelRatio || 1);
    await putMissing(assetCache, needs.assets);
    await putMissing(imageCache, needs.images);
    await pageCache.put(url, response);
    added.push(url);
  }
  return added;
}
