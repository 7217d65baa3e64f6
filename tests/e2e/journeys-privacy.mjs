// The customer's rights (issue 24, DPDP Act 2023), end to end: a new customer with a paid order downloads their data
// (JSON and the readable copy) from the profile, then deletes the account with the code sent to their mobile; the
// admin's order list no longer finds their mobile, the order shows 'Erased customer', and the request is listed.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { apiToken, axe, checkScreen, open, registerByApi, signInTo } from './helpers.mjs';

const ADMIN = ['9000000001', 'Admin@12345'];

/** The newest code sent to the mobile once it differs from `previous` (the registration's), waiting up to 10 s. */
async function newerOtp(otpFor, mobile, previous) {
  const deadline = Date.now() + 10000;
  for (;;) {
    const code = await otpFor(mobile);
    if (code !== previous) return code;
    if (Date.now() > deadline) throw new Error(`no new OTP sent to ${mobile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const journeys = {
  async "privacy: a customer downloads their data and deletes the account; the admin's order list no longer finds the mobile and the order shows 'Erased customer'"({ page, context, base, axeSource, otpFor }) {
    const customer = await registerByApi(base, otpFor, { name: 'Nisha Verma', email: (mobile) => `privacy.${mobile}@example.com` });
    const token = await apiToken(context.request, [customer.mobile, customer.password]);
    const created = await context.request.post('/api/v1/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: 'Nisha Verma', mobile: customer.mobile, email: `privacy.${customer.mobile}@example.com`, state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
        pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
      },
    });
    assert.equal(created.status(), 201, await created.text());
    const { booking, payment } = (await created.json()).data;
    const paid = await context.request.post(payment.checkout_url, { form: { outcome: 'success' }, maxRedirects: 0 });
    assert.equal(paid.status(), 303);

    // Your data: both files, under the server's names, holding the account and its order.
    await signInTo(page, '/profile', [customer.mobile, customer.password]);
    const yourData = page.getByRole('region', { name: 'Your data' });
    await yourData.waitFor();
    await checkScreen(page, axeSource, '/profile (your data)');
    const [json] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('button', { name: 'Download my data (JSON)' }).click()]);
    assert.equal(json.suggestedFilename(), 'my-data.json');
    const data = JSON.parse(await readFile(await json.path(), 'utf8'));
    assert.equal(data.account.mobile, customer.mobile);
    assert.deepEqual(data.orders.map((o) => o.id), [booking.id]);
    assert.ok(data.orders[0].payments.some((p) => p.status === 'success'), 'the payment is in the file');
    const [html] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('button', { name: 'Download a readable copy (HTML)' }).click()]);
    assert.equal(html.suggestedFilename(), 'my-data.html');
    const page2 = await readFile(await html.path(), 'utf8');
    assert.ok(page2.includes('<h2>Your orders</h2>') && page2.includes(customer.mobile), 'the readable copy lists the order and the mobile');

    // Delete my account: what is kept is said before and after; the code goes to the account's mobile.
    const remove = page.getByRole('region', { name: 'Delete my account' });
    await remove.getByText(/8 years/).waitFor();
    await remove.getByRole('button', { name: 'Send me a code to delete my account' }).click();
    await remove.getByText(`(mobile ending ${customer.mobile.slice(-4)})`, { exact: false }).waitFor();
    await remove.getByLabel(/Code from the SMS/).fill(await newerOtp(otpFor, customer.mobile, customer.otp));
    await remove.getByRole('button', { name: 'Delete my account' }).click();
    await remove.getByText('Your account has been deleted.').waitFor();
    await remove.getByText('You have been signed out.').waitFor();
    await axe(page, axeSource, '/profile (account deleted)');
    await remove.getByRole('button', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const gone = await context.request.post('/api/v1/auth/signin', { data: { mobile: customer.mobile, password: customer.password } });
    assert.notEqual(gone.status(), 200, 'the old mobile and password no longer sign in');

    // The back office: no order by the old mobile; the order itself is kept, anonymised; the request is listed.
    await signInTo(page, '/orderlist', ADMIN);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await open(page, `/orderlist?q=${customer.mobile}`);
    await page.getByText('No orders match these filters.').waitFor();
    await open(page, `/orderdetail/${booking.id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${booking.reference}` }).waitFor();
    await page.getByText('Erased customer').first().waitFor();
    assert.equal(await page.getByText(customer.mobile).count(), 0, 'the old mobile is not on the order');
    await open(page, '/erasure-requests');
    await page.getByRole('heading', { level: 1, name: 'Erasure requests' }).waitFor();
    await page.getByRole('table', { name: 'Erasure requests, newest first' }).getByRole('row').nth(1).waitFor();
    await checkScreen(page, axeSource, '/erasure-requests');
  },
};
