// `npm run bench:backoffice`: the back office at scale on a real PostgreSQL. Runs inside scripts/dev/with-postgres.sh
// (a throwaway server from Debian's package, installed when missing), under tsx so it uses the server's own code:
// migrate, seed the reference data, then 1,000,000 orders with their events over 24 months and every hub, model and
// state, and enquiries with their back-office actions, all set-based (generate_series, one statement per table and
// chunk). Then the real app (buildApp, listening on a loopback port) is timed over HTTP as an admin and as a dealer:
// the order list over filter combinations, the dashboard for 30 days and 12 months, and the CSV export of ~100,000
// rows with the process RSS sampled before, during and after. Prints one table. A benchmark for people, not a gate:
// exit 1 only when it cannot run. BENCH_ORDERS and BENCH_RUNS make it smaller for a quick try; run directly with the
// DATABASE_URL of a server kept up, a database seeded before is timed again without seeding.
import os from 'node:os';
import http from 'node:http';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/platform/config.ts';
import { openDb } from '../../server/platform/db/index.ts';
import { migrate } from '../../server/platform/db/migrate.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { seedProducts } from '../../server/seed/products.ts';
import { seedReference } from '../../server/seed/reference.ts';
import { settledEnquiryFigures } from '../../server/modules/back-office-dashboard/service.ts';

const ORDERS = Number(process.env.BENCH_ORDERS) || 1_000_000;
const RUNS = Number(process.env.BENCH_RUNS) || 25;
const WARM_UP = 2;
const CHUNK = 200_000;
const TARGETS = { list: 50, dashboard: 300 };
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:backoffice needs DATABASE_URL: run it as `npm run bench:backoffice` (scripts/dev/with-postgres.sh starts a server).');
  process.exit(1);
}

const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (line) => console.log(`[${since()}] ${line}`);
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

// ---------------------------------------------------------------------------------------------------------------
// Seed

// Customers' names, for the name search: a first name and a surname from these lists, picked from the row number g,
// so that, as in life, many people share a name (about 400 orders per full name at a million orders).
const FIRST_NAMES = ['Aarav', 'Aditi', 'Akash', 'Ananya', 'Anil', 'Arjun', 'Deepa', 'Divya', 'Farhan', 'Gaurav', 'Harpreet', 'Imran',
  'Isha', 'Karan', 'Kavya', 'Lakshmi', 'Manoj', 'Meera', 'Mohammed', 'Neha', 'Nikhil', 'Pooja', 'Pradeep', 'Priya', 'Rahul',
  'Rajesh', 'Ravi', 'Rohan', 'Sachin', 'Sanjay', 'Sneha', 'Sunita', 'Suresh', 'Tanvi', 'Varun', 'Vikram', 'Yash', 'Zoya',
  'Abhishek', 'Bhavna', 'Chetan', 'Gopal', 'Jyoti', 'Kiran', 'Naveen', 'Ritu', 'Shreya', 'Tarun'];
const SURNAMES = ['Sharma', 'Verma', 'Patel', 'Reddy', 'Nair', 'Iyer', 'Menon', 'Gupta', 'Singh', 'Kumar', 'Das', 'Bose',
  'Chatterjee', 'Mukherjee', 'Rao', 'Naidu', 'Pillai', 'Joshi', 'Kulkarni', 'Deshpande', 'Shetty', 'Hegde', 'Gowda', 'Khan',
  'Ahmed', 'Fernandes', 'DSouza', 'Mehta', 'Shah', 'Desai', 'Agarwal', 'Jain', 'Malhotra', 'Kapoor', 'Chopra', 'Saxena',
  'Mishra', 'Pandey', 'Tiwari', 'Yadav', 'Thakur', 'Bhat', 'Kaur', 'Gill', 'Sandhu', 'Banerjee', 'Sen', 'Ghosh', 'Pawar', 'Jadhav'];
const sqlArray = (names) => `ARRAY[${names.map((n) => `'${n}'`).join(', ')}]`;
const NAME_SQL = `(${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(SURNAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${SURNAMES.length}]`;

