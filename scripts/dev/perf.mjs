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

// page -> [html file in dist, first-load JS budget in KB gzip]
const pages = {
  '/': ['index.html', 120],
  '/rv400': ['rv400/index.html', 120],
  '/book': ['book/index.html', 120],
  '/blog': ['blog/index.html', null],
  '/blog/how-to-charge-an-electric-bike': ['blog/how-to-charge-an-electric-bike/index.html', 110],
};
const bars = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function lighthouse(url) {
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
    return { ...scores, cls: r.audits['cumulative-layout-shift'].numericValue, lcp: r.audits['largest-contentful-paint'].numericValue };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const app = await startApp();
let misses = 0;
try {
  for (const [path, [file, budget]] of Object.entries(pages)) {
    const results = [];
    for (let i = 0; i < RUNS; i++) results.push(await lighthouse(`${app.base}${path}`));
    const m = Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))]));
    const js = firstLoadBytes(join(root, 'dist'), file).total / 1024;
    const problems = [
      ...Object.entries(bars).filter(([k, bar]) => m[k] < bar).map(([k, bar]) => `${k} ${m[k]} < ${bar}`),
      ...(m.cls > 0.02 ? [`CLS ${m.cls.toFixed(3)} > 0.02`] : []),
      ...(budget && js > budget ? [`first-load JS ${js.toFixed(1)} KB > ${budget} KB`] : []),
    ];
    misses += problems.length;
    console.log(
      `${path}\n  performance ${m.performance}  accessibility ${m.accessibility}  best-practices ${m['best-practices']}  seo ${m.seo}` +
        `  CLS ${m.cls.toFixed(3)}  LCP ${Math.round(m.lcp)} ms  first-load JS ${js.toFixed(1)} KB gzip${budget ? ` (budget ${budget})` : ''}` +
        `\n  ${problems.length ? `misses: ${problems.join('; ')}` : 'within budget'}`,
    );
  }
} finally {
  app.stop();
}
console.log(misses ? `\n${misses} budget miss(es)` : '\nall pages within budget');
