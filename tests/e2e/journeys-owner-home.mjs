// The owner's home and a journey without friction (issue 25), in Chromium at 390 px: sign-in from a guarded page
// returns to it and otherwise lands on the role's home, the dashboard shows every order in progress and the bike
// delivered, a pincode fills the place, the comparison marks only rows that differ, old addresses move for good.
import assert from 'node:assert/strict';
import { checkScreen, open, signIn } from './helpers.mjs';

export const journeys = {
  async 'sign-in from a guarded page returns to it; without one a customer lands on the dashboard with every order in progress and the bike'({ page, axeSource }) {
    await open(page, '/usertestride');
    await page.waitForURL(/\/signin\?redirect=%2Fusertestride$/);
    await signIn(page, '9000000003', 'Customer@12345');
    await page.waitForURL((url) => url.pathname === '/usertestride');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await open(page, '/signin');
    await signIn(page, '9000000003', 'Customer@12345');
    await page.waitForURL((url) => url.pathname === '/userdashboard');
    const inProgress = page.getByRole('list', { name: 'Bookings in progress' });
    await inProgress.waitFor();
    assert.ok((await inProgress.getByRole('link').count()) >= 1, 'the demo customer has an order in progress');
    const bikes = page.getByRole('list', { name: 'Bikes delivered' });
    await bikes.waitFor();
    assert.match(await bikes.innerText(), /Warranty from the delivery date: the bike \d years/);
    await checkScreen(page, axeSource, '/userdashboard');
  },

  async 'a pincode typed first fills the state, city and nearest area on /book and /test-ride'({ page, axeSource }) {
    for (const path of ['/book', '/test-ride']) {
      await open(page, path);
      await page.getByLabel(/^State/).and(page.locator(':enabled')).waitFor();
      await page.getByLabel(/^Pincode/).fill('411038');
      await page.waitForFunction(() => (document.querySelector('select[name="city"]') instanceof HTMLSelectElement ? document.querySelector('select[name="city"]').value : '') === 'MH-PUN');
      assert.equal(await page.getByLabel(/^State/).inputValue(), 'MH', `${path}: the state`);
      assert.notEqual(await page.getByLabel(/^Nearest area/).inputValue(), '', `${path}: the area`);
      // Checked from the top of the page, as every page is (typing scrolled the form under the sticky header).
      await page.evaluate(() => window.scrollTo(0, 0));
      await checkScreen(page, axeSource, `${path} filled from a pincode`);
    }
  },

  async 'the comparison marks "differs" only on rows that differ and ends with Book and Test ride for each model'({ page }) {
    await open(page, '/comparison?models=rv400,rv400-brz');
    const table = page.locator('table.compare-table');
    await table.waitFor();
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        differs: tr.classList.contains('is-different'),
        // A cell's value, without its note (a remark shown under the value, not compared).
        cells: [...tr.querySelectorAll('td')].map((td) => {
          const copy = td.cloneNode(true);
          copy.querySelectorAll('.spec-note').forEach((note) => note.remove());
          return copy.textContent.trim().toLowerCase();
        }),
      })),
    );
    for (const row of rows) assert.equal(row.differs, new Set(row.cells).size > 1, `"differs" on ${JSON.stringify(row.cells)}`);
    await page.getByRole('link', { name: 'Book the RV400 BRZ', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Test ride the RV400', exact: true }).waitFor();
  },

  async 'old addresses and other spellings answer 301 to the page'({ base }) {
    for (const [from, to] of [['/RV400', '/rv400'], ['/rv1plus', '/rv1Plus'], ['/electric-bikes', '/electric-bike'], ['/blob', '/blog']]) {
      const res = await fetch(`${base}${from}`, { redirect: 'manual' });
      assert.equal(res.status, 301, from);
      assert.equal(res.headers.get('location'), to, from);
    }
  },
};
