// What every journey file uses: opening pages, signing in, axe, the 390 px overflow check, filling selects.
import assert from 'node:assert/strict';

export const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export async function axe(page, axeSource, label) {
  // A client-side navigation swaps the head tags a moment after the new screen renders (react-helmet-async): wait for
  // the page's title, so axe sees the settled page. A page that never gets one still fails here, by time-out.
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 15_000 });
  // Evaluated, not added as an inline <script>, which the page's Content-Security-Policy rightly refuses.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  assert.deepEqual(result, [], `axe violations on ${label}`);
}

/** Opens a page and waits until React has hydrated it (typing earlier would race hydration). */
export async function open(page, path) {
  await page.goto(path);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}

export async function signIn(page, mobile, password) {
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the main menu where it sits behind its toggle (a phone); a no-op when the menu shows (wide) or is open. */
export async function openMenu(page) {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  // Waits for the header first: right after a navigation the check could run before it renders, and skip the toggle.
  await page.getByRole('banner').waitFor();
  if (!(await toggle.isVisible())) return;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/** Sign-out sits in the account list of the main menu. */
export async function signOutFromMenu(page) {
  await openMenu(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
}

/** A first visit starts the service worker at the visitor's first use of the page (startWorkerInProduction in
 *  src/lib/platform/service-worker-guard.ts): a key goes to the page until the worker has installed and taken it over. */
export async function workerInControl(page) {
  await page.waitForFunction(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    return navigator.serviceWorker.controller?.state === 'activated';
  }, null, { timeout: 15_000, polling: 250 });
}

/**
 * After a navigation with the network off, tells the new document it is offline. The network emulation that
 * context.setOffline sends (Network.emulateNetworkConditions) still blocks every request in Debian's Chromium 150, but
 * sets navigator.onLine to false only in the documents that existed when it was sent: a page loaded afterwards reads
 * true and never gets an "offline" event, unlike on a device whose connection is really gone. Turning the emulation
 * off and on again reaches the new document (its navigator.onLine turns false and it gets the "offline" event).
 */
export async function offlineHere(context) {
  await context.setOffline(false);
  await context.setOffline(true);
}

/** A style sheet that draws the sections the browser keeps for later (content-visibility: auto, like the footer). */
export const DRAW_EVERY_SECTION = '* { content-visibility: visible !important; }';

/**
 * How much wider than the viewport the page is (0 when it fits). Sections the browser has not drawn yet are drawn for
 * the measure (DRAW_EVERY_SECTION), so what is in them counts too.
 */
export async function overflow(page) {
  return page.evaluate((css) => {
    const all = document.createElement('style');
    all.textContent = css;
    document.head.append(all);
    const wider = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    all.remove();
    return wider;
  }, DRAW_EVERY_SECTION);
}

/** Lets React apply a change and the reference data it asks for arrive. */
export async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(150);
}

/** A screen at rest passes axe and fits the 390 px phone. */
export async function checkScreen(page, axeSource, label) {
  await settle(page);
  await axe(page, axeSource, label);
  assert.equal(await overflow(page), 0, `${label} is wider than 390 px`);
}

/** Signs in through the page on its way to `path` (the sign-in sends the person back there). */
export async function signInTo(page, path, who) {
  await open(page, `/signin?redirect=${encodeURIComponent(path)}`);
  await signIn(page, ...who);
  await page.waitForURL(`**${path}`);
}

/** A bearer token for API calls made beside the browser, from an account's mobile and password. */
export async function apiToken(request, [mobile, password]) {
  const res = await request.post('/api/v1/auth/signin', { data: { mobile, password } });
  assert.equal(res.status(), 200, await res.text());
  return (await res.json()).token;
}

/** The selectable options of the n-th visible select, longest text first. */
export async function longestOptions(page, index) {
  return page.locator('select:visible').nth(index).evaluate((select) =>
    [...select.options]
      .filter((o) => o.value !== '' && !o.disabled)
      .map((o) => ({ value: o.value, length: o.text.trim().length }))
      .sort((a, b) => b.length - a.length)
      .map((o) => o.value),
  );
}

/**
 * Fills every select with its longest option, front to back. When a choice leaves a later select with
 * nothing to choose (a state or city without hubs), it backtracks to the next-longest choice, so the
 * long hub names and addresses are shown too. `budget` bounds the number of selections tried.
 */
export async function fillLongestOptions(page, index = 0, budget = { left: 40 }) {
  if (index >= (await page.locator('select:visible').count())) return true;
  const select = page.locator('select:visible').nth(index);
  if (await select.isDisabled()) await settle(page);
  const candidates = (await select.isDisabled()) ? [] : (await longestOptions(page, index)).slice(0, 6);
  if (candidates.length === 0) return false;
  for (const value of candidates) {
    if (budget.left <= 0) return true;
    budget.left -= 1;
    await select.selectOption(value);
    await settle(page);
    if (await fillLongestOptions(page, index + 1, budget)) return true;
  }
  return false;
}

/** A fresh ₹499 booking of the demo customer at the Andheri hub (Mumbai), paid through the sandbox gateway. */
export async function paidBooking(context, token) {
  const headers = { authorization: `Bearer ${token}` };
  const data = {
    name: 'Rohan Deshmukh', mobile: '9000000003', email: 'rohan.deshmukh@example.com', state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01',
    pincode: '400069', model: 'rv400', colour: 'Rebel Red', dealer_id: 1, accept_terms: true,
  };
  const created = await context.request.post('/api/v1/bookings', { headers, data });
  assert.equal(created.status(), 201, 'the demo customer books');
  const { booking, payment } = (await created.json()).data;
  const paid = await context.request.post(payment.checkout_url, { form: { outcome: 'success' }, maxRedirects: 0 });
  assert.equal(paid.status(), 303, 'the sandbox payment goes through');
  return booking.id;
}

/** Cancels the booking from its detail page as its customer does: the reason, the confirmation, the thank-you page. */
export async function cancelBookingInUi(page, id, reason = 'Bought another bike') {
  await page.getByRole('link', { name: 'Cancel this booking' }).click();
  await page.waitForURL(`**/cancel-my-revolt/${id}`);
  await page.getByLabel(/^Why are you cancelling\?/).selectOption(reason);
  await page.getByRole('button', { name: 'Cancel my booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await page.waitForURL(`**/thankyoucancel/${id}`);
}

/** Fills /book's form as a visitor in Pune does (the first area and hub), accepts the terms and reserves. */
export async function reserveOnBookPage(page, { name, mobile }) {
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^Mobile number/).fill(mobile);
  await page.getByLabel(/^E-mail/).fill(`${name.split(' ')[0].toLowerCase()}.${mobile}@example.com`);
  await page.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
  await page.getByLabel(/^City/).selectOption({ label: 'Pune' });
  await page.getByLabel(/^Nearest area/).selectOption({ index: 1 });
  await page.getByLabel(/^Delivery hub/).selectOption({ index: 1 });
  await page.getByLabel(/I accept these booking terms/).check();
  await page.getByRole('button', { name: 'Reserve my bike' }).click();
  await page.waitForURL(/\/thankyoubooking\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * A fresh customer account made through the API the way a customer makes it: sign-up with the mobile, the code the
 * server logged and a name, then the e-mail and place in the profile and a first password. Returns the mobile, the
 * password and the sign-up code.
 */
export async function registerByApi(base, otpFor, { name, email, place = { state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01' }, password = 'Ride@2026!' }) {
  const mobile = randomMobile();
  const post = (path, body, token) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  assert.equal((await post('/api/v1/customer/register/otp', { mobile })).status, 200);
  const otp = await otpFor(mobile);
  const res = await post('/api/v1/customer/register', { name, mobile, otp });
  assert.equal(res.status, 200, await res.clone().text());
  const { user } = await res.json();
  const profile = await post('/api/v1/customer/profile', { name, email: email(mobile), ...place }, user.token);
  assert.equal(profile.status, 200, await profile.clone().text());
  const first = await post('/api/v1/auth/password', { newPassword: password }, user.token);
  assert.equal(first.status, 200, await first.clone().text());
  return { mobile, password, otp };
}
