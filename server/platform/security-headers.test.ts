// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, htmlCsp, loadCspManifest, PERMISSIONS_POLICY, type CspManifest } from './security-headers.js';
import { createTestContext, siblingApp, type TestContext } from '../test-helpers.js';

const MANIFEST: CspManifest = {
  scriptHashes: ["'sha256-abc='"],
  hosts: { script: ['https://www.googletagmanager.com', 'https://chat.example'], style: ['https://fonts.example'], connect: ['https://chat.example'], img: [], frame: ['https://chat.example'] },
};

let ctx: TestContext;
let tmp: string;
let dist: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'csp-test-'));
  dist = path.join(tmp, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(path.join(dist, 'spa.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'csp.json'), JSON.stringify(MANIFEST));
  ctx = await createTestContext({ staticDir: dist });
});

afterAll(async () => {
  await ctx.close();
  await rm(tmp, { recursive: true, force: true });
});

const directive = (csp: string | undefined, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('builds the page policy from dist/csp.json: self, the hashed inline scripts and the configured hosts only', () => {
    const csp = htmlCsp(MANIFEST, 'sandbox');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc=' https://www.googletagmanager.com https://chat.example");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline' https://fonts.example");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://chat.example");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://chat.example');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    // The service worker (dist/sw.js) and the web app manifest, both from the site itself.
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(csp, 'manifest-src')).toBe("manifest-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('adds the payment gateway hosts from PAYMENT_PROVIDER, and no frames without configured ones', () => {
    const empty = loadCspManifest(undefined);
    expect(directive(htmlCsp(empty, 'sandbox'), 'script-src')).toBe("script-src 'self'");
    expect(directive(htmlCsp(empty, 'sandbox'), 'frame-src')).toBe("frame-src 'none'");
    const razorpay = htmlCsp(empty, 'razorpay');
    expect(directive(razorpay, 'script-src')).toBe("script-src 'self' https://checkout.razorpay.com");
    expect(directive(razorpay, 'frame-src')).toContain('https://api.razorpay.com');
  });

  it('ignores malformed entries in csp.json and a missing file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'csp-bad-'));
    try {
      await writeFile(path.join(dir, 'csp.json'), JSON.stringify({ scriptHashes: ["'sha256-x='", 'a; script-src *', 3], hosts: { script: ['https://ok.example', 'https://x.example; default-src *'] } }));
      expect(loadCspManifest(dir)).toEqual({ scriptHashes: ["'sha256-x='"], hosts: { script: ['https://ok.example'], style: [], connect: [], img: [], frame: [] } });
      expect(loadCspManifest(path.join(dir, 'missing')).scriptHashes).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sends the page policy on prerendered pages and the shell, none on assets, and default-src none on the API', async () => {
    for (const url of ['/', '/not-a-route']) {
      const res = await ctx.app.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], url).toBe(htmlCsp(MANIFEST, ctx.config.paymentProvider));
    }
    expect((await ctx.app.inject({ url: '/assets/app.js' })).headers['content-security-policy']).toBeUndefined();
    for (const url of ['/api/health', '/api/v1/products', '/api/v1/nothing']) {
      expect((await ctx.app.inject({ url })).headers['content-security-policy'], url).toBe(API_CSP);
    }
  });
});

describe('other browser security headers', () => {
  it('sends Permissions-Policy, COOP and X-Frame-Options DENY on pages and the API', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await ctx.app.inject({ url });
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
  });

  it('sends HSTS only over HTTPS: a trusted proxy saying so, or FORCE_HSTS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await ctx.app.inject({ url: '/', headers: https })).headers['strict-transport-security']).toBeUndefined();
    const proxied = await siblingApp(ctx, { trustProxy: ['127.0.0.1'] });
    const forced = await siblingApp(ctx, { forceHsts: true });
    try {
      expect((await proxied.inject({ url: '/', headers: https })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await proxied.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
      expect((await forced.inject({ url: '/api/health' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
      await forced.close();
    }
  });
});
