// Step 3 of `npm run build`: renders every route flagged for prerendering to dist/<path>/index.html
// with its head tags, writes dist/spa.html (the empty shell), dist/routes.json (read by the server to
// answer 404s), dist/csp.json (hosts and inline-script hashes for the server's Content-Security-Policy), robots.txt,
// sitemap.xml and the service worker dist/sw.js (scripts/build/service-worker.ts).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loadEnv } from 'vite';

import { deferAppScripts } from './boot-loader.ts';
import { cspManifest } from './csp-manifest.ts';
import { disallowedPrefixes, indexablePaths } from './crawl-files.ts';
import { OFFLINE_PAGES_FILE, offlinePages } from './offline-pages.ts';
import { rssFeed, type FeedItem } from './rss-feed.ts';
import { writeServiceWorker } from './service-worker.ts';
import { sitemapXml } from './sitemap.ts';
import { localePath, type SiteLanguage } from '../../contract/locale-path.ts';

import type { PublicBanner } from '../../contract/banners.ts';
import type { RenderData, RouteInfo } from '../../src/app/prerender-entry.tsx';

import type { Manifest } from './service-worker.ts';
type Entry = {
  allArticles: FeedItem[];
  /** The blog's category names in the build's language, for its feed. */
  categoryNames: Readonly<Record<string, string>>;
  render: (url: string, data?: RenderData) => Promise<string>;
  renderSkeleton: () => Promise<string>;
  routeTable: () => Promise<{ routes: RouteInfo[]; redirects: { from: string; to: string }[] }>;
};

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const siteOrigin = (process.env.VITE_SITE_ORIGIN || 'http://localhost:3000').replace(/\/$/, '');

const HEAD_TAG = /^(<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<script type="application\/ld\+json">[\s\S]*?<\/script>)/;

/** React 19 emits hoisted head tags at the start of the markup: move them into <head>. */
export function splitHead(markup: string): { head: string; body: string } {
  let rest = markup;
  const head: string[] = [];
  for (let m = HEAD_TAG.exec(rest); m; m = HEAD_TAG.exec(rest)) {
    head.push(m[1]);
    rest = rest.slice(m[1].length);
  }
  return { head: head.join('\n    '), body: rest };
}

function chunkAssets(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const out = { js: chunk.isEntry ? [] : [chunk.file], css: chunk.isEntry ? [] : [...(chunk.css ?? [])] };
  for (const dep of chunk.imports ?? []) {
    const sub = chunkAssets(manifest, dep, seen);
    out.js.push(...sub.js);
    out.css.push(...sub.css);
  }
  return out;
}

/**
 * A style sheet written into the page, followed by a disabled `<link>` to the same file. The browser never fetches a
 * disabled link, but Vite's loader counts it: when the screen's chunk is imported as the page hydrates, the loader looks
 * for the chunk's style sheets among the page's `<link rel="stylesheet">` elements, and without the link it would fetch
 * every inlined sheet again and append it after the others (more bytes, a restyle of the page at hydration, and a shared
 * component's rule then winning over a screen's rule of the same specificity).
 */
function inlineStyle(file: string): string {
  return `<style data-href="/${file}">${readFileSync(join(dist, file), 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`;
}

/** Replaces the entry's <link rel="stylesheet"> with the style sheet itself. */
function inlineEntryCss(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_m, file: string) => inlineStyle(file));
}

