// `npm run screenshots`: pictures of the site at phone (390 px) and desktop (1440 px) width, written to
// docs/screenshots/ so anyone can see it without running it. Builds nothing: it serves the existing
// dist/ (run `npm run build` first) from a fresh data folder on a free port, then stops the server.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { DRAW_EVERY_SECTION } from '../../tests/e2e/helpers.mjs';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'docs', 'screenshots');
/** Turns the RV400 to Pacific Blue and its 360-degree view a few frames round (issue 26: every picture in that colour). */
async function pacificBlue(page) {
  await page.getByRole('radio', { name: 'Pacific Blue' }).check({ force: true });
  await page.locator('.turntable-section').scrollIntoViewIfNeeded();
  const viewer = page.getByRole('slider', { name: /360° view/ });
  await viewer.waitFor();
  await page.waitForFunction(() => !document.querySelector('.turntable__progress'));
  await viewer.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
}

// [file name, path, what to do on the page before the picture]
const pages = [
  ['home', '/'],
  ['model-rv400', '/rv400'],
  ['model-rv400-pacific-blue-360', '/rv400', pacificBlue],
  ['story-rv400-charging', '/rv400/charging'],
  ['book', '/book'],
  ['book-rv400-pacific-blue', '/book?model=rv400&colour=Pacific%20Blue'],
  ['test-ride', '/test-ride'],
  ['locate-dealer', '/locate-dealer'],
  ['blog', '/blog'],
  // The Hindi site (issue 29): the same pages, their own words and the Devanagari heading face.
  ['hi-home', '/hi'],
  ['hi-model-rv400', '/hi/rv400'],
  ['hi-book', '/hi/book'],
];
const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy in 2 minutes');
}

/** Scrolls to the bottom and back so lazy images load, then waits for them. */
async function settle(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
      ),
    );
  });
  await page.waitForTimeout(300);
}

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'revolt-shots-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let browser;
try {
  await waitForHealth(base, server);
  // The pictures show what a visitor sees: the browser does not announce automation (the site's
  // automation guard would otherwise show only the home page).
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-blink-features=AutomationControlled'],
  });
  for (const viewport of widths) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const [name, path, prepare] of pages) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      if (prepare) await prepare(page);
      await settle(page);
      const file = join(outDir, `${name}-${viewport.width}.png`);
      // A full-page picture is taken without scrolling, so the sections the browser draws only near the screen
      // (content-visibility: auto, such as the footer) are drawn for it, as they would be on the way down.
      await page.screenshot({ path: file, fullPage: true, style: DRAW_EVERY_SECTION });
      console.log(`wrote ${file.slice(root.length + 1)}`);
    }
    await context.close();
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
