// `npm run test:cluster`: two API instances on one throwaway PostgreSQL, behind a round-robin proxy they trust
// (TRUST_PROXY), with local fakes of MSG91 (every SMS counted) and Freshdesk. Journeys cross the instances: a session
// made on one works and ends on the other, a booking made on one is paid on the other, sign-in failures on one count
// on the other, a price changed on one shows on the other within the product list's cache time, the outbox and the
// periodic jobs run once per item (per interval) across both, and a PostgreSQL restart under load loses nothing and
// texts nobody twice. Exit code 1 on the first failure, with both instances' output.
import assert from 'node:assert/strict';
import pg from 'pg';
import { supportReference } from '../../contract/support-rules.ts';
import { FAKE_MSG91 } from '../../server/test-fakes/msg91.ts';
import { CLIENT_IP, METRICS_TOKEN, ready, restartPostgres, startCluster, until } from './cluster.mjs';

const DEMO = {
  admin: { mobile: '9000000001', password: 'Admin@12345' },
  dealer: { mobile: '9000000002', password: 'Dealer@12345' },
  customer: { mobile: '9000000003', password: 'Customer@12345' },
};
/** The product list's cache time (server/modules/products/store.ts LIST_TTL_MS), and a margin for the request itself. */
const LIST_TTL_MS = 2000;

const started = Date.now();
const cluster = await startCluster();
const [A, B] = cluster.instances;
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
db.on('error', () => undefined);

/** One call: JSON in and out; `ip` is the client address the proxy forwards. */
async function call(base, method, path, { body, token, key, ip, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['x-booking-key'] = key;
  if (ip) headers[CLIENT_IP] = ip;
  let payload;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${path}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a redirect, the metrics text)
  }
  return { status: res.status, json, text, servedBy: res.headers.get('x-served-by') };
}

async function signIn(base, account, ip) {
  const res = await call(base, 'POST', '/api/v1/auth/signin', { body: account, ip });
  assert.equal(res.status, 200, `sign-in of ${account.mobile}: ${res.text}`);
  return res.json.token;
}

let mobileSeq = 0;
/** A booking of a fresh mobile (so no per-mobile limit is reached), from its own client address. */
function bookingBody() {
  mobileSeq += 1;
  const mobile = `96${String(process.pid % 1000).padStart(3, '0')}${String(mobileSeq).padStart(5, '0')}`;
  return { name: 'Kavya Raman', mobile, email: `kavya${mobileSeq}@example.com`, state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01', pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true };
}
const ipOf = (n) => `203.0.113.${(n % 250) + 1}`;

const confirmedSms = (mobile) => cluster.sms.delivered.filter((m) => m.mobiles === `91${mobile}` && m.templateId === FAKE_MSG91.templates.en.bookingConfirmed);

async function metric(instance, name, labels) {
  const res = await call(instance.base, 'GET', '/metrics', { token: METRICS_TOKEN });
  assert.equal(res.status, 200, 'GET /metrics with the token');
  const line = res.text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.split(' ').pop()) : 0;
}

