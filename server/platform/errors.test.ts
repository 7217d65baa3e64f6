// @vitest-environment node
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './errors.js';
import { MSG } from './messages.js';

const app = Fastify({ logger: false });

function pgError(code: string): Error {
  return Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
}

beforeAll(async () => {
  installErrorHandling(app);
  app.get('/nul', async () => {
    throw pgError('22021');
  });
  app.get('/range', async () => {
    throw pgError('22003');
  });
  app.get('/bug', async () => {
    throw new TypeError('cannot read properties of undefined');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('installErrorHandling', () => {
  it('answers a value Postgres refuses (class 22) with a 400 that names no internals', async () => {
    const nul = await app.inject({ url: '/nul' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: MSG.nulCharacter });
    const range = await app.inject({ url: '/range' });
    expect(range.statusCode).toBe(400);
    expect(range.json()).toEqual({ message: MSG.invalidValue });
  });

  it('answers anything else with the one 500 message, no stack', async () => {
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MSG.serverError });
    expect(res.body).not.toContain('TypeError');
  });
});
