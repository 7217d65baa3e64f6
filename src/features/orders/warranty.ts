// A delivered bike's warranty: the terms are the model's figures in content/bikes.ts (its `figures`, which its words
// "3 years / 40,000 km" are made from, in the site's language), else read from those words (English); the cover runs
// from the delivery date (the day in India) for that many years or that many kilometres, whichever comes first.
import { addDays, todayInIndia } from '@contract/rules';
import type { Bike, BikeFigures } from '@/content/bikes';
import * as t from './warranty.messages';

export type WarrantyTerms = { years: number; km: number };

/** "3 years / 40,000 km" (and anything after it) → { years: 3, km: 40000 }, or null for any other wording. */
export function warrantyTerms(text: string): WarrantyTerms | null {
  const match = /^(\d+)\s*years?\s*\/\s*(\d{1,3}(?:,\d{2,3})*|\d+)\s*km\b/i.exec(text.trim());
  return match ? { years: Number(match[1]), km: Number(match[2]!.replace(/,/g, '')) } : null;
}

/** The last day of cover: the day before the delivery date's anniversary `years` on (YYYY-MM-DD). */
export function warrantyEnds(deliveredOn: string, years: number): string {
  const [y, m, d] = deliveredOn.split('-').map(Number);
  // Date.UTC rolls 29 February over to 1 March in a year that has none.
  const anniversary = new Date(Date.UTC((y ?? 0) + years, (m ?? 1) - 1, d ?? 1)).toISOString().slice(0, 10);
  return addDays(anniversary, -1);
}

export type WarrantyCover = { label: string; terms: WarrantyTerms; endsOn: string; expired: boolean };

type Covered = Pick<Bike, 'warranty' | 'batteryWarranty'> & { figures?: Pick<BikeFigures, 'warranty' | 'batteryWarranty'> };

/** The bike's and the battery's cover for a bike delivered at `deliveredAt`, as of `now` (each left out if it has no terms). */
export function warrantyCover(bike: Covered, deliveredAt: string, now: Date): WarrantyCover[] {
  const deliveredOn = todayInIndia(new Date(deliveredAt));
  const today = todayInIndia(now);
  const figures = (w: WarrantyTerms | undefined): WarrantyTerms | null => (w ? { years: w.years, km: w.km } : null);
  return (
    [
      [t.bike, figures(bike.figures?.warranty) ?? warrantyTerms(bike.warranty)],
      [t.battery, figures(bike.figures?.batteryWarranty) ?? warrantyTerms(bike.batteryWarranty)],
    ] as const
  ).flatMap(([label, terms]) => {
    if (!terms) return [];
    const endsOn = warrantyEnds(deliveredOn, terms.years);
    return [{ label, terms, endsOn, expired: today > endsOn }];
  });
}
