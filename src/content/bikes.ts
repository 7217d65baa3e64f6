import { BIKE_PATHS } from '@contract/paths.js';
import type { ProductColour, ProductRideMode, ProductSpecs } from '@contract/products.js';

// The one source of truth for the five models: specifications (SPEC §9 marketing figures), colours,
// ex-showroom price and charger (their sum is the bike price, SPEC §3). Pages, the comparison,
// the calculators, structured data and the seeded products all read this file; no figure is typed twice.
//
// Where SPEC §9 gives no figure for a model (the RV1/RV1+ battery, the BlazeX range, seat heights other
// than the RV1's and the BRZ's, colours, per-model prices and energy use), the value is the maker's
// published or our estimated figure at the time of writing: check and update it here, in one place.
// Decision (issue 25, "every fact right"): SPEC §9 groups "RV1/RV1+: range 160 km IDC", but the two carry different
// batteries (2.2 and 3.24 kWh); the maker publishes 100 km (IDC) for the RV1's 2.2 kWh and 160 km for the RV1+'s
// 3.24 kWh, so that is what the pages say. bikes.test.ts checks every model's range against its battery and energy use.

export type RideMode = ProductRideMode;
export type ModelId = keyof typeof BIKE_PATHS;
export type Colour = ProductColour;

/** A model: the API's specification fields (one definition, in the contract) plus what pages need. */
export type Bike = ProductSpecs & {
  id: ModelId;
  name: string;
  /** Route of the model's page. */
  path: string;
  tagline: string;
  /** Ex-showroom price in rupees (Delhi, before state incentives) and the charger sold with it. */
  exShowroom: number;
  charger: number;
  colours: Colour[];
};

const rideModes: RideMode[] = ['Eco', 'Normal', 'Sport'];