async function step(name, run) {
  const t = Date.now();
  await run();
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

let failed = false;
try {
  console.log(`two instances on one PostgreSQL ready in ${((Date.now() - started) / 1000).toFixed(1)} s (A :${A.port}, B :${B.port}, proxy ${cluster.proxy})`);

  await step('a session made on A works on B, and signing out on B ends it on A', async () => {
    const token = await signIn(A.base, DEMO.customer);
    const mine = await call(B.base, 'GET', '/api/v1/orders', { token });
    assert.equal(mine.status, 200);
    assert.ok(mine.json.data.length > 0, 'the demo customer has orders');
    assert.equal((await call(B.base, 'POST', '/api/v1/auth/signout', { token })).status < 300, true);
    assert.equal((await call(A.base, 'GET', '/api/v1/orders', { token })).status, 401);
  });

  await step('a booking made on A is paid on B, is confirmed on both, and texts its customer once', async () => {
    const body = bookingBody();
    const made = await call(A.base, 'POST', '/api/v1/bookings', { body });
    assert.equal(made.status, 201, made.text);
    const { booking, access_key: key, payment } = made.json.data;
    const paid = await call(B.base, 'POST', new URL(payment.checkout_url, B.base).pathname, { form: { outcome: 'success' } });
    assert.equal(paid.status, 303, paid.text);
    for (const instance of [A, B]) {
      const seen = await call(instance.base, 'GET', `/api/v1/orders/${booking.id}`, { key });
      assert.equal(seen.status, 200);
      assert.equal(seen.json.data.state, 'confirmed', `state on ${instance.name}`);
      assert.equal(seen.json.data.amount_paid, 499);
    }
    await until('the confirmation SMS', () => confirmedSms(body.mobile).length === 1);
    // Both instances drain the outbox every second: give them several passes to send it twice if they could.
    await new Promise((r) => setTimeout(r, 3000));
    assert.equal(confirmedSms(body.mobile).length, 1, 'one SMS, whichever instance sent it');
  });

  await step('sign-in failures on one instance count on the other; the owner signs in from another address', async () => {
    const wrong = { mobile: DEMO.dealer.mobile, password: 'Wrong@12345' };
    const servedBy = new Set();
    for (let i = 0; i < 5; i++) {
      const res = await call(cluster.proxy, 'POST', '/api/v1/auth/signin', { body: wrong, ip: '198.51.100.23' });
      assert.equal(res.status, 401, `wrong password ${i + 1}: ${res.text}`);
      servedBy.add(res.servedBy);
    }
    assert.deepEqual([...servedBy].sort(), ['A', 'B'], 'the failures went to both instances');
    for (let i = 0; i < 2; i++) {
      const refused = await call(cluster.proxy, 'POST', '/api/v1/auth/signin', { body: DEMO.dealer, ip: '198.51.100.23' });
      assert.equal(refused.status, 429, `from the failing address, on ${refused.servedBy}`);
    }
    await signIn(cluster.proxy, DEMO.dealer, '198.51.100.24');
  });

  await step(`a price changed on A shows on B within the product list's cache time (${LIST_TTL_MS} ms)`, async () => {
    const admin = await signIn(A.base, DEMO.admin);
    const price = async () => (await call(B.base, 'GET', '/api/v1/products')).json.data.find((p) => p.id === 'rv1').ex_price;
    const before = await price();
    const changed = await call(A.base, 'PUT', '/api/products/rv1', { token: admin, body: { ex_price: before + 1000 } });
    assert.equal(changed.status, 200, changed.text);
    const t = Date.now();
    await until('the new price on B', async () => (await price()) === before + 1000, LIST_TTL_MS + 1500);
    const took = Date.now() - t;
    assert.ok(took <= LIST_TTL_MS + 1000, `seen on B after ${took} ms`);
    assert.equal((await call(A.base, 'PUT', '/api/products/rv1', { token: admin, body: { ex_price: before } })).status, 200);
  });

  await step('the helpdesk is polled by one instance per interval; a reply is stored and texted once', async () => {
    const token = await signIn(B.base, DEMO.customer);
    const form = new FormData();
    form.append('topic', 'service');
    form.append('message', 'The side stand spring feels loose after the last service.');
    const raised = await call(A.base, 'POST', '/api/v1/support/tickets', { token, body: form });
    assert.equal(raised.status, 201, raised.text);
    const reference = supportReference(raised.json.data.id);
    const remote = await until('the ticket in the helpdesk', () => cluster.helpdesk.tickets.find((t) => Array.isArray(t.body.tags) && t.body.tags.includes(reference)));
    assert.equal(cluster.helpdesk.tickets.filter((t) => t.body.tags?.includes(reference)).length, 1, 'created once');
    const polls = () => cluster.helpdesk.requests.filter((r) => r.method === 'GET' && r.path.split('?')[0] === '/api/v2/tickets').length;
    const pollsBefore = polls();
    const windowStart = Date.now();
    cluster.helpdesk.reply(remote.id, 'Please bring the bike in on Saturday; we will replace the spring.');
    const replySms = () => cluster.sms.delivered.filter((m) => m.templateId === FAKE_MSG91.templates.en.supportReply && m.mobiles === `91${DEMO.customer.mobile}`);
    await until('the reply on the ticket', async () => (await call(B.base, 'GET', `/api/v1/support/tickets/${raised.json.data.id}`, { token })).json.data.messages.length === 1, 20_000);
    await until('the reply SMS', () => replySms().length === 1, 10_000);
    await new Promise((r) => setTimeout(r, 11_000));
    assert.equal(replySms().length, 1, 'texted once');
    const seconds = (Date.now() - windowStart) / 1000;
    const made = polls() - pollsBefore;
    // HELPDESK_SYNC_SECONDS=5: one instance polls per interval; both polling would make about twice as many.
    assert.ok(made <= Math.ceil(seconds / 5) + 1, `${made} polls in ${seconds.toFixed(0)} s`);
  });

  await step('the order sweep runs once per interval across the instances (job leases)', async () => {
    const runs = async () => (await metric(A, 'job_runs_total', { job: 'order_sweep' })) + (await metric(B, 'job_runs_total', { job: 'order_sweep' }));
    const before = await runs();
    const t = Date.now();
    await new Promise((r) => setTimeout(r, 10_000));
    const made = (await runs()) - before;
    const seconds = (Date.now() - t) / 1000;
    // ORDER_SWEEP_SECONDS=2: about five runs in ten seconds; both instances sweeping would make about ten.
    assert.ok(made >= 2 && made <= Math.ceil(seconds / 2) + 1, `${made} sweeps in ${seconds.toFixed(0)} s`);
  });

  await step('PostgreSQL restarts under load: both instances recover, nothing accepted is lost, nobody is texted twice', async () => {
    const accepted = [];
    const paid = [];
    let refusedWhileDown = 0;
    let stop = false;
    let n = 0;
    const worker = async () => {
      while (!stop) {
        const body = bookingBody();
        const ip = ipOf(n++);
        const made = await call(cluster.proxy, 'POST', '/api/v1/bookings', { body, ip }).catch(() => ({ status: 0 }));
        if (made.status !== 201) {
          if (![0, 502, 503].includes(made.status)) {
            const { rows: limits } = await db.query("SELECT key, count FROM rate_limits WHERE key LIKE 'booking:%' ORDER BY count DESC LIMIT 5").catch(() => ({ rows: [] }));
            assert.fail(`a booking during the restart (${ip}, ${body.mobile}): ${made.status} ${made.text} ${JSON.stringify(limits)}`);
          }
          refusedWhileDown += 1;
          await new Promise((r) => setTimeout(r, 100));
          continue;
        }
        const { booking, payment } = made.json.data;
        accepted.push({ id: booking.id, mobile: body.mobile });
        // The payment is retried until the gateway's answer is taken (as the gateway retries its callback).
        for (;;) {
          const res = await call(cluster.proxy, 'POST', new URL(payment.checkout_url, A.base).pathname, { form: { outcome: 'success' }, ip }).catch(() => ({ status: 0 }));
          if (res.status === 303) break;
          assert.ok([0, 502, 503].includes(res.status), `a payment during the restart: ${res.status} ${res.text}`);
          await new Promise((r) => setTimeout(r, 100));
        }
        paid.push({ id: booking.id, mobile: body.mobile });
      }
    };
    let workerError;
    const workers = [worker(), worker(), worker()].map((w) =>
      w.catch((error) => {
        workerError ??= Object.assign(error, { fatal: true });
        stop = true;
      }),
    );
    const progress = (count) => () => {
      if (workerError) throw workerError;
      return paid.length >= count;
    };
    const settle = async () => {
      stop = true;
      await Promise.all(workers);
      if (workerError) throw workerError;
    };
    await until('a few bookings before the restart', progress(5)).catch(async (error) => {
      await settle();
      throw error;
    });
    const before = paid.length;
    const restarted = restartPostgres();
    await restarted;
    const atRestart = paid.length;
    await until('bookings after the restart', progress(atRestart + 10), 60_000).catch(async (error) => {
      await settle();
      throw error;
    });
    await settle();
    for (const instance of [A, B]) {
      assert.equal(instance.child.exitCode, null, `instance ${instance.name} is still running`);
      await ready(instance, 30_000);
    }
    const { rows } = await db.query('SELECT id, state FROM bookings WHERE id = ANY($1::int[])', [accepted.map((a) => a.id)]);
    assert.equal(rows.length, accepted.length, 'every booking answered 201 is in the database');
    const states = new Map(rows.map((r) => [r.id, r.state]));
    for (const { id } of paid) assert.equal(states.get(id), 'confirmed', `booking ${id} paid and confirmed`);
    await until('the confirmation SMS of every paid booking', () => paid.every((p) => confirmedSms(p.mobile).length >= 1), 30_000);
    // Every order SMS recorded as sent (one met the restart under its handler is due again within seconds).
    await until('the outbox to record every order SMS', async () => {
      const pending = await db.query("SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND topic = 'order-sms'");
      return pending.rows[0].n === 0;
    }, 30_000);
    await new Promise((r) => setTimeout(r, 3000));
    for (const { mobile } of paid) assert.equal(confirmedSms(mobile).length, 1, `one confirmation SMS to ${mobile}`);
    const lost = A.output.concat(B.output).join('').split('\n').filter((l) => /connection was lost|database is unavailable|terminating connection/i.test(l)).length;
    console.log(`  ${accepted.length} bookings accepted (${before} before the restart), ${paid.length} paid, ${refusedWhileDown} refused while the database restarted, ${lost} log lines of lost connections`);
  });
  console.log(`test:cluster passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  failed = true;
  console.error(`✗ ${error?.stack ?? error}`);
  for (const instance of cluster.instances) console.error(`--- instance ${instance.name} output (last 60 lines)\n${instance.output.join('').split('\n').slice(-60).join('\n')}`);
} finally {
  await db.end();
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
