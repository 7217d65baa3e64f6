// Serves the built SPA from dist/: real files, prerendered <path>/index.html, the client shell for
// routes the SPA knows (routes.json), and the shell with 404 for everything else.
import { readFileSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { splitLocale } from '@contract/locale-path.js';
import { matchRoute } from '@contract/route-match.js';
import { BIKE_PATHS, modelPagePaths } from '@contract/paths.js';

export type SpaRoute = { path: string; values?: string[] };
export type SpaRedirect = { from: string; to: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function isSpaRoute(value: unknown): value is SpaRoute {
  if (typeof value !== 'object' || value === null) return false;
  const { path: routePath, values } = value as { path?: unknown; values?: unknown };
  return typeof routePath === 'string' && (values === undefined || (Array.isArray(values) && values.every((v) => typeof v === 'string')));
}

function isSpaRedirect(value: unknown): value is SpaRedirect {
  const { from, to } = (typeof value === 'object' && value !== null ? value : {}) as { from?: unknown; to?: unknown };
  return typeof from === 'string' && typeof to === 'string' && from.startsWith('/') && to.startsWith('/');
}

function readRoutesFile(distDir: string): { routes?: unknown; redirects?: unknown } {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'routes.json'), 'utf8')) as { routes?: unknown; redirects?: unknown };
  } catch {
    return {};
  }
}

/** routes.json, read once at startup; a missing or broken file means no known routes. */
export function loadSpaRoutes(distDir: string): SpaRoute[] {
  const { routes } = readRoutesFile(distDir);
  return Array.isArray(routes) ? routes.filter(isSpaRoute) : [];
}

/** The old paths of routes.json and where each now is (`:id` carried over). */
export function loadSpaRedirects(distDir: string): SpaRedirect[] {
  const { redirects } = readRoutesFile(distDir);
  return Array.isArray(redirects) ? redirects.filter(isSpaRedirect) : [];
}

/**
 * Where a path that is not the site's own spelling belongs: an old path's new one, or a known path typed in another
 * case (/RV400, /rv1plus) in its own case; null when it is neither.
 */
export function movedTo(routes: SpaRoute[], redirects: SpaRedirect[], pathname: string): string | null {
  for (const { from, to } of redirects) {
    const params = matchParams(from, pathname);
    if (params) return to.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  }
  const lower = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  for (const route of routes) {
    for (const known of route.values ?? (route.path.includes(':') || route.path.includes('*') ? [] : [route.path])) {
      if (known !== pathname && known.toLowerCase() === lower) return known;
    }
  }
  return null;
}

/** A pattern's named segments when `pathname` matches it (segment by segment, exact case). */
function matchParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

/** With `values`, only those paths match; otherwise the route's pattern does (contract/route-match.ts). */
export function matchesSpaRoute(routes: SpaRoute[], pathname: string): boolean {
  return routes.some((route) => (route.values ? route.values.some((value) => matchRoute(value, pathname)) : matchRoute(route.path, pathname)));
}

async function isFile(file: string, root: string): Promise<boolean> {
  try {
    if (!(await stat(file)).isFile()) return false;
    const real = await realpath(file);
    return real.startsWith(root + path.sep); // a symlink may not lead out of dist
  } catch {
    return false;
  }
}

/** Each product's public standing (server/modules/products/store.ts listProductStandings). */
export type ProductStanding = { id: string; active: boolean; retired: boolean };

/**
 * The catalogue's say over the model pages (issue 27): a retired model's paths are gone (410), and a model on sale has
 * its configurator and pricing pages whether or not the build prerendered them (a model added in the back office).
 */
export type ModelPageStates = { gone: Set<string>; live: Set<string>; added: Set<string> };

/** `added`: the pages of models on sale that the build does not know (no page of their own in BIKE_PATHS), for the sitemap. */
export function modelPageStates(standings: ProductStanding[]): ModelPageStates {
  const states: ModelPageStates = { gone: new Set(), live: new Set(), added: new Set() };
  for (const p of standings) {
    for (const page of modelPagePaths(p.id)) {
      if (p.retired) states.gone.add(page);
      else if (p.active) states.live.add(page);
      if (p.active && !p.retired && !(p.id in BIKE_PATHS)) states.added.add(page);
    }
  }
  return states;
}

/** The build's sitemap without the retired models' pages and with the pages of models added since the build. */
export function catalogueSitemap(xml: string, states: ModelPageStates): string {
  const origin = /<loc>(https?:\/\/[^/<]+)/.exec(xml)?.[1] ?? '';
  const listed = new Set<string>();
  const kept = xml.replace(/\s*<url>\s*<loc>([^<]*)<\/loc>[\s\S]*?<\/url>/g, (entry: string, loc: string) => {
    const page = loc.slice(origin.length) || '/';
    listed.add(page);
    return states.gone.has(splitLocale(page).path) ? '' : entry;
  });
  const added = [...states.added].filter((page) => !listed.has(page)).sort();
  const entries = added.map((page) => `\n  <url><loc>${origin}${page}</loc></url>`).join('');
  return kept.replace(/\s*<\/urlset>/, `${entries}\n</urlset>`);
}

