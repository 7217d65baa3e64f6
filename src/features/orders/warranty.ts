// A delivered bike's warranty: the terms come from the model's own text in content/bikes.ts ("3 years / 40,000 km"),
// read here as figures so no figure is typed twice; the cover runs from the delivery date (the day in India) for
// that many years or that many kilometres, whichever comes first.
import { addDays, todayInIndia } from '@contract/rules';
import type { Bike } from '@/content/bikes';

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

/** The bike's and the battery's cover for a bike delivered at `deliveredAt`, as of `now` (each left out if its text does not read). */
export function warrantyCover(bike: Pick<Bike, 'warranty' | 'batteryWarranty'>, deliveredAt: string, now: Date): WarrantyCover[] {
  const deliveredOn = todayInIndia(new Date(deliveredAt));
  const today = todayInIndia(now);
  return (
    [
      ['Bike', bike.warranty],
      ['Battery', bike.batteryWarranty],
    ] as const
  ).flatMap(([label, text]) => {
    const terms = warrantyTerms(text);
    if (!terms) return [];
    const endsOn = warrantyEnds(deliveredOn, terms.years);
    return [{ label, terms, endsOn, expired: today > endsOn }];
  });
}
