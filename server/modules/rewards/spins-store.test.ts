// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickPrize, seededRandom } from './spins-store.js';
import { financialYearStart, newReferralCode } from './store.js';
import { REFERRAL_CODE_RE } from '@contract/rewards-rules.js';

const prizes = [
  { id: 1, weight: 45, stock: null },
  { id: 2, weight: 30, stock: null },
  { id: 3, weight: 15, stock: 200 },
  { id: 4, weight: 8, stock: 50 },
  { id: 5, weight: 2, stock: 10 },
];

describe('pickPrize', () => {
  it('is exact for a seed: the same seed draws the same prizes', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => pickPrize(prizes, random)?.id);
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('follows the weights over many draws', () => {
    const random = seededRandom(7);
    const counts = new Map<number, number>();
    const n = 100_000;
    for (let i = 0; i < n; i += 1) {
      const id = pickPrize(prizes, random)?.id ?? 0;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const prize of prizes) expect(Math.abs((counts.get(prize.id) ?? 0) / n - prize.weight / 100)).toBeLessThan(0.01);
  });

  it('never draws a prize out of stock, and nothing when all are out', () => {
    const random = seededRandom(1);
    const some = prizes.map((p) => (p.id === 5 ? p : { ...p, stock: 0 }));
    for (let i = 0; i < 100; i += 1) expect(pickPrize(some, random)?.id).toBe(5);
    expect(pickPrize(prizes.map((p) => ({ ...p, stock: 0 })), random)).toBeNull();
    expect(pickPrize(prizes, () => 0)?.id).toBe(1);
    expect(pickPrize(prizes, () => 0.999999)?.id).toBe(5);
  });
});

describe('referral codes and years', () => {
  it('makes 8-character codes without look-alike characters', () => {
    for (let i = 0; i < 200; i += 1) expect(newReferralCode()).toMatch(REFERRAL_CODE_RE);
    expect(newReferralCode(() => 0)).toBe('AAAAAAAA');
  });

  it('starts the financial year on 1 April in India', () => {
    expect(financialYearStart(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(financialYearStart(new Date('2027-03-31T18:29:00Z')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(financialYearStart(new Date('2027-03-31T18:30:00Z')).toISOString()).toBe('2027-03-31T18:30:00.000Z');
  });
});
