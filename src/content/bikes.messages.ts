// The words of the bike data (bikes.ts) in English; bikes.messages.hi.ts is the Hindi twin, with the same names. bikes.ts
// builds each model's tagline and text specifications from these and the figures it holds, so every page that shows
// them (model pages, the list, the comparison, the home page) shows them in the site's language, and no figure is
// typed here. Colour names stay the data's own (they name files, bookings and orders): colourName() is what a page
// shows for one.
//
// Unlike a screen's catalogue, this one is also loaded without the build's message plugin: the server seeds its
// products from bikes.ts (in English, under tsx) and the image scripts read it. So its messages with values are plain
// functions rather than icu(), and it imports nothing but types. bikes.ts imports it as '@/content/bikes.messages'
// (the form the plugin swaps; server/tsconfig.json maps it for the server's type check).
import type { Acceleration, FastCharging, HomeCharging, ModelId, Warranty } from './bikes.js';

const amount = (n: number) => n.toLocaleString('en-IN');

/** One line under the model's name. */
export const taglines: Record<ModelId, string> = {
  rv1: 'The everyday electric commuter',
  'rv1-plus': 'More battery for longer days',
  'rv-blazex': 'Sporty, strong and built to haul',
  rv400: 'The original AI-enabled electric motorcycle',
  'rv400-brz': 'The RV400 experience, simply priced',
};

/** What batteryType ends with for a removable battery (the spec table leaves it off: a row of its own says so). */
export const removableSuffix = ', removable';

/** "Lithium-ion", "Lithium-ion NMC", "Lithium-ion NMC, removable". */
export function batteryType(battery: { nmc: boolean; removable: boolean }): string {
  return `Lithium-ion${battery.nmc ? ' NMC' : ''}${battery.removable ? removableSuffix : ''}`;
}

/** "Portable charger, 15A home socket"; "About 3.5 hours (0-100%) on the 10A standard charger in a 16A socket". */
export function homeCharging(c: HomeCharging): string {
  return c.kind === 'portable'
    ? `Portable charger, ${c.socketAmps}A home socket`
    : `About ${c.hours} hours (0-100%) on the ${c.chargerAmps}A standard charger in a ${c.socketAmps}A socket`;
}

/** "Fast charging supported" (no time published); "0-80% in 80 minutes on a 27A fast charger". */
export function fastCharging(c: FastCharging): string {
  return c.kind === 'offered' ? 'Fast charging supported' : `0-${c.toPercent}% in ${c.minutes} minutes on a ${c.chargerAmps}A fast charger`;
}

/** "0-40 kmph in about 7.5 s"; "0-40 kmph in under 3 seconds". */
export function acceleration(a: Acceleration): string {
  return a.bound === 'about' ? `0-${a.toKmph} kmph in about ${a.seconds} s` : `0-${a.toKmph} kmph in under ${a.seconds} seconds`;
}

/** "3 years / 40,000 km"; "5 years / 75,000 km (about 1,200 charge cycles)": a remark goes in brackets after the terms. */
export function warranty(w: Warranty): string {
  return `${w.years} years / ${amount(w.km)} km${w.cycles ? ` (about ${amount(w.cycles)} charge cycles)` : ''}`;
}

/** A colour as pages show it: in English, its name. */
export function colourName(name: string): string {
  return name;
}
