// Road tax on a new electric two-wheeler by state, as the pricing page assumes it (reviewed November
// 2026). State EV policies are renewed or replaced often, so each entry says what it rests on, and the
// page lets the buyer change the rate. Where we could not confirm an EV exemption in force, we assume
// ASSUMED_RATE_PERCENT of the ex-showroom price, a typical one-time two-wheeler rate, and say so.
import * as t from './state-road-tax.messages';

export const ASSUMED_RATE_PERCENT = 5;

export type StateRoadTax = {
  id: string;
  name: string;
  /** Percentage of the ex-showroom price used in the estimate. */
  ratePercent: number;
  /** What the figure rests on, shown beside the estimate. */
  basis: string;
};

const exempt = (id: string, name: string, basis: string): StateRoadTax => ({ id, name, ratePercent: 0, basis });
const assumed = (id: string, name: string): StateRoadTax => ({
  id,
  name,
  ratePercent: ASSUMED_RATE_PERCENT,
  basis: t.assumedBasis({ state: name, rate: ASSUMED_RATE_PERCENT }),
});

export const STATE_ROAD_TAX: StateRoadTax[] = [
  assumed('AP', 'Andhra Pradesh'),
  assumed('AS', 'Assam'),
  assumed('BR', 'Bihar'),
  assumed('CG', 'Chhattisgarh'),
  exempt('DL', 'Delhi', t.delhiBasis),
  assumed('GA', 'Goa'),
  assumed('GJ', 'Gujarat'),
  assumed('HR', 'Haryana'),
  assumed('JH', 'Jharkhand'),
  exempt('KA', 'Karnataka', t.karnatakaBasis),
  assumed('KL', 'Kerala'),
  assumed('MP', 'Madhya Pradesh'),
  exempt('MH', 'Maharashtra', t.maharashtraBasis),
  assumed('OD', 'Odisha'),
  assumed('PB', 'Punjab'),
  assumed('RJ', 'Rajasthan'),
  exempt('TG', 'Telangana', t.telanganaBasis),
  assumed('TN', 'Tamil Nadu'),
  assumed('UK', 'Uttarakhand'),
  assumed('UP', 'Uttar Pradesh'),
  assumed('WB', 'West Bengal'),
];

export const DEFAULT_STATE_ID = 'DL';

export function findStateRoadTax(id: string): StateRoadTax | undefined {
  return STATE_ROAD_TAX.find((s) => s.id === id);
}
