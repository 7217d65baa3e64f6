// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';
import { hashToken, isWellFormedToken, newToken } from './tokens.js';

describe('password hashing', () => {
  it('stores a salted scrypt hash, never the password', async () => {
    const hash = await hashPassword('Customer@12345');
    expect(hash).not.toContain('Customer@12345');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(Buffer.from(hash.split('$')[5] ?? '', 'base64')).toHaveLength(64);
    expect(await hashPassword('Customer@12345')).not.toBe(hash);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Customer@12345');
    expect(await verifyPassword('Customer@12345', hash)).toBe(true);
    expect(await verifyPassword('Customer@12346', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});

describe('session tokens', () => {
  it('are 32 random bytes in base64url, stored as a SHA-256 hash', () => {
    const { token, hash } = newToken();
    expect(isWellFormedToken(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken().token).not.toBe(token);
  });
});
