// The full purchase (issue "Customer portal"): Buy now from the configurator, the delivery address and hub, pay at
// the hub, and the order waiting at /cashorder/:id.
import assert from 'node:assert/strict';
import { axe, open, overflow, signIn } from './helpers.mjs';

export const journeys = {
  async 'purchase: Buy now on the configurator, address and hub, pay at the hub, then the order to pay at the hub'({ page, axeSource }) {
    await open(page, '/signin?redirect=%2Fproduct%2Frv400');
    await signIn(page, '9000000003', 'Customer@12345');
    await page.waitForURL('**/product/rv400');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Pacific Blue' }).check();
    await page.getByRole('button', { name: 'Buy now' }).click();

    await page.waitForURL('**/shipping');
    await page.getByRole('heading', { level: 1, name: 'Delivery address' }).waitFor();
    await page.getByLabel(/^House number and street/).fill('Flat 12, Sai Krupa Society, Marol Maroshi Road');
    await page.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
    await page.getByLabel(/^City/).selectOption({ label: 'Mumbai' });
    await page.getByLabel(/^Pincode/).fill('400059');
    await page.getByLabel(/^Delivery hub/).selectOption({ index: 1 });
    await axe(page, axeSource, '/shipping filled');
    assert.equal(await overflow(page), 0, '/shipping is wider than the phone');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL('**/payment');
    await page.getByRole('heading', { level: 1, name: 'Payment method' }).waitFor();
    await page.getByText('Pay at the hub', { exact: true }).click();
    await axe(page, axeSource, '/payment');
    await page.getByRole('button', { name: 'Review your order' }).click();

    await page.waitForURL('**/placeorder');
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
    assert.match(await page.locator('main').textContent(), /Pacific Blue/);
    await axe(page, axeSource, '/placeorder');
    await page.getByRole('button', { name: 'Place order, pay at the hub' }).click();

    await page.waitForURL(/\/cashorder\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /^Order OD-\d{6} is placed$/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Pay ₹[\d,]+ at the hub by / }).waitFor();
    await axe(page, axeSource, '/cashorder');
    assert.equal(await overflow(page), 0, '/cashorder is wider than the phone');
    await page.getByRole('link', { name: 'See the order' }).click();
    await page.waitForURL(/\/order\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /^Order OD-\d{6}$/ }).waitFor();
  },
};
