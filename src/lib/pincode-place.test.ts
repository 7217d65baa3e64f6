import { describe, expect, it } from 'vitest';
import type { StateEntry } from '@contract/reference';
import { placeForPincode } from './pincode-place';

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
