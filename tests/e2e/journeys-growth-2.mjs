// Growth journeys, part 2 (issue 14): the hidden special-customer page opened with an invitation code an admin issued,
// and a vendor link issued by an admin, then used by the vendor.
import assert from 'node:assert/strict';
import { checkScreen, open, randomMobile, signIn } from './helpers.mjs';

/** The server's default SPECIAL_BOOKING_PATH (npm start outside production). */
const SPECIAL_PATH = '/special-booking';

export const journeys = {
  async 'special page: an admin issues an invitation code, and an invited customer books with it'({ page, axeSource }) {
    await open(page, '/signin?redirect=%2Fspecial-access-codes');
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL('**/special-access-codes');
    await page.getByRole('heading', { level: 1, name: 'Invitation codes' }).waitFor();
    const label = `Fleet pilot ${randomMobile().slice(-4)}`;
    await page.getByLabel(/^For/).fill(label);
    await page.getByLabel(/Bookings allowed/).fill('2');
    await page.getByRole('button', { name: 'Issue the code' }).click();
    const codeField = page.getByRole('textbox', { name: 'Access code', exact: true });
    await codeField.waitFor();
    const code = await codeField.inputValue();
    assert.match(code, /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await page.getByRole('table', { name: 'Invitation codes issued' }).getByRole('rowheader', { name: label }).waitFor();
    await checkScreen(page, axeSource, '/special-access-codes');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/special-access-codes'));

    // Beside the configured path, the same kind of address is just not found.
    await open(page, `${SPECIAL_PATH}-x`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    await open(page, SPECIAL_PATH);
    await page.getByRole('heading', { level: 1, name: 'Book by invitation' }).waitFor();
    assert.match((await page.locator('meta[name="robots"]').getAttribute('content')) ?? '', /noindex/);
    await checkScreen(page, axeSource, 'special page');
    // A malformed code is refused before the server is asked (a wrong one is the server's 400: screen and server tests).
    await page.getByRole('button', { name: 'Check my code' }).click();
    await page.getByText(/Enter the 12-character access code/).waitFor();
    await checkScreen(page, axeSource, 'special page, code missing');
    await page.getByLabel(/Access code/).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check my code' }).click();
    await page.getByText(`Invitation: ${label}`).waitFor();

    const mobile = randomMobile();
    await page.getByRole('radio', { name: 'RV400', exact: true }).check({ force: true });
    await page.getByLabel(/^Full name/).fill('Karthik Raman');
    await page.getByLabel(/^Mobile number/).fill(mobile);
    await page.getByLabel(/^E-mail/).fill(`karthik.${mobile}@example.com`);
    await page.getByLabel(/^State/).selectOption({ label: 'Maharashtra' });
    await page.getByLabel(/^City/).selectOption({ label: 'Pune' });
    await page.getByLabel(/^Nearest area/).selectOption({ index: 1 });
    await page.getByLabel(/^Delivery hub/).selectOption({ index: 1 });
    await page.getByLabel(/I accept the booking terms/).check();
    await checkScreen(page, axeSource, 'special page, booking form');
    await page.getByRole('button', { name: 'Reserve with priority' }).click();
    await page.waitForURL(/\/thankyoubooking\/\d+$/);
    const id = /\/thankyoubooking\/(\d+)$/.exec(page.url())?.[1];
    await page.getByRole('heading', { level: 1, name: 'Reserved: pay ₹499 to confirm' }).waitFor();
    await checkScreen(page, axeSource, 'special booking reserved');

    // The back office sees the invitation on the order's timeline: its bike is allotted with priority.
    await open(page, `/signin?redirect=${encodeURIComponent(`/orderdetail/${id}`)}`);
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL(`**/orderdetail/${id}`);
    await page.getByRole('list', { name: 'Order timeline' }).getByText(`Priority allotment: booked by invitation (${label})`).waitFor();
    // ...and the order itself is flagged, with the invitation's label.
    await page.locator('.bo-badge', { hasText: 'Priority' }).first().waitFor();
    await page.getByText(`Priority allotment: booked by invitation (${label})`, { exact: true }).and(page.locator('main p:not(.timeline__text)')).waitFor();
  },

  async 'vendor link: an admin issues one for a booking, the vendor approves it once'({ page, context, axeSource }) {
    const mobile = randomMobile();
    const created = await context.request.post('/api/v1/bookings', {
      data: {
        name: 'Meera Iyer', mobile, email: `meera.${mobile}@example.com`, state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01',
        pincode: '400069', model: 'rv400', colour: 'Rebel Red', dealer_id: 1, accept_terms: true,
      },
    });
    assert.equal(created.status(), 201, await created.text());
    const { reference } = (await created.json()).data.booking;

    await open(page, '/signin?redirect=%2Fvendor-links');
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL('**/vendor-links');
    await page.getByRole('heading', { level: 1, name: 'Vendor links' }).waitFor();
    await page.getByLabel(/Booking reference/).fill(reference);
    await page.getByRole('textbox', { name: /^Vendor/ }).fill('Bajaj Finance');
    await page.getByRole('button', { name: 'Issue the link' }).click();
    const linkField = page.getByRole('textbox', { name: 'Vendor link', exact: true });
    await linkField.waitFor();
    const url = new URL(await linkField.inputValue());
    assert.equal(url.pathname, '/vendor-booking-action');
    const rows = page.getByRole('table', { name: 'Vendor links issued' });
    await rows.getByRole('button', { name: `Revoke the link for Bajaj Finance on ${reference}` }).waitFor();
    await checkScreen(page, axeSource, '/vendor-links');

    await open(page, `${url.pathname}${url.search}`);
    await page.getByRole('heading', { level: 2, name: `Booking ${reference}` }).waitFor();
    await page.getByLabel(/Note/).fill('Loan sanctioned.');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`Thank you. Booking ${reference} is approved.`).waitFor();
    await checkScreen(page, axeSource, '/vendor-booking-action done');

    await open(page, '/vendor-links?status=used');
    await page.getByRole('table', { name: 'Vendor links issued' }).getByRole('rowheader', { name: reference }).waitFor();
    await page.getByText('Used: approved').first().waitFor();
    await checkScreen(page, axeSource, '/vendor-links used');
  },
};
