// Display helpers over the bike data: spec rows shared by model pages and the comparison, images, JSON-LD.
import { bikeImage } from '@/components/bike-figure';
import { bikePrice, type Bike } from '@/content/bikes';
import { absoluteUrl } from '@/components/seo';
import { config } from '@/lib/config';
import { formatRupees } from '@/lib/format';

const km = (n: number) => `${n} km`;

export type SpecRow = { label: string; value: (b: Bike) => string };

export const specRows: SpecRow[] = [
  { label: 'Price (ex-showroom + charger)', value: (b) => formatRupees(bikePrice(b)) },
  { label: 'Range (claimed)', value: (b) => km(b.rangeKm.claimed) },
  { label: 'Range by mode', value: (b) => (b.rangeKm.Eco ? `Eco ${km(b.rangeKm.Eco)}, Normal ${km(b.rangeKm.Normal ?? 0)}, Sport ${km(b.rangeKm.Sport ?? 0)}` : 'Varies by mode') },
  { label: 'Top speed', value: (b) => `${b.topSpeedKmph} kmph` },
  { label: 'Motor power', value: (b) => `${b.motorKw} kW` },
  { label: 'Torque', value: (b) => `${b.torqueNm} Nm` },
  { label: 'Battery', value: (b) => `${b.batteryKwh} kWh ${b.batteryType}` },
  { label: 'Removable battery', value: (b) => (b.removableBattery ? 'Yes' : 'No') },
  { label: 'Standard charging', value: (b) => b.chargingStandard },
  { label: 'Fast charging', value: (b) => b.chargingFast ?? 'Not offered' },
  { label: 'Acceleration', value: (b) => b.acceleration ?? 'Not published' },
  { label: 'Seat height', value: (b) => `${b.seatHeightMm} mm` },
  { label: 'Ground clearance', value: (b) => `${b.groundClearanceMm} mm` },
  { label: 'Payload', value: (b) => `${b.payloadKg} kg` },
  { label: 'Water and dust protection', value: (b) => b.ipRating ?? 'Not published' },
  { label: 'Ride modes', value: (b) => b.rideModes.join(', ') },
  { label: 'Sound modes', value: (b) => (b.soundModes ? `${b.soundModes} selectable` : 'None') },
  { label: 'Regenerative braking', value: (b) => (b.regenerativeBraking ? 'Yes' : 'No') },
  { label: 'Vehicle warranty', value: (b) => b.warranty },
  { label: 'Battery warranty', value: (b) => b.batteryWarranty },
];

/** schema.org Product with an INR Offer for a model page. */
export function productJsonLd(bike: Bike): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${config.siteName} ${bike.name}`,
    description: `${bike.tagline}. Range up to ${bike.rangeKm.claimed} km, top speed ${bike.topSpeedKmph} kmph, ${bike.motorKw} kW motor.`,
    image: absoluteUrl(bikeImage(bike)),
    brand: { '@type': 'Brand', name: config.siteName },
    color: bike.colours.map((c) => c.name).join(', '),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: bikePrice(bike),
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(bike.path),
    },
  };
}
