// The back-office dashboard (issue 12): an admin and a dealer open /dashboard on a phone (390 px).
import assert from 'node:assert/strict';
import { axe, open, overflow, settle, signIn } from './helpers.mjs';

export const journeys = {
  async 'dashboard: the admin sees every hub with charts and their tables, the range stays in the URL'({ page, axeSource }) {
    await open(page, '/signin?redirect=%2Fdashboard');
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL('**/dashboard');
    await page.getByRole('list', { name: 'Key figures' }).waitFor();
    await settle(page);
    assert.equal(await page.getByRole('img', { name: 'Bar chart of orders by model' }).count(), 1);
    // When the enquiry figures were read (they are refreshed behind the view after a change).
    await page.getByText(/^Order figures are current\. Enquiries, test-ride conversion and lead response time are as of /).waitFor();
    const funnel = page.getByRole('region', { name: 'From enquiry to delivery', exact: true });
    await funnel.getByText('Show the figures as a table').click();
    await funnel.getByRole('rowheader', { name: 'Orders' }).waitFor();
    assert.equal(await overflow(page), 0, '/dashboard is wider than 390 px');
    await axe(page, axeSource, '/dashboard (admin)');

    await page.getByRole('button', { name: '7 days' }).click();
    await page.waitForURL('**/dashboard?days=7');
    await page.getByRole('button', { name: '7 days', pressed: true }).waitFor();
    assert.ok((await page.getByLabel('Hub').locator('option').count()) > 20, 'the admin chooses among every hub');
  },

  async "dashboard: a dealer sees only their hubs' dashboard"({ page, axeSource }) {
    await open(page, '/signin?redirect=%2Fdashboard');
    await signIn(page, '9000000002', 'Dealer@12345');
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.getByText(/· 2 hubs$/).waitFor();
    const hubs = await page.getByLabel('Hub').locator('option').allTextContents();
    assert.deepEqual(hubs, ['All hubs', 'Revolt Service Hub Koramangala', 'Revolt Service Hub Whitefield']);
    await settle(page);
    assert.equal(await overflow(page), 0, '/dashboard (dealer) is wider than 390 px');
    await axe(page, axeSource, '/dashboard (dealer)');
  },
};
