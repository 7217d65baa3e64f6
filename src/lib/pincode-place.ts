// A 6-digit pincode to the place it names in our list of states, cities and areas (the cached state list, so no
// request and no outside pincode database): the area with that pincode, else the area of the same sorting district
// (the first three digits) whose pincode is closest. India Post numbers pincodes outward from each head office, so a
// close number is a close place. A pincode of a district where we have no area names nothing: the visitor picks.
import type { StateEntry } from '@contract/reference';
import { PINCODE_RE } from '@contract/rules';
import * as t from './pincode-place.messages';

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

type Located = { pincode: string; lat: number; lng: number };

/**
 * Where a pincode is, near enough to order hubs by distance: the position of the hub whose pincode is closest in the
 * same sorting district (we keep no pincode-to-coordinates table; a hub's own pincode gives its exact position).
 * Null when no hub shares the district: the hubs then keep their order.
 */
export function pincodeOrigin(centres: readonly Located[], pincode: string): { lat: number; lng: number } | null {
  if (!PINCODE_RE.test(pincode)) return null;
  const target = Number(pincode);
  let best: Located | null = null;
  for (const c of centres) {
    if (c.pincode.slice(0, 3) !== pincode.slice(0, 3)) continue;
    if (!best || Math.abs(Number(c.pincode) - target) < Math.abs(Number(best.pincode) - target)) best = c;
  }
  return best ? { lat: best.lat, lng: best.lng } : null;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** `hubs` nearest first from the pincode's position (found among `all` hubs), each with its distance; as given when the pincode is not placed. */
export function hubsByDistance<T extends Located>(hubs: readonly T[], all: readonly Located[], pincode: string): { hub: T; km: number | null }[] {
  const origin = pincodeOrigin(all, pincode);
  if (!origin) return hubs.map((hub) => ({ hub, km: null }));
  return hubs.map((hub) => ({ hub, km: distanceKm(origin, hub) })).sort((a, b) => (a.km ?? 0) - (b.km ?? 0));
}

/** "under 1 km" / "about 7 km" for a hub option. */
export const distanceText = (km: number) => (km < 1 ? t.underOneKm : t.aboutKm({ km: Math.round(km) }));
