// The site as an installable app, offline where it matters (issue 30, first part; docs/decisions/045-pwa-offline.md):
// the manifest and its icons, the service worker registered after load and in control, and the pages a visitor has
// seen readable offline with the offline banner; the model pages and the comparison readable offline without a visit.
import assert from 'node:assert/strict';
import { offlineHere, open, settle, workerInControl } from './helpers.mjs';

const OFFLINE_BANNER = /^You are offline\./;

async function offlineBanner(page) {
  return page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
}

export const journeys = {
  async 'pwa: the manifest and icons load, the service worker takes over, and the pages seen open offline with the offline banner'({ page, context, consoleErrors }) {
    const manifestRes = await context.request.get('/site.webmanifest');
    assert.equal(manifestRes.status(), 200);
    assert.match(manifestRes.headers()['content-type'], /^application\/manifest\+json/);
    const manifest = await manifestRes.json();
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/');
    assert.ok(manifest.name && manifest.short_name && manifest.theme_color && manifest.background_color, 'names and colours');
    assert.deepEqual(manifest.shortcuts.map((s) => s.name), ['My bookings', 'Book a test ride']);
    for (const want of ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']) {
      assert.ok(manifest.icons.some((i) => `${i.sizes} ${i.purpose}` === want), `an icon ${want}`);
    }
    for (const icon of manifest.icons) {
      const res = await context.request.get(icon.src);
      assert.equal(res.status(), 200, icon.src);
      assert.equal(res.headers()['content-type'], icon.type, icon.src);
    }
    const worker = await context.request.get('/sw.js');
    assert.match(worker.headers()['content-type'], /javascript/);
    assert.equal(worker.headers()['cache-control'], 'no-cache');

    // The first visit: the page links the manifest; no worker is registered while the page loads, only at the
    // visitor's first use of it; it then activates and claims the page.
    await open(page, '/');
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/site.webmanifest');
    assert.match(await page.locator('meta[name="theme-color"]').getAttribute('content'), /^#[0-9a-f]{6}$/);
    await settle(page);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0, 'no worker before the first use');
    await workerInControl(page);
    // The scripts and style sheets this visit loaded before the worker was there are in its caches too.
    await page.waitForFunction(async () => {
      const loaded = performance.getEntriesByType('resource').map((e) => new URL(e.name)).filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/') && /\.(js|css)$/.test(u.pathname));
      const kept = await Promise.all(loaded.map(async (u) => Boolean(await caches.match(u.pathname))));
      return loaded.length > 0 && kept.every(Boolean);
    }, null, { timeout: 15_000, polling: 250 });
    assert.equal(await page.getByRole('button', { name: 'Reload' }).count(), 0, 'no new-version notice on a first visit');
    // Nothing beyond the worker's own files is fetched for offline reading during a first visit.
    assert.equal(await page.evaluate(async () => (await (await caches.open('pages')).keys()).length), 0, 'no page kept during the first visit');

    // Pages seen while the worker is in control are kept (the landing page of the first visit is seen again here).
    for (const path of ['/rv400', '/book', '/']) {
      await open(page, path);
      await settle(page);
    }

    // After the first visit, on a good connection, the model pages and the comparison are kept, though no visit opened them.
    await page.waitForFunction(async () => {
      const pages = await caches.open('pages');
      return Boolean((await pages.match('/comparison')) && (await pages.match('/rv-blazex')));
    }, null, { timeout: 30_000, polling: 250 });

    const before = consoleErrors.length;
    const failed = [];
    page.on('requestfailed', (r) => failed.push({ type: r.resourceType(), path: new URL(r.url()).pathname }));
    await context.setOffline(true);
    for (const [path, heading] of [['/rv400', /RV400/], ['/', /Electric motorcycles/], ['/comparison', /Compare models/], ['/rv-blazex', /RV BlazeX/]]) {
      await page.goto(path);
      await offlineHere(context);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The app starts from the cached scripts (hydrated), and its worker chunk shows the banner.
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      await (await offlineBanner(page)).waitFor();
      await settle(page);
    }
    // Back online, the banner goes.
    await context.setOffline(false);
    await (await offlineBanner(page)).waitFor({ state: 'detached' });

    // Offline, what fails is what is never cached on purpose: the API, the hero's video loops (large, fetched in ranges;
    // the poster image stands in) and images the visitor has not seen (a carousel's next slides). The page, its scripts,
    // style sheets and fonts all came from the worker.
    const unexpected = failed.filter((f) => f.type !== 'image' && f.type !== 'media' && !f.path.startsWith('/api/'));
    assert.deepEqual(unexpected, [], 'requests that failed offline besides the API, videos and unseen images');
    const offlineErrors = consoleErrors.splice(before);
    const other = offlineErrors.filter((e) => !/Failed to load resource: net::(ERR_FAILED|ERR_INTERNET_DISCONNECTED)|Network Error/.test(e));
    assert.deepEqual(other, [], 'console errors while offline other than the failed requests above');
  },
};
