import { describe, expect, it } from 'vitest';
import { findBike } from '@/content/bikes';
import { ASSUMED_RATE_PERCENT, STATE_ROAD_TAX, findStateRoadTax } from '@/content/state-road-tax';
import { ON_ROAD, estimateOnRoad, pmEDriveSubsidy, thirdPartyPremium, todayInIndia } from './pricing';

describe('PM E-DRIVE subsidy (SPEC §9)', () => {
  it('pays Rs 5,000 per kWh capped at Rs 10,000 in FY 2024-25', () => {
    expect(pmEDriveSubsidy(3.24, '2024-10-01')).toMatchObject({ status: 'active', amount: 10000 });
    expect(pmEDriveSubsidy(1.5, '2025-03-31')).toMatchObject({ status: 'active', amount: 7500 });
  });

  it('halves in FY 2025-26: Rs 2,500 per kWh capped at Rs 5,000', () => {
    expect(pmEDriveSubsidy(3.24, '2025-04-01')).toMatchObject({ status: 'active', amount: 5000 });
    expect(pmEDriveSubsidy(1.5, '2026-03-31')).toMatchObject({ status: 'active', amount: 3750 });
  });

  it('pays nothing before 1 October 2024 or after 31 March 2026', () => {
    expect(pmEDriveSubsidy(3.24, '2024-09-30')).toEqual({ status: 'not-started', amount: 0, period: null });
    expect(pmEDriveSubsidy(3.24, '2026-04-01')).toEqual({ status: 'ended', amount: 0, period: null });
  });

  it('uses the Indian calendar date', () => {
    expect(todayInIndia(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
    expect(todayInIndia(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03-31');
  });
});

describe('on-road estimate', () => {
  it('adds road tax, plates, insurance with GST, and takes off the subsidy', () => {
    const e = estimateOnRoad({ exShowroom: 134990, charger: 10000, motorKw: 4.1, subsidy: 5000, roadTaxPercent: 5 });
    const amount = (key: string) => e.lines.find((l) => l.key === key)?.amount;
    expect(amount('roadTax')).toBe(6750); // 5% of 134,990 = 6,749.5
    expect(amount('subsidy')).toBe(-5000);
    expect(amount('registration')).toBe(0);
    expect(e.insurance.thirdParty).toBe(3273);
    expect(e.insurance.ownDamage).toBe(Math.round(134990 * 0.95 * 0.018)); // 2,308
    expect(e.insurance.gst).toBe(Math.round((3273 + 2308) * 0.18)); // 1,005
    expect(e.total).toBe(134990 + 10000 - 5000 + 6750 + 0 + ON_ROAD.platesAndRc + 3273 + 2308 + 1005);
  });

  it('picks the third-party premium by motor power', () => {
    expect(thirdPartyPremium(findBike('rv1')?.motorKw ?? 0)).toBe(2466);
    expect(thirdPartyPremium(findBike('rv400')?.motorKw ?? 0)).toBe(3273);
  });

  it('has a rate and a stated basis for every state, exempt states at 0%', () => {
    for (const s of STATE_ROAD_TAX) {
      expect([0, ASSUMED_RATE_PERCENT]).toContain(s.ratePercent);
      expect(s.basis.length).toBeGreaterThan(20);
    }
    expect(findStateRoadTax('DL')?.ratePercent).toBe(0);
    expect(new Set(STATE_ROAD_TAX.map((s) => s.id)).size).toBe(STATE_ROAD_TAX.length);
  });
});
