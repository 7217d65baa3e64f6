// The model pages' imagery (issue 26), in Chromium at 390 px: the 360-degree view loads no frame until it is near the
// screen, turns by drag and by the arrow keys, and follows the chosen colour like every other picture of the bike, on
// the model page and on the comparison; the hero loop plays muted and inline, pauses on request, and is not even
// requested for a visitor who asks for reduced motion. The pages that show the bikes do not move as they hydrate.
import assert from 'node:assert/strict';
import { checkScreen, open } from './helpers.mjs';

/** Every picture of the RV400 on the page: renders, 360-degree frames and scenes (their file names carry the colour). */
async function rv400Pictures(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .map((img) => img.currentSrc || img.src)
      .filter((src) => /\/(bikes|turntable|scenes)\/[^/]*rv400-(?!brz)/.test(src) || /\/turntable\/rv400-[a-z-]+\//.test(src)),
  );
}

export const journeys = {
  async 'the 360-degree view of the RV400 turns by drag and by keys, and every picture of the bike follows the chosen colour'({ page, axeSource }) {
    const frameRequests = [];
    page.on('request', (r) => {
      if (r.url().includes('/images/turntable/')) frameRequests.push(r.url());
    });
    await open(page, '/rv400');
    await page.waitForLoadState('networkidle').catch(() => {});
    assert.deepEqual(frameRequests, [], 'no 360-degree frame is asked for before the viewer is near the screen');

    await page.getByRole('radio', { name: 'Pacific Blue' }).check({ force: true });
    await page.locator('.turntable-section').scrollIntoViewIfNeeded();
    const viewer = page.getByRole('slider', { name: '360° view of the RV400 in Pacific Blue' });
    await viewer.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.turntable__frame').length === 36 && !document.querySelector('.turntable__progress'));
    assert.ok(frameRequests.length >= 36 && frameRequests.every((u) => u.includes('/turntable/rv400-pacific-blue/')), 'only the chosen colour\'s frames load');
    assert.equal(await viewer.getAttribute('aria-valuenow'), '0');

    // Drag right by 60 px: five frames (10 degrees each) to the right.
    const box = await viewer.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    assert.equal(await viewer.getAttribute('aria-valuenow'), '50');
    const dragged = await page.locator('.turntable__frame--current').evaluate((img) => img.currentSrc);

    await viewer.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await viewer.getAttribute('aria-valuenow'), '70');
    assert.match(await viewer.getAttribute('aria-valuetext'), /^70°, /);
    const turned = await page.locator('.turntable__frame--current').evaluate((img) => img.currentSrc);
    assert.notEqual(turned, dragged, 'the keys show another frame');
    await page.getByRole('button', { name: /Turn left/ }).click();
    assert.equal(await viewer.getAttribute('aria-valuenow'), '60');

    const pictures = await rv400Pictures(page);
    assert.ok(pictures.length >= 37, `the hero and the frames are pictures of the RV400 (${pictures.length})`);
    const others = pictures.filter((src) => !src.includes('pacific-blue'));
    assert.deepEqual(others, [], 'every picture of the RV400 is in Pacific Blue');
    // axe from the top of the page, as elsewhere: scrolled down, the sticky header lies over the hero's links, which
    // axe's target-size rule counts against them though no one can see or tap them there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, axeSource, '/rv400 with the 360-degree view turned');

    // The choice follows the visitor to the comparison.
    await open(page, '/comparison?models=rv400,rv1');
    // Asked of the page each time, not of one element: hydration and the colour's arrival may replace the picture, and
    // a handle taken before that would go on showing the old one.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('th')].some(
        (th) => [...th.querySelectorAll('a')].some((a) => a.textContent?.trim() === 'RV400') && th.querySelector('img')?.currentSrc.includes('pacific-blue'),
      ),
    );
    await checkScreen(page, axeSource, '/comparison in the chosen colour');
  },

  async 'the hero loop plays muted and inline and pauses on request, and is never requested with reduced motion'({ page, context, axeSource }) {
    await open(page, '/rv400');
    const video = page.locator('.model-hero__stage video');
    await video.waitFor({ state: 'attached' });
    await page.waitForFunction(() => {
      const v = document.querySelector('.model-hero__stage video');
      return v && !v.paused && v.currentTime > 0;
    });
    assert.deepEqual(await video.evaluate((v) => [v.muted, v.loop, v.playsInline, v.hasAttribute('controls')]), [true, true, true, false]);
    const pause = page.getByRole('button', { name: 'Pause the moving picture' });
    await pause.click();
    assert.equal(await pause.getAttribute('aria-pressed'), 'true');
    assert.equal(await video.evaluate((v) => v.paused), true);
    await checkScreen(page, axeSource, '/rv400 with the loop paused');

    const calm = await context.browser().newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    try {
      const still = await calm.newPage();
      const videos = [];
      still.on('request', (r) => {
        if (r.url().includes('/videos/')) videos.push(r.url());
      });
      for (const path of ['/', '/rv400']) {
        await open(still, path);
        await still.waitForLoadState('networkidle').catch(() => {});
        assert.equal(await still.locator('video').count(), 0, `no video on ${path} with reduced motion`);
      }
      assert.deepEqual(videos, [], 'no video is downloaded with reduced motion');
    } finally {
      await calm.close();
    }
  },

  async 'the model, booking and comparison pages do not move as they hydrate and their data arrives (no layout shift)'({ page }) {
    // Every layout shift not caused by the visitor, with what moved (the model page's hero buttons once shrank by 8 px
    // at hydration when a style sheet came back in a different order).
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!e.hadRecentInput) window.__shifts.push({ value: e.value, moved: e.sources.map((s) => `${s.node?.nodeName}.${s.node?.className ?? ''}`) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/rv400', '/rv400-brz', '/hi/rv400', '/book', '/hi/book', '/comparison', '/product/rv400']) {
      await open(page, path);
      await page.waitForLoadState('networkidle').catch(() => {});
      assert.deepEqual(await page.evaluate(() => window.__shifts), [], `no layout shift on ${path}`);
    }
  },
};
