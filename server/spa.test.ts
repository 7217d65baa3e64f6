// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSitemap, matchesSpaRoute, modelPageStates } from './spa.js';
import { bikes } from '../src/content/bikes.js';
import { productFromBike } from './seed/products.js';
import { DEMO, bearer, createTestContext, signIn, type TestContext } from './test-helpers.js';

const SHELL = '<!doctype html><title>shell</title><div id="root"></div>';
let ctx: TestContext;
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'spa-test-'));
  const dist = path.join(tmp, 'dist');
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>home</title>',
    'signin/index.html': '<!doctype html><title>sign in</title>',
    'blog/a/index.html': '<!doctype html><title>blog a</title>',
    'spa.html': SHELL,
    'assets/app-3f9a1c.js': 'console.log("app")',
    'assets/app-3f9a1c.css': 'body{}',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'site.webmanifest': '{"name":"Revolt Motors"}',
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://www.example.in/</loc></url>\n  <url><loc>https://www.example.in/rv1Plus</loc></url>\n  <url><loc>https://www.example.in/product-pricing/rv1-plus</loc></url>\n</urlset>\n`,
    'rv1Plus/index.html': '<!doctype html><title>RV1+</title>',
    '.env': 'SECRET=dotfile',
    'routes.json': JSON.stringify({
      routes: [{ path: '/signin' }, { path: '/product/:id' }, { path: '/blog/:slug', values: ['/blog/a', '/blog/b'] }, { path: '/rv400/charging' }, { path: '/rv1Plus' }],
      redirects: [
        { from: '/bookingdetail/:id', to: '/booking-detail/:id' },
        { from: '/blob', to: '/blog' },
      ],
    }),
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
  await writeFile(path.join(tmp, 'secret.txt'), 'OUTSIDE DIST');
  ctx = await createTestContext({ staticDir: dist });
});

