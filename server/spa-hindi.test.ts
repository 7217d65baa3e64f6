// @vitest-environment node
// The Hindi site under /hi (issue 29, decision 048): its pages, its shell, the pages it does not have yet, and the
// remembered choice of language.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-helpers.js';

let ctx: TestContext;
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'spa-hi-test-'));
  const dist = path.join(tmp, 'dist');
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>home</title>',
    'spa.html': '<!doctype html><title>shell</title>',
    'signin/index.html': '<!doctype html><title>sign in</title>',
    'routes.json': JSON.stringify({ routes: [{ path: '/' }, { path: '/signin' }, { path: '/product/:id' }, { path: '/rv400' }], redirects: [{ from: '/blob', to: '/blog' }] }),
    'hi/index.html': '<!doctype html><html lang="hi-IN"><title>होम</title>',
    'hi/rv400/index.html': '<!doctype html><html lang="hi-IN"><title>RV400 हिंदी</title>',
    'hi/spa.html': '<!doctype html><html lang="hi-IN"><title>हिंदी शेल</title>',
    'hi/routes.json': JSON.stringify({ routes: [{ path: '/' }, { path: '/product/:id' }, { path: '/rv400' }], redirects: [] }),
    'assets/app-1.js': 'console.log(1)',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), content);
  }
  ctx = await createTestContext({ staticDir: dist });
});

afterAll(async () => {
  await ctx.close();
  await rm(tmp, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('the Hindi site', () => {
  it('serves its prerendered pages under /hi, with and without a trailing slash', async () => {
    for (const url of ['/hi', '/hi/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>होम</title>');
    }
    expect((await get('/hi/rv400')).body).toContain('RV400 हिंदी');
  });

  it('serves its own shell for a Hindi route that is not prerendered', async () => {
    const res = await get('/hi/product/rv400');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('हिंदी शेल');
  });

  it('sends a page it does not have to the English page (302, query kept), and answers 404 for no page at all', async () => {
    const res = await get('/hi/signin?next=/profile');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signin?next=/profile');
    expect((await get('/hi/blob')).headers.location).toBe('/blob');
    expect((await get('/hi/no-such-page')).statusCode).toBe(404);
  });

  it('remembers the choice: with lang=hi an English page that has a Hindi page redirects to it, others stay English', async () => {
    const home = await get('/?utm_source=x', 'theme=dark; lang=hi');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/hi?utm_source=x');
    expect(home.headers.vary).toMatch(/Cookie/);
    expect((await get('/rv400', 'lang=hi')).headers.location).toBe('/hi/rv400');
    expect((await get('/signin', 'lang=hi')).statusCode).toBe(200);
    expect((await get('/assets/app-1.js', 'lang=hi')).statusCode).toBe(200);
    expect((await get('/', 'lang=en')).statusCode).toBe(200);
    expect((await get('/')).statusCode).toBe(200);
  });
});
