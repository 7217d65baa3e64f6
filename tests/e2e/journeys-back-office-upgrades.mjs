// Back-office upgrades (issue 13): the admin finds a seeded upgrade on /upgradeorderlist, opens its detail with the
// bike traded in, allots and readies it, finds the handover waiting for the inspection, inspects the old bike with
// a final valuation and hands the new one over; the Bengaluru dealer's /upgradeorderlist/dealer holds only their
// hubs' upgrades and offers only their hubs in the filter. axe and the 390 px overflow on every screen.
import assert from 'node:assert/strict';
import { apiToken, axe, checkScreen, open, settle, signInTo } from './helpers.mjs';

const ADMIN = ['9000000001', 'Admin@12345'];
const BENGALURU_DEALER = ['9000000002', 'Dealer@12345'];
const BENGALURU_HUBS = [9, 10];
const CHASSIS = `MD9RVUG${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;

/** Every upgrade order the token's holder sees (the back-office list, kind fixed to upgrade). */
async function upgrades(request, token, query = '') {
  const res = await request.get(`/api/v1/back-office/orders?kind=upgrade&pageSize=100${query}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status(), 200, await res.text());
  return (await res.json()).data;
}

/** Clicks an action, then the same button in its dialog, and waits for the screen's notice. */
async function act(page, button, done) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await page.getByText(done).waitFor();
}

export const journeys = {
  async 'back office upgrades: admin inspects a seeded upgrade and hands it over, the Bengaluru dealer sees only their hubs'({ page, context, base, axeSource }) {
    const request = context.request;
    const adminToken = await apiToken(request, ADMIN);
    const all = await upgrades(request, adminToken);
    assert.ok(all.length > 0, 'the demo data holds upgrade orders');
    const upgrade = all.find((o) => o.state === 'confirmed' && o.upgrade && o.upgrade.inspected_at === null);
    assert.ok(upgrade, 'a seeded confirmed upgrade waits for its inspection');

    // The admin's upgrade list: the kind is fixed, the trade-in shows, the reference opens the upgrade detail.
    await signInTo(page, '/upgradeorderlist', ADMIN);
    await page.getByRole('heading', { level: 1, name: 'Upgrades' }).waitFor();
    assert.equal(await page.getByLabel('Kind').count(), 0, 'no kind filter on the upgrade list');
    await checkScreen(page, axeSource, '/upgradeorderlist');
    await open(page, `/upgradeorderlist?q=${upgrade.reference}`);
    const link = page.getByRole('link', { name: `Open order ${upgrade.reference}` });
    await link.waitFor();
    await page.getByText(upgrade.upgrade.trade_in_chassis).first().waitFor();
    await link.click();
    await page.waitForURL(`**/upgradeorderdetail/${upgrade.id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${upgrade.reference}` }).waitFor();
    const tradeIn = page.getByRole('region', { name: 'Bike traded in' });
    await tradeIn.getByText(upgrade.upgrade.trade_in_chassis).waitFor();
    await tradeIn.getByText('After the inspection').waitFor();
    await checkScreen(page, axeSource, '/upgradeorderdetail');

    // Allot and ready; the handover waits for the inspection.
    await page.getByRole('button', { name: 'Allot chassis' }).click();
    const allot = page.getByRole('dialog', { name: `Allot a chassis to ${upgrade.reference}` });
    await allot.getByLabel(/^Chassis number/).fill(CHASSIS);
    await allot.getByRole('button', { name: 'Allot chassis' }).click();
    await page.getByText('Chassis allotted.').waitFor();
    await act(page, 'Mark ready', 'Marked ready for delivery.');
    assert.equal(await page.getByRole('button', { name: 'Hand over' }).isDisabled(), true, 'no handover before the inspection');

    // The inspection: the final valuation is checked in the dialog, then replaces the estimate.
    await page.getByRole('button', { name: 'Record the inspection' }).click();
    const inspect = page.getByRole('dialog', { name: `Inspect the bike traded in for ${upgrade.reference}` });
    await inspect.getByLabel(/^Final valuation/).fill('400000');
    await inspect.getByRole('button', { name: 'Record the inspection' }).click();
    await inspect.getByText(/Enter the final valuation in whole rupees/).first().waitFor();
    await axe(page, axeSource, 'inspect dialog');
    const finalValue = Math.max(0, upgrade.upgrade.valuation - 2500);
    await inspect.getByLabel(/^Final valuation/).fill(String(finalValue));
    await inspect.getByLabel(/^What the inspection found/).fill('Battery at 74%, scratches on the left panel');
    await inspect.getByRole('button', { name: 'Record the inspection' }).click();
    await page.getByText('Inspection recorded.').waitFor();
    await tradeIn.getByText('Battery at 74%, scratches on the left panel').waitFor();
    await tradeIn.getByText(`₹${finalValue.toLocaleString('en-IN')}`).first().waitFor();

    await act(page, 'Hand over', 'Handed over.');
    await page.getByText('Delivered').first().waitFor();
    const timeline = await page.getByRole('list', { name: 'Order timeline' }).textContent();
    assert.match(timeline, new RegExp(`Chassis ${CHASSIS} allotted`));
    await checkScreen(page, axeSource, '/upgradeorderdetail delivered');

    // The Bengaluru dealer, in a browser of their own: only their hubs' upgrades, only their hubs in the filter.
    const dealerToken = await apiToken(request, BENGALURU_DEALER);
    const mine = new Set((await upgrades(request, dealerToken)).map((o) => o.reference));
    const bengaluru = all.filter((o) => BENGALURU_HUBS.includes(o.hub.id)).map((o) => o.reference);
    const elsewhere = all.filter((o) => !BENGALURU_HUBS.includes(o.hub.id)).map((o) => o.reference);
    assert.deepEqual([...mine].sort(), [...bengaluru].sort(), "the dealer's API list is exactly the Bengaluru upgrades");
    const dealer = await context.browser().newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    try {
      const own = await dealer.newPage();
      await signInTo(own, '/upgradeorderlist/dealer', BENGALURU_DEALER);
      await own.getByRole('heading', { level: 1, name: 'My hub upgrades' }).waitFor();
      await settle(own);
      const shown = (await own.getByRole('link', { name: /^Open order / }).evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))).map((l) => l.replace('Open order ', ''));
      assert.ok(shown.every((ref) => mine.has(ref)), `the dealer sees only Bengaluru upgrades: ${shown.join(', ')}`);
      for (const ref of elsewhere) assert.ok(!shown.includes(ref), `${ref} is another city's`);
      const hubs = await own.getByLabel('Hub').locator('option').evaluateAll((options) => options.filter((o) => o.value !== '').map((o) => Number(o.value)));
      assert.deepEqual(hubs.sort((a, b) => a - b), BENGALURU_HUBS, 'the hub filter offers only the dealer’s hubs');
      await checkScreen(own, axeSource, '/upgradeorderlist/dealer');
      if (elsewhere[0]) {
        const other = all.find((o) => o.reference === elsewhere[0]);
        await open(own, `/upgradeorderdetail/dealer/${other.id}`);
        await own.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      }
    } finally {
      await dealer.close();
    }
  },
};
