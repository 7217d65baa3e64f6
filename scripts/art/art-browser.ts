// The headless Chromium every art script renders in (render-images.ts, render-turntables.ts, render-hero-loops.ts):
// the render page bundled by esbuild and loaded from memory (offline), in SwiftShader, which gives WebGL 2 in a
// container without a GPU. `renderPng` runs one job of art-page.ts and returns its PNG.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import type { ArtJob, ArtWindow } from './art-jobs.ts';

/** Opens a page running the given modules of scripts/art (e.g. 'art-page.ts'); `close` ends the browser. */
export async function openArtPage(modules: string[]): Promise<{ page: Page; close: () => Promise<void> }> {
  const bundle = await build({
    stdin: { contents: modules.map((m) => `import './${m}';`).join('\n'), resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', minify: true, logLevel: 'warning',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  const page = await browser.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.warn(`page: ${m.text()}`); });
  page.on('pageerror', (e) => { throw e; });
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  return { page, close: () => browser.close() };
}

/** A data URL's bytes. */
export function dataUrl(url: string): Buffer {
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/** Renders one job of the render page (art-page.ts) and returns the PNG. */
export async function renderPng(page: Page, job: ArtJob): Promise<Buffer> {
  return dataUrl(await page.evaluate((j) => (window as unknown as ArtWindow).renderArt(j), job));
}

/**
 * Makes the project's own Rajdhani (latin and Devanagari, weight 700, from @fontsource/rajdhani) available to the
 * page's canvases as the family `Sign`, for the shop boards' English and Hindi lettering (the container has no
 * Devanagari font of its own). Loaded from the package's files as data URLs: offline.
 */
export async function loadSignFonts(page: Page): Promise<void> {
  const dir = join(import.meta.dirname, '../../node_modules/@fontsource/rajdhani/files');
  const faces = [
    { file: 'rajdhani-latin-700-normal.woff2', range: 'U+0000-00FF, U+2013-2014, U+20B9' },
    { file: 'rajdhani-devanagari-700-normal.woff2', range: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF' },
  ].map((f) => ({ url: `data:font/woff2;base64,${readFileSync(join(dir, f.file)).toString('base64')}`, range: f.range }));
  await page.evaluate(async (list) => {
    for (const f of list) {
      const face = new FontFace('Sign', `url(${f.url})`, { weight: '700', unicodeRange: f.range });
      document.fonts.add(await face.load());
    }
  }, faces);
}
