import { describe, expect, it } from 'vitest';
import { CHASSIS_RE } from './order-lifecycle.js';
import {
  TRADE_IN_FLOOR,
  TRADE_IN_MODELS,
  TRADE_IN_RETENTION,
  fullYearsBetween,
  tradeInValue,
  upgradeBalance,
  valuationRuleText,
} from './upgrade-rules.js';

describe('fullYearsBetween', () => {
  it('counts a year only on its anniversary', () => {
    expect(fullYearsBetween('2024-03-10', '2025-03-09')).toBe(0);
    expect(fullYearsBetween('2024-03-10', '2025-03-10')).toBe(1);
    expect(fullYearsBetween('2024-03-10', '2025-02-28')).toBe(0);
    expect(fullYearsBetween('2020-02-29', '2023-03-01')).toBe(3);
  });

  it('never goes below zero for a date in the future', () => {
    expect(fullYearsBetween('2026-12-01', '2026-11-23')).toBe(0);
  });
});

describe('tradeInValue', () => {
  it('keeps the share of the reference price for each age band, rounded down to ₹500', () => {
    // RV400: ₹1,24,999 reference.
    expect(tradeInValue('rv400', '2026-01-01', '2026-11-23')).toBe(87_000); // 0 years: 70% = 87,499.3 → 87,000
    expect(tradeInValue('rv400', '2025-01-01', '2026-11-23')).toBe(74_500); // 1 year: 60% = 74,999.4 → 74,500
    expect(tradeInValue('rv400', '2024-01-01', '2026-11-23')).toBe(62_000); // 2 years: 50% = 62,499.5 → 62,000
    expect(tradeInValue('rv400', '2023-06-15', '2026-11-23')).toBe(52_000); // 3 years: 42% = 52,499.58 → 52,000
    expect(tradeInValue('rv400', '2022-01-01', '2026-11-23')).toBe(43_500); // 4 years: 35% = 43,749.65 → 43,500
    expect(tradeInValue('rv400', '2021-01-01', '2026-11-23')).toBe(34_500); // 5 years: 28% = 34,999.72 → 34,500
    expect(tradeInValue('rv400', '2020-01-01', '2026-11-23')).toBe(24_500); // 6 years: 20% = 24,999.8 → 24,500
  });

  it('uses the last band for any older bike', () => {
    expect(tradeInValue('rv400', '2012-01-01', '2026-11-23')).toBe(tradeInValue('rv400', '2020-01-01', '2026-11-23'));
    expect(TRADE_IN_RETENTION.at(-1)).toBe(0.2);
  });

  it('values a running bike at the floor at least', () => {
    // RV300, 6+ years: 20% of ₹84,999 = 16,999.8 → 16,500; still above the floor.
    expect(tradeInValue('rv300', '2018-05-01', '2026-11-23')).toBe(16_500);
    const cheapest = Math.min(...Object.values(TRADE_IN_MODELS).map((m) => m.referencePrice));
    expect(cheapest * (TRADE_IN_RETENTION.at(-1) ?? 0)).toBeGreaterThan(TRADE_IN_FLOOR);
    for (const model of Object.keys(TRADE_IN_MODELS)) {
      for (const year of [2010, 2019, 2023, 2026]) {
        const value = tradeInValue(model, `${year}-01-01`, '2026-11-23') ?? 0;
        expect(value).toBeGreaterThanOrEqual(TRADE_IN_FLOOR);
        expect(value % 500).toBe(0);
      }
    }
  });

  it('gives null for a model the rule does not value', () => {
    expect(tradeInValue('rv9000', '2023-01-01', '2026-11-23')).toBeNull();
    expect(tradeInValue('', '2023-01-01', '2026-11-23')).toBeNull();
  });
});

describe('upgradeBalance', () => {
  it('takes the valuation and what was paid online off the new price, never below zero', () => {
    expect(upgradeBalance(1_39_950, 52_000, 999)).toBe(86_951);
    expect(upgradeBalance(50_000, 52_000, 999)).toBe(0);
  });
});

describe('valuationRuleText', () => {
  it('states the reference price, every band, the rounding and the floor', () => {
    const text = valuationRuleText('rv400');
    expect(text).toContain('RV400 reference price ₹1,24,999');
    expect(text).toContain('0 yr: 70%');
    expect(text).toContain('6+ yr: 20%');
    expect(text).toContain('rounded down to ₹500');
    expect(text).toContain('at least ₹10,000');
    expect(valuationRuleText('rv9000')).toMatch(/^Reference price ×/);
  });
});

describe('chassis numbers', () => {
  it('are 17 characters of A–Z and 0–9 without I, O and Q', () => {
    expect(CHASSIS_RE.test('MD9RV400X23F00777')).toBe(true);
    for (const bad of ['MD9RV400X23F0077', 'MD9RV400X23F007770', 'MD9RV400X23F0077I', 'MD9RV400X23F0077O', 'MD9RV400X23F0077Q', 'md9rv400x23f00777', 'MD9RV400X23F0077-']) {
      expect(CHASSIS_RE.test(bad), bad).toBe(false);
    }
  });
});
