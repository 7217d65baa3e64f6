// Display helpers over the bike data: spec rows shared by model pages and the comparison, images, JSON-LD.
import type { ReactNode } from 'react';
import { bikeImage } from '@/components/bike-figure';
import { ModelPrice } from '@/components/model-price';
import { bikePrice, type Bike } from '@/content/bikes';
import { absoluteUrl } from '@/components/seo';
import { config } from '@/lib/config';
import { formatRupees } from '@/lib/format';
import { staticModelPrices, type ModelPrice as Prices } from '@/lib/model-prices';
import type { ModelReviewsData } from '@/lib/model-reviews-slot';
import type { LineupModel } from '@/lib/lineup';
import type { ProductSpecs } from '@contract/products';
import { colourName, removableSuffix } from '@/content/bikes.messages';
import * as t from './spec.messages';

const km = (n: number) => `${n} km`;
const NOT_PUBLISHED = '—';

/** What a spec row reads: a model's specifications, name and prices (a content bike, or a line-up model via specSubjectOf). */
export type SpecSubject = ProductSpecs & { id: string; name: string; exShowroom: number; charger: number };

/** A line-up model as a spec row's subject (its current prices; 0 while a model without a price is shown). */
export function specSubjectOf(model: LineupModel): SpecSubject {
  return { ...model.specs, id: model.id, name: model.name, exShowroom: model.price?.exShowroom ?? 0, charger: model.price?.charger ?? 0 };
}

export type SpecRow = {
  label: string;
  value: (b: SpecSubject) => string;
  /** What a table cell shows when it is more than the value's text (the price, checked after load). */
  cell?: (b: SpecSubject) => ReactNode;
  /** What the comparison compares: the figure itself for numeric rows, so "3.24" and "3.24" never differ by wording. */
  compare?: (b: SpecSubject, prices: Readonly<Record<string, Prices>>) => number | string;
  /** Why a cell shows a dash instead of a figure. */
  note?: (b: SpecSubject) => string | undefined;
};

// A warranty's terms ("5 years / 75,000 km") are what the comparison compares; a remark in brackets after them
// ("about 1,200 charge cycles") is shown as the cell's note, so two equal warranties never read as different.
const warrantyTerms = (text: string) => text.replace(/\s*\(([^)]*)\)\s*$/, '');
const warrantyNote = (text: string) => /\(([^)]*)\)\s*$/.exec(text)?.[1];

// Some models list fast charging without a published time: say so instead of a vague phrase.
const hasChargingTime = (text: string | undefined) => Boolean(text && /\d/.test(text));

// The battery type without the removable remark (a row of its own says it): the site's wording, or the API's English.
const withoutRemovable = (type: string) => (type.endsWith(removableSuffix) ? type.slice(0, -removableSuffix.length) : type.replace(/, removable$/, ''));

