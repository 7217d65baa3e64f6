// A 6-digit pincode to the place it names in our list of states, cities and areas (the cached state list, so no
// request and no outside pincode database): the area with that pincode, else the area of the same sorting district
// (the first three digits) whose pincode is closest. India Post numbers pincodes outward from each head office, so a
// close number is a close place. A pincode of a district where we have no area names nothing: the visitor picks.
import type { StateEntry } from '@contract/reference';
import { PINCODE_RE } from '@contract/rules';

export type PincodePlace = { state: string; city: string; area: string };

export function placeForPincode(states: readonly StateEntry[], pincode: string): PincodePlace | null {
  if (!PINCODE_RE.test(pincode)) return null;
  const areas = states.flatMap((s) => s.cities.flatMap((c) => c.hubs.map((h) => ({ state: s.state_id, city: c.city_id, area: h.area_id, pincode: h.pincode }))));
  const target = Number(pincode);
  const closest = (candidates: typeof areas) =>
    candidates.reduce<(typeof areas)[number] | null>((best, a) => (!best || Math.abs(Number(a.pincode) - target) < Math.abs(Number(best.pincode) - target) ? a : best), null);
  const district = closest(areas.filter((a) => a.pincode.slice(0, 3) === pincode.slice(0, 3)));
  return district ? { state: district.state, city: district.city, area: district.area } : null;
}
