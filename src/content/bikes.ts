import { BIKE_PATHS } from '@contract/paths.js';
import type { ProductColour, ProductRideMode, ProductSpecs } from '@contract/products.js';
import * as t from '@/content/bikes.messages';

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
//
// The words (taglines and the text specifications: battery type, charging, acceleration, warranties) are in the site's
// language, from bikes.messages.ts (English; the server's products are seeded in it) or bikes.messages.hi.ts; their
// figures are here, in each model's `figures`, which code reads instead of the words.

export type RideMode = ProductRideMode;
export type ModelId = keyof typeof BIKE_PATHS;
export type Colour = ProductColour;

/** Home charging: a portable charger on a home socket, or a standard charger's time from empty to full. */
export type HomeCharging = { kind: 'portable'; socketAmps: number } | { kind: 'charger'; hours: number; chargerAmps: number; socketAmps: number };
/** Fast charging: offered without a published time, or its time to a charge level on a fast charger. */
export type FastCharging = { kind: 'offered' } | { kind: 'timed'; toPercent: number; minutes: number; chargerAmps: number };
/** 0 to `toKmph` in about, or in under, `seconds`. */
export type Acceleration = { toKmph: number; seconds: number; bound: 'about' | 'under' };
/** Years or kilometres, whichever comes first; `cycles`, a remark on a battery's expected charge cycles. */
export type Warranty = { years: number; km: number; cycles?: number };

/** The figures the text specifications are worded from (in the site's language): code reads these, never the words. */
export type BikeFigures = {
  /** Lithium-ion cells of NMC (nickel manganese cobalt) chemistry. */
  nmc: boolean;
  homeCharging: HomeCharging;
  fastCharging?: FastCharging;
  acceleration?: Acceleration;
  warranty: Warranty;
  batteryWarranty: Warranty;
};

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
  figures: BikeFigures;
};

/** A model's data without its words: bike() words it in the site's language. */
type BikeData = Omit<Bike, 'tagline' | 'batteryType' | 'chargingStandard' | 'chargingFast' | 'acceleration' | 'warranty' | 'batteryWarranty'>;

/** The model with its tagline and text specifications worded from its figures (the fields in the API's order). */
function bike(data: BikeData): Bike {
  const { id, name, path, exShowroom, charger, batteryKwh, removableBattery, rangeKm, topSpeedKmph, motorKw, torqueNm, seatHeightMm } = data;
  const { groundClearanceMm, payloadKg, ipRating, rideModes, soundModes, regenerativeBraking, energyPerKmKwh, colours, figures } = data;
  return {
    id,
    name,
    path,
    tagline: t.taglines[id],
    exShowroom,
    charger,
    batteryKwh,
    batteryType: t.batteryType({ nmc: figures.nmc, removable: removableBattery }),
    removableBattery,
    rangeKm,
    topSpeedKmph,
    motorKw,
    torqueNm,
    seatHeightMm,
    groundClearanceMm,
    payloadKg,
    chargingStandard: t.homeCharging(figures.homeCharging),
    ...(figures.fastCharging ? { chargingFast: t.fastCharging(figures.fastCharging) } : {}),
    ...(ipRating ? { ipRating } : {}),
    ...(figures.acceleration ? { acceleration: t.acceleration(figures.acceleration) } : {}),
    warranty: t.warranty(figures.warranty),
    batteryWarranty: t.warranty(figures.batteryWarranty),
    rideModes,
    soundModes,
    regenerativeBraking,
    energyPerKmKwh,
    colours,
    figures,
  };
}

const rideModes: RideMode[] = ['Eco', 'Normal', 'Sport'];

