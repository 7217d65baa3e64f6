import { describe, expect, it } from 'vitest';
import { findBike } from '@/content/bikes';
import { calculateEmi } from './emi';
import { calculateSavings, savingsDefaults } from './savings';

describe('savings calculator', () => {
  it('gives the marketing figure of Rs 26,544 a year at 50 km a day with the RV400 defaults', () => {
    const rv400 = findBike('rv400');
    const s = calculateSavings({ ...savingsDefaults, energyPerKm: rv400?.energyPerKmKwh ?? 0 });
    expect(Math.round(s.petrol.yearly)).toBe(30000);
    expect(Math.round(s.electric.yearly)).toBe(3456);
    expect(Math.round(s.saved.yearly)).toBe(26544);
    expect(Math.round(s.saved.monthly)).toBe(2212);
    expect(Math.round(s.saved.fiveYears)).toBe(132720);
  });

  it('scales with distance and prices', () => {
    const s = calculateSavings({ dailyKm: 30, petrolPrice: 105, petrolMileage: 45, tariff: 6, energyPerKm: 0.02 });
    expect(s.petrol.daily).toBeCloseTo(70, 5);
    expect(s.electric.daily).toBeCloseTo(3.6, 5);
    expect(s.saved.daily).toBeCloseTo(66.4, 5);
    expect(s.co2AvoidedKgPerYear).toBeCloseTo((10800 / 45) * 2.31 - 10800 * 0.02 * 0.71, 5);
  });
});

describe('EMI calculator', () => {
  it('matches the reducing-balance formula', () => {
    const { emi, totalInterest } = calculateEmi(100000, 12, 12);
    expect(emi).toBeCloseTo(8884.88, 1);
    expect(totalInterest).toBeCloseTo(6618.55, 0);
  });

  it('handles zero interest and empty loans', () => {
    expect(calculateEmi(60000, 0, 12).emi).toBe(5000);
    expect(calculateEmi(0, 10, 12).emi).toBe(0);
  });
});
