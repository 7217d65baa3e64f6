// One order, one truth (issue 23): every order screen reads the state and the money from the same server fields,
// and every page that shows a model's price shows the server's current price.
import assert from 'node:assert/strict';
import { apiToken, cancelBookingInUi, checkScreen, open, randomMobile, reserveOnBookPage, signInTo } from './helpers.mjs';

const ADMIN = ['9000000001', 'Admin@12345'];
const CUSTOMER = ['9000000003', 'Customer@12345'];
const rupees = (n) => `₹${n.toLocaleString('en-IN')}`;

/** A purchase of the demo customer paid online in full through the sandbox, at the Andheri hub. */
async function paidPurchase(context, token) {
  const headers = { authorization: `Bearer ${token}` };
  const data = {
    model: 'rv1', colour: 'Black', dealer_id: 1, payment_method: 'online',
    shipping: { line1: '4 Hill Road, Bandra West', pincode: '400050', state: 'MH', city: 'MH-MUM' },
  };
  const created = await context.request.post('/api/v1/orders', { headers, data });
  assert.equal(created.status(), 201, await created.text());
  const { order, payment } = (await created.json()).data;
  const paid = await context.request.post(payment.checkout_url, { form: { outcome: 'success' }, maxRedirects: 0 });
  assert.equal(paid.status(), 303, 'the sandbox payment goes through');
  return order;
}

/** A ₹499 booking of the demo customer at the Andheri hub, paid through the sandbox: its id and payment order. */
async function paidBookingWithPayment(context, token) {
  const data = {
    name: 'Rohan Deshmukh', mobile: '9000000003', email: 'rohan.deshmukh@example.com', state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01',
    pincode: '400069', model: 'rv400', colour: 'Rebel Red', dealer_id: 1, accept_terms: true,
  };
  const created = await context.request.post('/api/v1/bookings', { headers: { authorization: `Bearer ${token}` }, data });
  assert.equal(created.status(), 201, await created.text());
  const { booking, payment } = (await created.json()).data;
  const paid = await context.request.post(payment.checkout_url, { form: { outcome: 'success' }, maxRedirects: 0 });
  assert.equal(paid.status(), 303, 'the sandbox payment goes through');
  return { id: booking.id, payment };
}

