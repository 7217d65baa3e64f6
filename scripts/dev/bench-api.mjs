// `npm run bench:api`: autocannon against `npm run serve` (the built SPA from dist/ and the API) on a free loopback
// port with a fresh data folder (on PostgreSQL when DATABASE_URL is set: `scripts/dev/with-postgres.sh npm run
// bench:api`). Bounded: 10 s per load (20 s for the order pages at 200 req/s), the sign-ins are counted. Prints
// req/s, p50/p95/p99, server CPU per request and the server's RSS. Run `npm run build` first. A benchmark for
// people, not a gate: exit 1 only when it cannot run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitForHealth } from '../../tests/e2e/server.mjs';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
// The demo accounts the server seeds outside production (README); each may sign in 10 times per 15 minutes.
const ACCOUNTS = [
  { mobile: '9000000001', password: 'Admin@12345' },
  { mobile: '9000000002', password: 'Dealer@12345' },
  { mobile: '9000000003', password: 'Customer@12345' },
];
const SIGNINS = 30;

if (!existsSync(join(root, 'dist', 'rv400', 'index.html'))) {
  console.error('bench:api needs the built site: run `npm run build` first.');
  process.exit(1);
}

/** RSS in MB of the largest process in the server's process group (npm and tsx are small wrappers around it). */
function serverRssMb(pgid) {
  let max = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) max = Math.max(max, Number(rss[1]) / 1024);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(max);
}

/**
 * CPU time in ms (user + system, clock ticks of 10 ms) used so far by the server's process group: per request, what
 * the server itself costs, apart from the time a request waits for a CPU on a busy machine.
 */
function serverCpuMs(pgid) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10;
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One autocannon run; latencies from every response, so p95 is exact (autocannon's summary has no p95). */
function load(name, opts) {
  return new Promise((res, rej) => {
    const times = [];
    const cpuBefore = serverCpuMs(child.pid);
    const instance = autocannon(opts.amount ? opts : { duration: SECONDS, ...opts }, (error, result) => {
      if (error) return rej(error);
      times.sort((a, b) => a - b);
      const seconds = result.duration || SECONDS;
      const cpu = (serverCpuMs(child.pid) - cpuBefore) / Math.max(1, times.length);
      res({ name, requests: times.length, rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), cpu, non2xx: result.non2xx, errors: result.errors + result.timeouts });
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

async function json(res) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text}`);
  return JSON.parse(text);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'revolt-bench-'));
const child = spawn('npm', ['run', 'serve'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

const rows = [];
try {
  await waitForHealth(base, child, 120000);
  const booking = await json(
    await fetch(`${base}/api/v1/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Arjun Mehta', mobile: '9600000001', email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true }),
    }),
  );
  const rssIdle = serverRssMb(child.pid);
  const loadBefore = loadavg()[0];
  // Warm-up: the first requests compile routes and fill caches.
  await load('warm-up', { url: `${base}/api/v1/products`, connections: 10, duration: 2 });

  rows.push(await load('GET /api/v1/products (50 connections)', { url: `${base}/api/v1/products`, connections: 50 }));
  rows.push(await load('GET /api/v1/products (200 req/s)', { url: `${base}/api/v1/products`, connections: 10, overallRate: 200 }));
  rows.push(await load('GET /rv400 prerendered page (50 connections)', { url: `${base}/rv400`, connections: 50, headers: { 'accept-encoding': 'br' } }));
  rows.push(
    await load('GET /api/v1/orders/:id with the booking key (50 connections)', {
      url: `${base}/api/v1/orders/${booking.data.booking.id}`,
      connections: 50,
      headers: { 'x-booking-key': booking.data.access_key },
    }),
  );
  // The signed-in order pages (issue 23): the demo customer's order list and one of their orders, with a session.
  const customer = await json(
    await fetch(`${base}/api/v1/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ACCOUNTS[2]) }),
  );
  const signedIn = { authorization: `Bearer ${customer.token}` };
  const mine = await json(await fetch(`${base}/api/v1/orders`, { headers: signedIn }));
  const orderUrl = `${base}/api/v1/orders/${mine.data[0].id}`;
  const ORDER_SECONDS = Number(process.env.BENCH_ORDER_SECONDS) || 20;
  await load('warm-up', { url: `${base}/api/v1/orders`, connections: 10, duration: 2, headers: signedIn });
  rows.push(await load(`GET /api/v1/orders, ${mine.data.length} orders (200 req/s)`, { url: `${base}/api/v1/orders`, connections: 10, overallRate: 200, duration: ORDER_SECONDS, headers: signedIn }));
  rows.push(await load('GET /api/v1/orders (50 connections)', { url: `${base}/api/v1/orders`, connections: 50, headers: signedIn }));
  rows.push(await load('GET /api/v1/orders/:id (200 req/s)', { url: orderUrl, connections: 10, overallRate: 200, duration: ORDER_SECONDS, headers: signedIn }));
  rows.push(await load('GET /api/v1/orders/:id (50 connections)', { url: orderUrl, connections: 50, headers: signedIn }));

  // scrypt-bound, and the per-mobile limit allows 10 sign-ins per account per 15 minutes: 30 real sign-ins.
  let next = 0;
  rows.push(
    await load(`POST /api/v1/auth/signin (${SIGNINS} sign-ins, 2 connections)`, {
      url: `${base}/api/v1/auth/signin`,
      connections: 2,
      amount: SIGNINS,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify(ACCOUNTS[next++ % ACCOUNTS.length]) }),
        },
      ],
    }),
  );
  const rssAfter = serverRssMb(child.pid);

  const fmt = (n) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '-');
  console.log(`\nbench:api on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${SECONDS} s per load\n`);
  console.log('| load | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/request | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.name} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.cpu.toFixed(2)} | ${r.non2xx + r.errors} |`);
  console.log(`\nserver RSS: ${rssIdle} MB idle, ${rssAfter} MB after the loads`);
  console.log(`host load average (1 min): ${loadBefore.toFixed(1)} before the loads, ${loadavg()[0].toFixed(1)} after, on ${cpus().length} cores`);
  const capped = rows[1];
  console.log(`goal: product list p95 <= 10 ms at 200 req/s: ${capped.p95 <= 10 ? 'met' : 'missed'} (${fmt(capped.p95)} ms)`);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const minRps = database === 'PostgreSQL' ? 1200 : 400;
  for (const [at200, at50] of [[rows[4], rows[5]], [rows[6], rows[7]]]) {
    console.log(
      `goal (${database}): ${at200.name.replace(/ \(.*/, '')} p95 <= 50 ms at 200 req/s: ${at200.p95 <= 50 ? 'met' : 'missed'} (${fmt(at200.p95)} ms); ` +
        `>= ${minRps} req/s at 50 connections: ${at50.rps >= minRps ? 'met' : 'missed'} (${fmt(at50.rps)})`,
    );
  }
} catch (error) {
  console.error(`bench:api failed: ${error?.message || error}`);
  process.exitCode = 1;
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
