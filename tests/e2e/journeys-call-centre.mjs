// Assisted sales (issue 13): a call-centre agent books a bike for a caller on /ccsupport; the caller opens the
// payment link of their SMS on their own phone (a fresh browser context), pays in the sandbox and sees the booking
// confirmed. The agent's other screen, /upgradeccsupport, is checked up to the owner's consent step.
import assert from 'node:assert/strict';
import { axe, open, overflow, randomMobile, settle, signIn } from './helpers.mjs';

const AGENT = ['9000000005', 'Agent@12345'];
/** The demo customer's bike of the register (server/seed/upgrades.ts), free to upgrade. */
const DEMO_OWNER = { chassis: 'MD9RV400X23F00777', mobile: '9000000003' };

async function checkScreen(page, axeSource, label) {
  await axe(page, axeSource, label);
  assert.equal(await overflow(page), 0, `${label} is wider than 390 px`);
}

export const journeys = {
  'call centre: an agent books for a caller on /ccsupport, and the caller pays through the SMS link': async ({ page, context, base, axeSource, smsFor }) => {
    // An agent's sign-in leads to the screen they work in.
    await open(page, '/signin');
    await signIn(page, ...AGENT);
    await page.waitForURL((url) => url.pathname === '/ccsupport');
    await page.getByRole('heading', { level: 1, name: 'Book for a caller' }).waitFor();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Book for a caller' }).waitFor();
    await settle(page);
    await checkScreen(page, axeSource, '/ccsupport');

    const mobile = randomMobile();
    await page.getByLabel(/^Full name/).fill('Kavya Rao');
    await page.getByLabel(/^Mobile number/).fill(mobile);
    await page.getByLabel(/^E-mail/).fill(`kavya.${mobile}@example.com`);
    await page.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
    await page.getByLabel(/^City/).selectOption({ label: 'Pune' });
    await page.getByLabel(/^Nearest area/).selectOption({ index: 1 });
    await page.getByRole('radio', { name: 'RV400', exact: true }).check({ force: true });
    await page.getByLabel(/^Delivery hub/).selectOption({ index: 1 });
    await checkScreen(page, axeSource, '/ccsupport filled');
    await page.getByRole('button', { name: 'Book and send payment link' }).click();
    const reference = (await page.getByRole('heading', { level: 2, name: /^BK-\d{6}$/ }).textContent()).trim();
    await page.getByText(`${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`).first().waitFor();
    await checkScreen(page, axeSource, '/ccsupport booked');

    // The caller's SMS: the booking's status page with its key in the fragment.
    const text = await smsFor(mobile, /#key=/);
    const link = new URL(/(https?:\/\/\S+)/.exec(text)[1]);
    assert.match(link.pathname, /^\/thankyoubooking\/\d+$/);
    const caller = await context.browser().newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    try {
      const phone = await caller.newPage();
      // Opening the link is the one tap to pay: the page goes straight on to the gateway (not open(), which waits for
      // the SPA page the redirect leaves).
      await phone.goto(`${link.pathname}${link.hash}`);
      await phone.getByRole('heading', { level: 1, name: /Test payment/ }).waitFor();
      await phone.getByText(reference).first().waitFor();
      await phone.getByRole('button', { name: 'Pay ₹499' }).click();
      await phone.getByRole('heading', { level: 1, name: 'Your RV400 is booked' }).waitFor();
      assert.equal(await phone.evaluate(() => window.location.hash), '', 'the key leaves the address bar');
      await checkScreen(phone, axeSource, 'paid through the link');
    } finally {
      await caller.close();
    }

    // The agent's upgrade screen, up to the owner's consent (booking it would take the demo bike off the upgrade journey).
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Upgrade for a caller' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upgrade for a caller' }).waitFor();
    await checkScreen(page, axeSource, '/upgradeccsupport');
    await page.getByLabel(/^Chassis number/).fill(DEMO_OWNER.chassis);
    await page.getByLabel(/^Owner's mobile number/).fill(DEMO_OWNER.mobile);
    await page.getByRole('button', { name: 'Send OTP to owner' }).click();
    await page.getByRole('heading', { name: /consent and the new bike/ }).waitFor();
    await page.getByLabel(/^OTP the owner reads out/).waitFor();
    await settle(page);
    await checkScreen(page, axeSource, '/upgradeccsupport consent');
  },
};
