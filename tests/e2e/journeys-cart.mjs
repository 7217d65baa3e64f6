// The editable cart (issue 27), in Chromium at 390 px: Buy now, change the colour on the purchase step, Buy now of
// another model asks before replacing it, Remove leaves the empty cart; /NewPlaceOrderScreen without a model offers a
// choice instead of "Page not found".
import assert from 'node:assert/strict';
import { checkScreen, open, signInTo } from './helpers.mjs';

export const journeys = {
  async 'cart: Buy now, change its colour, Buy now another model asks to replace it, Replace, then Remove empties the cart'({ page, axeSource }) {
    await signInTo(page, '/product/rv400', ['9000000003', 'Customer@12345']);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Mist Grey' }).check();
    await page.getByRole('button', { name: 'Buy now' }).click();

    await page.waitForURL('**/shipping');
    const line = page.getByRole('region', { name: 'Your bike' });
    await line.getByText('in Mist Grey').waitFor();
    await line.getByRole('button', { name: 'Change colour' }).click();
    await line.getByRole('group', { name: 'Colour: Mist Grey' }).waitFor();
    await checkScreen(page, axeSource, '/shipping with the colours open');
    await line.getByRole('radio', { name: 'Pacific Blue' }).check();
    await line.getByText('in Pacific Blue').waitFor();
    await line.getByRole('status').getByText('Your RV400 is now Pacific Blue.').waitFor();

    await open(page, '/product/rv1');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Black', exact: true }).check();
    await page.getByRole('button', { name: 'Buy now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace the RV400 in Pacific Blue with the RV1 in Black?' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Keep' }).evaluate((b) => b === document.activeElement), true, 'Keep, the safe choice, has the focus');
    await checkScreen(page, axeSource, 'the replace dialog');
    await dialog.getByRole('button', { name: 'Replace' }).click();

    await page.waitForURL('**/shipping');
    await line.getByText('in Black').waitFor();
    assert.doesNotMatch(await line.innerText(), /RV400/);
    await line.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Your bike' }).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'See the bikes' }).getAttribute('href'), '/electric-bike');
    await checkScreen(page, axeSource, '/shipping with the empty cart');
    assert.equal(await page.evaluate(() => Object.keys(localStorage).some((k) => /cart/i.test(k))), false, 'nothing of the cart is kept');
  },

  async 'cart: /NewPlaceOrderScreen without a model offers a model and colour choice, then its details step'({ page, axeSource }) {
    await open(page, '/NewPlaceOrderScreen');
    await page.getByRole('heading', { level: 1, name: 'Choose your bike' }).waitFor();
    await checkScreen(page, axeSource, '/NewPlaceOrderScreen without a model');
    await page.getByRole('radio', { name: 'RV1', exact: true }).check();
    await page.getByRole('radio', { name: 'Dark Silver' }).check();
    await page.getByRole('button', { name: 'Continue to your details' }).click();
    await page.waitForURL(/\/NewPlaceOrderScreen\?model=rv1&colour=Dark%20Silver$/);
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    assert.match(await page.locator('main').innerText(), /RV1 in Dark Silver/);
  },
};