export const bikes: Bike[] = [
  bike({
    id: 'rv1',
    name: 'RV1',
    path: BIKE_PATHS['rv1'],
    exShowroom: 94990,
    charger: 0,
    batteryKwh: 2.2,
    removableBattery: false,
    rangeKm: { claimed: 100 },
    topSpeedKmph: 70,
    motorKw: 2.8,
    torqueNm: 32,
    seatHeightMm: 790,
    groundClearanceMm: 180,
    payloadKg: 250,
    rideModes,
    soundModes: 0,
    regenerativeBraking: true,
    energyPerKmKwh: 0.02,
    colours: [
      { name: 'Titan Red', hex: '#b3202a' },
      { name: 'Dark Silver', hex: '#5f6368' },
      { name: 'Black', hex: '#1c1d21' },
    ],
    figures: {
      nmc: false,
      homeCharging: { kind: 'portable', socketAmps: 15 },
      acceleration: { toKmph: 40, seconds: 7.5, bound: 'about' },
      warranty: { years: 3, km: 40000 },
      batteryWarranty: { years: 5, km: 75000 },
    },
  }),
  bike({
    id: 'rv1-plus',
    name: 'RV1+',
    path: BIKE_PATHS['rv1-plus'],
    exShowroom: 109990,
    charger: 0,
    batteryKwh: 3.24,
    removableBattery: false,
    rangeKm: { claimed: 160 },
    topSpeedKmph: 70,
    motorKw: 2.8,
    torqueNm: 32,
    seatHeightMm: 790,
    groundClearanceMm: 180,
    payloadKg: 250,
    rideModes,
    soundModes: 0,
    regenerativeBraking: true,
    energyPerKmKwh: 0.022,
    colours: [
      { name: 'Cosmic Black', hex: '#16171b' },
      { name: 'Titan Red', hex: '#b3202a' },
      { name: 'Dark Silver', hex: '#5f6368' },
    ],
    figures: {
      nmc: false,
      homeCharging: { kind: 'portable', socketAmps: 15 },
      fastCharging: { kind: 'offered' },
      acceleration: { toKmph: 40, seconds: 7.5, bound: 'about' },
      warranty: { years: 3, km: 40000 },
      batteryWarranty: { years: 5, km: 75000 },
    },
  }),
  bike({
    id: 'rv-blazex',
    name: 'RV BlazeX',
    path: BIKE_PATHS['rv-blazex'],
    exShowroom: 114990,
    charger: 0,
    batteryKwh: 3.24,
    removableBattery: false,
    rangeKm: { claimed: 150 },
    topSpeedKmph: 85,
    motorKw: 4.1,
    torqueNm: 45,
    seatHeightMm: 790,
    groundClearanceMm: 200,
    payloadKg: 250,
    rideModes,
    soundModes: 0,
    regenerativeBraking: true,
    energyPerKmKwh: 0.024,
    colours: [
      { name: 'Stellar Blue', hex: '#1f4e9c' },
      { name: 'Eclipse Red', hex: '#a3161f' },
      { name: 'Black', hex: '#1c1d21' },
    ],
    figures: {
      nmc: true,
      homeCharging: { kind: 'portable', socketAmps: 15 },
      fastCharging: { kind: 'offered' },
      warranty: { years: 3, km: 40000 },
      batteryWarranty: { years: 5, km: 75000 },
    },
  }),
  bike({
    id: 'rv400',
    name: 'RV400',
    path: BIKE_PATHS['rv400'],
    exShowroom: 134990,
    charger: 10000,
    batteryKwh: 3.24,
    removableBattery: true,
    rangeKm: { Eco: 150, Normal: 100, Sport: 80, claimed: 150 },
    topSpeedKmph: 85,
    motorKw: 4.1,
    torqueNm: 45,
    seatHeightMm: 814,
    groundClearanceMm: 200,
    payloadKg: 150,
    ipRating: 'IP67',
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
    figures: {
      nmc: true,
      homeCharging: { kind: 'charger', hours: 3.5, chargerAmps: 10, socketAmps: 16 },
      fastCharging: { kind: 'timed', toPercent: 80, minutes: 80, chargerAmps: 27 },
      acceleration: { toKmph: 40, seconds: 3, bound: 'under' },
      warranty: { years: 3, km: 40000 },
      batteryWarranty: { years: 5, km: 75000, cycles: 1200 },
    },
  }),
  bike({
    id: 'rv400-brz',
    name: 'RV400 BRZ',
    path: BIKE_PATHS['rv400-brz'],
    exShowroom: 124990,
    charger: 10000,
    batteryKwh: 3.24,
    removableBattery: true,
    rangeKm: { Eco: 150, Normal: 100, Sport: 80, claimed: 150 },
    topSpeedKmph: 85,
    motorKw: 4.1,
    torqueNm: 45,
    seatHeightMm: 815,
    groundClearanceMm: 200,
    payloadKg: 250,
    ipRating: 'IP67',
    rideModes,
    soundModes: 0,
    regenerativeBraking: true,
    energyPerKmKwh: 0.024,
    colours: [
      { name: 'Rebel Red', hex: '#c8102e' },
      { name: 'Dark Sapphire Blue', hex: '#1d2b4f' },
      { name: 'Black', hex: '#1c1d21' },
    ],
    figures: {
      nmc: true,
      homeCharging: { kind: 'charger', hours: 3.5, chargerAmps: 10, socketAmps: 16 },
      fastCharging: { kind: 'timed', toPercent: 80, minutes: 80, chargerAmps: 27 },
      warranty: { years: 3, km: 40000 },
      batteryWarranty: { years: 5, km: 75000 },
    },
  }),
];

/** A bike's specification fields alone (what the products API calls `specs`). */
export function bikeSpecs(bike: Bike): ProductSpecs {
  const { id: _id, name: _name, path: _path, tagline: _tagline, exShowroom: _ex, charger: _charger, colours: _colours, figures: _figures, ...specs } = bike;
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
