// Support tickets and the service dashboard, end to end: the demo customer raises a ticket, it reaches the
// admin's inbox, the admin replies, and the customer reads the reply; each screen passes axe and fits 390 px.
import assert from 'node:assert/strict';
import { axe, open, overflow, randomMobile, settle, signIn, signOutFromMenu } from './helpers.mjs';

export const journeys = {
  async 'support: the demo customer raises a ticket, it reaches /support, the admin replies, the customer sees the reply'({ page, axeSource }) {
    const text = `The charger light blinks red (e2e ${Date.now()}).`;
    await open(page, '/signin?redirect=%2Fsupport%2Ffreshdesk');
    await signIn(page, '9000000003', 'Customer@12345');
    await page.waitForURL('**/support/freshdesk');
    await page.getByLabel('Order (optional)').locator('option').nth(1).waitFor({ state: 'attached' });
    await axe(page, axeSource, '/support/freshdesk');
    assert.equal(await overflow(page), 0, '/support/freshdesk fits 390 px');
    await page.getByLabel(/^Topic/).selectOption('service');
    const firstOrder = await page.getByLabel('Order (optional)').locator('option').nth(1).getAttribute('value');
    await page.getByLabel('Order (optional)').selectOption(firstOrder);
    await page.getByLabel(/^Message/).fill(text);
    await page.getByRole('button', { name: 'Raise the ticket' }).click();
    const done = page.getByRole('heading', { name: /^Ticket ST-\d{6} is raised$/ });
    await done.waitFor();
    const reference = (await done.textContent()).match(/ST-\d{6}/)[0];

    await page.getByRole('link', { name: 'See my support tickets' }).click();
    await page.getByRole('link', { name: new RegExp(reference) }).waitFor();
    await axe(page, axeSource, '/usersupport');
    assert.equal(await overflow(page), 0, '/usersupport fits 390 px');
    await signOutFromMenu(page);
    await page.waitForURL(/\/signin(\?|$)/);

    await open(page, '/signin?redirect=%2Fsupport');
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL('**/support');
    await page.getByRole('link', { name: reference }).waitFor();
    await settle(page);
    await axe(page, axeSource, '/support');
    assert.equal(await overflow(page), 0, '/support fits 390 px');
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
    await page.getByText(text).waitFor();
    await axe(page, axeSource, '/support/ticket/:id');
    assert.equal(await overflow(page), 0, '/support/ticket/:id fits 390 px');
    await page.getByLabel('Internal note (never shown to the customer)').fill('Check the charger batch.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByRole('list', { name: 'Ticket timeline' }).getByText('Check the charger batch.').waitFor();
    await page.getByLabel('Reply to the customer (they get an SMS)').fill('Please bring the charger to the hub on Monday.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('list', { name: 'Conversation' }).getByText('Please bring the charger to the hub on Monday.').waitFor();

    await open(page, '/service-dash');
    await page.getByRole('table', { name: 'Service centres' }).getByRole('link').first().waitFor();
    await axe(page, axeSource, '/service-dash');
    assert.equal(await overflow(page), 0, '/service-dash fits 390 px');
    await page.getByRole('table', { name: 'Service centres' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Open tickets \(\d+\)$/ }).waitFor();
    await axe(page, axeSource, '/service-dash/:id');
    assert.equal(await overflow(page), 0, '/service-dash/:id fits 390 px');
    // The back office has its own header, with sign-out in it.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/signin(\?|$)/);

    await open(page, '/signin?redirect=%2Fusersupport');
    await signIn(page, '9000000003', 'Customer@12345');
    await page.waitForURL('**/usersupport');
    await page.getByRole('link', { name: new RegExp(reference) }).click();
    await page.getByRole('list', { name: 'Conversation' }).getByText('Please bring the charger to the hub on Monday.').waitFor();
    assert.equal(await page.getByText('Check the charger batch.').count(), 0, 'internal notes never reach the customer');
    await page.getByText('We replied: waiting for you').waitFor();
    await axe(page, axeSource, '/usersupport/:id');
    assert.equal(await overflow(page), 0, '/usersupport/:id fits 390 px');
  },

  async 'support: a visitor raises a ticket with the OTP sent to their mobile'({ page, axeSource, otpFor }) {
    const mobile = randomMobile();
    await open(page, '/support/freshdesk');
    await page.getByLabel(/^Full name/).fill('Ravi Kumar');
    await page.getByLabel(/^Mobile number/).fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('We sent a 6-digit OTP to your mobile.').waitFor();
    await page.getByLabel(/^OTP/).fill(await otpFor(mobile));
    await page.getByLabel(/^Topic/).selectOption('delivery');
    await page.getByLabel(/^Message/).fill('When will my bike reach the Andheri hub?');
    await page.getByRole('button', { name: 'Raise the ticket' }).click();
    await page.getByRole('heading', { name: /^Ticket ST-\d{6} is raised$/ }).waitFor();
    await axe(page, axeSource, '/support/freshdesk after raising');
    assert.equal(await overflow(page), 0, '/support/freshdesk fits 390 px');
  },
};
