// Feature stories on a model's sub-page (issue 26), in Chromium at 390 px: the stories reveal as they scroll in and
// their diagrams animate while on screen; with reduced motion asked for, everything shows at once and nothing moves.
import assert from 'node:assert/strict';
import { checkScreen, open } from './helpers.mjs';

const runningAnimations = (page) => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);

async function shot(page, name) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}

export const journeys = {
  async 'feature stories on /rv400/charging reveal as they scroll in, and the charging-times diagram animates while on screen'({ page, axeSource }) {
    await open(page, '/rv400/charging');
    await page.locator('.feature-stories--motion').waitFor();
    const story = page.getByRole('region', { name: 'Overnight at home, or quick on a fast charger' });
    await story.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const s = [...document.querySelectorAll('.feature-story')].find((el) => el.textContent.includes('Overnight at home'));
      return s?.classList.contains('is-shown') && getComputedStyle(s).opacity === '1';
    });
    assert.match(await story.innerText(), /About 3\.5 hours \(0-100%\)/);
    await story.getByRole('img', { name: /^Charging times: standard charger 0 to 100%/ }).waitFor();
    assert.ok((await runningAnimations(page)) > 0, 'the diagram on screen animates');
    await shot(page, 'feature-stories-motion');
    await checkScreen(page, axeSource, '/rv400/charging with its stories');
  },

  async 'feature stories under reduced motion show every story in its final state, with no running animation'({ page, axeSource }) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/rv400/charging');
    const stories = page.locator('.feature-story');
    assert.equal(await stories.count(), 3);
    for (let i = 0; i < 3; i += 1) {
      await stories.nth(i).scrollIntoViewIfNeeded();
      assert.equal(await stories.nth(i).evaluate((el) => getComputedStyle(el).opacity), '1');
    }
    assert.equal(await page.locator('.feature-stories--motion').count(), 0, 'no reveal class under reduced motion');
    assert.equal(await runningAnimations(page), 0, 'nothing moves');
    await shot(page, 'feature-stories-reduced');
    await checkScreen(page, axeSource, '/rv400/charging with reduced motion');
    assert.equal(await runningAnimations(page), 0, 'nothing moves after the page has settled');
  },

  async 'feature stories on every model sub-page: 3 or 4 of them above the text, each with a named visual, axe-clean at 390 px'({ page, axeSource }) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/rv400/comfort', '/rv400/aesthetic', '/rv400/safety', '/rv400-brz/aesthetic', '/rv400-brz/comfort']) {
      await open(page, path);
      const stories = page.locator('.feature-story');
      const n = await stories.count();
      assert.ok(n >= 3 && n <= 4, `${path}: ${n} stories`);
      for (let i = 0; i < n; i += 1) {
        assert.equal(await stories.nth(i).locator('[role="img"][aria-label], img[alt], ul[aria-label]').count() > 0, true, `${path}: story ${i + 1} has a named visual`);
      }
      await shot(page, path.slice(1).replace('/', '-'));
      await checkScreen(page, axeSource, `${path} with its stories`);
    }
  },
};
