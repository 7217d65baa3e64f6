// @vitest-environment node
// GET /metrics (issue 24): off without METRICS_TOKEN, 401 without the token, and with it the Prometheus text of this
// app's own registry: requests by route pattern, latency, the outbox, the jobs, payments, the database.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBookingCreateResponse } from '@contract/orders.js';
import { buildApp } from '../app.js';
import { enqueue, startOutbox } from './outbox.js';
import type { App } from './deps.js';
import { createMetrics, meterDb, type Metrics } from './metrics.js';
import { sweepOrders } from '../modules/orders/jobs.js';
import { SandboxGateway } from './payments/sandbox.js';
import { bearer, body, createTestContext, freshMobile, type TestContext } from '../test-helpers.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

let ctx: TestContext;
let app: App;
let metrics: Metrics;
const logs: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  metrics = createMetrics();
  app = buildApp({
    db: ctx.db,
    config: { ...ctx.config, metricsToken: TOKEN, logLevel: 'info' },
    sms: ctx.sms,
    email: ctx.email,
    now: ctx.clock.now,
    metrics,
    logStream: { write: (line) => logs.push(line) },
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const scrape = async (target: App = app, headers: Record<string, string> = bearer(TOKEN)) => target.inject({ url: '/metrics', headers });

/** The value of one sample line (`name{labels} value`), or undefined when the line is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is off (404, JSON, not the SPA) without METRICS_TOKEN', async () => {
    const res = await scrape(ctx.app);
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ message: 'Not found' });
  });

  it('is never the SPA, with a built site served or not', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'metrics-spa-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>home</title>');
    const site = buildApp({ db: ctx.db, config: { ...ctx.config, staticDir: dist }, sms: ctx.sms, email: ctx.email, now: ctx.clock.now });
    try {
      const res = await scrape(site);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const on = buildApp({ db: ctx.db, config: { ...ctx.config, staticDir: dist, metricsToken: TOKEN }, sms: ctx.sms, email: ctx.email, now: ctx.clock.now });
      const scraped = await scrape(on);
      await on.close();
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).not.toContain('<title>');
    } finally {
      await site.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('answers 401 without the token or with a wrong one, and never logs the token', async () => {
    for (const headers of [{}, bearer('wrong-token-wrong-token-wrong'), { authorization: TOKEN }, bearer(`${TOKEN}x`)]) {
      const res = await scrape(app, headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    expect((await scrape()).statusCode).toBe(200);
    expect(logs.join('')).not.toContain(TOKEN);
  });

  it('counts requests by route pattern (never the raw URL) and status code, with a latency histogram', async () => {
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/v1/orders/987654' });
    await app.inject({ url: '/api/v1/orders/987655' });
    await app.inject({ url: '/no/such/thing-424242' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status_code="200"}')).toBe(1);
    const orders = text.split('\n').filter((l) => l.startsWith('http_requests_total{method="GET",route="/api/v1/orders/:id"'));
    expect(orders).toHaveLength(1);
    expect(Number(orders[0]!.split(' ').at(-1))).toBe(2);
    expect(text).not.toMatch(/98765[45]|424242/);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}')).toBe(1);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_code="200"\} \d+$/m);
  });

  it('gives the outbox depth and the age of its oldest unsent message, read at scrape time', async () => {
    const old = new Date(ctx.clock.now().getTime() - 600_000);
    await enqueue(ctx.db, 'metrics.test', { n: 1 }, old);
    const { rows } = await ctx.db.query<{ depth: number }>('SELECT count(*)::int AS depth FROM outbox WHERE sent_at IS NULL');
    const text = (await scrape()).body;
    expect(text).toContain('# TYPE outbox_depth gauge');
    expect(sample(text, 'outbox_depth')).toBe(rows[0]!.depth);
    expect(sample(text, 'outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(600);
    // PGlite in these tests (one connection); the pg pool reports in_use and idle instead.
    expect(text).toMatch(/^db_pool_connections\{state="(total|in_use)"\} \d+$/m);
  });

  it('counts the runs of the order sweep and of the outbox drain, and their failures', async () => {
    const deps = { db: meterDb(ctx.db, metrics), config: ctx.config, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push, payments: new SandboxGateway(ctx.db), now: ctx.clock.now, metrics };
    await sweepOrders(deps, app.log);
    await sweepOrders(deps, app.log);
    const worker = startOutbox(ctx.db, {}, { intervalMs: 3_600_000, now: ctx.clock.now, onError: () => undefined, metrics });
    await worker.drainNow();
    worker.stop();
    const broken = startOutbox({ ...ctx.db, query: () => Promise.reject(new Error('down')) }, {}, { intervalMs: 3_600_000, now: ctx.clock.now, onError: () => undefined, metrics });
    await broken.drainNow();
    broken.stop();
    const text = (await scrape()).body;
    expect(sample(text, 'job_runs_total{job="order_sweep"}')).toBe(2);
    expect(sample(text, 'job_runs_total{job="outbox_drain"}')).toBe(2);
    expect(sample(text, 'job_failures_total{job="outbox_drain"}')).toBe(1);
    expect(sample(text, 'job_failures_total{job="order_sweep"}')).toBeUndefined();
  });

  it('counts a sandbox payment by outcome and effect, and the refund of a cancelled paid order', async () => {
    const booked = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: {
        name: 'Arjun Mehta', mobile: freshMobile('96'), email: 'arjun@example.com', state: 'TN', city: 'TN-CHE', area: 'TN-CHE-01',
        pincode: '600017', model: 'rv400', colour: 'Rebel Red', dealer_id: 12, accept_terms: true,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { booking, payment, access_key: key } = body<OrderBookingCreateResponse>(booked).data;
    const pay = (outcome: string) =>
      app.inject({ method: 'POST', url: payment.checkout_url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
    expect((await pay('success')).statusCode).toBe(303);
    let text = (await scrape()).body;
    expect(sample(text, 'payments_total{outcome="success",effect="confirmed"}')).toBe(1);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/orders/${booking.id}/cancel`,
      payload: { reason: 'Bought another bike' },
      headers: { 'x-booking-key': key },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    text = (await scrape()).body;
    expect(sample(text, 'refunds_total{source="site",result="pending"}')).toBe(1);
  });

  it('counts errors thrown by database queries', async () => {
    await expect(meterDb(ctx.db, metrics).query('SELECT * FROM no_such_table')).rejects.toThrow();
    await expect(meterDb(ctx.db, metrics).transaction((tx) => tx.query('SELECT 1/0'))).rejects.toThrow();
    expect(sample((await scrape()).body, 'db_query_errors_total{kind="statement"}')).toBe(2);
  });

  it('keeps a registry per app: another app counts its own requests', async () => {
    const other = buildApp({ db: ctx.db, config: { ...ctx.config, metricsToken: TOKEN }, sms: ctx.sms, email: ctx.email, now: ctx.clock.now });
    await other.ready();
    try {
      const text = (await scrape(other)).body;
      expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status_code="200"}')).toBeUndefined();
      expect(sample(text, 'job_runs_total{job="order_sweep"}')).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
