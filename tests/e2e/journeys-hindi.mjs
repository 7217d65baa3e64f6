// हिंदी में भी (issue 29, docs/decisions/048-hindi.md): the language switch on a model page and back, the choice
// remembered, a form's values carried across, and every Hindi page of the sitemap in lang hi-IN, with hreflang both ways,
// no serious axe finding and no wider than a 390 px phone.
import assert from 'node:assert/strict';
import { checkScreen, open, overflow } from './helpers.mjs';

/** The sitemap's Hindi pages. */
async function hindiPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).filter((p) => p === '/hi' || p.startsWith('/hi/'));
}

export const journeys = {
  async 'hindi: the switch on /rv400 lands on /hi/rv400 and back, and the choice is remembered'({ page, context, base, axeSource }) {
    await open(page, '/rv400');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'हिंदी' }).click();
    await page.waitForURL(`${base}/hi/rv400`);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('html').getAttribute('lang'), 'hi-IN');
    await page.getByRole('heading', { level: 1, name: /RV400/ }).waitFor();
    // The page's head names both languages, each page naming the other.
    const english = await page.locator('link[rel=alternate][hreflang="en-IN"]').getAttribute('href');
    assert.ok(english.endsWith('/rv400') && !english.includes('/hi/'), english);
    assert.match(await page.locator('link[rel=canonical]').getAttribute('href'), /\/hi\/rv400$/);
    assert.match(await page.locator('link[rel=alternate][hreflang="x-default"]').getAttribute('href'), /\/rv400$/);
    await checkScreen(page, axeSource, '/hi/rv400');
    assert.equal((await context.cookies()).find((c) => c.name === 'lang')?.value, 'hi');

    // Remembered: the English home page now opens in Hindi.
    await page.goto('/');
    await page.waitForURL(`${base}/hi`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'hi-IN');

    // And back: English, remembered too.
    await open(page, '/hi/rv400');
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${base}/rv400`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en-IN');
    await page.goto('/');
    await page.waitForURL(`${base}/`);
    assert.equal((await context.cookies()).find((c) => c.name === 'lang')?.value, 'en');
  },

  async 'hindi: a form keeps what was typed across the switch (never a password)'({ page, base }) {
    await open(page, '/contact-us');
    const form = page.locator('form').first();
    await form.getByLabel(/Full name/).fill('Ravi Kumar');
    await form.getByLabel(/E-mail/).fill('ravi@example.com');
    await page.locator('footer').getByRole('link', { name: 'हिंदी' }).click();
    await page.waitForURL(`${base}/hi/contact-us`);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.querySelector('input[name="name"]')?.value === 'Ravi Kumar', null, { timeout: 10_000 });
    assert.equal(await page.locator('input[name="email"]').inputValue(), 'ravi@example.com');
    // Taken once: a reload starts empty.
    await page.reload();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('input[name="name"]').inputValue(), '');
  },

  async 'hindi: every Hindi page of the sitemap is in Hindi, names its English page, passes axe and fits a phone'({ page, base, axeSource }) {
    const pages = await hindiPages(base);
    assert.ok(pages.length >= 20, `the sitemap lists ${pages.length} Hindi pages`);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    assert.match(sitemap, /<xhtml:link rel="alternate" hreflang="hi-IN" href="[^"]+\/hi\/rv400"\/>/);
    for (const path of pages) {
      const res = await page.goto(path);
      assert.equal(res.status(), 200, path);
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      assert.equal(await page.locator('html').getAttribute('lang'), 'hi-IN', path);
      // A page in both languages names its English page (as the sitemap does); a Hindi article written for Hindi readers
      // has no English twin and names none.
      const entry = new RegExp(`<url><loc>[^<]*${path.replace(/[/.]/g, '\\$&')}</loc>[\\s\\S]*?</url>`).exec(sitemap)?.[0] ?? '';
      const english = path === '/hi' ? '/' : path.slice(3);
      if (entry.includes('hreflang="en-IN"'))
        assert.match(await page.locator('link[rel=alternate][hreflang="en-IN"]').getAttribute('href'), new RegExp(`${english.replace(/[/.]/g, '\\$&')}$`), path);
      else assert.equal(await page.locator('link[rel=alternate][hreflang]').count(), 0, `${path}: a Hindi-only page names no alternates`);
      const h1 = await page.getByRole('heading', { level: 1 }).first().textContent();
      assert.match(h1, /[\u0900-\u097F]|RV|Revolt/, `${path}: the heading is Hindi or a model name (${h1})`);
      await checkScreen(page, axeSource, path);
      assert.equal(await overflow(page), 0, path);
    }
  },
};
