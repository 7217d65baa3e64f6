import { describe, expect, it } from 'vitest';
import { bikes } from '@/content/bikes';
import { warrantyCover, warrantyEnds, warrantyTerms } from './warranty';

describe('warranty', () => {
  it('reads the terms of every model from its own text (the one source of the figures)', () => {
    for (const bike of bikes) {
      expect(warrantyTerms(bike.warranty), bike.id).not.toBeNull();
      expect(warrantyTerms(bike.batteryWarranty), bike.id).not.toBeNull();
    }
    expect(warrantyTerms('3 years / 40,000 km')).toEqual({ years: 3, km: 40000 });
    expect(warrantyTerms('5 years / 75,000 km (about 1,200 charge cycles)')).toEqual({ years: 5, km: 75000 });
    expect(warrantyTerms('1 year / 1,00,000 km')).toEqual({ years: 1, km: 100000 });
    expect(warrantyTerms('Lifetime')).toBeNull();
  });

  it('ends the day before the anniversary, in India, and says when it has expired', () => {
    expect(warrantyEnds('2026-10-27', 3)).toBe('2029-10-26');
    expect(warrantyEnds('2028-02-29', 1)).toBe('2029-02-28');
    // Delivered at 20:00 UTC on 26 October is 27 October in India.
    const bike = { warranty: '3 years / 40,000 km', batteryWarranty: '5 years / 75,000 km' };
    const cover = warrantyCover(bike, '2026-10-26T20:00:00.000Z', new Date('2030-01-01T00:00:00Z'));
    expect(cover).toEqual([
      { label: 'Bike', terms: { years: 3, km: 40000 }, endsOn: '2029-10-26', expired: true },
      { label: 'Battery', terms: { years: 5, km: 75000 }, endsOn: '2031-10-26', expired: false },
    ]);
    expect(warrantyCover(bike, '2026-10-26T20:00:00.000Z', new Date('2029-10-26T18:00:00Z'))[0]?.expired).toBe(false);
  });
});