export const bikes: Bike[] = [
  {
    id: 'rv1',
    name: 'RV1',
    path: BIKE_PATHS['rv1'],
    tagline: 'The everyday electric commuter',
    exShowroom: 94990,
    charger: 0,
    batteryKwh: 2.2,
    batteryType: 'Lithium-ion',
    removableBattery: false,
    rangeKm: { claimed: 100 },
    topSpeedKmph: 70,
    motorKw: 2.8,
    torqueNm: 32,
    seatHeightMm: 790,
    groundClearanceMm: 180,
    payloadKg: 250,
    chargingStandard: 'Portable charger, 15A home socket',
    acceleration: '0-40 kmph in about 7.5 s',
    warranty: '3 years / 40,000 km',
    batteryWarranty: '5 years / 75,000 km',
    rideModes,
    soundModes: 0,
    regenerativeBraking: true,
    energyPerKmKwh: 0.02,
    colours: [
      { name: 'Titan Red', hex: '#b3202a' },
      { name: 'Dark Silver', hex: '#5f6368' },
      { name: 'Black', hex: '#1c1d21' },
    ],
  },
  {
    id: 'rv1-plus',
    name: 'RV1+',
    path: BIKE_PATHS['rv1-plus'],
    tagline: 'More battery for longer days',
    exShowroom: 109990,
    charger: 0,
    batteryKwh: 3.24,
    batteryType: 'Lithium-ion',
    removableBattery: false,
    rangeKm: { claimed: 160 },
    topSpeedKmph: 70,
    motorKw: 2.8,
    torqueNm: 32,
    seatHeightMm: 790,
    groundClearanceMm: 180,
    payloadKg: 250,
    chargingStandard: 'Portable charger, 15A home socket',
    chargingFast: 'Fast charging supported',
    acceleration: '0-40 kmph in about 7.5 s',
    warranty: '3 years / 40,000 km',
    batteryWarranty: '5 years / 75,000 km',
    rideModes,
    soundModes: 0,
    regenerativeBraking: true,
    energyPerKmKwh: 0.022,
    colours: [
      { name: 'Cosmic Black', hex: '#16171b' },
      { name: 'Titan Red', hex: '#b3202a' },
      { name: 'Dark Silver', hex: '#5f6368' },
    ],
  },
  {
    id: 'rv-blazex',
    name: 'RV BlazeX',
    path: BIKE_PATHS['rv-blazex'],
    tagline: 'Sporty, strong and built to haul',
    exShowroom: 114990,
    charger: 0,
    batteryKwh: 3.24,
    batteryType: 'Lithium-ion NMC',
    removableBattery: false,
    rangeKm: { claimed: 150 },
    topSpeedKmph: 85,
    motorKw: 4.1,
    torqueNm: 45,
    seatHeightMm: 790,
    groundClearanceMm: 200,
    payloadKg: 250,
    chargingStandard: 'Portable charger, 15A home socket',
    chargingFast: 'Fast charging supported',
    warranty: '3 years / 40,000 km',
    batteryWarranty: '5 years / 75,000 km',
    rideModes,
    soundModes: 0,
    regenerativeBraking: true,
    energyPerKmKwh: 0.024,
    colours: [
      { name: 'Stellar Blue', hex: '#1f4e9c' },
      { name: 'Eclipse Red', hex: '#a3161f' },
      { name: 'Black', hex: '#1c1d21' },
    ],
  },
  {
    id: 'rv400',
    name: 'RV400',
    path: BIKE_PATHS['rv400'],
    tagline: 'The original AI-enabled electric motorcycle',
    exShowroom: 134990,
    charger: 10000,
    batteryKwh: 3.24,
    batteryType: 'Lithium-ion NMC, removable',
    removableBattery: true,
    rangeKm: { Eco: 150, Normal: 100, Sport: 80, claimed: 150 },
    topSpeedKmph: 85,
    motorKw: 4.1,
    torqueNm: 45,
    seatHeightMm: 814,
    groundClearanceMm: 200,
    payloadKg: 150,
    chargingStandard: 'About 3.5 hours (0-100%) on the 10A standard charger in a 16A socket',
    chargingFast: '0-80% in 80 minutes on a 27A fast charger',
    ipRating: 'IP67',
    acceleration: '0-40 kmph in under 3 seconds',
    warranty: '3 years / 40,000 km',
    batteryWarranty: '5 years / 75,000 km (about 1,200 charge cycles)',
    rideModes,
    soundModes: 4,
    regenerativeBraking: true,
    energyPerKmKwh: 0.024,
    colours: [
      { name: 'Rebel Red', hex: '#c8102e' },
      { name: 'Cosmic Black', hex: '#16171b' },
      { name: 'Mist Grey', hex: '#8a8f98' },
      { name: 'Pacific Blue', hex: '#1b5fa8' },
    ],
  },
  {
    id: 'rv400-brz',
    name: 'RV400 BRZ',
    path: BIKE_PATHS['rv400-brz'],
    tagline: 'The RV400 experience, simply priced',
    exShowroom: 124990,
    charger: 10000,
    batteryKwh: 3.24,
    batteryType: 'Lithium-ion NMC, removable',
    removableBattery: true,
    rangeKm: { Eco: 150, Normal: 100, Sport: 80, claimed: 150 },
    topSpeedKmph: 85,
    motorKw: 4.1,
    torqueNm: 45,
    seatHeightMm: 815,
    groundClearanceMm: 200,
    payloadKg: 250,
    chargingStandard: 'About 3.5 hours (0-100%) on the 10A standard charger in a 16A socket',
    chargingFast: '0-80% in 80 minutes on a 27A fast charger',
    ipRating: 'IP67',
    warranty: '3 years / 40,000 km',
    batteryWarranty: '5 years / 75,000 km',
    rideModes,
    soundModes: 0,
    regenerativeBraking: true,
    energyPerKmKwh: 0.024,
    colours: [
      { name: 'Rebel Red', hex: '#c8102e' },
      { name: 'Dark Sapphire Blue', hex: '#1d2b4f' },
      { name: 'Black', hex: '#1c1d21' },
    ],
  },
];

/** A bike's specification fields alone (what the products API calls `specs`). */
export function bikeSpecs(bike: Bike): ProductSpecs {
  const { id: _id, name: _name, path: _path, tagline: _tagline, exShowroom: _ex, charger: _charger, colours: _colours, ...specs } = bike;
  return specs;
}

export function bikePrice(bike: Pick<Bike, 'exShowroom' | 'charger'>): number {
  return bike.exShowroom + bike.charger;
}

/** "Rebel Red" -> "rebel-red": the colour's part of an image file name and URL. */
export function colourSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function findBike(id: string): Bike | undefined {
  return bikes.find((b) => b.id === id);
}

/** Lowest bike price, for "from Rs. ..." lines. */
export const priceFrom = Math.min(...bikes.map(bikePrice));