export type SpaOptions = {
  /** The hidden special-customer page (SPECIAL_BOOKING_PATH), served as the shell but kept out of search. */
  specialPath?: string | null;
  /** The products' standings, read per page request (a handful of rows); a failure serves the build as it is. */
  standings?: () => Promise<ProductStanding[]>;
};

/** The cookie the language switch sets (src/lib/i18n/switch-language.ts): the visitor chose Hindi. */
function prefersHindi(cookie: string | undefined): boolean {
  return /(?:^|;\s*)lang=hi(?:;|$)/.test(cookie ?? '');
}

export async function spaRoutes(app: FastifyInstance, distDir: string, options: SpaOptions = {}): Promise<void> {
  const root = await realpath(path.resolve(distDir));
  const routes = loadSpaRoutes(root);
  // The Hindi site (issue 29): its own table of pages, dist/hi/routes.json; none when the build made no Hindi site.
  const hindiRoutes = loadSpaRoutes(path.join(root, 'hi'));
  const redirects = loadSpaRedirects(root);
  const { specialPath } = options;
  if (specialPath && matchesSpaRoute(routes, specialPath)) throw new Error(`SPECIAL_BOOKING_PATH ${specialPath} is a path of the site: choose another one`);
  const shellPath = path.join(root, 'spa.html');

  // preCompressed: the build writes .br and .gz beside each text file; the browser's Accept-Encoding picks one.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, dotfiles: 'deny', preCompressed: true });

  async function sendShell(reply: FastifyReply, status: 200 | 404 | 410, hindi = false) {
    reply.code(status).header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
    try {
      return reply.send(await readFile(hindi ? path.join(root, 'hi', 'spa.html') : shellPath));
    } catch {
      return reply.type('text/plain; charset=utf-8').send(status === 404 ? 'Not found' : 'The site is not built yet.');
    }
  }

  app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const rawPath = request.url.split('?')[0] ?? '/';
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return sendShell(reply, 404);
    }
    const segments = pathname.split('/').filter(Boolean);
    // Dotfiles, "..", NUL and backslashes never reach the file system.
    if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return sendShell(reply, 404);
    const rel = segments.join('/');

    // The Hindi site's paths are the English ones under /hi: `hindi` is the English path of a Hindi one.
    const local = splitLocale(`/${rel}`);
    const hindi = hindiRoutes.length && local.lang === 'hi' ? local.path : null;
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    // A visitor who chose Hindi gets the Hindi page of an English page that has one (the switch back sets lang=en).
    if (hindi === null && prefersHindi(request.headers.cookie) && !path.extname(rel) && matchesSpaRoute(hindiRoutes, `/${rel}`)) {
      return reply.header('cache-control', NO_CACHE).header('vary', 'Cookie').redirect(`${rel ? `/hi/${rel}` : '/hi'}${query}`, 302);
    }

    const catalogue = options.standings && !rel.startsWith('assets/') ? await pageStates(options.standings) : null;
    if (catalogue && rel === 'sitemap.xml') {
      const xml = await readFile(path.join(root, rel), 'utf8').catch(() => null);
      if (xml !== null) return reply.header('cache-control', NO_CACHE).type('application/xml; charset=utf-8').send(catalogueSitemap(xml, catalogue));
    }
    // A retired model's page: gone for good, and the SPA says so with a link to the range.
    if (catalogue?.gone.has(hindi ?? `/${rel}`)) return sendShell(reply.header('x-robots-tag', 'noindex'), 410, hindi !== null);

    if (rel && (await isFile(path.join(root, rel), root))) {
      reply.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
      return reply.sendFile(rel, root);
    }
    const index = rel ? `${rel}/index.html` : 'index.html';
    if (await isFile(path.join(root, index), root)) {
      reply.header('cache-control', NO_CACHE);
      return reply.sendFile(index, root);
    }
    if (specialPath && `/${rel}` === specialPath) {
      reply.header('x-robots-tag', 'noindex, nofollow');
      return sendShell(reply, 200);
    }
    if (hindi !== null) {
      if (matchesSpaRoute(hindiRoutes, hindi)) return sendShell(reply, 200, true);
      // A page the Hindi site does not have (yet): its English page, for now (302: it may have a Hindi one later).
      if (matchesSpaRoute(routes, hindi) || movedTo(routes, redirects, hindi)) return reply.header('cache-control', NO_CACHE).redirect(`${hindi}${query}`, 302);
      return sendShell(reply, 404);
    }
    // An old path or another spelling of a page: a permanent move, so links and search results follow it.
    const moved = movedTo(routes, redirects, `/${rel}`);
    if (moved) return reply.header('cache-control', 'public, max-age=3600').redirect(`${moved}${query}`, 301);
    return sendShell(reply, matchesSpaRoute(routes, `/${rel}`) || catalogue?.live.has(`/${rel}`) ? 200 : 404);
  });
}

async function pageStates(standings: () => Promise<ProductStanding[]>): Promise<ModelPageStates | null> {
  try {
    return modelPageStates(await standings());
  } catch {
    return null;
  }
}
