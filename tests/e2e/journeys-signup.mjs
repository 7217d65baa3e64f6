// Sign-up with only a mobile and a code, then a name (migration 032), in Chromium at 390 px: the new customer is
// signed in on their dashboard at once, and comes back with their mobile and a code (the account has no password).
import assert from 'node:assert/strict';
import { checkScreen, open, overflow, randomMobile, signOutFromMenu } from './helpers.mjs';

/** The newest code sent to the mobile once it differs from `previous`, waiting up to 10 s. */
async function newerOtp(otpFor, mobile, previous) {
  const deadline = Date.now() + 10000;
  for (;;) {
    const code = await otpFor(mobile);
    if (code !== previous) return code;
    if (Date.now() > deadline) throw new Error(`no new code sent to ${mobile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const journeys = {
  async 'sign-up with a mobile and the code only, then a name: signed in on the dashboard; signs out and back in with mobile and code'({ page, axeSource, otpFor }) {
    const mobile = randomMobile();
    await open(page, '/register');
    // Only the mobile is asked first: no e-mail, place or password.
    assert.equal(await page.getByLabel(/E-mail/).count(), 0);
    assert.equal(await page.getByLabel(/Password/).count(), 0);
    await page.getByLabel(/Mobile number/).fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await otpFor(mobile);
    await page.getByLabel(/^Code/).fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Full name/).fill('Meera Iyer');
    assert.equal(await overflow(page), 0, 'the name step fits 390 px');
    await checkScreen(page, axeSource, '/register, the name step');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/userdashboard');
    const stored = await page.evaluate(() => Object.values(localStorage).find((v) => v.includes('"token"')) ?? '');
    assert.match(stored, /"name":"Meera Iyer"/);
    assert.match(stored, /"has_password":false/);

    await signOutFromMenu(page);
    await page.waitForURL(/\/signin/);
    await open(page, '/signin');
    await page.getByRole('radio', { name: 'With OTP' }).check();
    await page.getByLabel(/Mobile number/).fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel(/^OTP/).fill(await newerOtp(otpFor, mobile, code));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/userdashboard');

    // The profile has room for what sign-up did not ask.
    await open(page, '/profile');
    await page.getByLabel(/Full name/).waitFor();
    assert.equal(await page.getByLabel(/Full name/).inputValue(), 'Meera Iyer');
    assert.equal(await page.getByLabel(/E-mail/).inputValue(), '');
    await page.getByRole('heading', { name: 'Set a password' }).waitFor();
  },
};
