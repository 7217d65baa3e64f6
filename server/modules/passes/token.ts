// The booking pass's token (issue 30, decision 046): the record's kind and id and the token's expiry, base64url, then
// an HMAC-SHA256 of that text with PASS_TOKEN_SECRET. Nothing personal: the hub learns who it is only by opening the
// record with its own back-office access. The signature is checked before anything in the token is believed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PASS_KINDS, type PassKind } from '@contract/pass-rules.js';

const KIND_CODES: Record<PassKind, string> = { order: 'o', test_ride: 't' };

export type PassClaim = { kind: PassKind; id: number; expiresAt: Date };
export type PassTokenCheck = ({ ok: true } & PassClaim) | { ok: false; reason: 'forged' | 'expired' };

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`pass.${body}`).digest();

export function signPassToken(secret: string, claim: PassClaim): string {
  const payload = `${KIND_CODES[claim.kind]}.${claim.id}.${Math.floor(claim.expiresAt.getTime() / 1000)}`;
  const body = Buffer.from(payload).toString('base64url');
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

const PAYLOAD = /^([a-z])\.([1-9]\d{0,9})\.(\d{1,12})$/;

/** The token's claim if its signature holds and it has not expired at `now`; else why not. */
export function verifyPassToken(secret: string, token: string, now: Date): PassTokenCheck {
  const [body, signature, extra] = token.trim().split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'forged' };
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  const match = PAYLOAD.exec(Buffer.from(body, 'base64url').toString('utf8'));
  const kind = PASS_KINDS.find((k) => KIND_CODES[k] === match?.[1]);
  if (!match || !kind) return { ok: false, reason: 'forged' };
  const expiresAt = new Date(Number(match[3]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, kind, id: Number(match[2]), expiresAt };
}
