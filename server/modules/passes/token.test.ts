// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPassToken, verifyPassToken } from './token.js';

const SECRET = 'test-pass-secret';
const NOW = new Date('2027-03-10T20:00:00Z');
const LATER = new Date('2027-04-10T20:00:00Z');

describe('pass tokens', () => {
  it('round-trips kind, id and expiry, and holds no personal data', () => {
    const token = signPassToken(SECRET, { kind: 'test_ride', id: 42, expiresAt: LATER });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).toBe(`t.42.${LATER.getTime() / 1000}`);
    expect(verifyPassToken(SECRET, token, NOW)).toEqual({ ok: true, kind: 'test_ride', id: 42, expiresAt: LATER });
  });

  it('refuses a token at or after its expiry', () => {
    const token = signPassToken(SECRET, { kind: 'order', id: 7, expiresAt: LATER });
    expect(verifyPassToken(SECRET, token, new Date(LATER.getTime() - 1000)).ok).toBe(true);
    expect(verifyPassToken(SECRET, token, LATER)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed id, another secret, a cut signature and garbage as forged', () => {
    const token = signPassToken(SECRET, { kind: 'order', id: 7, expiresAt: LATER });
    const [, signature] = token.split('.');
    const otherBody = Buffer.from(`o.8.${LATER.getTime() / 1000}`).toString('base64url');
    for (const bad of [`${otherBody}.${signature}`, token.slice(0, -2), `${token}.x`, 'not-a-token', '', '..']) {
      expect(verifyPassToken(SECRET, bad, NOW)).toEqual({ ok: false, reason: 'forged' });
    }
    expect(verifyPassToken('another-secret', token, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a signed body that is not a claim (an unknown kind)', () => {
    const token = signPassToken(SECRET, { kind: 'order', id: 7, expiresAt: LATER });
    const body = Buffer.from(`x.7.${LATER.getTime() / 1000}`).toString('base64url');
    // Signed with the right secret by hand: only the payload's shape is wrong.
    const signature = createHmac('sha256', SECRET).update(`pass.${body}`).digest('base64url');
    expect(verifyPassToken(SECRET, `${body}.${signature}`, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyPassToken(SECRET, token, NOW).ok).toBe(true);
  });
});
