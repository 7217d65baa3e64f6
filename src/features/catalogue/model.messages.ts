// A model's page (model-screen.tsx: /rv1, /rv1Plus, /rv-blazex, /rv400, /rv400-brz) in English; model.messages.hi.ts
// is the Hindi twin. Figures come from content/bikes.ts.
import { icu } from '@/lib/i18n/icu';

export const home = 'Home';
export const electricBikes = 'Electric bikes';
export const seoTitle = icu<{ model: string }>('{model} electric motorcycle: range, price and specifications');
export const seoDescription = icu<{ model: string; tagline: string; range: number; speed: number; kw: number; price: string }>(
  '{model}: {tagline}. Up to {range} km a charge, {speed} kmph, {kw} kW. Price {price} ex-showroom with charger.',
);
export const exShowroom = 'ex-showroom';
/** Around the charger's price: "ex-showroom, including the ₹10,000 charger". */
export const chargerBefore = ', including the ';
export const chargerAfter = ' charger';
export const bookNow = 'Book now';
export const bookTestRide = 'Book a test ride';
export const moreAboutBuying = icu<{ model: string }>('More about buying the {model}');
export const configure = 'Configure yours';
export const onRoadPrice = 'On-road price and EMI';
export const compare = 'Compare with other models';
export const savings = 'Calculate your savings';
export const keyNumbers = 'Key numbers';
export const rangeOnCharge = 'range on a charge';
export const topSpeed = 'top speed';
export const motorPower = 'motor power';
export const torque = 'torque';
export const modesTitle = 'Ride it your way';
export const modesText = icu<{ modes: string }>('{modes} modes trade range for pace at the press of a switch.');
export const modesTextRanges = icu<{ modes: string; eco: number; normal: number; sport: number }>(
  '{modes} modes trade range for pace at the press of a switch: up to {eco} km in Eco, {normal} km in Normal and {sport} km in Sport.',
);
/** Sentences after modesText, each with its leading space. */
export const regenText = ' Regenerative braking puts energy back into the battery every time you slow down.';
export const soundModesText = icu<{ count: number }>(' Pick one of {count} sound modes to be heard in traffic.');
export const chargingAtHome = icu<{ charging: string }>('Charging at home: {charging}.');
export const moreAbout = icu<{ model: string }>('More about the {model}');
export const featureCharging = 'Charging';
export const featureComfort = 'Comfort';
export const featureDesign = 'Design';
export const featureSafety = 'Safety';
export const specsTitle = 'Specifications';
export const specsNote =
  'Range is measured under test conditions and varies with riding mode, load, terrain, weather and battery age. Prices are ex-showroom and exclude registration, insurance and accessories.';
export const bookBar = icu<{ model: string }>('Book the {model}');
/** The phone's bottom bar: the visible word, then the hidden rest of the link's name. */
export const book = 'Book';
export const testRide = 'Test ride';
export const modelHidden = icu<{ model: string }>(' the {model}');
