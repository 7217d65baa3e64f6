// Pure logic of the hub locator: names for ids, filter options, and the filtered, sorted results.
import type { ServiceCentre, StateEntry } from '@contract/reference';
import { haversineKm, type LatLng } from './enquiry-helpers';
import * as t from './locate.messages';

export type HubResult = { hub: ServiceCentre; km: number | null };
export type HubFilters = { stateId: string; cityId: string; query: string; position: LatLng | null };
export type PlaceNames = { state: (id: string) => string; city: (id: string) => string };
export type Option = { value: string; label: string };

/** Looks up state and city names; an id not in the list reads as itself. */
export function placeNames(states: readonly StateEntry[]): PlaceNames {
  const stateNames = new Map<string, string>();
  const cityNames = new Map<string, string>();
  for (const s of states) {
    stateNames.set(s.state_id, s.state_name);
    for (const c of s.cities) cityNames.set(c.city_id, c.city_name);
  }
  return { state: (id) => stateNames.get(id) ?? id, city: (id) => cityNames.get(id) ?? id };
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label);

/** The states that have a hub, by name. */
export function hubStateOptions(hubs: readonly ServiceCentre[], names: PlaceNames): Option[] {
  return [...new Set(hubs.map((c) => c.state_id))].map((id) => ({ value: id, label: names.state(id) })).sort(byLabel);
}

/** The cities of one state that have a hub, by name. */
export function hubCityOptions(hubs: readonly ServiceCentre[], stateId: string, names: PlaceNames): Option[] {
  return [...new Set(hubs.filter((c) => c.state_id === stateId).map((c) => c.city_id))].map((id) => ({ value: id, label: names.city(id) })).sort(byLabel);
}

/** The hubs in the chosen state and city whose name, address, pincode or city holds the query. */
export function findHubs(hubs: readonly ServiceCentre[], { stateId, cityId, query, position }: HubFilters, names: PlaceNames): HubResult[] {
  const q = query.trim().toLowerCase();
  const matches = hubs
    .filter((c) => (!stateId || c.state_id === stateId) && (!cityId || c.city_id === cityId))
    .filter((c) => !q || [c.name, c.address, c.pincode, names.city(c.city_id)].some((f) => f.toLowerCase().includes(q)))
    .map((hub) => ({ hub, km: position ? haversineKm(position, hub) : null }));
  // Nearest first when the visitor shared a location; otherwise by state, city and hub name.
  const place = (h: ServiceCentre) => `${names.state(h.state_id)}\u0000${names.city(h.city_id)}\u0000${h.name}`;
  return position ? matches.sort((a, b) => (a.km ?? 0) - (b.km ?? 0)) : matches.sort((a, b) => place(a.hub).localeCompare(place(b.hub)));
}

/** "1 hub matches your choices.", "28 hubs across India, nearest first.", "No hubs match your choices." */
export function hubCountText(count: number, filtered: boolean, nearestFirst: boolean): string {
  if (count === 0) return filtered ? t.countNone : t.countNoHubs;
  if (filtered) return nearestFirst ? t.countMatchNearest({ count }) : t.countMatch({ count });
  return nearestFirst ? t.countAllNearest({ count }) : t.countAll({ count });
}

export type CityGroup = { cityId: string; city: string; results: HubResult[] };
export type StateGroup = { stateId: string; state: string; count: number; nearestKm: number | null; cities: CityGroup[] };

/**
 * The results by state, then city. With a location, states and cities come nearest first (by their
 * nearest hub) and hubs by distance; without one, by name. Expects `findHubs` order within a city.
 */
export function groupHubs(results: readonly HubResult[], names: PlaceNames): StateGroup[] {
  const states = new Map<string, StateGroup>();
  for (const result of results) {
    const { state_id, city_id } = result.hub;
    let state = states.get(state_id);
    if (!state) {
      state = { stateId: state_id, state: names.state(state_id), count: 0, nearestKm: null, cities: [] };
      states.set(state_id, state);
    }
    let city = state.cities.find((c) => c.cityId === city_id);
    if (!city) {
      city = { cityId: city_id, city: names.city(city_id), results: [] };
      state.cities.push(city);
    }
    city.results.push(result);
    state.count += 1;
    if (result.km !== null && (state.nearestKm === null || result.km < state.nearestKm)) state.nearestKm = result.km;
  }
  const nearest = (rs: HubResult[]) => Math.min(...rs.map((r) => r.km ?? Infinity));
  const located = results.some((r) => r.km !== null);
  const groups = [...states.values()];
  for (const g of groups) {
    g.cities.sort((a, b) => (located ? nearest(a.results) - nearest(b.results) : 0) || a.city.localeCompare(b.city));
  }
  return groups.sort((a, b) => (located ? (a.nearestKm ?? Infinity) - (b.nearestKm ?? Infinity) : 0) || a.state.localeCompare(b.state));
}