/** The brand heading font (global.css), preloaded by every page so headings do not wait for the style sheet to ask for it. */
function fontPreloads(lang: SiteLanguage): string {
  const dir = lang === 'en' ? dist : join(root, `dist-${lang}`);
  // A Hindi page also preloads its Devanagari heading face (src/styles/language.hi.css); an English page never does.
  const faces = lang === 'hi' ? /^(saira-latin-wght-normal|rajdhani-devanagari-700-normal)-[\w-]+\.woff2$/ : /^saira-latin-wght-normal-[\w-]+\.woff2$/;
  return readdirSync(join(dir, 'assets'))
    .filter((f) => faces.test(f))
    .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`)
    .join('\n    ');
}

const COMPRESSIBLE = /\.(js|css|html|svg|xml|json|txt|webmanifest)$/;

/** Writes .br and .gz beside every text file, served by the server when the browser accepts them. */
function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) count += precompress(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const data = readFileSync(file);
      if (data.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      count += 1;
    }
  }
  return count;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

function outFile(path: string): string {
  return path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
}

/**
 * The home page's first live banner, read from the API at PRERENDER_API_ORIGIN (else VITE_API_BASE_URL) so it is in
 * the HTML; none when neither is set or the API does not answer in 5 s (the page then shows the banners after load).
 */
async function firstBanner(): Promise<PublicBanner[]> {
  const origin = (process.env.PRERENDER_API_ORIGIN || process.env.VITE_API_BASE_URL || '').replace(/\/$/, '');
  if (!origin) return [];
  try {
    const res = await fetch(`${origin}/api/v1/banners`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return ((await res.json()) as { data: PublicBanner[] }).data.slice(0, 1);
  } catch (error) {
    console.warn(`home banners not prerendered: ${origin} did not answer (${error instanceof Error ? error.message : String(error)})`);
    return [];
  }
}

type Built = { lang: SiteLanguage; table: Awaited<ReturnType<Entry['routeTable']>>; pages: string[]; written: { path: string; file: string; html: string }[]; entry: Entry };

/** The Hindi build (dist-hi, dist-ssr-hi) when `npm run build` made one: its chunks join dist/assets (a chunk without
 * strings is the same file in both builds), its pages go under dist/hi. */
function hindiBuilt(): boolean {
  return existsSync(join(root, 'dist-hi', 'index.html')) && existsSync(join(root, 'dist-ssr-hi', 'prerender-entry.js'));
}

async function buildLanguage(lang: SiteLanguage, homeBanners: PublicBanner[]): Promise<Built & { manifest: Manifest }> {
  const built = lang === 'en' ? dist : join(root, `dist-${lang}`);
  const manifest = JSON.parse(readFileSync(join(built, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  if (lang !== 'en') cpSync(join(built, 'assets'), join(dist, 'assets'), { recursive: true });
  const fonts = fontPreloads(lang);
  if (!fonts) throw new Error('The heading font file is missing from dist/assets: check the @font-face in src/styles/global.css.');
  const template = readFileSync(join(built, 'index.html'), 'utf8').replace('<!--app-head-->', `${fonts}\n    <!--app-head-->`);
  const entry = (await import(pathToFileURL(join(root, lang === 'en' ? 'dist-ssr' : `dist-ssr-${lang}`, 'prerender-entry.js')).href)) as Entry;
  const table = await entry.routeTable();
  const out = (path: string) => outFile(localePath(lang, path));
  const home = lang === 'en' ? dist : join(dist, lang);

  // Pages that are not prerendered show the outline of a page, not a blank screen, until the app starts.
  // The shell's own title until the screen sets its own (react-helmet-async replaces it), so the document always has one.
  mkdirSync(home, { recursive: true });
  writeFileSync(
    join(home, 'spa.html'),
    template.replace('<!--app-head-->', '<title>Revolt Motors</title>').replace('<!--app-html-->', await entry.renderSkeleton()),
  );

  const pages: string[] = [];
  const written: { path: string; file: string; html: string }[] = [];
  for (const route of table.routes) {
    if (!route.prerender) continue;
    for (const path of route.values ?? [route.path]) {
      const { head, body } = splitHead(await entry.render(path, path === '/' ? { homeBanners } : {}));
      const assets = chunkAssets(manifest, route.file);
      for (const content of route.contentFiles?.[path] ?? []) {
        const extra = chunkAssets(manifest, content);
        assets.js.push(...extra.js);
        assets.css.push(...extra.css);
      }
      // A lazy chunk the page renders but does not preload: its style sheets only (RouteEntry.styleFiles).
      for (const styled of route.styleFiles?.[path] ?? []) assets.css.push(...chunkAssets(manifest, styled).css);
      // The page's style sheets are small: inlining them removes every render-blocking request. They go after the
      // entry's style sheet, in the order the browser gets them when the app loads a screen: a screen's rule that
      // overrides a shared one (`.btn--large` over `.btn`) then holds from the first paint, and nothing shifts.
      const styles = [...new Set(assets.css)].map(inlineStyle).join('\n    ');
      const preload = [...new Set(assets.js)].map((f) => `<link rel="modulepreload" href="/${f}">`).join('\n    ');
      const html = deferAppScripts(inlineEntryCss(template)
        .replace('</head>', `  ${styles}\n  </head>`)
        .replace('<!--app-head-->', `${head}\n    ${preload}`)
        .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-prerendered="${localePath(lang, path)}">${body}</div>`));
      const file = out(path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      pages.push(localePath(lang, path));
      written.push({ path: localePath(lang, path), file: route.file, html });
    }
  }

  // The server answers a redirect's old path with 301 to the new one (server/spa.ts), and a known path typed in
  // another case (/RV400) with 301 to its own spelling.
  writeFileSync(
    join(home, 'routes.json'),
    JSON.stringify({ routes: table.routes.map(({ path, values }) => (values ? { path, values } : { path })), redirects: table.redirects }, null, 1),
  );
  return { lang, table, pages, written, entry, manifest };
}

