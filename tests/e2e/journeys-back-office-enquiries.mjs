// Back-office enquiries (issue 12): a visitor's test ride reaches the Bengaluru dealer, who confirms it; the Mumbai
// dealer cannot open it; an admin marks a notify-me request contacted. Every screen: axe and no overflow at 390 px.
import assert from 'node:assert/strict';
import { axe, open, overflow, randomMobile, settle, signIn } from './helpers.mjs';

async function checkScreen(page, axeSource, label) {
  await settle(page);
  // Check the page at rest, not a button halfway through its hover transition.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  assert.equal(await overflow(page), 0, `${label} is wider than 390 px`);
  await axe(page, axeSource, label);
}

async function signOutOfBackOffice(page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => !/testride|notify|request|contactus/.test(url.pathname));
}

/** A visitor books a test ride at a Bengaluru hub through the form; returns its id and reference. */
async function bookInBengaluru(page, mobile) {
  await open(page, '/test-ride?model=rv400');
  await page.locator('input[name="model"][value="rv400"]:checked').waitFor({ state: 'attached' });
  await page.getByLabel(/^Full name/).fill('Nandini Gowda');
  await page.getByLabel(/^Mobile number/).fill(mobile);
  await page.getByLabel(/^E-mail/).fill(`nandini.${mobile}@example.com`);
  await page.getByLabel(/^State/).selectOption({ label: 'Karnataka' });
  await page.getByLabel(/^City/).selectOption({ label: 'Bengaluru' });
  await page.getByLabel(/^Nearest area/).selectOption({ index: 1 });
  await page.getByLabel(/^Hub/).selectOption({ index: 1 });
  await page.locator('input[name="preferred_date"][min]').waitFor({ state: 'attached' });
  const min = await page.getByLabel(/^Preferred date/).getAttribute('min');
  await page.getByLabel(/^Preferred date/).fill(min);
  await page.getByText('10 am – 12 pm', { exact: true }).click();
  await page.getByRole('button', { name: 'Book my test ride' }).click();
  await page.waitForURL(/\/thankyouride\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  return { id, reference: `TR-${String(id).padStart(6, '0')}` };
}

export const journeys = {
  async 'back office: the Bengaluru dealer confirms a visitor’s test ride, the Mumbai dealer cannot open it'({ page, axeSource }) {
    const mobile = randomMobile();
    const ride = await bookInBengaluru(page, mobile);

    await open(page, '/signin?redirect=%2Ftestridelist%2Fdealer');
    await signIn(page, '9000000002', 'Dealer@12345');
    await page.waitForURL('**/testridelist/dealer');
    await page.getByRole('heading', { level: 1, name: 'Test rides at your hubs' }).waitFor();
    await page.getByLabel('Search by name, mobile, e-mail or reference').fill(mobile);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const link = page.getByRole('link', { name: ride.reference });
    await link.waitFor();
    await page.getByText('1 test ride', { exact: true }).waitFor();
    await checkScreen(page, axeSource, '/testridelist/dealer');

    await link.click();
    await page.waitForURL(`**/testridedetail/dealer/${ride.id}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(`Test ride ${ride.reference}`) }).waitFor();
    await checkScreen(page, axeSource, '/testridedetail/dealer/:id');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm this test ride?' });
    await dialog.getByLabel('Note (optional)').fill('Called the rider, all set');
    await checkScreen(page, axeSource, 'the confirm dialog');
    await dialog.getByRole('button', { name: 'Confirm ride' }).click();
    await page.getByText('The test ride is confirmed.').waitFor();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Requested → Confirmed').waitFor();
    await timeline.getByText('Called the rider, all set').waitFor();
    await signOutOfBackOffice(page);

    await open(page, `/signin?redirect=${encodeURIComponent(`/testridedetail/dealer/${ride.id}`)}`);
    await signIn(page, '9000000004', 'Dealer@12345');
    await page.waitForURL(`**/testridedetail/dealer/${ride.id}`);
    await page.getByText('We could not find that test ride.').waitFor();
    await checkScreen(page, axeSource, 'another hub’s test ride');
    await open(page, `/testridelist/dealer?q=${mobile}`);
    await page.getByText('No test rides match these filters.').waitFor();
    assert.equal(await page.getByRole('link', { name: ride.reference }).count(), 0);
  },

  async 'back office: an admin marks a notify-me request contacted and reads every enquiry screen'({ page, axeSource }) {
    const mobile = randomMobile();
    const notify = await page.request.post('/api/v1/notify', {
      data: { name: 'Farhan Qureshi', mobile, email: `farhan.${mobile}@example.com`, state: 'KA', city: 'KA-BLR', model: 'rv400-brz' },
    });
    assert.equal(notify.status(), 201);
    const contact = await page.request.post('/api/v1/contact', {
      data: { name: 'Farhan Qureshi', mobile, email: `farhan.${mobile}@example.com`, topic: 'Test ride', message: 'Can I ride the RV400 BRZ on a weekend?' },
    });
    assert.equal(contact.status(), 201);
    const contactId = (await contact.json()).data.id;

    await open(page, `/signin?redirect=${encodeURIComponent(`/notifylist?q=${mobile}`)}`);
    await signIn(page, '9000000001', 'Admin@12345');
    await page.waitForURL('**/notifylist?q=*');
    const link = page.getByRole('link', { name: /^NM-\d{6}$/ });
    await link.waitFor();
    await checkScreen(page, axeSource, '/notifylist');
    await link.click();
    await page.getByRole('heading', { level: 1, name: /Notify request NM-/ }).waitFor();
    await checkScreen(page, axeSource, '/notifydetail/:id');
    await page.getByRole('button', { name: 'Mark contacted' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this request contacted?' });
    await dialog.getByLabel('What was said (optional)').fill('Stock arrives in April');
    await dialog.getByRole('button', { name: 'Mark contacted' }).click();
    await page.getByText('The request is marked contacted.').waitFor();
    await page.getByRole('list', { name: 'Timeline' }).getByText('New → Contacted').waitFor();

    await open(page, `/requestlist?q=${mobile}`);
    await page.getByRole('link', { name: /^CU-\d{6}$/ }).waitFor();
    await checkScreen(page, axeSource, '/requestlist');
    await open(page, `/contactusdetail/${contactId}`);
    await page.getByText('Can I ride the RV400 BRZ on a weekend?').waitFor();
    await checkScreen(page, axeSource, '/contactusdetail/:id');

    await open(page, '/testridelist');
    await page.getByRole('heading', { level: 1, name: 'Test rides' }).waitFor();
    await page.getByRole('button', { name: /Export CSV/ }).waitFor();
    await checkScreen(page, axeSource, '/testridelist');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Export CSV/ }).click()]);
    assert.match(download.suggestedFilename(), /^test-rides-\d{4}-\d{2}-\d{2}\.csv$/);
  },
};
