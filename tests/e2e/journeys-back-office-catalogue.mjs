// The back-office catalogue and users (issue 12): an admin's price edit reaches the public product page, an admin
// makes a customer the dealer of a hub, and the screens pass axe and fit a 390 px phone.
import assert from 'node:assert/strict';
import { axe, open, overflow, registerByApi, settle, signIn } from './helpers.mjs';

const ADMIN = ['9000000001', 'Admin@12345'];
const rupees = (amount) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);

async function fits(page, label) {
  assert.equal(await overflow(page), 0, `${label} is wider than the 390 px viewport`);
}

async function signInTo(page, path, [mobile, password]) {
  await open(page, `/signin?redirect=${encodeURIComponent(path)}`);
  await signIn(page, mobile, password);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

export const journeys = {
  async 'back-office catalogue: an admin edits a price, the public product page shows it; /productlist and /product/:id/edit pass axe at 390 px'({ page, axeSource }) {
    await signInTo(page, '/productlist', ADMIN);
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('link', { name: 'Edit RV400', exact: true }).waitFor();
    await settle(page);
    await axe(page, axeSource, '/productlist');
    await fits(page, '/productlist');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).waitFor();

    await page.getByLabel('Status').selectOption('inactive');
    await page.waitForURL((url) => url.pathname + url.search === '/productlist?status=inactive');
    await page.getByText('No products match these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(/\/productlist$/);

    await table.getByRole('link', { name: 'Edit RV400', exact: true }).click();
    await page.waitForURL('**/product/rv400/edit');
    const price = page.getByLabel(/Ex-showroom price/);
    await price.waitFor();
    await settle(page);
    await axe(page, axeSource, '/product/rv400/edit');
    await fits(page, '/product/rv400/edit');

    const original = await price.inputValue();
    const charger = Number(await page.getByLabel(/Charger price/).inputValue());
    const edited = Number(original) + 1111;
    try {
      await price.fill('12.5');
      await page.getByRole('button', { name: 'Save product' }).click();
      await page.getByText('Enter the ex-showroom price in whole rupees (0 to 10000000).').waitFor();
      await axe(page, axeSource, '/product/rv400/edit with an error');
      await fits(page, '/product/rv400/edit with an error');

      await price.fill(String(edited));
      await page.getByRole('button', { name: 'Save product' }).click();
      await page.getByText(/Saved\. The site shows the new details now\./).waitFor();

      await open(page, '/product/rv400');
      await page.getByText(rupees(edited + charger), { exact: true }).first().waitFor();
    } finally {
      // Other journeys read the RV400's price: put it back.
      await open(page, '/product/rv400/edit');
      await page.getByLabel(/Ex-showroom price/).fill(original);
      await page.getByRole('button', { name: 'Save product' }).click();
      await page.getByText(/Saved\. The site shows the new details now\./).waitFor();
    }
  },

  async 'back-office users: an admin makes a customer the dealer of a hub, who then sees only the dealer catalogue; /userlist and /user/:id/edit pass axe at 390 px'({ page, context, base, axeSource, otpFor }) {
    const name = 'Kavya Raman';
    const account = await registerByApi(base, otpFor, { name, email: (mobile) => `dealer.${mobile}@example.com` });

    await signInTo(page, `/userlist?q=${account.mobile}`, ADMIN);
    await page.getByRole('link', { name: `Edit ${name}` }).waitFor();
    await settle(page);
    await axe(page, axeSource, '/userlist');
    await fits(page, '/userlist');

    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL(/\/user\/\d+\/edit$/);
    await page.getByRole('radio', { name: 'Customer' }).waitFor();
    // The radio sits under its card's label, which takes the tap.
    await page.locator('label.field__option-label', { hasText: /^Dealer$/ }).click();
    assert.equal(await page.getByRole('radio', { name: 'Dealer' }).isChecked(), true);
    const hubs = page.getByRole('group', { name: /Hubs this dealer runs/ });
    await hubs.getByRole('checkbox', { name: 'Revolt Service Hub Koramangala' }).waitFor();
    await page.getByRole('button', { name: 'Save user' }).click();
    await hubs.getByText('Choose at least one hub this dealer runs.').waitFor();
    await settle(page);
    await axe(page, axeSource, '/user/:id/edit with the hubs');
    await fits(page, '/user/:id/edit with the hubs');

    await hubs.getByRole('checkbox', { name: 'Revolt Service Hub Koramangala' }).check();
    await page.getByRole('button', { name: 'Save user' }).click();
    await page.getByText('The user has been saved.').waitFor();

    await open(page, `/userlist?role=dealer&q=${account.mobile}`);
    const listed = page.getByRole('list', { name: `Hubs of ${name}` });
    await listed.waitFor();
    assert.match(await listed.textContent(), /Revolt Service Hub Koramangala, Bengaluru/);
    await axe(page, axeSource, '/userlist filtered to dealers');
    await fits(page, '/userlist filtered to dealers');

    const other = await context.browser().newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    try {
      const dealer = await other.newPage();
      await signInTo(dealer, '/productlist/dealer', [account.mobile, account.password]);
      const catalogue = dealer.getByRole('table', { name: 'Catalogue' });
      await catalogue.getByRole('rowheader').first().waitFor();
      assert.equal(await catalogue.getByRole('link', { name: /^Edit/ }).count(), 0, 'the dealer catalogue is read-only');
      const sections = await dealer.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents();
      // The dealer's own sections only: the catalogue among them, none of the admin's.
      assert.ok(sections.includes('Catalogue'), `dealer sections: ${sections.join(', ')}`);
      for (const adminOnly of ['Users', 'Products', 'Orders', 'Banners']) assert.ok(!sections.includes(adminOnly), `a dealer sees ${adminOnly}`);
      await settle(dealer);
      await axe(dealer, axeSource, '/productlist/dealer');
      await fits(dealer, '/productlist/dealer');
      await open(dealer, '/productlist');
      await dealer.getByRole('heading', { level: 1 }).first().waitFor();
      assert.equal(await dealer.getByRole('table', { name: 'Products' }).count(), 0, 'a dealer cannot open the admin product list');
    } finally {
      await other.close();
    }
  },
};
