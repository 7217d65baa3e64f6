// A signed-in customer's dashboard and booking detail, readable offline (issue 30, docs/decisions/045-pwa-offline.md
// and 046-booking-pass.md): read online, then offline after a reload they show the copy kept on this device with
// "Last updated" and the offline banner; no API answer is ever in Cache Storage; a sign-out removes the copies.
import assert from 'node:assert/strict';
import { apiToken, offlineHere, open, paidBooking, settle, signInTo, signOutFromMenu, workerInControl } from './helpers.mjs';

const CUSTOMER = ['9000000003', 'Customer@12345'];
const OFFLINE_BANNER = /^You are offline\./;

const offlineCopies = (page) => page.evaluate(() => window.localStorage.getItem('offlineCopies'));

/** Reloads with the network off: the page from the worker, then the screen from the copy, with its time and the banner. */
async function readsOffline(page, context, check) {
  await page.reload();
  await offlineHere(context);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await page.getByRole('status').filter({ hasText: OFFLINE_BANNER }).waitFor();
  await page.getByText(/^Last updated \d{1,2} \w+ \d{4}(,| at) \d{1,2}:\d{2}\s(am|pm)$/).waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await check();
}

export const journeys = {
  async 'offline portal: the dashboard and the booking detail read offline with "Last updated"; a sign-out removes the copies'({ page, context, consoleErrors }) {
    const id = await paidBooking(context, await apiToken(context.request, CUSTOMER));
    const reference = `BK-${String(id).padStart(6, '0')}`;

    // Online, with the service worker in control, so both pages' shells and scripts are kept as they are used.
    await signInTo(page, '/userdashboard', CUSTOMER);
    await workerInControl(page);
    await open(page, '/userdashboard');
    await page.getByRole('link', { name: `Booking pass for ${reference}` }).waitFor();
    await open(page, `/booking-detail/${id}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
    await page.getByRole('list', { name: 'Order timeline' }).waitFor();
    await settle(page);
    const kept = JSON.parse((await offlineCopies(page)) ?? '{}');
    const mine = Object.entries(kept).filter(([owner]) => owner.startsWith('user-'));
    assert.equal(mine.length, 1, 'the copies are kept under this customer alone');
    assert.ok(mine[0][1][`order-${id}`] && mine[0][1]['my-orders'], 'the booking and the list are kept');
    assert.equal(mine[0][1][`order-${id}`].data.pincode, undefined, 'what the page does not show is not kept');

    // Offline: the booking detail, then the dashboard, each reloaded.
    const before = consoleErrors.length;
    await context.setOffline(true);
    await readsOffline(page, context, async () => {
      await page.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
      await page.getByRole('list', { name: 'Order timeline' }).getByText(/received/).first().waitFor();
      assert.equal(await page.getByRole('link', { name: 'Cancel this booking' }).count(), 0, 'offline, cancelling waits for the server');
    });
    await open(page, '/userdashboard');
    await readsOffline(page, context, async () => {
      await page.getByRole('region', { name: /Your (current booking|bookings in progress)/ }).getByRole('link', { name: new RegExp(`, ${reference}`) }).waitFor();
    });

    // No API answer is in Cache Storage (decision 045): the worker never caches /api/.
    const cached = await page.evaluate(async () => {
      const urls = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    assert.ok(cached.length > 0, 'the worker keeps the shell and pages');
    assert.deepEqual(cached.filter((url) => new URL(url).pathname.startsWith('/api/')), [], 'no API answer in Cache Storage');

    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: OFFLINE_BANNER }).waitFor({ state: 'detached' });
    const offlineErrors = consoleErrors.splice(before);
    const other = offlineErrors.filter((e) => !/Failed to load resource: net::(ERR_FAILED|ERR_INTERNET_DISCONNECTED)|Network Error/.test(e));
    assert.deepEqual(other, [], 'console errors while offline other than the failed API requests');

    // Back online, a sign-out removes every copy.
    await signOutFromMenu(page);
    await page.waitForFunction(() => window.localStorage.getItem('userInfo') === null);
    assert.equal(await offlineCopies(page), null, 'the copies are gone after sign-out');
  },
};
