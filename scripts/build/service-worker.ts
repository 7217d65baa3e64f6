// The service worker (issue 30, docs/decisions/045-pwa-offline.md), written to dist/sw.js by the prerender step once
// the pages exist. Workbox's generateSW builds it; what it precaches comes from Vite's manifest: the shell (spa.html),
// the entry with its static imports and style sheets, the lazy chunk that registers the worker, the fonts and the
// manifest's icons. Screens load lazily and are cached when used, so staff screens are never precached. No /api/ URL
// is cached at all: an answer for one account must never be served to another.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import type { RuntimeCaching } from 'workbox-build';
import { PWA_CACHES } from '../../src/app/pwa/cache-names.ts';

export type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** The module main.tsx imports after the window's load event to register the worker and show its notices. */
export const PWA_START_MODULE = 'src/app/pwa/start.tsx';
export const SHELL = 'spa.html';
/** The Hindi site's shell (dist/hi/spa.html), precached when the build made a Hindi site. */
export const HINDI_SHELL = 'hi/spa.html';
const STATIC_FILES = ['site.webmanifest', 'favicon.svg'];
/** The push and notification-click handlers (public/sw-push.js, decision 047), loaded into the worker by importScripts. */
export const PUSH_HANDLER = 'sw-push.js';

function withStaticImports(manifest: Manifest, key: string, files: Set<string>, seen = new Set<string>()): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) withStaticImports(manifest, dep, files, seen);
}

/** The files of dist/ the worker precaches (paths relative to dist/), given Vite's manifest and the files built. */
export function precacheFiles(manifest: Manifest, distFiles: string[]): string[] {
  const files = new Set<string>([SHELL, ...STATIC_FILES]);
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
  if (entries.length !== 1) throw new Error(`Vite's manifest should have one entry, found ${entries.length}`);
  if (!manifest[PWA_START_MODULE]) throw new Error(`${PWA_START_MODULE} is not in Vite's manifest: is it still imported by src/main.tsx?`);
  for (const key of [...entries, PWA_START_MODULE]) withStaticImports(manifest, key, files);
  for (const file of distFiles) if ((/^assets\/[^/]+\.woff2$/.test(file) && !file.includes('devanagari')) || /^icons\/[^/]+\.png$/.test(file) || file === HINDI_SHELL) files.add(file);
  return [...files].sort();
}

const DAY = 24 * 60 * 60;

/** A site's pages: the network first, the last copy seen when offline or slow (one cache for both languages), else
 *  that site's shell. */
function pageOptions(shell: string): RuntimeCaching['options'] {
  return {
    cacheName: PWA_CACHES.pages,
    networkTimeoutSeconds: 4,
    expiration: { maxEntries: 40, maxAgeSeconds: 30 * DAY },
    cacheableResponse: { statuses: [200] },
    precacheFallback: { fallbackURL: `/${shell}` },
  };
}

// The matchers are serialised into sw.js: they may use nothing but their argument.
export const runtimeCaching: RuntimeCaching[] = [
  {
    // The Hindi site's pages (decision 048): the same, its own shell when neither answers.
    urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/hi(\/|$)/.test(url.pathname),
    handler: 'NetworkFirst',
    options: pageOptions(HINDI_SHELL),
  },
  {
    // Pages: the network first (fresh prices and stock), the last copy seen when offline or slow, else the shell.
    urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api'),
    handler: 'NetworkFirst',
    options: pageOptions(SHELL),
  },
  {
    // Hashed build files (the screens' chunks): they never change under their name.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst',
    options: { cacheName: PWA_CACHES.assets, expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY }, cacheableResponse: { statuses: [200] } },
  },
  {
    // The site's own images (bikes, scenes, blog). Uploaded media is under /api/ and is left alone.
    urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.destination === 'image' && !url.pathname.startsWith('/api'),
    handler: 'StaleWhileRevalidate',
    options: { cacheName: PWA_CACHES.images, expiration: { maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }, cacheableResponse: { statuses: [200] } },
  },
];

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, rel) : [rel];
  });
}

/** Writes dist/sw.js; returns how many files it precaches and their size. */
export async function writeServiceWorker(dist: string, manifest: Manifest): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: precacheFiles(manifest, listFiles(dist)),
    dontCacheBustURLsMatching: /^assets\//,
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    // A new version waits until the page asks it to take over ("A new version is ready — Reload"); the first one takes
    // the open page at once, so the pages of this first visit are cached.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    navigationPreload: true,
    importScripts: [`/${PUSH_HANDLER}`],
    runtimeCaching,
  });
  if (warnings.length) throw new Error(`workbox: ${warnings.join('; ')}`);
  return { count, size };
}
