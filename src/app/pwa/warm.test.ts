import { describe, expect, it, vi } from 'vitest';
import { goodConnection, pageNeeds, pickSrc, warmOfflinePages } from './warm';

const SRCSET = '/i/a-480.avif 480w, /i/a-800.avif 800w, /i/a-1200.avif 1200w';

describe('goodConnection', () => {
  const nav = (onLine: boolean, connection?: object) => ({ onLine, connection }) as unknown as Navigator;
  it('is 4G without Save-Data, or a browser that does not say', () => {
    expect(goodConnection(nav(true, { effectiveType: '4g', saveData: false }))).toBe(true);
    expect(goodConnection(nav(true))).toBe(true);
  });
  it('is not Save-Data, 3G or slower, or offline', () => {
    expect(goodConnection(nav(true, { effectiveType: '4g', saveData: true }))).toBe(false);
    expect(goodConnection(nav(true, { effectiveType: '3g' }))).toBe(false);
    expect(goodConnection(nav(false))).toBe(false);
  });
});

describe('pickSrc', () => {
  it('takes the narrowest candidate at least as wide as the image in device pixels, else the widest', () => {
    expect(pickSrc(SRCSET, 390, 2)).toBe('/i/a-800.avif');
    expect(pickSrc(SRCSET, 390, 1)).toBe('/i/a-480.avif');
    expect(pickSrc(SRCSET, 1440, 2)).toBe('/i/a-1200.avif');
    expect(pickSrc('', 390, 1)).toBeNull();
  });
});

describe('pageNeeds', () => {
  it("is the page's chunks (its boot list and preloads) and its preloaded image at this screen's width", () => {
    const html = `<html><head><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js">
      <link rel="preload" as="image" imagesrcset="${SRCSET}"><link rel="preload" as="font" href="/assets/f.woff2"></head>
      <body><script type="application/json" id="app-chunks">["/assets/index.js","/assets/a.js","/assets/screen.js"]</script></body></html>`;
    expect(pageNeeds(html, 390, 2)).toEqual({ assets: ['/assets/index.js', '/assets/a.js', '/assets/screen.js', '/assets/b.js'], images: ['/i/a-800.avif'] });
  });
});

function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (url: string) => store.get(url),
      put: async (url: string, response: Response) => void store.set(url, response),
      add: async (url: string) => void store.set(url, new Response(url)),
    } as unknown as Cache;
  };
  return { stores, caches: { open } as unknown as CacheStorage };
}

function fakeWindow(lang: string, onLine = true) {
  const { stores, caches } = fakeCaches();
  const pageHtml = (url: string) => `<html lang="${lang}"><head><link rel="modulepreload" href="/assets${url}.js"></head><body><h1>${url}</h1></body></html>`;
  const fetch = vi.fn(async (url: string) => {
    if (url === '/offline-pages.json') return Response.json({ pages: [{ url: '/rv400', lang: 'en' }, { url: '/comparison', lang: 'en' }, { url: '/hi/rv400', lang: 'hi' }] });
    if (url === '/comparison') return new Response('Gone', { status: 410 });
    return new Response(pageHtml(url), { headers: { 'content-type': 'text/html' } });
  });
  document.documentElement.lang = lang;
  const win = { caches, fetch, navigator: { onLine }, document, innerWidth: 390, devicePixelRatio: 2 } as unknown as Window & typeof globalThis;
  return { win, stores, fetch };
}

describe('warmOfflinePages', () => {
  it("caches the listed pages of the page's language with their chunks, skipping a page the server no longer has", async () => {
    const { win, stores } = fakeWindow('en');
    expect(await warmOfflinePages(win)).toEqual(['/rv400']);
    expect([...(stores.get('pages')?.keys() ?? [])]).toEqual(['/rv400']);
    expect([...(stores.get('assets')?.keys() ?? [])]).toEqual(['/assets/rv400.js']);
    expect(await (stores.get('pages')?.get('/rv400')?.text())).toContain('<h1>/rv400</h1>');
  });

  it('asks again only for what is not cached yet', async () => {
    const { win, fetch } = fakeWindow('hi');
    expect(await warmOfflinePages(win)).toEqual(['/hi/rv400']);
    fetch.mockClear();
    expect(await warmOfflinePages(win)).toEqual([]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/offline-pages.json']);
  });

  it('does nothing offline', async () => {
    const { win, fetch } = fakeWindow('en', false);
    expect(await warmOfflinePages(win)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
