// The web app manifest (public/site.webmanifest) against what it repeats: the design tokens, the contract's paths, the
// icons on disk and the theme-color of index.html.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';

const root = resolve(import.meta.dirname, '../..');
type Icon = { src: string; sizes: string; type: string; purpose?: string };
const manifest = JSON.parse(readFileSync(join(root, 'public/site.webmanifest'), 'utf8')) as {
  name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string;
  icons: Icon[]; shortcuts: { name: string; url: string }[];
};
const tokens = readFileSync(join(root, 'src/styles/global.css'), 'utf8');
const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1];

describe('the web app manifest', () => {
  it('names the app and opens it standalone at the home page', () => {
    expect(manifest).toMatchObject({ name: 'Revolt Motors', short_name: 'Revolt', display: 'standalone', start_url: paths.home.getHref() });
  });

  it('takes its colours from the design tokens, and index.html the same theme colour', () => {
    expect(manifest.theme_color).toBe(token('color-brand'));
    expect(manifest.background_color).toBe(token('color-surface'));
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toContain('<link rel="manifest" href="/site.webmanifest" />');
  });

  it('has 192 and 512 pixel icons, plain and maskable, that are on disk at their size', async () => {
    for (const purpose of ['any', 'maskable']) {
      for (const size of [192, 512]) {
        const icon = manifest.icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}`);
        expect(icon, `${purpose} ${size}`).toBeDefined();
        const meta = await sharp(join(root, 'public', icon?.src ?? '')).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      }
    }
  });

  it("has the shortcuts to the customer's bookings and the test-ride form", () => {
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['My bookings', paths.userBooking.getHref()],
      ['Book a test ride', paths.testRide.getHref()],
    ]);
  });
});