export const specRows: SpecRow[] = [
  {
    label: t.price,
    value: (b) => formatRupees(bikePrice(b)),
    cell: (b) => <ModelPrice model={b.id} />,
    compare: (b, prices) => prices[b.id]?.price ?? bikePrice(b),
  },
  { label: t.rangeClaimed, value: (b) => km(b.rangeKm.claimed), compare: (b) => b.rangeKm.claimed },
  {
    label: t.rangeByMode,
    value: (b) => (b.rangeKm.Eco ? t.rangeByModeValue({ eco: b.rangeKm.Eco, normal: b.rangeKm.Normal ?? 0, sport: b.rangeKm.Sport ?? 0 }) : NOT_PUBLISHED),
    note: (b) => (b.rangeKm.Eco ? undefined : t.onlyClaimedRange({ km: b.rangeKm.claimed })),
  },
  { label: t.topSpeed, value: (b) => `${b.topSpeedKmph} kmph`, compare: (b) => b.topSpeedKmph },
  { label: t.motorPower, value: (b) => `${b.motorKw} kW`, compare: (b) => b.motorKw },
  { label: t.torque, value: (b) => `${b.torqueNm} Nm`, compare: (b) => b.torqueNm },
  { label: t.batteryCapacity, value: (b) => `${b.batteryKwh} kWh`, compare: (b) => b.batteryKwh },
  { label: t.batteryType, value: (b) => withoutRemovable(b.batteryType) },
  { label: t.removableBattery, value: (b) => (b.removableBattery ? t.yes : t.no) },
  { label: t.standardCharging, value: (b) => b.chargingStandard },
  {
    label: t.fastCharging,
    value: (b) => (hasChargingTime(b.chargingFast) ? (b.chargingFast as string) : b.chargingFast ? t.offered : t.notOffered),
    note: (b) => (b.chargingFast && !hasChargingTime(b.chargingFast) ? t.noFastChargingTime : undefined),
  },
  {
    label: t.acceleration,
    value: (b) => b.acceleration ?? NOT_PUBLISHED,
    note: (b) => (b.acceleration ? undefined : t.notPublished),
  },
  { label: t.seatHeight, value: (b) => `${b.seatHeightMm} mm`, compare: (b) => b.seatHeightMm },
  { label: t.groundClearance, value: (b) => `${b.groundClearanceMm} mm`, compare: (b) => b.groundClearanceMm },
  { label: t.payload, value: (b) => `${b.payloadKg} kg`, compare: (b) => b.payloadKg },
  {
    label: t.waterAndDust,
    value: (b) => b.ipRating ?? NOT_PUBLISHED,
    note: (b) => (b.ipRating ? undefined : t.noIpRating),
  },
  { label: t.rideModes, value: (b) => b.rideModes.join(', ') },
  { label: t.soundModes, value: (b) => (b.soundModes ? t.soundModesValue({ count: b.soundModes }) : t.none), compare: (b) => b.soundModes },
  { label: t.regenerativeBraking, value: (b) => (b.regenerativeBraking ? t.yes : t.no) },
  { label: t.vehicleWarranty, value: (b) => warrantyTerms(b.warranty), note: (b) => warrantyNote(b.warranty) },
  { label: t.batteryWarranty, value: (b) => warrantyTerms(b.batteryWarranty), note: (b) => warrantyNote(b.batteryWarranty) },
];

/** Whether a row really differs between the models (at these prices): numbers compared as numbers, text as trimmed text. */
export function rowDiffers(row: SpecRow, models: readonly SpecSubject[], prices: Readonly<Record<string, Prices>> = staticModelPrices): boolean {
  const keys = models.map((b) => {
    const key = row.compare ? row.compare(b, prices) : row.value(b);
    return typeof key === 'number' ? key : key.trim().toLowerCase();
  });
  return new Set(keys).size > 1;
}

/**
 * schema.org Product with an INR Offer for a model page, and its owners' rating and latest reviews once there are
 * published ones. Model pages are prerendered at build time and the build reads nothing from the API, so the rating
 * is added in the browser after the reviews have loaded (lib/model-reviews.tsx); the prerendered Product has none.
 */
export function productJsonLd(bike: Bike, reviews?: ModelReviewsData | null): object {
  const rated = reviews && reviews.summary.count > 0 ? reviews : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${config.siteName} ${bike.name}`,
    description: t.productDescription({ tagline: bike.tagline, range: bike.rangeKm.claimed, speed: bike.topSpeedKmph, kw: bike.motorKw }),
    image: absoluteUrl(bikeImage(bike)),
    brand: { '@type': 'Brand', name: config.siteName },
    color: bike.colours.map((c) => colourName(c.name)).join(', '),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: bikePrice(bike),
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(bike.path),
    },
    ...(rated
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: rated.summary.average, reviewCount: rated.summary.count, bestRating: 5, worstRating: 1 },
          review: rated.reviews.map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.body,
            datePublished: r.written_at.slice(0, 10),
            author: { '@type': 'Person', name: r.author_name },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
