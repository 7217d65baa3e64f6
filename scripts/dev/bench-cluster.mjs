// `npm run bench:cluster`: the two instances of `npm run test:cluster` (one throwaway PostgreSQL, a round-robin proxy
// in front), loaded at 50 connections on the product list, a prerendered page and the customer's order list; each
// row once against one instance directly and once through the proxy across both. A benchmark for people, not a
// gate: it prints a table and exits 1 only when it cannot run. Run `npm run build` first (the prerendered page).
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from '../../tests/cluster/cluster.mjs';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
if (!existsSync(join(root, 'dist', 'rv400', 'index.html'))) {
  console.error('bench:cluster needs the built site: run `npm run build` first.');
  process.exit(1);
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

function load(url, headers = {}) {
  return new Promise((res, rej) => {
    const times = [];
    const instance = autocannon({ url, connections: 50, duration: SECONDS, headers }, (error, result) => {
      if (error) return rej(error);
      times.sort((a, b) => a - b);
      res({ rps: times.length / (result.duration || SECONDS), p95: percentile(times, 95), bad: result.non2xx + result.errors + result.timeouts });
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

// Generous limits: the load signs in once and reads; nothing here is about abuse limits.
const cluster = await startCluster({ LOG_LEVEL: 'error', RATE_LIMIT_SCALE: '1000' });
try {
  const [A] = cluster.instances;
  const signin = await fetch(`${A.base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '9000000003', password: 'Customer@12345' }),
  });
  const { token } = await signin.json();
  const auth = { authorization: `Bearer ${token}` };
  const cases = [
    ['GET /api/v1/products', '/api/v1/products', {}],
    ['GET /rv400 (prerendered page)', '/rv400', { 'accept-encoding': 'br' }],
    ["GET /api/v1/orders (the customer's list)", '/api/v1/orders', auth],
  ];
  const loadBefore = loadavg()[0];
  const rows = [];
  for (const [name, path, headers] of cases) {
    await load(`${A.base}${path}`, headers); // warm-up of both the instance and the caches
    const one = await load(`${A.base}${path}`, headers);
    const two = await load(`${cluster.proxy}${path}`, headers);
    rows.push({ name, one, two });
  }
  const fmt = (n) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '-');
  console.log(`\nbench:cluster on ${cpus().length} cores, Node ${process.version}, ${SECONDS} s per load at 50 connections, PostgreSQL on the same machine\n`);
  console.log('| load | one instance req/s | p95 ms | two instances via the proxy req/s | p95 ms | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { name, one, two } of rows) console.log(`| ${name} | ${fmt(one.rps)} | ${fmt(one.p95)} | ${fmt(two.rps)} | ${fmt(two.p95)} | ${one.bad + two.bad} |`);
  console.log(`\nhost load average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, on ${cpus().length} cores`);
} catch (error) {
  console.error(`bench:cluster failed: ${error?.message ?? error}`);
  process.exitCode = 1;
} finally {
  await cluster.stop();
}
