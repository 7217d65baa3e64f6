// The booking pass (issue 30, docs/decisions/046-booking-pass.md): a customer books and pays, opens the pass from the
// booking's page, saves it as an image, goes offline and still reads it with the time it was last updated; a dealer
// of the booking's hub types the pass's code on "Scan a pass" and lands on the order.
import assert from 'node:assert/strict';
import { apiToken, checkScreen, open, paidBooking, settle, signInTo, workerInControl } from './helpers.mjs';

const CUSTOMER = ['9000000003', 'Customer@12345'];
// paidBooking books at the Andheri hub (Mumbai), which this dealer runs.
const MUMBAI_DEALER = ['9000000004', 'Dealer@12345'];

export const journeys = {
  async 'pass: a customer opens the booking pass, saves it, reads it offline with "Last updated"; a dealer types its code and lands on the order'({ page, context, axeSource, consoleErrors }) {
    const id = await paidBooking(context, await apiToken(context.request, CUSTOMER));

    // Signed in, with the service worker in control, so the pass's page and scripts are kept as they are used.
    await signInTo(page, `/booking-detail/${id}`, CUSTOMER);
    await workerInControl(page);
    await open(page, `/booking-detail/${id}`);
    await page.getByRole('link', { name: 'Booking pass' }).click();
    await page.waitForURL(`**/booking-pass/${id}`);
    const pass = page.getByRole('article');
    const reference = (await pass.locator('#booking-pass-reference').textContent())?.trim();
    assert.match(reference ?? '', /^BK-\d{6}$/);
    await pass.getByRole('img', { name: `QR code of pass ${reference}` }).waitFor();
    for (const text of ['RV400 in Rebel Red', 'Every day, 10 am – 6 pm', 'Revolt Service Hub Andheri']) {
      await pass.getByText(text, { exact: false }).first().waitFor();
    }
    assert.match(await pass.getByRole('link', { name: /Find the hub on the map/ }).getAttribute('href'), /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await pass.getByText('The code in text').click();
    const token = (await pass.locator('code').textContent())?.trim() ?? '';
    assert.match(token, /^[\w-]+\.[\w-]{43}$/, 'the code under the QR is the signed token');
    await checkScreen(page, axeSource, `/booking-pass/${id}`);

    const [download] = await Promise.all([page.waitForEvent('download'), pass.getByRole('button', { name: 'Save as image' }).click()]);
    assert.equal(download.suggestedFilename(), `revolt-pass-${reference}.png`);
    const png = await download.createReadStream().then(async (stream) => {
      const chunks = [];
      for await (const chunk of stream) chunks.push(chunk);
      return Buffer.concat(chunks);
    });
    assert.equal(png.subarray(1, 4).toString(), 'PNG', 'the saved image is a PNG');

    // Offline: the page comes from the worker, the pass from this user's copy, with the time it was last updated.
    await settle(page);
    const before = consoleErrors.length;
    await context.setOffline(true);
    await page.reload();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.getByText(/^Last updated /).waitFor();
    await page.getByRole('img', { name: `QR code of pass ${reference}` }).waitFor();
    await context.setOffline(false);
    const offlineErrors = consoleErrors.splice(before);
    const other = offlineErrors.filter((e) => !/Failed to load resource: net::(ERR_FAILED|ERR_INTERNET_DISCONNECTED)|Network Error/.test(e));
    assert.deepEqual(other, [], 'console errors while offline other than the failed API request');

    // The hub: a dealer of Andheri types the code and lands on the order.
    const hub = await context.browser().newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 } });
    try {
      const dealer = await hub.newPage();
      await signInTo(dealer, '/scan-pass', MUMBAI_DEALER);
      await checkScreen(dealer, axeSource, '/scan-pass');
      await dealer.getByLabel(/^Pass code/).fill(token);
      await dealer.getByRole('button', { name: 'Open the booking' }).click();
      await dealer.waitForURL(`**/orderdetail/dealer/${id}`);
      await dealer.getByText(reference, { exact: false }).first().waitFor();
    } finally {
      await hub.close();
    }
  },
};