async function main() {
  const homeBanners = await firstBanner();
  const builds = [await buildLanguage('en', homeBanners), ...(hindiBuilt() ? [await buildLanguage('hi', homeBanners)] : [])];
  const [english] = builds;
  if (!english) throw new Error('no English build');

  const today = new Date().toISOString().slice(0, 10);
  // The sitemap lists only pages that name themselves as canonical: one whose canonical link points elsewhere (the
  // configurator /product/:id, canonical to its model page) is that page's duplicate, not a page of its own.
  const selfCanonical = (p: string) => /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(outFile(p), 'utf8'))?.[1] === `${siteOrigin}${p}`;
  const lastmods = new Map(builds.flatMap((b) => b.table.routes.flatMap((r) => Object.entries(r.lastmod ?? {}))));
  const inLanguage = new Map(builds.map((b) => [b.lang, new Set(indexablePaths(b.table.routes).filter((p) => selfCanonical(localePath(b.lang, p))))]));
  const englishPages = inLanguage.get('en') ?? new Set<string>();
  const sitemapPages = [
    ...[...englishPages].map((path) => ({
      path,
      lastmod: lastmods.get(path) ?? today,
      languages: builds.map((b) => b.lang).filter((l) => inLanguage.get(l)?.has(path)),
    })),
    // A page only one other language has (a Hindi article written for Hindi readers), on its own.
    ...builds.flatMap((b) => (b.lang === 'en' ? [] : [...(inLanguage.get(b.lang) ?? [])].filter((p) => !englishPages.has(p)).map((path) => ({ path, lastmod: lastmods.get(path) ?? today, languages: [b.lang] })))),
  ];
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(siteOrigin, sitemapPages));
  for (const b of builds) {
    const feed = join(dist, localePath(b.lang, '/blog').slice(1), 'feed.xml');
    if (existsSync(dirname(feed))) writeFileSync(feed, rssFeed(siteOrigin, b.entry.allArticles, b.lang, b.entry.categoryNames));
  }
  const disallow = disallowedPrefixes(english.table.routes).map((prefix) => `Disallow: ${prefix}`);
  writeFileSync(join(dist, 'robots.txt'), `User-agent: *\n${disallow.join('\n')}\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`);

  // The same VITE_* values Vite baked into the bundle (.env files and the environment).
  const csp = cspManifest(loadEnv('production', root, 'VITE_'), htmlFiles(dist).map((f) => readFileSync(f, 'utf8')));
  writeFileSync(join(dist, 'csp.json'), `${JSON.stringify(csp, null, 1)}\n`);

  writeFileSync(join(dist, OFFLINE_PAGES_FILE), JSON.stringify(offlinePages(builds.flatMap((b) => b.written))));
  const worker = await writeServiceWorker(dist, english.manifest);

  // The manifests are build artefacts for this step only: they are not shipped.
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  for (const dir of ['dist-ssr', 'dist-hi', 'dist-ssr-hi']) if (existsSync(join(root, dir))) rmSync(join(root, dir), { recursive: true, force: true });
  const compressed = precompress(dist);
  const pages = builds.flatMap((b) => b.pages);
  console.log(`prerendered ${pages.length} pages: ${pages.join(' ')}; sw.js precaches ${worker.count} files (${Math.round(worker.size / 1024)} KB); precompressed ${compressed} files`);
}

await main();
