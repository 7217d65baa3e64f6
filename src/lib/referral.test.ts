import { describe, expect, it } from 'vitest';
import { referralFor, referralFormatError, rememberReferral, rememberedReferral } from './referral';

describe('the remembered referral code', () => {
  it('keeps a well-formed ?ref= for the session and ignores anything else', () => {
    rememberReferral('?ref=bogus!');
    expect(rememberedReferral()).toBe('');
    rememberReferral('?utm=x&ref=k7m2-qx9d');
    expect(rememberedReferral()).toBe('K7M2QX9D');
    rememberReferral('?page=2');
    expect(rememberedReferral()).toBe('K7M2QX9D');
  });

  it('prefers the code in the URL, else the remembered one', () => {
    rememberReferral('?ref=K7M2QX9D');
    expect(referralFor('?ref=ABCDEFGH')).toBe('ABCDEFGH');
    expect(referralFor('')).toBe('K7M2QX9D');
  });

  it('checks the shape only: empty is fine, a wrong length or look-alike letters are not', () => {
    expect(referralFormatError('')).toBeNull();
    expect(referralFormatError(' k7m2 qx9d ')).toBeNull();
    expect(referralFormatError('K7M2QX9O')).toMatch(/8 letters and numbers/);
    expect(referralFormatError('K7M2')).toMatch(/8 letters and numbers/);
  });
});
