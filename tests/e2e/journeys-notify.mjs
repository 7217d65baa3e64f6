// Notifications the customer chose (issue 30, docs/decisions/047-notification-channels.md): a customer opts into
// WhatsApp and browser notifications in the profile, a hub moves their order, and the fakes of the WhatsApp Cloud API
// and of a push service (tests/e2e/fakes.mjs) each receive one message for the move; after opting out, none.
// Headless Chromium has no push service of its own: the page's PushManager answers with a subscription on the fake
// push service (real P-256 keys, so the server encrypts for them as for a browser's).
import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { apiToken, checkScreen, registerByApi, signInTo } from './helpers.mjs';

const ADMIN = ['9000000001', 'Admin@12345'];

/** Waits until `read()` is true (the fakes answer the server while the admin's request runs). */
async function until(read, what, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!read()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const journeys = {
  async 'notify: a customer opts into WhatsApp and push, sees one message per channel for a move, and none after opting out'({ page, context, base, axeSource, otpFor, smsFor, fakes }) {
    const customer = await registerByApi(base, otpFor, { name: 'Asha Menon', email: (m) => `asha.${m}@example.com` });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription = { endpoint: fakes.pushEndpoint(`e2e-${customer.mobile}`), keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
    await context.grantPermissions(['notifications'], { origin: base });
    await context.addInitScript((sub) => {
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => ({ toJSON: () => sub });
    }, subscription);

    await signInTo(page, '/profile', [customer.mobile, customer.password]);
    const section = page.getByRole('region', { name: 'Notifications' });
    await section.getByRole('checkbox', { name: 'My orders by SMS' }).waitFor();
    await checkScreen(page, axeSource, 'the profile with its notification choices');
    await section.getByRole('checkbox', { name: 'My orders by WhatsApp' }).check();
    await section.getByRole('checkbox', { name: 'My orders by Browser notifications' }).check();
    await section.getByRole('button', { name: 'Save notification choices' }).click();
    await section.getByText('Your notification choices are saved.').waitFor();
    await section.getByRole('button', { name: 'Show notifications on this device' }).click();
    await section.getByText('This device will show notifications.').waitFor();
    await section.getByText(/^Chrome on /).waitFor();

    // The customer's booking, paid (the confirmation is a move too), then the hub allots a bike.
    const token = await apiToken(context.request, [customer.mobile, customer.password]);
    const created = await context.request.post('/api/v1/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Asha Menon', mobile: customer.mobile, email: `asha.${customer.mobile}@example.com`, state: 'MH', city: 'MH-MUM', area: 'MH-MUM-01', pincode: '400069', model: 'rv400', colour: 'Rebel Red', dealer_id: 1, accept_terms: true },
    });
    assert.equal(created.status(), 201, await created.text());
    const { booking, payment } = (await created.json()).data;
    assert.equal((await context.request.post(payment.checkout_url, { form: { outcome: 'success' }, maxRedirects: 0 })).status(), 303);
    const to = `91${customer.mobile}`;
    const mine = () => fakes.whatsapp.filter((m) => m.to === to);
    const myPushes = () => fakes.pushes.filter((p) => p.path === `/push/e2e-${customer.mobile}`);
    // The payment's confirmation may wait for the outbox's next round (every OUTBOX_SECONDS, 15 s by default).
    await until(() => mine().length === 1 && myPushes().length === 1, 'the confirmation on WhatsApp and push', 40_000);

    const admin = { authorization: `Bearer ${await apiToken(context.request, ADMIN)}` };
    const allot = await context.request.post(`/api/v1/back-office/orders/${booking.id}/allot`, { headers: admin, data: { chassis: 'MD9RV400X26B00077' } });
    assert.equal(allot.status(), 200, await allot.text());
    await smsFor(customer.mobile, /allotted/i);
    await until(() => mine().length === 2 && myPushes().length === 2, 'the allotment on WhatsApp and push');
    assert.equal(mine()[1].template, 'order_allotted');
    assert.deepEqual(mine()[1].parameters.slice(0, 2), [booking.reference, 'MD9RV400X26B00077']);
    assert.equal(myPushes()[1].encoding, 'aes128gcm');

    // Opting out in the profile stops the next message on both channels; SMS stays as it was.
    await section.getByRole('checkbox', { name: 'My orders by WhatsApp' }).uncheck();
    await section.getByRole('checkbox', { name: 'My orders by Browser notifications' }).uncheck();
    await section.getByRole('button', { name: 'Save notification choices' }).click();
    await section.getByText('Your notification choices are saved.').waitFor();
    const ready = await context.request.post(`/api/v1/back-office/orders/${booking.id}/ready`, { headers: admin, data: {} });
    assert.equal(ready.status(), 200, await ready.text());
    await smsFor(customer.mobile, /ready/i);
    // The notices of a move are sent before the hub's request answers (deliverOrderNotices), so nothing is on its way.
    assert.equal(mine().length, 2, 'no WhatsApp after opting out');
    assert.equal(myPushes().length, 2, 'no push after opting out');
  },
};
