// The pages a visitor can read offline once they have been on the site on a good connection (issue 30,
// docs/decisions/045-pwa-offline.md): every model page and the comparison, in each language they are built in. The
// build writes their list to dist/offline-pages.json; src/app/pwa/warm.ts fetches it after the service worker has
// taken the page, and puts each page with its chunks and first image into the worker's caches.
import { OFFLINE_PAGES_URL } from '../../src/app/pwa/cache-names.ts';

/** The file under dist/ the list is written to. */
export const OFFLINE_PAGES_FILE = OFFLINE_PAGES_URL.slice(1);

/** The screens whose pages are kept for offline reading. */
export const OFFLINE_SCREENS = ['src/features/catalogue/model-screen.tsx', 'src/features/catalogue/comparison-screen.tsx'];

export type OfflinePages = { pages: { url: string; lang: string }[] };

type Page = { path: string; file: string; html: string };

/** The offline list from the pages the prerender wrote (each page's route file and its HTML, for its language). */
export function offlinePages(written: Page[]): OfflinePages {
  return {
    pages: written
      .filter((page) => OFFLINE_SCREENS.includes(page.file))
      .map((page) => ({ url: page.path, lang: /<html[^>]* lang="([^"]+)"/.exec(page.html)?.[1] ?? 'en' }))
      .sort((a, b) => a.url.localeCompare(b.url)),
  };
}
