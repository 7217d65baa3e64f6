// The owner's home and a journey without friction (issue 25), in Chromium at 390 px: sign-in from a guarded page
// returns to it and otherwise lands on the role's home, the dashboard shows every order in progress and the bike
// delivered, a pincode fills the place, the comparison marks only rows that differ, old addresses move for good.
import assert from 'node:assert/strict';
import { apiToken, checkScreen, open, randomMobile, signIn } from './helpers.mjs';

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
    assert.match(await bikes.innerText(), /Bike \(\d years or [\d,]+ km\): valid until .+, whichever comes first/);
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

  async 'a test ride takes the last place of a slot, and the next visitor sees it full and cannot take it'({ page, context, axeSource }) {
    const admin = await apiToken(context.request, ['9000000001', 'Admin@12345']);
    const headers = { authorization: `Bearer ${admin}` };
    const capacity = (n) => context.request.put('/api/v1/back-office/hubs/1/test-ride-capacity', { headers, data: { capacity: n } });
    assert.equal((await capacity(1)).status(), 200);
    // Three days ahead in India, a day no other journey books at this hub.
    const day = new Date(Date.now() + 5.5 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
    const book = async (mobile) => {
      await open(page, '/test-ride?dealer=1&model=rv400');
      // ?model= and ?dealer= apply after hydration (the prerendered page has no query string).
      await page.locator('input[name="model"][value="rv400"]:checked').waitFor({ state: 'attached' });
      await page.locator('select[name="dealer_id"]').and(page.locator(':enabled')).waitFor();
      await page.getByLabel(/^Full name/).fill('Farhan Shaikh');
      await page.getByLabel(/^Mobile number/).fill(mobile);
      await page.getByLabel(/^E-mail/).fill(`farhan.${mobile}@example.com`);
      await page.getByLabel(/^Nearest area/).selectOption({ index: 1 });
      await page.locator('input[name="preferred_date"][min]').waitFor({ state: 'attached' });
      await page.getByLabel(/^Preferred date/).fill(day);
    };
    try {
      await book(randomMobile());
      // The whole option card is the click target (its label covers the radio); it shows the places once known.
      await page.getByText('1 place left').first().waitFor();
      await page.getByText('4 pm – 6 pm', { exact: true }).click();
      await page.getByRole('button', { name: 'Book my test ride' }).click();
      await page.waitForURL(/\/thankyouride\/\d+$/);

      await book(randomMobile());
      const full = page.getByRole('radio', { name: '4 pm – 6 pm' });
      await page.getByText('Full at this hub: choose another slot or day').waitFor();
      assert.equal(await full.isDisabled(), true, 'the full slot cannot be chosen');
      await checkScreen(page, axeSource, '/test-ride with a full slot');
      // Asked directly, the server refuses it too, offering the next free slots.
      const refused = await context.request.post('/api/v1/test-rides', {
        data: {
          name: 'Farhan Shaikh', mobile: randomMobile(), email: 'farhan@example.com', state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069',
          model: 'rv400', preferred_date: day, time_slot: '16:00-18:00', dealer_id: 1,
        },
      });
      assert.equal(refused.status(), 409);
      assert.match((await refused.json()).message, /^That slot is full at this hub\. The next free slots: /);
    } finally {
      await capacity(3);
    }
  },

  async 'old addresses and other spellings answer 301 to the page'({ base }) {
    for (const [from, to] of [['/RV400', '/rv400'], ['/rv1plus', '/rv1Plus'], ['/electric-bikes', '/electric-bike'], ['/blob', '/blog']]) {
      const res = await fetch(`${base}${from}`, { redirect: 'manual' });
      assert.equal(res.status, 301, from);
      assert.equal(res.headers.get('location'), to, from);
    }
  },
};
