// End-to-end journeys in Debian Chromium (playwright-core, no browser download) against `npm start`.
// Starts the real server on a free port with a fresh data folder, the automation and inspection
// guards switched off by their variables, runs every journey and prints "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { startFakes } from './fakes.mjs';
import { chromeFlags, chromePath, startApp } from './server.mjs';

// Every journeys*.mjs beside this file (journeys.mjs first, then the areas' files in name order).
const journeyFiles = readdirSync(new URL('.', import.meta.url)).filter((f) => /^journeys(-[\w-]+)?\.mjs$/.test(f))
  .sort((a, b) => (a === 'journeys.mjs' ? -1 : b === 'journeys.mjs' ? 1 : a.localeCompare(b)));
const journeys = {};
for (const file of journeyFiles) {
  const found = (await import(`./${file}`)).journeys;
  for (const name of Object.keys(found)) if (name in journeys) throw new Error(`journey "${name}" is defined twice (${file})`);
  Object.assign(journeys, found);
}

const require = createRequire(import.meta.url);

let passed = 0;
let failed = 0;
let browser;
let app;
let fakes;
try {
  // The WhatsApp Cloud API and a push service, on this machine: the notifications journey reads what they received.
  fakes = await startFakes();
  app = await startApp(fakes.env);
  const { base } = app;
  browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromeFlags });
  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // E2E_ONLY=a,b runs only the journeys whose names contain one of these texts (for working on a few).
  const only = process.env.E2E_ONLY?.split(',').filter(Boolean);
  for (const [name, fn] of Object.entries(journeys)) {
    if (only && !only.some((text) => name.includes(text))) continue;
    const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    const consoleErrors = [];
    // Every page of every journey (the sitemap crawl included) fails on a Content-Security-Policy violation.
    const cspViolations = [];
    await context.exposeBinding('__cspViolation', ({ page }, text) => cspViolations.push(`${page.url()}: ${text}`));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const where = e.sourceFile ? ` (${e.sourceFile}:${e.lineNumber})` : '';
        window.__cspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'an inline script or style'}${where}`);
      });
    });
    context.on('page', (page) => {
      page.on('console', (m) => {
        if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(`${page.url()}: ${m.text()}`);
        if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => consoleErrors.push(`${page.url()}: ${e.message}`));
    });
    const page = await context.newPage();
    const started = Date.now();
    try {
      await fn({ page, context, base, axeSource, consoleErrors, otpFor: app.otpFor, smsFor: app.smsFor, fakes });
      if (cspViolations.length) throw new Error(`CSP violations:\n  ${[...new Set(cspViolations)].join('\n  ')}`);
      // 401/403/404 and 410 (a retired model's page) are answers a journey asks for on purpose.
      const unexpected = consoleErrors.filter((e) => !/status of (40[134]|410)/.test(e));
      if (unexpected.length) throw new Error(`console errors:\n  ${unexpected.join('\n  ')}`);
      passed += 1;
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed += 1;
      console.log(`  ✗ ${name}\n    ${String(e?.stack || e).split('\n').slice(0, 6).join('\n    ')}`);
    } finally {
      await context.close();
    }
  }
} catch (e) {
  failed += 1;
  console.log(`  ✗ setup: ${e?.message || e}`);
} finally {
  await browser?.close();
  app?.stop();
  fakes?.stop();
}

console.log(`\ne2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
