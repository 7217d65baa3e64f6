// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MethodIndex, urlPattern } from './platform/method-index.js';
import { readinessProblems } from './api-root.js';
import { body, createTestContext, siblingApp, type TestContext } from './test-helpers.js';
import type { Db } from './platform/db/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('methods of API paths', () => {
  it('turns route URLs into anchored patterns', () => {
    expect(urlPattern('/api/v1/products/:id').test('/api/v1/products/12')).toBe(true);
    expect(urlPattern('/api/v1/products/:id').test('/api/v1/products/12/red')).toBe(false);
    expect(urlPattern('/api/v1/products').test('/api/v1/products.json')).toBe(false);
    const index = new MethodIndex();
    index.add('/a/:id', ['GET']);
    index.add('/a/:id', ['PUT', 'DELETE']);
    expect(index.allowed('/a/1')).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PUT']);
    expect(index.allowed('/b')).toEqual([]);
  });

  it('answers a wrong method on an existing path with 405 and Allow', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/products' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(body(res).message).toBe('Method DELETE is not allowed here: use GET.');

    const user = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/1' });
    expect(user.statusCode).toBe(405);
    expect(user.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PUT');

    const health = await ctx.app.inject({ method: 'POST', url: '/api/health?x=1' });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('answers a method Fastify does not route (PROPFIND, MKCOL) with 405 too, on an existing path only', async () => {
    for (const method of ['PROPFIND', 'MKCOL']) {
      const res = await ctx.app.inject({ method: method as 'GET', url: '/api/v1/products?page=1' });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(body(res)).toEqual({ message: `Method ${method} is not allowed here: use GET.` });
    }
    expect((await ctx.app.inject({ method: 'PROPFIND' as 'GET', url: '/api/v1/users/1' })).headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PUT');
    const nowhere = await ctx.app.inject({ method: 'MKCOL' as 'GET', url: '/api/v1/nowhere' });
    expect(nowhere.statusCode).toBe(404);
    expect(body(nowhere)).toEqual({ message: 'Not found' });
  });

  it('answers OPTIONS with 204 and Allow on an existing path, 404 elsewhere', async () => {
    const res = await ctx.app.inject({ method: 'OPTIONS', url: '/api/v1/orders/abc' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers.allow).toContain('GET');
    expect((await ctx.app.inject({ method: 'OPTIONS', url: '/api/v1/nowhere' })).statusCode).toBe(404);
  });
});

describe('API reference', () => {
  it('serves the OpenAPI document at /api/openapi.json and a Swagger UI page at /api/docs, with local assets only', async () => {
    const doc = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(body<{ openapi: string }>(doc).openapi).toMatch(/^3\./);

    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const src of sources) {
      expect(src.startsWith('/api/docs/static/'), src).toBe(true);
      const asset = await ctx.app.inject({ url: src });
      expect(asset.statusCode, src).toBe(200);
    }
    expect((await ctx.app.inject({ url: '/api/docs/static/init.js' })).body).toContain('"/api/openapi.json"');
    expect((await ctx.app.inject({ url: '/api/docs/static/..%2fpackage.json' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/docs/static/index.html' })).statusCode).toBe(404);
  });
});

describe('readiness', () => {
  it('is ready when the database answers and the data folder is writable, leaving nothing behind', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ready-'));
    const app = await siblingApp(ctx, { dataDir: dir });
    try {
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(body(res)).toEqual({ status: 'ok' });
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 naming the data folder when it cannot be written', async () => {
    const missing = path.join(os.tmpdir(), `ready-missing-${process.pid}`, 'data');
    const app = await siblingApp(ctx, { dataDir: missing });
    try {
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      const { message, errors } = body<{ message: string; errors: { field: string; message: string }[] }>(res);
      expect(message).toContain(`dataDir: ${missing}: ENOENT`);
      expect(errors.map((e) => e.field)).toEqual(['dataDir']);
      // Liveness does not depend on it.
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('reports a database that fails, and skips the folder with DATABASE_URL', async () => {
    const broken = { query: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    expect(await readinessProblems({ db: broken, config: { ...ctx.config, databaseUrl: 'postgres://db/x', dataDir: '/nonexistent/x' } })).toEqual([
      { field: 'database', message: 'connection refused' },
    ]);
  });
});
