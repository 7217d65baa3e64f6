// Owners' reviews (issue 27), in Chromium at 390 px: the demo customer reviews their delivered RV400 from My bike,
// the admin publishes it from the moderation list, and the /rv400 page shows it with the rating in its Product JSON-LD.
import assert from 'node:assert/strict';
import { checkScreen, open, signInTo } from './helpers.mjs';

export const journeys = {
  async 'an owner reviews their delivered RV400, the admin publishes it, and /rv400 shows it with aggregateRating in its JSON-LD'({ page, axeSource }) {
    const title = `Quiet and quick ${Date.now().toString(36)}`;
    await signInTo(page, '/userdashboard', ['9000000003', 'Customer@12345']);
    const bikes = page.getByRole('list', { name: 'Bikes delivered' });
    await bikes.waitFor();
    await bikes.getByRole('link', { name: 'Rate and review your RV400' }).first().click();
    await page.waitForURL(/\/review\/\d+$/);
    await page.getByRole('heading', { name: 'Review your RV400' }).waitFor();
    await checkScreen(page, axeSource, '/review/:orderId');

    // Too short first: the messages show and what was typed stays.
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Your review/ }).fill('Too short');
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Choose a rating from 1 to 5 stars.').waitFor();
    assert.equal(await page.getByRole('textbox', { name: /^Title/ }).inputValue(), title);
    await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await page.getByRole('textbox', { name: /^Your review/ }).fill('Four months of daily office rides: the range holds, charging at home is easy and the hub is quick.');
    // A 2 × 2 PNG as the optional photo (the server decodes and re-encodes it).
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel(/^Photo/).setInputFiles({ name: 'my-rv400.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText(/Your photo is saved and will appear with your review/).waitFor();
    await page.getByRole('img', { name: new RegExp(`with the review “${title}”`) }).waitFor();
    await page.getByText(/Status:.*Waiting for moderation/).waitFor();
    await checkScreen(page, axeSource, '/review/:orderId saved');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInTo(page, '/reviewlist', ['9000000001', 'Admin@12345']);
    await page.getByRole('heading', { name: title }).waitFor();
    await checkScreen(page, axeSource, '/reviewlist');
    await page.getByRole('button', { name: new RegExp(`^Publish\\W+${title}`) }).click();
    await page.getByText('The review is published.').waitFor();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await open(page, '/rv400');
    // The section loads its reviews as the visitor scrolls down to it.
    await page.getByRole('heading', { name: 'Owners’ reviews' }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText(/from \d+ verified owners?/).waitFor();
    const product = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')).find((ld) => ld['@type'] === 'Product'),
    );
    assert.ok(product?.aggregateRating, 'the Product JSON-LD has aggregateRating');
    assert.equal(product.aggregateRating['@type'], 'AggregateRating');
    assert.ok(product.aggregateRating.reviewCount >= 1);
    assert.ok(product.review.some((r) => r.name === title), 'the review is in the JSON-LD');
    const photo = page.getByRole('img', { name: new RegExp(`with the review “${title}”`) });
    await photo.scrollIntoViewIfNeeded();
    await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await photo.elementHandle());
    await checkScreen(page, axeSource, '/rv400 with reviews');
  },
};