export const journeys = {
  async 'one order, one truth: a refunded purchase says refunded everywhere, and an online-paid order says paid on its cash-order page'({ page, context, axeSource }) {
    const customer = await apiToken(context.request, CUSTOMER);
    const admin = await apiToken(context.request, ADMIN);

    const refunded = await paidPurchase(context, customer);
    const cancel = await context.request.post(`/api/v1/orders/${refunded.id}/cancel`, {
      headers: { authorization: `Bearer ${customer}` }, data: { reason: 'Bought another bike' },
    });
    assert.equal(cancel.status(), 200, await cancel.text());
    const refund = await context.request.post(`/api/v1/admin/orders/${refunded.id}/refund`, { headers: { authorization: `Bearer ${admin}` }, data: {} });
    assert.equal(refund.status(), 200, await refund.text());

    await signInTo(page, `/order/${refunded.id}`, CUSTOMER);
    await page.getByRole('heading', { level: 1, name: `Order ${refunded.reference}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'This order is cancelled' }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 2, name: 'Paid', exact: true }).count(), 0, 'a refunded order shows no "Paid" box');
    const main = await page.locator('main').textContent();
    assert.match(main, /Refunded/);
    assert.match(main, /RF-\d{6}/);
    assert.doesNotMatch(main, /The hub will call you about delivery/);
    await checkScreen(page, axeSource, '/order/:id refunded');

    const paid = await paidPurchase(context, customer);
    await open(page, `/cashorder/${paid.id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${paid.reference} is paid` }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'What to bring' }).count(), 0, 'no pay-at-hub instructions for an order paid online');
    assert.doesNotMatch(await page.locator('main').textContent(), /or the order lapses/);
    await checkScreen(page, axeSource, '/cashorder/:id paid online');

    // The thank-you page of a cancellation, for an order that is not cancelled, sends the customer to its page.
    await open(page, `/thankyoucancel/${paid.id}`);
    await page.getByText(/is not cancelled/).first().waitFor();
    assert.doesNotMatch(await page.locator('main').textContent(), /Nothing was paid/);
  },

  async 'one price: an admin changes the RV1 price and every page that shows it shows the new one'({ page, context }) {
    const admin = await apiToken(context.request, ADMIN);
    const headers = { authorization: `Bearer ${admin}` };
    const before = (await (await context.request.get('/api/v1/products/rv1')).json()).data;
    const exPrice = before.ex_price + 3000;
    const price = exPrice + before.charger;
    const put = await context.request.put('/api/products/rv1', { headers, data: { ex_price: exPrice } });
    assert.equal(put.status(), 200, await put.text());
    try {
      for (const path of ['/rv1', '/electric-bike', '/comparison', '/', '/NewProductScreen/rv1', '/product/rv1']) {
        await open(page, path);
        await page.getByText(rupees(price)).first().waitFor({ timeout: 15_000 });
        assert.doesNotMatch(await page.locator('main').innerText(), new RegExp(rupees(before.ex_price + before.charger).replace(/[₹,]/g, (c) => `\\${c}`)), `${path} still shows the old price`);
      }
      await open(page, '/book?model=rv1');
      await page.getByText(rupees(price)).first().waitFor({ timeout: 15_000 });
    } finally {
      await context.request.put('/api/products/rv1', { headers, data: { ex_price: before.ex_price } });
    }
  },

  async 'refunds settle by the sums: a part refund made at the gateway, then a cancellation gives back exactly the rest'({ page, context, axeSource }) {
    const customer = await apiToken(context.request, CUSTOMER);
    const admin = await apiToken(context.request, ADMIN);
    const { id, payment } = await paidBookingWithPayment(context, customer);
    const part = await context.request.post(`${payment.checkout_url}/refund`, { headers: { authorization: `Bearer ${admin}` }, form: { amount: '100' } });
    assert.equal(part.status(), 200, await part.text());

    await signInTo(page, `/booking-detail/${id}`, CUSTOMER);
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await timeline.getByText(/Refund of ₹100 made at the gateway \(RF-\d{6}\)/).waitFor();
    assert.match(await page.locator('main').innerText(), /₹100/);
    await checkScreen(page, axeSource, '/booking-detail with a part refund');

    await cancelBookingInUi(page, id);
    await page.getByRole('heading', { level: 1, name: /^Your booking BK-\d{6} is cancelled$/ }).waitFor();

    await open(page, `/booking-detail/${id}`);
    await timeline.getByText(/Refund of ₹399 initiated \(RF-\d{6}\)/).waitFor();
    const text = await page.locator('main').innerText();
    assert.match(text, /₹100/);
    assert.match(text, /₹399/);
    assert.doesNotMatch(text, /Refund of ₹499/);
  },

  async "the guest's loop: book and pay as a guest, change the colour and cancel on the same phone, then register with that mobile and find the booking"({ page, axeSource, otpFor }) {
    const mobile = randomMobile();
    await open(page, '/book?model=rv400');
    await page.locator('input[name="model"][value="rv400"]:checked').waitFor({ state: 'attached' });
    const id = await reserveOnBookPage(page, { name: 'Kavya Nair', mobile });
    await page.getByRole('link', { name: 'Pay ₹499 now' }).click();
    await page.getByRole('button', { name: 'Pay ₹499' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your RV400 is booked' }).waitFor();
    const reference = (await page.getByText(/^BK-\d{6}$/).first().textContent()).trim();

    // The booking page itself: change the colour, then cancel, with no account and no OTP (the device that booked).
    await page.getByRole('link', { name: 'See your booking and its progress' }).click();
    await page.waitForURL(`**/booking-detail/${id}`);
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await timeline.waitFor();
    await page.getByRole('link', { name: 'Change colour, hub or contact' }).click();
    await page.waitForURL(`**/editbooking/${id}`);
    const other = page.locator('form[aria-label="Change your booking"] input[type="radio"]:not(:checked)').first();
    const colour = await other.getAttribute('value');
    await other.check({ force: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**/booking-detail/${id}`);
    await timeline.getByText(new RegExp(`colour to ${colour}`)).waitFor();
    await cancelBookingInUi(page, id);
    await checkScreen(page, axeSource, '/thankyoucancel as a guest');

    // An account on that mobile takes the booking in.
    await open(page, '/register');
    await page.getByLabel(/Mobile number/).fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel(/^Code/).fill(await otpFor(mobile));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Full name/).fill('Kavya Nair');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/(profile|userdashboard)/);
    await open(page, '/orderhistory');
    await page.getByText(reference).first().waitFor();
  },
};
