// Growth journeys (issue 14): a dealership application from the public form to the admin's list and review.
import assert from 'node:assert/strict';
import { axe, open, overflow, randomMobile, settle, signIn } from './helpers.mjs';

export const journeys = {
  async 'a dealer application reaches the admin list, and the admin reviews it'({ page, axeSource }) {
    const mobile = randomMobile();
    // Names take letters only: the run's digits become letters to tell this application apart.
    const name = `Kiran Dealer ${mobile.slice(-4).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
    await open(page, '/become-dealer');
    await axe(page, axeSource, '/become-dealer');
    assert.equal(await overflow(page), 0, '/become-dealer is wider than 390 px');
    await page.getByLabel(/Full name/).fill(name);
    await page.getByLabel(/Mobile number/).fill(mobile);
    await page.getByLabel(/E-mail/).fill(`kiran.${mobile}@example.com`);
    await page.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
    await page.getByLabel(/^City/).selectOption({ label: 'Pune' });
    await page.getByLabel(/Current business/).fill('Two-wheeler service workshop');
    await page.getByLabel(/Showroom space/).fill('1800');
    await page.getByLabel(/Investment budget/).selectOption('30–40 Lacs');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL(/\/thankyoudealer\/\d+$/);
    const reference = (await page.locator('.thank-you-dealer__reference strong').textContent())?.trim() ?? '';
    assert.match(reference, /^DA-\d{6}$/);
    await axe(page, axeSource, '/thankyoudealer/:id');

    await open(page, '/signin?redirect=%2Fbecomedealerlist');
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL('**/becomedealerlist');
    await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
    await page.getByRole('searchbox', { name: /Search by name/ }).press('Enter');
    const row = page.getByRole('link', { name: `${reference}, ${name}` });
    await row.waitFor();
    await settle(page);
    await axe(page, axeSource, '/becomedealerlist');
    assert.equal(await overflow(page), 0, '/becomedealerlist is wider than 390 px');

    await row.click();
    await page.waitForURL(/\/becomedealerdetail\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `${reference}: ${name}` }).waitFor();
    await page.getByRole('combobox', { name: /Status/ }).selectOption('contacted');
    await page.getByLabel(/Note/).fill('Called; site visit on Friday.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Status saved: Contacted.').waitFor();
    await page.getByRole('list', { name: 'History of this application' }).getByText('Status changed from New to Contacted').waitFor();
    await axe(page, axeSource, '/becomedealerdetail/:id');
    assert.equal(await overflow(page), 0, '/becomedealerdetail/:id is wider than 390 px');
  },
};