afterAll(async () => {
  await ctx.close();
  await rm(tmp, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ url });

describe('serving the built SPA', () => {
  it('serves the prerendered home page and pages, with and without a trailing slash', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>home</title>');
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    for (const url of ['/signin', '/signin/', '/signin?next=/profile']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>sign in</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the shell for the configured special-customer page, kept out of search, and 404 beside it', async () => {
    expect(ctx.config.specialBookingPath).toBe('/special-booking');
    for (const url of ['/special-booking', '/special-booking/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(SHELL);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await get('/special-booking/x')).statusCode).toBe(404);
    expect((await get('/special-bookings')).statusCode).toBe(404);
    expect((await get('/robots.txt')).body).not.toContain('special');
  });

  it('serves the client shell (200) for a route pattern that is not prerendered', async () => {
    for (const url of ['/product/42', '/product/42/', '/blog/b', '/rv400/charging']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(SHELL);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('moves an old path to its new one and a known path typed in another case to its own spelling (301, query kept)', async () => {
    const cases: [string, string][] = [
      ['/bookingdetail/7', '/booking-detail/7'],
      ['/blob', '/blog'],
      ['/blob?page=2', '/blog?page=2'],
      ['/RV400/Charging', '/rv400/charging'],
      ['/rv1plus', '/rv1Plus'],
      ['/RV1PLUS/', '/rv1Plus'],
      ['/BLOG/A', '/blog/a'],
      ['/SignIn?redirect=%2Fprofile', '/signin?redirect=%2Fprofile'],
    ];
    for (const [url, location] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    // The page's own spelling is served, never moved.
    expect((await get('/rv1Plus')).statusCode).toBe(200);
  });

  it('answers 404 with the shell for paths no route matches', async () => {
    for (const url of ['/nothing-here', '/product', '/product/1/2', '/blog/c', '/assets/missing.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe(SHELL);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('caches hashed assets for a year and everything else never without revalidation', async () => {
    const js = await get('/assets/app-3f9a1c.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toMatch(/javascript/);
    const css = await get('/assets/app-3f9a1c.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    for (const url of ['/robots.txt', '/sitemap.xml', '/routes.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the service worker and the web app manifest with their types, the worker always revalidated', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // A cached worker would keep every visitor on the old version: the browser must ask each time.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/site.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('never serves dotfiles or anything outside dist', async () => {
    for (const url of ['/.env', '/%2eenv', '/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/a/%2e%2e/%2e%2e/secret.txt']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('OUTSIDE DIST');
      expect(res.body).not.toContain('SECRET=');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/signin' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('adds the security headers to pages', async () => {
    const res = await get('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps /api/* as JSON', async () => {
    const res = await get('/api/v1/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });
});

describe('matchesSpaRoute', () => {
  const routes = [{ path: '/product/:id' }, { path: '/blog/:slug', values: ['/blog/a'] }, { path: '/' }, { path: '/NewProductScreen/:id' }];
  it.each([
    ['/product/1', true],
    ['/product/1/', true],
    ['/product/', false],
    ['/blog/a', true],
    ['/blog/a/', true],
    ['/blog/x', false],
    ['/', true],
    ['/newproductscreen/7', true],
    ['/other', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(matchesSpaRoute(routes, pathname)).toBe(expected);
  });
});

describe('the catalogue over the model pages (issue 27)', () => {
  it('a model added in the back office has its configurator and pricing pages, and joins the sitemap', async () => {
    const admin = await signIn(ctx.app, DEMO.admin);
    const product = { id: 'rv-test-new', name: 'RV Test New', category: 'Electric Motorcycle', tagline: 'New', description: 'A new model.', ex_price: 120000, charger: 0, colours: [{ name: 'Black', hex: '#111111' }], specs: productFromBike(bikes[0]!).specs };
    const created = await ctx.app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin), payload: product });
    expect(created.statusCode).toBe(201);
    for (const url of ['/product/rv-test-new', '/product-pricing/rv-test-new']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(SHELL);
    }
    expect((await get('/product-pricing/rv-nothing')).statusCode).toBe(404);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>https://www.example.in/product/rv-test-new</loc>');
    expect(sitemap.body).toContain('<loc>https://www.example.in/product-pricing/rv-test-new</loc>');
  });

  it("a retired model's pages answer 410 with the shell (prerendered or not), out of search and the sitemap", async () => {
    const admin = await signIn(ctx.app, DEMO.admin);
    expect((await get('/rv1Plus')).body).toContain('<title>RV1+</title>');
    const retired = await ctx.app.inject({ method: 'DELETE', url: '/api/products/rv1-plus', headers: bearer(admin) });
    expect(retired.statusCode).toBe(200);
    for (const url of ['/rv1Plus', '/product/rv1-plus', '/product-pricing/rv1-plus']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(410);
      expect(res.body).toBe(SHELL);
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://www.example.in/</loc>');
    expect(sitemap).not.toContain('rv1Plus');
    expect(sitemap).not.toContain('rv1-plus');
  });
});

describe('modelPageStates and catalogueSitemap', () => {
  const states = modelPageStates([
    { id: 'rv400', active: true, retired: false },
    { id: 'rv1', active: false, retired: true },
    { id: 'rv-x', active: true, retired: false },
    { id: 'rv-paused', active: false, retired: false },
  ]);

  it("gone: every page of a retired model, its own page and feature pages included; live: an on-sale model's; added: only a new model's", () => {
    expect([...states.gone].sort()).toEqual(['/product-pricing/rv1', '/product/rv1', '/rv1']);
    expect(states.live.has('/rv400/charging')).toBe(true);
    expect(states.live.has('/product/rv-x')).toBe(true);
    expect(states.live.has('/product/rv-paused')).toBe(false);
    expect([...states.added].sort()).toEqual(['/product-pricing/rv-x', '/product/rv-x']);
  });

  it('drops the gone pages and appends the added ones once', () => {
    const xml = '<urlset>\n  <url><loc>https://x.in/</loc></url>\n  <url><loc>https://x.in/rv1</loc><lastmod>2026-01-01</lastmod></url>\n  <url><loc>https://x.in/product/rv-x</loc></url>\n</urlset>\n';
    expect(catalogueSitemap(xml, states)).toBe(
      '<urlset>\n  <url><loc>https://x.in/</loc></url>\n  <url><loc>https://x.in/product/rv-x</loc></url>\n  <url><loc>https://x.in/product-pricing/rv-x</loc></url>\n</urlset>\n',
    );
  });
});
