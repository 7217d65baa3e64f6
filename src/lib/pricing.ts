// Price breakdown of a bike: the PM E-DRIVE subsidy (SPEC §9) and an estimated on-road price.
// Everything here is an estimate for planning; the dealer's itemised invoice is what the buyer pays.
// The state road-tax assumptions live in src/content/state-road-tax.ts.
import * as t from './pricing.messages';

export { todayInIndia } from '@contract/rules';

/**
 * PM E-DRIVE, electric two-wheelers (SPEC §9): 1 October 2024 to 31 March 2026; Rs 5,000 per kWh
 * capped at Rs 10,000 in FY 2024-25, halved (Rs 2,500 per kWh, capped at Rs 5,000) in FY 2025-26;
 * one subsidised two-wheeler per buyer (Aadhaar-linked), for models with an ex-factory price up to
 * Rs 1.5 lakh. The maker deducts it on the invoice, so the buyer never claims it separately.
 */
export const PM_E_DRIVE = {
  start: '2024-10-01',
  end: '2026-03-31',
  maxExFactoryPrice: 150000,
  periods: [
    { label: t.financialYear({ years: '2024-25' }), from: '2024-10-01', to: '2025-03-31', perKwh: 5000, cap: 10000 },
    { label: t.financialYear({ years: '2025-26' }), from: '2025-04-01', to: '2026-03-31', perKwh: 2500, cap: 5000 },
  ],
} as const;

export type SubsidyPeriod = (typeof PM_E_DRIVE.periods)[number];
export type Subsidy = { status: 'not-started' | 'active' | 'ended'; amount: number; period: SubsidyPeriod | null };

/** What PM E-DRIVE paid in a period for a battery of `batteryKwh`. */
export function subsidyInPeriod(period: SubsidyPeriod, batteryKwh: number): number {
  return Math.min(Math.round(period.perKwh * batteryKwh), period.cap);
}

/** The subsidy on a purchase made on `isoDate` (YYYY-MM-DD, India time). */
export function pmEDriveSubsidy(batteryKwh: number, isoDate: string): Subsidy {
  const day = isoDate.slice(0, 10);
  if (day < PM_E_DRIVE.start) return { status: 'not-started', amount: 0, period: null };
  if (day > PM_E_DRIVE.end) return { status: 'ended', amount: 0, period: null };
  const period = PM_E_DRIVE.periods.find((p) => day >= p.from && day <= p.to) ?? null;
  return { status: 'active', amount: period ? subsidyInPeriod(period, batteryKwh) : 0, period };
}

/**
 * The fixed assumptions of the on-road estimate, shown on the page next to the result.
 * - Registration: battery-operated vehicles pay no fee for the registration certificate or the
 *   registration mark (Ministry of Road Transport and Highways notification of 2 August 2021).
 * - Number plates and RC: high-security registration plates and the smart-card RC, charged at cost
 *   by the dealer; an estimate, it varies a little by state.
 * - Insurance: a new two-wheeler must carry five years of third-party cover; the premiums are the
 *   notified rates for electric two-wheelers by motor power (up to 3 kW, above 3 kW up to 7 kW).
 *   One year of own-damage cover is estimated at OWN_DAMAGE_RATE of the insured value (95% of the
 *   ex-showroom price for a new vehicle). GST of 18% applies to the premium.
 */
export const ON_ROAD = {
  registrationFee: 0,
  platesAndRc: 1000,
  thirdPartyFiveYears: { upTo3Kw: 2466, upTo7Kw: 3273 },
  ownDamageRate: 0.018,
  insuredValueShare: 0.95,
  insuranceGst: 0.18,
} as const;

export type OnRoadInput = {
  exShowroom: number;
  charger: number;
  motorKw: number;
  subsidy: number;
  /** State road tax as a percentage of the ex-showroom price (0 where the state exempts EVs). */
  roadTaxPercent: number;
};

export type OnRoadLine = { key: 'exShowroom' | 'charger' | 'subsidy' | 'roadTax' | 'registration' | 'platesAndRc' | 'insurance'; label: string; amount: number };
export type OnRoadEstimate = { lines: OnRoadLine[]; insurance: { thirdParty: number; ownDamage: number; gst: number }; total: number };

export function thirdPartyPremium(motorKw: number): number {
  return motorKw <= 3 ? ON_ROAD.thirdPartyFiveYears.upTo3Kw : ON_ROAD.thirdPartyFiveYears.upTo7Kw;
}

/** Every amount is rounded to whole rupees, and the total is the sum of the lines as shown. */
export function estimateOnRoad(input: OnRoadInput): OnRoadEstimate {
  const thirdParty = thirdPartyPremium(input.motorKw);
  const ownDamage = Math.round(input.exShowroom * ON_ROAD.insuredValueShare * ON_ROAD.ownDamageRate);
  const gst = Math.round((thirdParty + ownDamage) * ON_ROAD.insuranceGst);
  const lines: OnRoadLine[] = [
    { key: 'exShowroom', label: t.exShowroom, amount: input.exShowroom },
    { key: 'charger', label: t.charger, amount: input.charger },
    { key: 'subsidy', label: t.subsidy, amount: input.subsidy > 0 ? -input.subsidy : 0 },
    { key: 'roadTax', label: t.roadTax, amount: Math.round((input.exShowroom * input.roadTaxPercent) / 100) },
    { key: 'registration', label: t.registration, amount: ON_ROAD.registrationFee },
    { key: 'platesAndRc', label: t.platesAndRc, amount: ON_ROAD.platesAndRc },
    { key: 'insurance', label: t.insurance, amount: thirdParty + ownDamage + gst },
  ];
  return { lines, insurance: { thirdParty, ownDamage, gst }, total: lines.reduce((sum, l) => sum + l.amount, 0) };
}
