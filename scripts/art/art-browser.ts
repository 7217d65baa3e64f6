// The headless Chromium every art script renders in (render-images.ts, render-turntables.ts, render-hero-loops.ts):
// the render page bundled by esbuild and loaded from memory (offline), in SwiftShader, which gives WebGL 2 in a
// container without a GPU. `renderPng` runs one job of art-page.ts and returns its PNG.
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
