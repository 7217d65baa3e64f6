import { describe, expect, it } from 'vitest';
import type { StateEntry } from '@contract/reference';
import { distanceText, hubsByDistance, placeForPincode } from './pincode-place';

const states: StateEntry[] = [
  {
    state_id: 'MH',
    state_name: 'Maharashtra',
    cities: [
      { city_id: 'MH-PUN', city_name: 'Pune', hubs: [{ area_id: 'MH-PUN-01', area_name: 'Shivajinagar', pincode: '411005' }, { area_id: 'MH-PUN-03', area_name: 'Hinjewadi', pincode: '411057' }] },
      { city_id: 'MH-MUM', city_name: 'Mumbai', hubs: [{ area_id: 'MH-MUM-01', area_name: 'Andheri East', pincode: '400069' }] },
    ],
  },
  { state_id: 'KA', state_name: 'Karnataka', cities: [{ city_id: 'KA-BLR', city_name: 'Bengaluru', hubs: [{ area_id: 'KA-BLR-01', area_name: 'Koramangala', pincode: '560034' }] }] },
];

describe('placeForPincode', () => {
  it('names the area with that pincode', () => {
    expect(placeForPincode(states, '411057')).toEqual({ state: 'MH', city: 'MH-PUN', area: 'MH-PUN-03' });
  });

  it('takes the closest area of the same sorting district (first three digits)', () => {
    expect(placeForPincode(states, '411014')).toEqual({ state: 'MH', city: 'MH-PUN', area: 'MH-PUN-01' });
    expect(placeForPincode(states, '411045')).toEqual({ state: 'MH', city: 'MH-PUN', area: 'MH-PUN-03' });
    expect(placeForPincode(states, '560102')).toEqual({ state: 'KA', city: 'KA-BLR', area: 'KA-BLR-01' });
  });

  it('names nothing for a district where we have no area, or a pincode that is not six digits', () => {
    expect(placeForPincode(states, '440010')).toBeNull();
    expect(placeForPincode(states, '700001')).toBeNull();
    expect(placeForPincode(states, '41105')).toBeNull();
    expect(placeForPincode(states, '011005')).toBeNull();
  });
});

describe('hubsByDistance', () => {
  const andheri = { id: 1, pincode: '400069', lat: 19.1136, lng: 72.8697 };
  const bandra = { id: 2, pincode: '400050', lat: 19.0596, lng: 72.8295 };
  const borivali = { id: 3, pincode: '400092', lat: 19.2307, lng: 72.8567 };
  const koramangala = { id: 9, pincode: '560034', lat: 12.9352, lng: 77.6245 };
  const all = [andheri, bandra, borivali, koramangala];

  it('puts the hub of the pincode first, then the others by distance from it', () => {
    const mumbai = [andheri, bandra, borivali];
    expect(hubsByDistance(mumbai, all, '400050').map((h) => h.hub.id)).toEqual([2, 1, 3]);
    expect(hubsByDistance(mumbai, all, '400091').map((h) => h.hub.id)).toEqual([3, 1, 2]);
    const [first, second] = hubsByDistance(mumbai, all, '400050');
    expect(first?.km).toBe(0);
    expect(second?.km).toBeGreaterThan(6);
    expect(second?.km).toBeLessThan(9);
  });

  it('keeps the order, with no distance, for a pincode it cannot place', () => {
    expect(hubsByDistance([bandra, andheri], all, '700001')).toEqual([{ hub: bandra, km: null }, { hub: andheri, km: null }]);
    expect(hubsByDistance([bandra, andheri], all, '4000')).toEqual([{ hub: bandra, km: null }, { hub: andheri, km: null }]);
  });

  it('says the distance in words', () => {
    expect(distanceText(0)).toBe('under 1 km away');
    expect(distanceText(7.4)).toBe('about 7 km away');
  });
});
