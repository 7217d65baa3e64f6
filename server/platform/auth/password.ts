import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 32768, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const MAXMEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$saltB64$hashB64" */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger) || expected.length === 0) return false;
  try {
    const actual = await derive(password, Buffer.from(saltB64, 'base64'), expected.length, options);
    return timingSafeEqual(actual, expected);
  } catch {
    return false; // unusable stored parameters: treat as a mismatch, never as a server error
  }
}

let common: Set<string> | undefined;

/** The ~49,000 most common passwords of @zxcvbn-ts/language-common, loaded on first use (server only). */
async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common']);
  }
  return common;
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/**
 * Whether the password is on the common list as typed, in lower case, without the symbols and digits people tack on
 * at either end ("Password1!"), or with the usual letter swaps undone ("P@ssw0rd").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.normalize('NFC').toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
  const bare = trimmed.replace(/^\d+|\d+$/g, '');
  const unleet = (value: string) => value.replace(/[013457@$!]/g, (c) => LEET[c] ?? c);
  const candidates = [lower, trimmed, bare, unleet(lower), unleet(trimmed), unleet(bare)];
  return candidates.some((candidate) => candidate.length > 0 && list.has(candidate));
}
