// Service visits (owners of delivered bikes), in Chromium at 390 px: the demo customer books a service from the
// dashboard at a Bengaluru hub, that hub's dealer finds it by hub and confirms it in the back office, and the customer
// sees it confirmed with its timeline, then moves it to another day from the dashboard.
import assert from 'node:assert/strict';
import { apiToken, checkScreen, signInTo } from './helpers.mjs';

const CUSTOMER = ['9000000003', 'Customer@12345'];
/** Runs hubs 9 and 10 (Bengaluru). */
const BENGALURU_DEALER = ['9000000002', 'Dealer@12345'];

/** Tomorrow in India (the first bookable day), YYYY-MM-DD. */
const tomorrowInIndia = () => new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);

async function signOut(page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** The id of the demo customer's seeded delivered bike (other journeys deliver them more bikes). */
async function seededBikeId(request) {
  const token = await apiToken(request, CUSTOMER);
  const res = await request.get('/api/v1/orders', { headers: { authorization: `Bearer ${token}` } });
  const bike = (await res.json()).data.find((o) => o.state === 'delivered' && o.chassis === 'MD9RV400X25A01234');
  assert.ok(bike, 'the demo customer has their seeded delivered bike');
  return bike.id;
}

export const journeys = {
  async 'an owner books a service from the dashboard, the Bengaluru dealer confirms it, the owner sees it confirmed with its timeline'({ page, context, axeSource }) {
    const bikeId = await seededBikeId(context.request);
    await signInTo(page, '/userdashboard', CUSTOMER);
    const book = page.locator(`a[href="/book-service?bike=${bikeId}"]`);
    await book.waitFor();
    await book.click();
    await page.waitForURL((url) => url.pathname === '/book-service');
    // Each of the owner's bikes says its next service (other journeys deliver them more bikes).
    await page.getByText(/^Next due: 1st service \(free\)/).first().waitFor();

    // The radios are drawn by their labels (the inputs are visually hidden): a person taps the label.
    await page.locator('label', { hasText: /^Periodic service$/ }).click();
    await page.getByLabel(/^Hub/).selectOption('9');
    await page.getByLabel(/^Date/).fill(tomorrowInIndia());
    const slots = page.getByRole('radiogroup', { name: /Time slot/ });
    const free = slots.locator('.field__option').filter({ hasText: /places? left/ }).first();
    await free.waitFor();
    await free.locator('label').click();
    assert.equal(await free.locator('input').isChecked(), true, 'a slot with room is chosen');
    await page.getByLabel(/What is wrong/).fill('The front brake squeaks.');
    await checkScreen(page, axeSource, '/book-service filled');
    await page.getByRole('button', { name: 'Book the visit' }).click();

    await page.waitForURL((url) => url.pathname === '/userdashboard');
    const notice = page.getByText(/^Service visit SV-\d{6} is booked\./);
    await notice.waitFor();
    const reference = /SV-\d{6}/.exec(await notice.innerText())?.[0];
    assert.ok(reference, 'the booking names its reference');
    const visits = page.getByRole('list', { name: /^Service visits of your / }).filter({ hasText: reference });
    assert.match(await visits.innerText(), /Requested/);

    await signOut(page);
    await signInTo(page, '/servicevisitlist', BENGALURU_DEALER);
    // The dealer is offered their own hubs only; filtering on the one booked keeps the visit in the list.
    const hubFilter = page.getByLabel(/^Hub/);
    await hubFilter.locator('option[value="9"]').waitFor({ state: 'attached' });
    await hubFilter.selectOption('9');
    await page.waitForURL((url) => url.searchParams.get('hub') === '9');
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Service visit ${reference}` }).waitFor();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByLabel(/Note for the timeline/).fill('Bring the service booklet.');
    await checkScreen(page, axeSource, '/servicevisitdetail confirm form');
    await page.getByRole('button', { name: 'Confirm the visit' }).click();
    await page.getByText(`Service visit ${reference} is confirmed.`).waitFor();

    await signOut(page);
    await signInTo(page, '/userdashboard', CUSTOMER);
    const timeline = page.getByRole('list', { name: `Timeline of ${reference}` });
    await timeline.waitFor();
    assert.match(await page.getByRole('list', { name: /^Service visits of your / }).filter({ hasText: reference }).innerText(), /Confirmed/);
    const events = await timeline.innerText();
    assert.match(events, /Periodic service requested for/);
    assert.match(events, /Confirmed by the hub for/);
    assert.match(events, /Bring the service booklet\./);
    await checkScreen(page, axeSource, '/userdashboard with a confirmed service visit');

    // The owner moves it to the next day from the dashboard: the places left show for the visit's hub.
    const card = page.locator('li.service-visit-card', { has: page.getByRole('heading', { name: `Service visit ${reference}` }) });
    await card.getByRole('button', { name: 'Change date or time' }).click();
    const form = card.getByRole('form', { name: `Change the date or time of ${reference}` });
    const nextDay = new Date(Date.parse(`${tomorrowInIndia()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(/^New date/).fill(nextDay);
    const room = form.getByRole('radiogroup', { name: /New time slot/ }).locator('.field__option').filter({ hasText: /places? left/ }).first();
    await room.waitFor();
    await room.locator('label').click();
    await checkScreen(page, axeSource, '/userdashboard change date or time');
    await form.getByRole('button', { name: 'Move the visit' }).click();
    await card.getByText(`Service visit ${reference} is moved.`).waitFor();
    assert.match(await timeline.innerText(), /Moved to /);
  },
};
