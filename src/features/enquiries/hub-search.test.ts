import { describe, expect, it } from 'vitest';
import type { ServiceCentre, StateEntry } from '@contract/reference';
import { findHubs, groupHubs, hubCityOptions, hubCountText, hubStateOptions, placeNames } from './hub-search';

const hub = (id: number, name: string, state_id: string, city_id: string, lat: number, lng: number, extra: Partial<ServiceCentre> = {}): ServiceCentre => ({
  id,
  name,
  address: `${id} Main Road`,
  state_id,
  city_id,
  pincode: `11000${id}`,
  phone: '+91 11 0000 0000',
  lat,
  lng,
  ...extra,
});

const states: StateEntry[] = [
  { state_id: 'KA', state_name: 'Karnataka', cities: [{ city_id: 'BLR', city_name: 'Bengaluru', hubs: [] }] },
  { state_id: 'DL', state_name: 'Delhi', cities: [{ city_id: 'DEL', city_name: 'New Delhi', hubs: [] }] },
  { state_id: 'MH', state_name: 'Maharashtra', cities: [{ city_id: 'PUN', city_name: 'Pune', hubs: [] }, { city_id: 'MUM', city_name: 'Mumbai', hubs: [] }] },
];
const hubs = [
  hub(1, 'Whitefield', 'KA', 'BLR', 12.97, 77.75),
  hub(2, 'Okhla', 'DL', 'DEL', 28.53, 77.27),
  hub(3, 'Baner', 'MH', 'PUN', 18.56, 73.78, { address: 'Near Balewadi stadium' }),
  hub(4, 'Andheri', 'MH', 'MUM', 19.12, 72.85),
  hub(5, 'Kothrud', 'MH', 'PUN', 18.5, 73.81),
];
const names = placeNames(states);
const none = { stateId: '', cityId: '', query: '', position: null };
const ids = (r: ReturnType<typeof findHubs>) => r.map((x) => x.hub.id);

describe('hub search', () => {
  it('names states and cities, and reads an unknown id as itself', () => {
    expect(names.state('KA')).toBe('Karnataka');
    expect(names.city('MUM')).toBe('Mumbai');
    expect(names.city('XYZ')).toBe('XYZ');
  });

  it('offers only states and cities that have a hub, sorted by name', () => {
    expect(hubStateOptions(hubs, names).map((o) => o.label)).toEqual(['Delhi', 'Karnataka', 'Maharashtra']);
    expect(hubCityOptions(hubs, 'MH', names)).toEqual([
      { value: 'MUM', label: 'Mumbai' },
      { value: 'PUN', label: 'Pune' },
    ]);
    expect(hubCityOptions(hubs, '', names)).toEqual([]);
  });

  it('sorts by state, city and hub name without a location', () => {
    expect(ids(findHubs(hubs, none, names))).toEqual([2, 1, 4, 3, 5]);
    expect(findHubs(hubs, none, names).every((r) => r.km === null)).toBe(true);
  });

  it('filters by state, then city', () => {
    expect(ids(findHubs(hubs, { ...none, stateId: 'MH' }, names))).toEqual([4, 3, 5]);
    expect(ids(findHubs(hubs, { ...none, stateId: 'MH', cityId: 'PUN' }, names))).toEqual([3, 5]);
  });

  it('searches name, address, pincode and city name, ignoring case and spaces around', () => {
    expect(ids(findHubs(hubs, { ...none, query: '  okhla ' }, names))).toEqual([2]);
    expect(ids(findHubs(hubs, { ...none, query: 'balewadi' }, names))).toEqual([3]);
    expect(ids(findHubs(hubs, { ...none, query: '110004' }, names))).toEqual([4]);
    expect(ids(findHubs(hubs, { ...none, query: 'pune' }, names))).toEqual([3, 5]);
    expect(findHubs(hubs, { ...none, query: 'nowhere' }, names)).toEqual([]);
  });

  it('puts the nearest first with its distance when the visitor shared a location', () => {
    const inPune = { lat: 18.52, lng: 73.85 };
    const found = findHubs(hubs, { ...none, position: inPune }, names);
    expect(ids(found)).toEqual([5, 3, 4, 1, 2]);
    expect(found[0].km).toBeGreaterThan(0);
    expect(found[0].km).toBeLessThan(10);
  });

  it('counts in words, with the verb agreeing', () => {
    expect(hubCountText(1, false, false)).toBe('1 hub across India.');
    expect(hubCountText(1, true, true)).toBe('1 hub matches your choices.');
    expect(hubCountText(3, true, false)).toBe('3 hubs match your choices.');
    expect(hubCountText(28, true, true)).toBe('28 hubs match your choices, nearest first.');
    expect(hubCountText(3, false, true)).toBe('3 hubs across India, nearest first.');
    expect(hubCountText(1200, false, false)).toBe('1,200 hubs across India.');
    expect(hubCountText(0, true, false)).toBe('No hubs match your choices.');
  });

  it('groups by state and city by name without a location', () => {
    const groups = groupHubs(findHubs(hubs, none, names), names);
    expect(groups.map((g) => [g.state, g.count, g.nearestKm])).toEqual([
      ['Delhi', 1, null],
      ['Karnataka', 1, null],
      ['Maharashtra', 3, null],
    ]);
    expect(groups[2]!.cities.map((c) => [c.city, c.results.map((r) => r.hub.id)])).toEqual([
      ['Mumbai', [4]],
      ['Pune', [3, 5]],
    ]);
  });

  it('groups nearest first once located: states and cities by their nearest hub, hubs by distance', () => {
    const inPune = { lat: 18.52, lng: 73.85 };
    const groups = groupHubs(findHubs(hubs, { ...none, position: inPune }, names), names);
    expect(groups.map((g) => g.state)).toEqual(['Maharashtra', 'Karnataka', 'Delhi']);
    expect(groups[0]!.cities.map((c) => [c.city, c.results.map((r) => r.hub.id)])).toEqual([
      ['Pune', [5, 3]],
      ['Mumbai', [4]],
    ]);
    expect(groups[0]!.nearestKm).toBeLessThan(10);
    expect(groups[1]!.nearestKm).toBeGreaterThan(600);
    const inDelhi = { lat: 28.61, lng: 77.2 };
    expect(groupHubs(findHubs(hubs, { ...none, position: inDelhi }, names), names).map((g) => g.state)).toEqual(['Delhi', 'Maharashtra', 'Karnataka']);
  });

  it('has no groups when nothing matches', () => {
    expect(groupHubs([], names)).toEqual([]);
  });
});
