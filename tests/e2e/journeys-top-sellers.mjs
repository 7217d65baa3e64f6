// Top sellers (issue 27), in Chromium at 390 px against `npm start`, whose demo seed has enough paid orders in
// Maharashtra (server/seed/sales.ts): a visitor of unknown state sees India's most booked model on /electric-bike, the
// demo customer (Maharashtra) sees their state's; the badge sits over the picture, so the card does not move.
import assert from 'node:assert/strict';
import { checkScreen, open, signInTo } from './helpers.mjs';

/** The RV400 card's heading position, and the badge's text and CSS position once it shows. */
async function rv400Card(page, line) {
  const card = page.locator('li.model-card').filter({ has: page.getByRole('link', { name: 'RV400', exact: true }) });
  const badge = card.getByText(line, { exact: true });
  await badge.waitFor();
  return { position: await badge.evaluate((el) => getComputedStyle(el).position), headingTop: await card.locator('h2').evaluate((h) => h.offsetTop) };
}

export const journeys = {
  async 'top sellers: /electric-bike shows "Most booked in India" to a visitor, "Most booked in Maharashtra" to the Maharashtra customer, without moving the card'({ page, context, axeSource }) {
    const api = await context.request.get('/api/v1/products/top-sellers?state=MH');
    assert.equal(api.status(), 200);
    const { data } = await api.json();
    assert.equal(data.state, 'MH', 'the seed gives Maharashtra enough sold orders');
    assert.equal(data.models[0]?.id, 'rv400');

    await open(page, '/electric-bike');
    const headingTopBefore = await page.locator('li.model-card').filter({ has: page.getByRole('link', { name: 'RV400', exact: true }) }).locator('h2').evaluate((h) => h.offsetTop);
    const india = await rv400Card(page, 'Most booked in India');
    assert.equal(india.position, 'absolute', 'the badge is out of the flow');
    assert.equal(india.headingTop, headingTopBefore, 'the card did not move when the badge arrived');
    await checkScreen(page, axeSource, '/electric-bike with the India badge');

    await signInTo(page, '/userdashboard', ['9000000003', 'Customer@12345']);
    await open(page, '/electric-bike');
    await rv400Card(page, 'Most booked in Maharashtra');
    await page.getByText('2nd most booked in Maharashtra', { exact: true }).waitFor();
    await checkScreen(page, axeSource, '/electric-bike with the Maharashtra badges');
  },
};
