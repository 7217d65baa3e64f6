// /electric-bike fed by the public product list (issue 27), in Chromium at 390 px against `npm start`: the prerendered
// HTML lists every model; a search for "rv4" shows the RV400 models, the sort by price orders them as the API does,
// the query stays in the URL (a reload shows the same bikes), and the page passes axe and the width check.
import assert from 'node:assert/strict';
import { checkScreen, open } from './helpers.mjs';

const cardNames = (page) => page.locator('li.model-card h2').allTextContents();

export const journeys = {
  async 'catalogue list: /electric-bike searches "rv4", sorts by price high to low, keeps the query in the URL'({ page, context, axeSource }) {
    const html = await (await context.request.get('/electric-bike')).text();
    for (const name of ['RV1', 'RV1+', 'RV BlazeX', 'RV400', 'RV400 BRZ']) assert.ok(html.includes(`>${name}</a>`), `the prerendered list has ${name}`);

    await open(page, '/electric-bike');
    const box = page.getByRole('searchbox', { name: 'Search bikes' });
    await page.waitForFunction(() => !document.querySelector('#bike-search')?.disabled);
    await box.fill('rv4');
    await box.press('Enter');
    await page.waitForURL(/\/electric-bike\?q=rv4$/);
    await page.waitForFunction(() => [...document.querySelectorAll('li.model-card h2')].map((h) => h.textContent).join('|') === 'RV400|RV400 BRZ');

    const api = await context.request.get('/api/v1/products?name=rv4&order=price_desc');
    assert.equal(api.status(), 200);
    const expected = (await api.json()).data.map((p) => p.name);
    assert.deepEqual([...expected].sort(), ['RV400', 'RV400 BRZ']);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await page.waitForURL(/\/electric-bike\?q=rv4&sort=price_desc$/);
    await page.waitForFunction((want) => [...document.querySelectorAll('li.model-card h2')].map((h) => h.textContent).join('|') === want, expected.join('|'));
    const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth).map((el) => `${el.tagName}.${el.className}`).slice(0, 5));
    assert.deepEqual(wide, [], 'nothing reaches past the 390 px screen');
    await checkScreen(page, axeSource, '/electric-bike searched for rv4, sorted by price');

    await page.reload();
    await page.waitForFunction((want) => [...document.querySelectorAll('li.model-card h2')].map((h) => h.textContent).join('|') === want, expected.join('|'));
    assert.equal(await box.inputValue(), 'rv4');
    assert.deepEqual(await cardNames(page), expected);

    await box.fill('no-such-bike');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(/\/electric-bike$/);
    // The unfiltered list is asked for again: the five come back once it answers.
    await page.waitForFunction(() => document.querySelectorAll('li.model-card h2').length === 5);
  },
};
