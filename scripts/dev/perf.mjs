// `npm run perf`: a benchmark, not a timed test. Builds and starts the app (`npm start`, guards off),
// runs Lighthouse 12 (mobile defaults) three times per page in Debian Chromium, prints the median
// scores and the first-load JavaScript, and says which budget each page misses. Exit code 0 always
// unless Lighthouse itself fails: the numbers are for people, not a gate.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromeFlags, chromePath, startApp } from '../../tests/e2e/server.mjs';
import { firstLoadBytes } from './first-load.mjs';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.PERF_RUNS) || 3;

// page -> [html file in dist, first-load JS budget in KB gzip, total bytes of the first view in KB (issue 26: /rv400 <= 700)]
const pages = {
  '/': ['index.html', 110, null],
  '/rv400': ['rv400/index.html', 120, 700],
  '/book': ['book/index.html', 120, null],
  '/blog': ['blog/index.html', null, null],
  // The Hindi site (issue 29: the same bars as English on /hi, /hi/rv400 and /hi/book).
  '/hi': ['hi/index.html', 110, null],
  '/hi/rv400': ['hi/rv400/index.html', 120, 700],
  '/hi/book': ['hi/book/index.html', 120, null],
  '/blog/how-to-charge-an-electric-bike': ['blog/how-to-charge-an-electric-bike/index.html', 110, null],
  // Last: the banner stays live for the rest of the run.
  '/ (with a live home banner)': ['index.html', 110, null],
};
/** Issue 26's bars: LCP at most 1.5 s and no layout shift (CLS shown as 0.00). */
const LCP_MS = 1500;
const CLS_MAX = 0.005;
const bars = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run; a run that fails to record its trace (it happens on a loaded machine) is tried once more. */
async function lighthouse(url) {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    console.warn(`Lighthouse failed on ${url}, trying again: ${error instanceof Error ? error.message.split('\n').at(-2) : error}`);
    return lighthouseOnce(url);
  }
}

async function lighthouseOnce(url) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'r.json');
  try {
    await run(
      join(root, 'node_modules/.bin/lighthouse'),
      [url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=--headless=new ${chromeFlags.join(' ')} --user-data-dir=${join(dir, 'profile')}`],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    );
    const r = JSON.parse(readFileSync(out, 'utf8'));
    const scores = Object.fromEntries(Object.entries(r.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
    const lcpNode = r.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    return {
      ...scores,
      cls: r.audits['cumulative-layout-shift'].numericValue,
      lcp: r.audits['largest-contentful-paint'].numericValue,
      bytes: r.audits['total-byte-weight'].numericValue,
      lcpElement: lcpNode?.snippet,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Puts one live banner on the home page (issue 15): signs in as the demo admin and uploads a scene as the banner,
 * as the banner dashboard does. The build ran before, so the home page loads it after start-up, the harder case.
 */
async function addHomeBanner(base) {
  const signin = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '9000000001', password: 'Admin@12345' }),
  });
  if (!signin.ok) throw new Error(`admin sign-in failed: ${signin.status}`);
  const { token } = await signin.json();
  const form = new FormData();
  form.append('headline', 'RV400: ride home the festive offer');
  form.append('alt', 'A rider on a Revolt RV400 on a city street at dusk');
  form.append('link', '/rv400');
  form.append('startsAt', new Date(Date.now() - 3_600_000).toISOString());
  form.append('image', new Blob([readFileSync(join(root, 'public/images/scenes/city-dusk-1600.webp'))], { type: 'image/webp' }), 'city-dusk.webp');
  const res = await fetch(`${base}/api/v1/admin/banners`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(`banner upload failed: ${res.status} ${await res.text()}`);
}

const app = await startApp();
let misses = 0;
try {
  // PERF_PAGES=/,/rv400 measures only those (the banner case is "/ (with a live home banner)", or "banner").
  const only = process.env.PERF_PAGES?.split(',').map((p) => p.trim());
  for (const [label, [file, budget, bytesBudget]] of Object.entries(pages)) {
    if (only && !only.some((p) => label === p || (p === 'banner' && label.includes('banner')))) continue;
    const path = label.split(' ')[0];
    if (label.includes('banner')) await addHomeBanner(app.base);
    const results = [];
    for (let i = 0; i < RUNS; i++) results.push(await lighthouse(`${app.base}${path}`));
    const m = Object.fromEntries(Object.keys(results[0]).filter((k) => k !== 'lcpElement').map((k) => [k, median(results.map((r) => r[k]))]));
    const lcpElements = [...new Set(results.map((r) => r.lcpElement).filter(Boolean))];
    const js = firstLoadBytes(join(root, 'dist'), file).total / 1024;
    const problems = [
      ...Object.entries(bars).filter(([k, bar]) => m[k] < bar).map(([k, bar]) => `${k} ${m[k]} < ${bar}`),
      ...(m.cls >= CLS_MAX ? [`CLS ${m.cls.toFixed(3)} > 0`] : []),
      ...(m.lcp > LCP_MS ? [`LCP ${Math.round(m.lcp)} ms > ${LCP_MS} ms`] : []),
      ...(bytesBudget && m.bytes / 1024 > bytesBudget ? [`total bytes ${Math.round(m.bytes / 1024)} KB > ${bytesBudget} KB`] : []),
      ...(budget && js > budget ? [`first-load JS ${js.toFixed(1)} KB > ${budget} KB`] : []),
    ];
    misses += problems.length;
    console.log(
      `${label}\n  performance ${m.performance}  accessibility ${m.accessibility}  best-practices ${m['best-practices']}  seo ${m.seo}` +
        `  CLS ${m.cls.toFixed(3)}  LCP ${Math.round(m.lcp)} ms  total ${Math.round(m.bytes / 1024)} KB  first-load JS ${js.toFixed(1)} KB gzip${budget ? ` (budget ${budget})` : ''}` +
        `\n  LCP element: ${lcpElements.join(' | ') || 'not reported'}` +
        `\n  ${problems.length ? `misses: ${problems.join('; ')}` : 'within budget'}`,
    );
  }
} finally {
  app.stop();
}
console.log(misses ? `\n${misses} budget miss(es)` : '\nall pages within budget');
