// My bike (the dashboard of an owner), in Chromium at 390 px: the demo customer's delivered bike with its
// registration number and the warranty left, its tax invoice downloaded as a real PDF, the owner's manual it links
// to; and the hub's dealer recording the number plate in the back office, which the owner then sees.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { apiToken, checkScreen, open, signIn, signInTo } from './helpers.mjs';

const CUSTOMER = ['9000000003', 'Customer@12345'];
/** Imran Shaikh runs hubs 1 and 2 (Mumbai), where the demo customer's bike was delivered. */
const MUMBAI_DEALER = ['9000000004', 'Dealer@12345'];
const DEMO_PLATE = 'MH 02 FX 4821';
const DEMO_CHASSIS = 'MD9RV400X25A01234';

/** The demo customer's seeded delivered bike (its order), by the API: other journeys deliver them more bikes. */
async function deliveredBike(request) {
  const token = await apiToken(request, CUSTOMER);
  const res = await request.get('/api/v1/orders', { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status(), 200);
  const bike = (await res.json()).data.find((o) => o.state === 'delivered' && o.chassis === DEMO_CHASSIS);
  assert.ok(bike, 'the demo customer has their seeded delivered bike');
  return { bike, token };
}

export const journeys = {
  async 'My bike: the demo customer sees the registration number and warranty, and downloads the tax invoice as a PDF'({ page, context, axeSource }) {
    const { bike, token } = await deliveredBike(context.request);
    await open(page, '/signin');
    await signIn(page, ...CUSTOMER);
    await page.waitForURL((url) => url.pathname === '/userdashboard');
    // The seeded bike's own card (other journeys may have delivered the demo customer more bikes).
    const card = page.getByRole('region', { name: /^My bikes?$/ }).locator('li.my-bike').filter({ hasText: DEMO_CHASSIS });
    await card.waitFor();
    const text = await card.innerText();
    assert.match(text, new RegExp(`Registration number\\s+${DEMO_PLATE}`));
    assert.match(text, new RegExp(`Chassis number\\s+${DEMO_CHASSIS}`));
    assert.match(text, /Bike \(3 years or 40,000 km\): valid until \d{1,2} \w+ \d{4} or 40,000 km, whichever comes first\./);
    assert.match(text, /Battery \(5 years or 75,000 km\): valid until \d{1,2} \w+ \d{4} or 75,000 km, whichever comes first\./);
    await checkScreen(page, axeSource, '/userdashboard My bike');

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Tax invoice (PDF)' }).click()]);
    assert.equal(download.suggestedFilename(), `tax-invoice-${bike.reference}.pdf`);
    const file = await readFile(await download.path());
    assert.equal(file.subarray(0, 5).toString('latin1'), '%PDF-');
    const body = file.toString('latin1');
    for (const expected of ['(Tax invoice)', '(MD9RV400X25A01234)', `(${DEMO_PLATE})`, '(8711 60)', '(IGST @ 5%)']) assert.ok(body.includes(expected), `the invoice shows ${expected}`);

    // The same file for the API, and none for nobody signed in.
    const res = await context.request.get(`/api/v1/orders/${bike.id}/invoice.pdf`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.status(), 200);
    assert.equal(res.headers()['content-type'], 'application/pdf');
    assert.match(res.headers()['content-disposition'], /^attachment; filename="tax-invoice-/);
    assert.equal(res.headers()['cache-control'], 'private, no-store');
    assert.equal((await context.request.get(`/api/v1/orders/${bike.id}/invoice.pdf`)).status(), 404);

    await card.getByRole('link', { name: 'Owner’s manual for the RV400' }).click();
    await page.waitForURL((url) => url.pathname === '/owners-manual' && url.hash === '#rv400');
    await page.getByRole('region', { name: 'RV400', exact: true }).waitFor();
    await checkScreen(page, axeSource, '/owners-manual');
  },

  async 'my bike: the hub’s dealer records the registration number in the back office and the owner sees it'({ page, context, axeSource }) {
    const { bike } = await deliveredBike(context.request);
    await signInTo(page, `/orderdetail/dealer/${bike.id}`, MUMBAI_DEALER);
    await page.getByRole('heading', { level: 1, name: `Order ${bike.reference}` }).waitFor();
    const record = async (typed, expected) => {
      await page.getByRole('button', { name: 'Record registration number' }).click();
      const dialog = page.getByRole('dialog', { name: `Registration number of ${bike.reference}` });
      await dialog.getByLabel(/^Registration number/).fill(typed);
      await dialog.getByRole('button', { name: 'Record registration number' }).click();
      await page.getByText('Registration number recorded.').waitFor();
      assert.match(await page.getByRole('list', { name: 'Order timeline' }).textContent(), new RegExp(`to ${expected}`));
    };
    await page.getByRole('button', { name: 'Record registration number' }).click();
    const dialog = page.getByRole('dialog', { name: `Registration number of ${bike.reference}` });
    await dialog.getByLabel(/^Registration number/).fill('MH 02 FX');
    await dialog.getByRole('button', { name: 'Record registration number' }).click();
    await dialog.getByText('Enter the registration number as on the RC, e.g. KA 01 AB 1234 or 22 BH 1234 AA.').waitFor();
    await checkScreen(page, axeSource, 'registration dialog with an error');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await record('mh02fx4830', 'MH 02 FX 4830');

    const owner = await context.browser().newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 } });
    const ownerPage = await owner.newPage();
    await signInTo(ownerPage, '/userdashboard', CUSTOMER);
    await ownerPage.getByRole('region', { name: /^My bikes?$/ }).getByText('MH 02 FX 4830').waitFor();
    await owner.close();

    // The demo's own plate again, so a journey run after this one finds the seeded bike as it was.
    await record(DEMO_PLATE, DEMO_PLATE);
  },
};