async function seed(client) {
  const run = async (label, sql, params = []) => {
    const t = Date.now();
    const result = await client.query(sql, params);
    log(`${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  await client.query('SELECT setseed(0.42)');
  // Each service centre (the order's hub) with its state, city and one area of its city.
  await client.query(`CREATE TEMP TABLE bench_hub AS
    SELECT row_number() OVER (ORDER BY sc.id)::int AS n, sc.id, sc.state_id, sc.city_id, a.id AS area_id, a.pincode
      FROM service_centres sc
      JOIN LATERAL (SELECT h.id, h.pincode FROM hubs h WHERE h.city_id = sc.city_id ORDER BY (h.pincode = sc.pincode) DESC, h.id LIMIT 1) a ON TRUE`);
  await client.query(`CREATE TEMP TABLE bench_model AS
    SELECT row_number() OVER (ORDER BY id)::int AS n, id, ex_price + charger AS price FROM products WHERE active`);
  const { rows } = await client.query('SELECT (SELECT count(*) FROM bench_hub)::int AS hubs, (SELECT count(*) FROM bench_model)::int AS models');
  const { hubs, models } = rows[0];
  log(`reference: ${hubs} hubs, ${models} models`);

  // Orders: more of them lately (the business grows), big-city hubs busier, most paid, a share delivered,
  // cancelled and refunded. About 800,000 distinct mobiles, so some people order twice.
  for (let from = 1; from <= ORDERS; from += CHUNK) {
    const to = Math.min(ORDERS, from + CHUNK - 1);
    await run(
      `orders ${from}-${to}`,
      `WITH x AS (
         SELECT g, random() AS u1, random() AS u2, random() AS u3, random() AS u4, random() AS u5, random() AS u6, random() AS u7
           FROM generate_series($1::int, $2::int) g
       ), o AS (
         SELECT x.*, h.id AS hub, h.state_id, h.city_id, h.area_id, h.pincode, m.id AS model, m.price,
                now() - (730 * (1 - sqrt(x.u6))) * interval '1 day' AS created,
                CASE WHEN x.u4 < 0.85 THEN 'booking' ELSE 'purchase' END AS kind,
                CASE WHEN x.u4 >= 0.85 AND x.u5 < 0.3 THEN 'hub' ELSE 'online' END AS pay,
                CASE WHEN x.u3 < 0.08 THEN 'reserved' WHEN x.u3 < 0.36 THEN 'confirmed' WHEN x.u3 < 0.43 THEN 'allotted'
                     WHEN x.u3 < 0.47 THEN 'ready_for_delivery' WHEN x.u3 < 0.85 THEN 'delivered' WHEN x.u3 < 0.90 THEN 'cancelled'
                     WHEN x.u3 < 0.92 THEN 'refund_initiated' ELSE 'refunded' END AS state
           FROM x
           JOIN bench_hub h ON h.n = 1 + floor(power(x.u1, 1.4) * $3)::int
           JOIN bench_model m ON m.n = 1 + floor(x.u2 * $4)::int
       )
       INSERT INTO bookings (name, mobile, email, state_id, city_id, area_id, pincode, model_id, colour, price, amount, dealer_id,
                             access_key_hash, kind, state, payment_method, source, created_at, updated_at, paid_at)
       SELECT ${NAME_SQL}, '9' || lpad(floor(u7 * 800000)::int::text, 9, '0'), 'customer' || g || '@bench.example.com',
              state_id, city_id, area_id, pincode, model, (ARRAY['Black', 'Red', 'Grey'])[1 + g % 3], price,
              CASE WHEN kind = 'booking' THEN 499 WHEN pay = 'hub' THEN 0 ELSE price END, hub, md5(g::text), kind, state, pay,
              (ARRAY['web', 'web', 'web', 'app', 'callcentre'])[1 + g % 5], created, created + interval '1 hour',
              CASE WHEN state NOT IN ('reserved', 'cancelled') THEN created + (1 + u5 * 30) * interval '1 minute' END
         FROM o`,
      [from, to, hubs, models],
    );
  }

  await run(
    'order events',
    `INSERT INTO order_events (order_id, kind, from_state, to_state, actor_role, text, created_at)
     SELECT b.id, e.kind, e.from_state, e.to_state, e.role, e.text, LEAST(e.at, now())
       FROM bookings b
      CROSS JOIN LATERAL (VALUES
        ('state', NULL, 'reserved', 'system', 'Booking reserved', b.created_at, true),
        ('payment', 'reserved', 'confirmed', 'system', 'Payment received', b.paid_at, b.paid_at IS NOT NULL),
        ('state', 'confirmed', 'allotted', 'dealer', 'Chassis allotted', b.created_at + interval '3 days', b.state IN ('allotted', 'ready_for_delivery', 'delivered')),
        ('state', 'allotted', 'ready_for_delivery', 'dealer', 'Ready for delivery', b.created_at + interval '6 days', b.state IN ('ready_for_delivery', 'delivered')),
        ('state', 'ready_for_delivery', 'delivered', 'dealer', 'Delivered', b.created_at + interval '9 days', b.state = 'delivered'),
        ('state', CASE WHEN b.paid_at IS NULL THEN 'reserved' ELSE 'confirmed' END, 'cancelled', 'customer', 'Booking cancelled',
          b.created_at + interval '2 days', b.state IN ('cancelled', 'refund_initiated', 'refunded')),
        ('refund', 'cancelled', 'refund_initiated', 'system', 'Refund initiated', b.created_at + interval '2 days 1 minute', b.state IN ('refund_initiated', 'refunded')),
        ('refund', 'refund_initiated', 'refunded', 'system', 'Refund processed', b.created_at + interval '7 days', b.state = 'refunded')
      ) e(kind, from_state, to_state, role, text, at, keep)
      WHERE e.keep AND b.email LIKE '%@bench.example.com'`,
  );
  await run(
    'payments',
    `INSERT INTO payments (booking_id, provider, order_id, gateway_payment_id, amount, status, created_at, completed_at)
     SELECT id, 'sandbox', 'order_bench_' || id, 'pay_bench_' || id, amount, 'success', created_at, paid_at
       FROM bookings WHERE paid_at IS NOT NULL AND amount > 0 AND payment_method = 'online' AND email LIKE '%@bench.example.com'`,
  );
  await run(
    'refunds',
    `INSERT INTO payment_refunds (provider, refund_id, gateway_payment_id, amount, status, order_id, expected_by, created_at, updated_at, processed_at)
     SELECT 'sandbox', 'rf_bench_' || id, 'pay_bench_' || id, amount, CASE WHEN state = 'refunded' THEN 'processed' ELSE 'pending' END, id,
            (created_at + interval '9 days')::date, created_at + interval '2 days', created_at + interval '2 days',
            CASE WHEN state = 'refunded' THEN created_at + interval '7 days' END
       FROM bookings WHERE state IN ('refund_initiated', 'refunded') AND amount > 0 AND email LIKE '%@bench.example.com'`,
  );

  // Enquiries: a test ride for about every fourth order, notify and contact requests; their mobiles overlap the
  // buyers' so some riders order afterwards.
  const rides = Math.round(ORDERS / 4);
  await run(
    'test rides',
    `WITH x AS (SELECT g, random() AS u1, random() AS u2, random() AS u3, random() AS u4, random() AS u5 FROM generate_series(1, $1::int) g),
          t AS (SELECT x.*, h.*, m.id AS model, now() - (730 * (1 - sqrt(x.u4))) * interval '1 day' AS created
                  FROM x JOIN bench_hub h ON h.n = 1 + floor(power(x.u1, 1.4) * $2)::int JOIN bench_model m ON m.n = 1 + floor(x.u2 * $3)::int)
     INSERT INTO test_rides (name, mobile, email, state_id, city_id, area_id, pincode, model_id, preferred_date, time_slot, dealer_id, status, created_at, updated_at)
     SELECT 'Rider ' || g, '9' || lpad(floor(u5 * 3200000)::int::text, 9, '0'), 'rider' || g || '@example.com', state_id, city_id, area_id, pincode,
            model, (created + interval '3 days')::date, (ARRAY['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00'])[1 + g % 4], id,
            CASE WHEN u3 < 0.2 THEN 'requested' WHEN u3 < 0.4 THEN 'confirmed' WHEN u3 < 0.9 THEN 'completed' ELSE 'cancelled' END, created, created
       FROM t
     ON CONFLICT DO NOTHING`,
    [rides, hubs, models],
  );
  await run(
    'notify requests',
    `WITH x AS (SELECT g, random() AS u1, random() AS u2, random() AS u4, random() AS u5 FROM generate_series(1, $1::int) g)
     INSERT INTO notify_requests (name, mobile, email, state_id, city_id, model_id, created_at)
     SELECT 'Asker ' || g, '9' || lpad(floor(u5 * 3200000)::int::text, 9, '0'), 'asker' || g || '@example.com', h.state_id, h.city_id, m.id,
            now() - (730 * (1 - sqrt(u4))) * interval '1 day'
       FROM x JOIN bench_hub h ON h.n = 1 + floor(power(x.u1, 1.4) * $2)::int JOIN bench_model m ON m.n = 1 + floor(x.u2 * $3)::int
     ON CONFLICT DO NOTHING`,
    [Math.round(ORDERS / 10), hubs, models],
  );
  await run(
    'contact requests',
    `WITH x AS (SELECT g, random() AS u1, random() AS u3, random() AS u4 FROM generate_series(1, $1::int) g)
     INSERT INTO contact_messages (name, mobile, email, topic, message, state_id, city_id, status, created_at, updated_at)
     SELECT 'Writer ' || g, '9' || lpad((g * 7 % 3200000)::text, 9, '0'), 'writer' || g || '@example.com', 'Buying a bike',
            'Please call me back about a bike.', h.state_id, h.city_id, CASE WHEN u3 < 0.7 THEN 'closed' ELSE 'open' END,
            now() - (730 * (1 - sqrt(u4))) * interval '1 day', now()
       FROM x JOIN bench_hub h ON h.n = 1 + floor(power(x.u1, 1.4) * $2)::int`,
    [Math.round(ORDERS / 20), hubs],
  );
  // Most enquiries get a first back-office action within hours (a long tail up to three days), then a second one.
  await run(
    'enquiry events',
    `WITH leads AS (
       SELECT 'test_ride' AS subject, id, created_at, 'dealer' AS role FROM test_rides
       UNION ALL SELECT 'notify_request', id, created_at, 'admin' FROM notify_requests
       UNION ALL SELECT 'contact_message', id, created_at, 'admin' FROM contact_messages
     ), firsts AS (
       SELECT subject, id, role, created_at + (5 + power(random(), 3) * 72 * 60) * interval '1 minute' AS at FROM leads WHERE random() < 0.85
     )
     INSERT INTO record_events (subject, subject_id, kind, from_status, to_status, actor_role, note, created_at)
     SELECT subject, id, e.kind, NULL, NULL, role, e.note, LEAST(e.at, now())
       FROM firsts CROSS JOIN LATERAL (VALUES ('note', 'Called the customer', firsts.at), ('note', 'Followed up', firsts.at + interval '2 days')) e(kind, note, at)`,
  );
  const t = Date.now();
  await client.query('VACUUM ANALYZE');
  log(`vacuum analyze in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------------------------------------------------------
// Timing

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One GET over a kept-alive connection; resolves with status, body bytes and milliseconds, reading and dropping the body. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(base, path, token, onChunk) {
  return new Promise((resolve, reject) => {
    const t = process.hrtime.bigint();
    const req = http.get(`${base}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      let text = '';
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (onChunk) onChunk(chunk);
        else if (text.length < 4096) text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, text, ms: Number(process.hrtime.bigint() - t) / 1e6 }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Times GET `path` (or `path(i)` for the i-th request); `before` runs ahead of every request and `check(body)` after
 * it, both untimed.
 */
async function timeCase(base, token, path, before, check) {
  const times = [];
  for (let i = 0; i < WARM_UP + RUNS; i += 1) {
    if (before) await before();
    const res = await get(base, typeof path === 'function' ? path(i) : path, token);
    if (res.status !== 200) return { error: `${res.status} ${res.text.slice(0, 160)}` };
    const wrong = check?.(res.text);
    if (wrong) return { error: wrong };
    if (i >= WARM_UP) times.push(res.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) };
}

/** A calendar day in India, n days before today. */
function indiaDay(daysAgo = 0) {
  return new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

async function main() {
  const db = await openDb({ databaseUrl });
  await migrate(db);
  await seedReference(db);
  await seedProducts(db);
  await seedDemo(db);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: version } = await client.query('SHOW server_version');
  log(`PostgreSQL ${version[0].server_version}, Node ${process.version}, ${os.cpus().length} cores, ${mb(os.totalmem())} MB RAM`);
  const { rows: existing } = await client.query('SELECT count(*)::int AS n FROM bookings');
  // A database seeded by an earlier run (DATABASE_URL of a server kept up) is timed as it is.
  if (existing[0].n >= ORDERS) log(`already seeded: ${existing[0].n} orders`);
  else await seed(client);
  const { rows: counts } = await client.query(`SELECT (SELECT count(*) FROM bookings)::int AS orders, (SELECT count(*) FROM order_events)::int AS events,
    (SELECT count(*) FROM test_rides)::int AS rides, (SELECT count(*) FROM notify_requests)::int AS notify,
    (SELECT count(*) FROM contact_messages)::int AS contact, (SELECT count(*) FROM record_events)::int AS record_events,
    pg_size_pretty(pg_database_size(current_database())) AS size`);
  log(`seeded: ${JSON.stringify(counts[0])}`);

  const config = { ...readConfig({ LOG_LEVEL: 'silent', APP_LINK_SECRET: 'bench-app-link-secret', DATABASE_URL: databaseUrl }), orderSweepSeconds: 0 };
  const app = buildApp({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signIn = async (mobile, password) => {
    const res = await fetch(`${base}/api/v1/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile, password }) });
    if (!res.ok) throw new Error(`sign-in ${mobile}: ${res.status}`);
    return (await res.json()).token;
  };
  // The admin, and the Bengaluru dealer (hubs 9 and 10).
  const roles = { admin: await signIn('9000000001', 'Admin@12345'), dealer: await signIn('9000000002', 'Dealer@12345') };
  const place = { admin: { stateId: 'MH', cityId: 'MH-MUM', hubId: 1 }, dealer: { stateId: 'KA', cityId: 'KA-BLR', hubId: 9 } };
  const { rows: someone } = await client.query(`SELECT mobile, id, name FROM bookings WHERE dealer_id = 9 ORDER BY id DESC OFFSET 500 LIMIT 1`);
  const today = indiaDay();

  const listProbe = await get(base, '/api/v1/back-office/orders?pageSize=1', roles.admin);
  const listMissing = listProbe.status === 404;
  const listCases = (role) => {
    const p = place[role];
    return [
      ['newest first', ''],
      ['last 30 days', `from=${indiaDay(29)}&to=${today}`],
      ['state', 'state=delivered'],
      ['model + state', `model=rv400&stateId=${p.stateId}`],
      ['city + paid', `cityId=${p.cityId}&payment=paid`],
      ['hub + kind, by amount', `hubId=${p.hubId}&kind=purchase&sort=-amount`],
      ['90 days, 5 filters', `from=${indiaDay(89)}&to=${today}&state=confirmed&model=rv400&stateId=${p.stateId}&payment=paid&kind=booking`],
      ['search mobile', `q=${someone[0]?.mobile ?? '9000000003'}`],
      // Part of a full name (its last letter dropped), as someone types it: ~400 matches among a million; a surname: ~20,000.
      ['search name', `q=${encodeURIComponent((someone[0]?.name ?? 'Priya Sharma').slice(0, -1))}`],
      ['search surname', `q=${encodeURIComponent((someone[0]?.name ?? 'Priya Sharma').split(' ').at(-1))}`],
      ['search reference', `q=BK-${String(someone[0]?.id ?? 1).padStart(6, '0')}`],
      ['page 200', 'page=200&pageSize=20'],
      ['refunded, by state', 'payment=refunded&sort=state'],
    ];
  };

  // The machine's load while timing (other processes share its cores): printed with the table.
  const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(', ');
  const loadAtStart = loadAverage();
  const results = [];
  for (const role of ['admin', 'dealer']) {
    for (const [name, query] of listCases(role)) {
      const path = `/api/v1/back-office/orders?${query}`;
      const result = listMissing ? { error: 'n/a (endpoint missing)' } : await timeCase(base, roles[role], path);
      results.push({ case: `orders: ${name}`, role, target: TARGETS.list, ...result });
      log(`${role} orders ${name}: ${result.error ?? `p95 ${result.p95.toFixed(1)} ms`}`);
    }
    for (const [name, days] of [
      ['30 days', 30],
      ['12 months', 365],
    ]) {
      const path = `/api/v1/back-office/dashboard?from=${indiaDay(days - 1)}&to=${today}`;
      const result = await timeCase(base, roles[role], path);
      results.push({ case: `dashboard: ${name}`, role, target: TARGETS.dashboard, ...result });
      log(`${role} dashboard ${name}: ${result.error ?? `p95 ${result.p95.toFixed(1)} ms`}`);
      // An enquiry changed before every request (the refresh the previous one started has ended): the figures read
      // before are served, marked as refreshing, and one computation starts behind them (server/modules/back-office-dashboard/service.ts).
      const changed = await timeCase(
        base,
        roles[role],
        path,
        async () => {
          await settledEnquiryFigures();
          await client.query('UPDATE dashboard_enquiry_version SET version = version + 1');
        },
        (text) => (text.includes('"enquiriesRefreshing":true') ? null : 'not marked as refreshing'),
      );
      results.push({ case: `dashboard: ${name}, after an enquiry change`, role, target: TARGETS.dashboard, ...changed });
      log(`${role} dashboard ${name} after a change: ${changed.error ?? `p95 ${changed.p95.toFixed(1)} ms`}`);
      // A range nobody has viewed (each request's one day longer than the one before): computed while the request
      // waits, which is also how long the refresh above takes to bring current figures.
      const fresh = await timeCase(base, roles[role], (i) => `/api/v1/back-office/dashboard?from=${indiaDay(days - 1 + i + 1)}&to=${today}`, () => settledEnquiryFigures());
      results.push({ case: `dashboard: ${name}, a range not viewed before`, role, target: TARGETS.dashboard, ...fresh });
      log(`${role} dashboard ${name} first view: ${fresh.error ?? `p95 ${fresh.p95.toFixed(1)} ms`}`);
    }
  }

  // The export: the newest ~100,000 orders (from the India day of the 100,000th newest to today).
  const { rows: cut } = await client.query(
    `SELECT to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS day FROM bookings ORDER BY created_at DESC OFFSET 99999 LIMIT 1`,
  );
  let exportLine = 'CSV export: n/a (endpoint missing)';
  if (!listMissing && cut[0]) {
    const path = `/api/v1/back-office/orders/export.csv?from=${cut[0].day}&to=${today}`;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    let lines = 0;
    const res = await get(base, path, roles.admin, (chunk) => {
      for (const byte of chunk) if (byte === 10) lines += 1;
    });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    await new Promise((r) => setTimeout(r, 1000));
    global.gc?.();
    const after = process.memoryUsage().rss;
    exportLine =
      res.status === 200
        ? `CSV export (${path}): ${lines - 1} rows, ${mb(res.bytes)} MB in ${(res.ms / 1000).toFixed(1)} s; RSS before ${mb(before)} MB, peak during ${mb(peak)} MB, after ${mb(after)} MB (server and client in one process)`
        : `CSV export: ${res.status} ${res.text.slice(0, 160)}`;
  }

  console.log('\n| case | role | p50 ms | p95 ms | max ms | target p95 | |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  for (const r of results) {
    if (r.error) console.log(`| ${r.case} | ${r.role} | | | | ≤ ${r.target} | ${r.error} |`);
    else console.log(`| ${r.case} | ${r.role} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ≤ ${r.target} | ${r.p95 <= r.target ? 'ok' : 'over'} |`);
  }
  console.log(`\n${exportLine}`);
  console.log(`${RUNS} timed runs per case after ${WARM_UP} warm-up runs; ${ORDERS.toLocaleString('en-IN')} orders; total ${since()}.`);
  console.log(`Load average (1, 5, 15 min): ${loadAtStart} when timing started, ${loadAverage()} at the end (${os.cpus().length} cores).`);

  await app.close();
  agent.destroy();
  await client.end();
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
