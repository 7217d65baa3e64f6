// Booking coupons (issue 27), in Chromium at 390 px: an admin creates a coupon in the back office, a visitor books on
// /book with it, sees what it gives before paying and pays less, and the back office then lists the use.
import assert from 'node:assert/strict';
import { checkScreen, open, randomMobile, signInTo } from './helpers.mjs';

const ADMIN = ['9000000001', 'Admin@12345'];

export const journeys = {
  async 'an admin creates a coupon, a visitor books with it and pays less, and the back office lists the use'({ page, axeSource }) {
    const code = `E2E${String(Date.now()).slice(-8)}`;
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const nextMonth = new Date(Date.now() + 5.5 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);

    await signInTo(page, '/coupon/new', ADMIN);
    await page.getByRole('heading', { level: 1, name: 'New coupon' }).waitFor();
    await checkScreen(page, axeSource, '/coupon/new');
    await page.getByLabel(/^Code/).fill(code);
    await page.getByLabel(/^Amount off \(/).fill('150');
    await page.getByLabel(/^First day/).fill(today);
    await page.getByLabel(/^Last day/).fill(nextMonth);
    await page.getByLabel(/^Uses per mobile/).fill('1');
    await page.getByRole('button', { name: 'Save coupon' }).click();
    await page.waitForURL('**/couponlist');
    await page.getByText(`Coupon ${code} created.`).waitFor();
    await checkScreen(page, axeSource, '/couponlist');

    // A visitor on another visit of the site.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const mobile = randomMobile();
    await open(page, '/book?model=rv400');
    await page.locator('input[name="model"][value="rv400"]:checked').waitFor({ state: 'attached' });
    await page.getByLabel(/^Full name/).fill('Ishaan Kulkarni');
    await page.getByLabel(/^Mobile number/).fill(mobile);
    await page.getByLabel(/^E-mail/).fill(`ishaan.${mobile}@example.com`);
    await page.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
    await page.getByLabel(/^City/).selectOption({ label: 'Pune' });
    await page.getByLabel(/^Nearest area/).selectOption({ index: 1 });
    await page.getByLabel(/^Delivery hub/).selectOption({ index: 1 });
    await page.getByLabel(/^Coupon code/).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon applied: ₹150 off the booking amount.').waitFor();
    assert.match(await page.getByRole('group', { name: 'What you reserve' }).innerText(), /Pay now: ₹349/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, axeSource, '/book with a coupon applied');
    await page.getByLabel(/I accept these booking terms/).check();
    await page.getByRole('button', { name: 'Reserve my bike' }).click();
    await page.waitForURL(/\/thankyoubooking\/\d+$/);
    await page.getByRole('link', { name: 'Pay ₹349 now' }).click();
    await page.getByRole('button', { name: 'Pay ₹349' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your RV400 is booked' }).waitFor();

    // The back office counts the use.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInTo(page, '/couponlist', ADMIN);
    const table = page.getByRole('region', { name: 'Coupons' });
    const row = table.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    assert.match(await row.innerText(), /Uses\s*1\b|\b1\s*\(1 per mobile\)/);
    await checkScreen(page, axeSource, '/couponlist with a use');
  },
};
