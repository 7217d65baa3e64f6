// Back-office orders: an admin lists and exports every hub's orders, each dealer sees only their own hubs', and the
// admin's allot → ready → deliver shows on the customer's own timeline. axe and the 390 px overflow on every screen.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { apiToken, axe, checkScreen, open, randomMobile, signInTo } from './helpers.mjs';

const ADMIN = ['9000000001', 'Admin@12345'];
const BENGALURU_DEALER = ['9000000002', 'Dealer@12345'];
const MUMBAI_DEALER = ['9000000004', 'Dealer@12345'];
const CUSTOMER = ['9000000003', 'Customer@12345'];
const CHASSIS = `MD9RV400E2E${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

/** A paid booking made through the API: the customer's own (with a token) or a guest's. */
async function paidBooking(request, place, token) {
  const mobile = token ? CUSTOMER[0] : randomMobile();
  const res = await request.post('/api/v1/bookings', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { name: place.name, mobile, email: `e2e.${mobile}@example.com`, model: 'rv400', colour: 'Rebel Red', accept_terms: true, ...place.where },
  });
  assert.equal(res.status(), 201, await res.text());
  const { data } = await res.json();
  const paid = await request.post(data.payment.checkout_url, { form: { outcome: 'success' }, maxRedirects: 0 });
  assert.equal(paid.status(), 303);
  return data.booking;
}

/** A dealer in a browser of their own: their order is listed and opens, the other city's is neither. */
async function dealerSees(browser, base, axeSource, who, mine, theirs) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await signInTo(page, '/orderlist/dealer', who);
    await page.getByRole('heading', { level: 1, name: 'Hub orders' }).waitFor();
    await page.getByRole('link', { name: `Open order ${mine.reference}` }).waitFor();
    assert.equal(await page.getByRole('link', { name: `Open order ${theirs.reference}` }).count(), 0);
    await checkScreen(page, axeSource, `/orderlist/dealer (${who[0]})`);
    await open(page, `/orderlist/dealer?q=${theirs.reference}`);
    await page.getByText('No orders match these filters.').waitFor();

    await open(page, `/orderdetail/dealer/${theirs.id}`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await open(page, `/orderdetail/dealer/${mine.id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${mine.reference}` }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Cancel for the customer' }).count(), 0);
    await checkScreen(page, axeSource, `/orderdetail/dealer (${who[0]})`);
  } finally {
    await context.close();
  }
}

export const journeys = {
  async 'back office: admin lists and exports both cities, each dealer sees only their hubs, allot → ready → deliver reaches the customer'({ page, context, base, axeSource }) {
    const request = context.request;
    const customerToken = await apiToken(request, CUSTOMER);
    const bengaluru = await paidBooking(request, { name: 'Bengaluru Rider', where: { state: 'KA', city: 'KA-BLR', area: 'KA-BLR-01', pincode: '560034', dealer_id: 9 } });
    const mumbai = await paidBooking(request, { name: 'Rohan Deshmukh', where: { state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069', dealer_id: 1 } }, customerToken);

    // The admin's list holds both, newest first, and the CSV export holds exactly what the filters select.
    await signInTo(page, '/orderlist', ADMIN);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('link', { name: `Open order ${mumbai.reference}` }).waitFor();
    await page.getByRole('link', { name: `Open order ${bengaluru.reference}` }).waitFor();
    await checkScreen(page, axeSource, '/orderlist');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    assert.match(csv, /^Reference,Created \(UTC\),Kind,State,Payment/);
    assert.ok(csv.includes(`${mumbai.reference},`) && csv.includes(`${bengaluru.reference},`), 'the export holds both bookings');

    await page.getByLabel('State or UT').selectOption({ label: 'Karnataka' });
    await page.getByRole('link', { name: `Open order ${mumbai.reference}` }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: `Open order ${bengaluru.reference}` }).waitFor();
    assert.match(page.url(), /\/orderlist\?stateId=KA$/);
    const [filtered] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(filtered.suggestedFilename(), /-stateid-ka\.csv$/);
    const karnataka = await readFile(await filtered.path(), 'utf8');
    assert.ok(karnataka.includes(bengaluru.reference) && !karnataka.includes(mumbai.reference), 'the filtered export holds Karnataka only');

    await dealerSees(context.browser(), base, axeSource, BENGALURU_DEALER, bengaluru, mumbai);
    await dealerSees(context.browser(), base, axeSource, MUMBAI_DEALER, mumbai, bengaluru);

    // The admin moves the Mumbai order along its lifecycle.
    await open(page, `/orderdetail/${mumbai.id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${mumbai.reference}` }).waitFor();
    await checkScreen(page, axeSource, '/orderdetail');
    await page.getByRole('button', { name: 'Allot chassis' }).click();
    const allot = page.getByRole('dialog', { name: `Allot a chassis to ${mumbai.reference}` });
    await allot.getByLabel(/^Chassis number/).fill(CHASSIS);
    await allot.getByLabel(/^Note/).fill('Allotted from the Andheri stock');
    await axe(page, axeSource, 'allot dialog');
    await allot.getByRole('button', { name: 'Allot chassis' }).click();
    await page.getByText('Chassis allotted.').waitFor();
    for (const [button, done] of [['Mark ready', 'Marked ready for delivery.'], ['Mark delivered', 'Marked delivered.']]) {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog').getByRole('button', { name: button }).click();
      await page.getByText(done).waitFor();
    }
    const adminTimeline = await page.getByRole('list', { name: 'Order timeline' }).textContent();
    assert.match(adminTimeline, new RegExp(`Chassis ${CHASSIS} allotted`));
    assert.match(adminTimeline, /\(admin\)/);
    await checkScreen(page, axeSource, '/orderdetail delivered');

    // Cancelling for the customer (admin only): the screen, then the Bengaluru order cancelled with its refund.
    await open(page, `/cancelbooking/${bengaluru.id}`);
    await page.getByRole('heading', { level: 1, name: `Cancel order ${bengaluru.reference}` }).waitFor();
    await checkScreen(page, axeSource, '/cancelbooking');
    await page.getByLabel(/^The customer's reason/).selectOption('Moving to another city');
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.waitForURL(`**/orderdetail/${bengaluru.id}`);
    await page.getByText(/RF-\d{6}/).first().waitFor();

    // The customer's own timeline shows each step.
    const customer = await context.browser().newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    try {
      const own = await customer.newPage();
      await signInTo(own, `/booking-detail/${mumbai.id}`, CUSTOMER);
      const timeline = own.getByRole('list', { name: 'Order timeline' });
      await timeline.waitFor();
      const text = await timeline.textContent();
      for (const step of [`Chassis ${CHASSIS} allotted`, 'Ready for delivery', 'Delivered']) assert.ok(text.includes(step), `the customer's timeline shows "${step}"`);
      assert.ok(text.includes('Allotted from the Andheri stock'));
    } finally {
      await customer.close();
    }
  },
};
