// End-to-end journeys in Debian Chromium (playwright-core, no browser download) against `npm start`.
// Starts the real server on a free port with a fresh data folder, the automation and inspection
// guards switched off by their variables, runs every journey and prints "N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { journeys } from './journeys.mjs';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

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

async function waitForHealth(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy in time');
}

const port = Number(process.env.E2E_PORT) || (await freePort());
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'revolt-e2e-'));
const child = spawn('npm', ['start'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    VITE_AUTOMATION_GUARD: 'off',
    VITE_INSPECTION_GUARD: 'off',
    VITE_SITE_ORIGIN: base,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

let passed = 0;
let failed = 0;
let browser;
try {
  await waitForHealth(base, child, 240000);
  browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const axeSource = require('node:fs').readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  for (const [name, fn] of Object.entries(journeys)) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    const consoleErrors = [];
    context.on('page', (page) => {
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => consoleErrors.push(`${page.url()}: ${e.message}`));
    });
    const page = await context.newPage();
    const started = Date.now();
    try {
      await fn({ page, context, base, axeSource, consoleErrors });
      const unexpected = consoleErrors.filter((e) => !/status of 40[134]/.test(e));
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
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\ne2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
