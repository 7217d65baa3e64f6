// Feedback and NPS, and the home banners (issue 15): a delivery's SMS link answered once and counted on the
// admin's and the right dealer's dashboards; a banner created by the admin shown on the home page.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { axe, open, overflow, paidBooking, settle, signIn } from './helpers.mjs';

const ADMIN = ['9000000001', 'Admin@12345'];
const CUSTOMER = ['9000000003', 'Customer@12345'];
const MUMBAI_DEALER = ['9000000004', 'Dealer@12345'];
const BENGALURU_DEALER = ['9000000002', 'Dealer@12345'];

async function apiToken(context, [mobile, password]) {
  const res = await context.request.post('/api/v1/auth/signin', { data: { mobile, password } });
  assert.equal(res.status(), 200, `API sign-in of ${mobile}`);
  return (await res.json()).token;
}

/** Signs in through the page and opens `path` (the sign-in sends the person back there). */
async function signedInAt(page, path, [mobile, password]) {
  await open(page, `/signin?redirect=${encodeURIComponent(path)}`);
  await signIn(page, mobile, password);
  await page.waitForURL((url) => url.pathname === path);
  await settle(page);
}

async function checkScreen(page, axeSource, label) {
  await axe(page, axeSource, label);
  assert.equal(await overflow(page), 0, `${label} is wider than 390 px`);
}

export const journeys = {
  'feedback: a delivery SMS link is answered once and shows in /feedback-dash and the Mumbai dealer’s /customer-feedback': async ({ page, context, base, axeSource, consoleErrors, smsFor }) => {
    const admin = await apiToken(context, ADMIN);
    const customer = await apiToken(context, CUSTOMER);
    // Its own booking: earlier journeys may have cancelled or delivered the demo customer's seeded one.
    const bookingId = await paidBooking(context, customer);
    // The seeded delivered bike got its own feedback SMS at start: wait for a newer one.
    const earlier = await smsFor(CUSTOMER[0], /\/feedback-hub\?/, 1).catch(() => null);
    const orders = (await (await context.request.get('/api/v1/orders', { headers: { authorization: `Bearer ${customer}` } })).json()).data;
    const order = orders.find((o) => o.id === bookingId && o.state === 'confirmed');
    assert.ok(order, 'the new booking is paid and ready to deliver');
    for (const [action, data] of [['allot', { chassis: 'MD9RV400X25E2E001' }], ['ready', {}], ['deliver', {}]]) {
      const res = await context.request.post(`/api/v1/back-office/orders/${order.id}/${action}`, { data, headers: { authorization: `Bearer ${admin}` } });
      assert.equal(res.status(), 200, `${action}: ${await res.text()}`);
    }
    // The outbox sends the SMS within its 15 s pass.
    let text = await smsFor(CUSTOMER[0], /\/feedback-hub\?/, 45000);
    for (let waited = 0; text === earlier && waited < 45; waited += 1) {
      await page.waitForTimeout(1000);
      text = await smsFor(CUSTOMER[0], /\/feedback-hub\?/, 1000);
    }
    assert.notEqual(text, earlier, 'a feedback SMS for this delivery');
    const link = new URL(/(https?:\/\/\S+)/.exec(text)[1]);
    const path = `${link.pathname}${link.search}`;

    await open(page, path);
    await page.getByText(`Delivery ${order.reference}`).waitFor();
    await checkScreen(page, axeSource, '/feedback-hub');
    const comment = `Handover by the book ${Date.now()}`;
    await page.getByRole('radiogroup', { name: /recommend Revolt/ }).getByRole('radio', { name: '9', exact: true }).check({ force: true });
    for (const name of [/^The hub/, /^The bike/, /^Booking, payment and delivery/]) {
      await page.getByRole('radiogroup', { name }).getByRole('radio', { name: '5 stars' }).check({ force: true });
    }
    await page.getByLabel(/Anything you would like to tell us/).fill(comment);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByRole('heading', { name: 'Thank you for your feedback.' }).waitFor();

    await open(page, path);
    await page.getByText('Feedback for this ride has already been given. Thank you!').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Send feedback' }).count(), 0, 'a reused link shows no form');
    // The API answers a used link 410 Gone on purpose; the browser logs that response as an error.
    for (let i = consoleErrors.length - 1; i >= 0; i -= 1) if (/status of 410/.test(consoleErrors[i])) consoleErrors.splice(i, 1);

    const adminPage = await context.newPage();
    await signedInAt(adminPage, '/feedback-dash', ADMIN);
    await adminPage.getByText(comment).waitFor();
    await checkScreen(adminPage, axeSource, '/feedback-dash');
    await adminPage.close();

    for (const [who, sees] of [
      [MUMBAI_DEALER, true],
      [BENGALURU_DEALER, false],
    ]) {
      const dealerContext = await context.browser().newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
      const dealerPage = await dealerContext.newPage();
      try {
        await signedInAt(dealerPage, '/customer-feedback', who);
        if (sees) {
          await dealerPage.getByText(comment).waitFor();
          await checkScreen(dealerPage, axeSource, '/customer-feedback');
        } else {
          // The Bengaluru hubs have no answers: the Mumbai one is not theirs to see.
          await dealerPage.getByText('No feedback yet.').waitFor();
          assert.equal(await dealerPage.getByText(comment).count(), 0, `dealer ${who[0]} does not see another hub's answer`);
        }
      } finally {
        await dealerContext.close();
      }
    }
  },

  'banners: the admin adds a banner and the home page shows it': async ({ page, axeSource }) => {
    const dir = mkdtempSync(join(tmpdir(), 'banner-'));
    const file = join(dir, 'festive.jpg');
    writeFileSync(file, await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#c8102e' } }).jpeg().toBuffer());
    const headline = `Festive ride days ${Date.now() % 100000}`;

    await signedInAt(page, '/banner-dashboard', ADMIN);
    await checkScreen(page, axeSource, '/banner-dashboard');
    const form = page.getByRole('form', { name: 'New banner' });
    await form.getByLabel(/^Image/).setInputFiles(file);
    await form.getByLabel(/^Headline/).fill(headline);
    await form.getByLabel(/^Alt text/).fill('A red RV400 on a festive street at dusk');
    await form.getByLabel(/^Link/).fill('/rv400');
    const start = await page.evaluate(() => {
      const d = new Date(Date.now() - 3_600_000);
      const pad = (n) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    });
    await form.getByLabel(/^Starts/).fill(start);
    await form.getByRole('button', { name: 'Add banner' }).click();
    await page.getByText(`“${headline}” was added.`).waitFor();
    await page.getByRole('heading', { level: 3, name: headline }).waitFor();
    await checkScreen(page, axeSource, '/banner-dashboard with a banner');

    await open(page, '/');
    const slot = page.getByRole('region', { name: 'Offers and news' });
    await slot.getByRole('link', { name: new RegExp(headline) }).waitFor();
    const box = await slot.locator('img').first().boundingBox();
    assert.ok(box && Math.abs(box.width / box.height - 2) < 0.05, 'the banner keeps its 2:1 box');
    await checkScreen(page, axeSource, '/ with a banner');
  },
};
