// The owner's warranty cover on the Hindi site: the terms from the bike data's figures (its words are Hindi there).
import { describe, expect, it } from 'vitest';
import { findBike, type Bike } from '@/content/bikes';
import { warrantyCover } from './warranty';

describe('warranty in Hindi', () => {
  it('reads the terms from the figures, with Hindi labels', () => {
    const rv400 = findBike('rv400') as Bike;
    expect(rv400.batteryWarranty).toBe('5 साल / 75,000 km (लगभग 1,200 चार्ज साइकिल)');
    expect(warrantyCover(rv400, '2026-10-26T20:00:00.000Z', new Date('2030-01-01T00:00:00Z'))).toEqual([
      { label: 'बाइक', terms: { years: 3, km: 40000 }, endsOn: '2029-10-26', expired: true },
      { label: 'बैटरी', terms: { years: 5, km: 75000 }, endsOn: '2031-10-26', expired: false },
    ]);
  });
});
