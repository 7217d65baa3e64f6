// The upgrade programme (issue 13): the demo customer trades in their delivered RV400 (the chassis the README
// publishes, from the seeded register of earlier sales) for an RV400 BRZ at a hub that takes upgrades, pays the
// booking amount on the sandbox gateway, finds the upgrade in My upgrade bookings, cancels it and sees the refund.
// Axe and the 390 px width on every screen.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { axe, fillLongestOptions, open, overflow, settle, signIn } from './helpers.mjs';

/** The demo customer's bike to upgrade as the README publishes it, read from the seed so the two never drift apart. */
function demoChassis() {
  const seed = readFileSync(new URL('../../server/seed/upgrades.ts', import.meta.url), 'utf8');
  const found = seed.match(/DEMO_TRADE_IN_CHASSIS = '([A-Z0-9]{17})'/);
  assert.ok(found, 'server/seed/upgrades.ts names DEMO_TRADE_IN_CHASSIS');
  return found[1];
}

async function checkScreen(page, axeSource, label) {
  await axe(page, axeSource, label);
  assert.equal(await overflow(page), 0, `${label} is wider than the phone`);
}

export const journeys = {
  async 'upgrade: the demo customer trades in the delivered bike for an RV400 BRZ at an upgrade hub, pays, sees it in My upgrade bookings, cancels and is refunded'({ page, axeSource }) {
    const chassis = demoChassis();
    await open(page, '/signin?redirect=%2Fupgradeproduct%2F');
    await signIn(page, '9000000003', 'Customer@12345');
    await page.waitForURL('**/upgradeproduct/');
    await page.getByRole('heading', { level: 1, name: 'Upgrade your Revolt' }).waitFor();
    await checkScreen(page, axeSource, '/upgradeproduct/');

    // A mistyped chassis (an O) is caught before any request; the owner's typing is kept, upper-cased.
    const field = page.getByRole('textbox', { name: /Chassis number/ });
    await field.fill(`${chassis.slice(0, 16)}o`);
    await page.getByRole('button', { name: 'Check my bike' }).click();
    await page.getByText(/Enter the 17-character chassis number/).waitFor();
    assert.equal(await field.inputValue(), `${chassis.slice(0, 16)}O`);
    await checkScreen(page, axeSource, '/upgradeproduct/ with an error');

    await field.fill(chassis.toLowerCase());
    await page.getByRole('button', { name: 'Check my bike' }).click();
    const tradeIn = page.getByRole('region', { name: /^Your RV400$/ });
    await tradeIn.waitFor();
    assert.match(await tradeIn.textContent(), /Estimated valuation: ₹[\d,]+/);
    assert.match(await tradeIn.textContent(), /reference price/);
    await page.getByRole('form', { name: 'Choose your new bike' }).getByText('RV400 BRZ', { exact: true }).click();
    assert.equal(await page.getByRole('radio', { name: 'RV400 BRZ' }).isChecked(), true);
    await checkScreen(page, axeSource, '/upgradeproduct/ valued');
    await page.getByRole('button', { name: 'Continue: details and hub' }).click();

    await page.waitForURL('**/upgradeplaceorder/');
    await page.getByRole('heading', { level: 1, name: 'Details and upgrade hub' }).waitFor();
    if (!(await page.getByLabel(/^Pincode/).inputValue())) await page.getByLabel(/^Pincode/).fill('400059');
    await settle(page);
    assert.ok(await fillLongestOptions(page), 'an upgrade hub can be chosen');
    await checkScreen(page, axeSource, '/upgradeplaceorder/ filled');
    await page.getByRole('button', { name: 'Book the upgrade and pay ₹999' }).click();

    await page.waitForURL('**/upgradepayment');
    await page.getByRole('heading', { level: 2, name: /^Upgrade .+: RV400 BRZ in / }).waitFor();
    await checkScreen(page, axeSource, '/upgradepayment');
    await page.getByRole('button', { name: 'Pay ₹999 now' }).click();
    await page.getByRole('heading', { level: 1, name: /Test payment/ }).waitFor();
    await page.getByRole('button', { name: 'Pay ₹999' }).click();

    await page.waitForURL(/\/upgradeorder\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Booking amount paid' }).waitFor();
    const id = page.url().split('/').pop();
    await checkScreen(page, axeSource, '/upgradeorder/:id');
    await page.getByRole('link', { name: 'What happens next at the hub' }).click();
    await page.waitForURL(`**/upgradethankyou/${id}`);
    await page.getByRole('list', { name: 'What happens next' }).waitFor();
    await checkScreen(page, axeSource, '/upgradethankyou/:id');

    await open(page, '/upgradebooking');
    const list = page.getByRole('list', { name: 'My upgrade bookings' });
    await list.waitFor();
    await checkScreen(page, axeSource, '/upgradebooking');
    await list.locator(`a[href="/upgrade-booking-detail/${id}"]`).click();
    await page.waitForURL(`**/upgrade-booking-detail/${id}`);
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await timeline.waitFor();
    assert.match(await page.locator('main').textContent(), new RegExp(`chassis ${chassis}`));
    await checkScreen(page, axeSource, '/upgrade-booking-detail/:id');

    await open(page, '/cancel-upgrade/');
    await page.getByRole('list', { name: 'Upgrades you can cancel' }).waitFor();
    await checkScreen(page, axeSource, '/cancel-upgrade/');
    await page.locator(`a[href="/cancel-upgrade/${id}"]`).click();
    await page.waitForURL(`**/cancel-upgrade/${id}`);
    await page.getByLabel(/^Why are you cancelling\?/).selectOption('Price or finance did not work out');
    assert.match(await page.getByRole('note', { name: 'Your refund' }).textContent(), /We refund ₹999/);
    await checkScreen(page, axeSource, '/cancel-upgrade/:id');
    await page.getByRole('button', { name: 'Cancel my upgrade' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel my upgrade' }).click();
    await page.getByText(/^Your upgrade .+ is cancelled\.$/).waitFor();
    const refund = page.getByRole('region', { name: 'Your refund' });
    assert.match(await refund.textContent(), /RF-\d{6}/);
    await checkScreen(page, axeSource, '/cancel-upgrade/:id cancelled');

    // A moment later (the sandbox's refund timer) the upgrade is refunded, on its timeline too.
    const badge = page.locator('main .order-badge').first();
    await open(page, `/upgrade-booking-detail/${id}`);
    await timeline.waitFor();
    for (let tries = 0; tries < 15 && (await badge.textContent()) !== 'Refunded'; tries += 1) {
      await page.waitForTimeout(1000);
      await open(page, `/upgrade-booking-detail/${id}`);
      await timeline.waitFor();
    }
    assert.equal(await badge.textContent(), 'Refunded');
    assert.match(await timeline.textContent(), /refund/i);
  },
};
