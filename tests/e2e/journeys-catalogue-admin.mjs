// The catalogue from the back office (issue 27), in Chromium at 390 px: an admin adds a model, which appears on
// /electric-bike and /book with no rebuild; a customer books and pays for it; the admin retires it, and its page
// answers 410 with "no longer sold" while the customer's order still shows it.
import assert from 'node:assert/strict';
import { apiToken, checkScreen, open, signInTo } from './helpers.mjs';

const ADMIN = ['9000000001', 'Admin@12345'];
const CUSTOMER = ['9000000003', 'Customer@12345'];

async function signOut(page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

export const journeys = {
  async 'catalogue: an admin adds a model, it is on /electric-bike and /book, a customer books it, the admin retires it: 410 on its page, the order keeps it'({ page, context, axeSource }) {
    const suffix = String(Math.floor(Math.random() * 1e5)).padStart(5, '0');
    const id = `rv-e2e-${suffix}`;
    const name = `RV Tourer ${suffix}`;

    await signInTo(page, '/productlist', ADMIN);
    await page.getByRole('link', { name: 'Add a model' }).click();
    await page.waitForURL('**/productcreate');
    await page.getByRole('heading', { level: 1, name: 'Add a model' }).waitFor();
    await checkScreen(page, axeSource, '/productcreate');

    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Id/).fill(id);
    await page.getByLabel(/^Tagline/).fill('Built for long highway days');
    await page.getByLabel(/^Description/).fill('A touring electric motorcycle with a large battery.');
    await page.getByLabel(/^Ex-showroom price/).fill('175000');
    await page.getByLabel(/^Colour 1 name/).fill('Desert Sand');
    await page.getByLabel(/^Colour 1 code/).fill('#c2a878');
    const figures = {
      'Battery capacity': '4.2', 'Claimed range': '190', 'Top speed': '105', 'Motor power': '4.5', Torque: '190', 'Seat height': '805',
      'Ground clearance': '200', Payload: '260', 'Energy from the wall': '0.03',
      'Standard charging': '0–80% in 3.5 h on a 15 A home socket', 'Vehicle warranty': '3 years / 40,000 km', 'Battery warranty': '5 years / 75,000 km',
    };
    for (const [label, value] of Object.entries(figures)) await page.getByLabel(new RegExp(`^${label}`)).fill(value);
    await page.getByRole('checkbox', { name: /Put on sale now/ }).check();
    await checkScreen(page, axeSource, '/productcreate filled');
    await page.getByRole('button', { name: 'Add the model' }).click();
    await page.waitForURL(`**/product/${id}/edit`);
    await page.getByText(`The ${name} is added. It is on sale now.`).waitFor();

    // The range and booking list it once the page's catalogue check answers: no rebuild.
    await open(page, '/electric-bike');
    const card = page.getByRole('link', { name, exact: true });
    await card.waitFor();
    assert.equal(await card.getAttribute('href'), `/product/${id}`);
    await open(page, '/book');
    await page.getByRole('radio', { name, exact: true }).waitFor({ state: 'attached' });
    const served = await context.request.get(`/product/${id}`);
    assert.equal(served.status(), 200, 'its configurator is served before any rebuild');
    assert.match(await (await context.request.get('/sitemap.xml')).text(), new RegExp(`/product/${id}</loc>`));

    // A customer books and pays for it.
    const token = await apiToken(context.request, CUSTOMER);
    const created = await context.request.post('/api/v1/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: 'Rohan Deshmukh', mobile: CUSTOMER[0], email: 'rohan.deshmukh@example.com', state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01',
        pincode: '400069', model: id, colour: 'Desert Sand', dealer_id: 1, accept_terms: true,
      },
    });
    assert.equal(created.status(), 201, await created.text());
    const { booking, payment } = (await created.json()).data;
    const paid = await context.request.post(payment.checkout_url, { form: { outcome: 'success' }, maxRedirects: 0 });
    assert.equal(paid.status(), 303);

    // The admin retires it.
    await open(page, `/product/${id}/edit`);
    await page.getByRole('button', { name: `Retire the ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retire', exact: true }).click();
    await page.getByText(`The ${name} is retired: it has left the site, and its orders keep it.`).waitFor();

    const gone = await context.request.get(`/product/${id}`);
    assert.equal(gone.status(), 410, 'a retired model’s page is gone');
    assert.doesNotMatch(await (await context.request.get('/sitemap.xml')).text(), new RegExp(id));
    await page.goto(`/product/${id}`);
    await page.getByRole('heading', { level: 1, name: `The ${name} is no longer sold.` }).waitFor();
    await checkScreen(page, axeSource, 'a retired model’s page');
    await page.getByRole('link', { name: 'See the range' }).click();
    await page.waitForURL('**/electric-bike');
    await page.getByRole('link', { name: 'RV400', exact: true }).waitFor();
    assert.equal(await page.getByRole('link', { name, exact: true }).count(), 0, 'the retired model has left the range');

    await signOut(page);
    await signInTo(page, `/booking-detail/${booking.id}`, CUSTOMER);
    await page.getByText(name).first().waitFor();
    await checkScreen(page, axeSource, 'the order of a retired model');
  },
};
