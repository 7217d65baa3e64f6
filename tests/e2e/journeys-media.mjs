// The media library (issue 26), in Chromium at 390 px: the admin uploads a photograph of the RV400 in Rebel Red for the
// hero slot from /medialist; /rv400 shows it in place of the studio render once the page has loaded (no rebuild); the
// admin removes it and /rv400's hero is the render again.
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { checkScreen, open, signInTo } from './helpers.mjs';

const ADMIN = ['9000000001', 'Admin@12345'];

/** The /rv400 hero's image once the page has loaded and the photographs' list has answered (or not). */
async function heroSource(page) {
  await open(page, '/rv400');
  const red = page.getByRole('radio', { name: 'Rebel Red' });
  if (!(await red.isChecked())) await red.check({ force: true });
  await page.waitForLoadState('networkidle').catch(() => {});
  const hero = page.locator('.model-hero__stage img');
  await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await hero.elementHandle());
  return hero.evaluate((el) => ({ src: el.currentSrc, alt: el.alt }));
}

export const journeys = {
  async 'the admin uploads a Rebel Red hero photograph of the RV400 at /medialist, /rv400 shows it without a rebuild, and removing it brings the render back'({ page, axeSource }) {
    const alt = `The RV400 in Rebel Red by a sea wall ${Date.now().toString(36)}`;
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 16, b: 46 } } }).jpeg({ quality: 80 }).toBuffer();

    await signInTo(page, '/medialist', ADMIN);
    await page.getByRole('heading', { level: 1, name: 'Photographs' }).waitFor();
    await page.getByLabel(/^Model/).selectOption({ label: 'RV400' });
    await page.getByText(/No photographs of the RV400 yet|RV400: photographs by colour and slot/).first().waitFor();
    await checkScreen(page, axeSource, '/medialist');

    // Nothing chosen: the contract's messages, before anything is sent.
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Describe the photograph for people who cannot see it', { exact: false }).waitFor();
    await page.getByText('Choose a photograph to upload.').waitFor();
    assert.equal(await page.getByLabel(/^Model/).inputValue(), 'rv400');

    await page.getByLabel('Colour', { exact: true }).selectOption('Rebel Red');
    await page.getByLabel(/^Slot/).selectOption('hero');
    await page.getByLabel(/^Description/).fill(alt);
    await page.getByLabel(/^Photograph\b(?!s)/).setInputFiles({ name: 'rv400-rebel-red.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('The photograph is on the site now.').waitFor();
    const row = page.getByRole('row', { name: new RegExp(alt) });
    await row.waitFor();
    await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await row.locator('img').elementHandle());
    await checkScreen(page, axeSource, '/medialist with a photograph');

    const shown = await heroSource(page);
    assert.match(shown.src, /\/media\/\d+\/\d+\.(avif|webp)$/, `the /rv400 hero shows the photograph (${shown.src})`);
    assert.equal(shown.alt, alt);
    await checkScreen(page, axeSource, '/rv400 with a hero photograph');

    await open(page, '/medialist');
    await page.getByLabel(/^Model/).selectOption({ label: 'RV400' });
    await page.getByRole('row', { name: new RegExp(alt) }).getByRole('button', { name: /^Remove/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this photograph?' });
    await dialog.waitFor();
    await checkScreen(page, axeSource, '/medialist confirm removal');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('The photograph is removed: the slot shows the studio render again.').waitFor();
    await page.getByRole('row', { name: new RegExp(alt) }).waitFor({ state: 'detached' });

    const back = await heroSource(page);
    assert.match(back.src, /\/images\/bikes\/rv400-/, `the /rv400 hero is the render again (${back.src})`);
  },
};
