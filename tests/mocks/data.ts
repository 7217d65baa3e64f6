import type { UserInfo } from '@contract/auth';
import type { StateEntry } from '@contract/reference';

export const states: StateEntry[] = [
  {
    state_id: 'MH',
    state_name: 'Maharashtra',
    cities: [
      { city_id: 'MH-PUN', city_name: 'Pune', hubs: [{ area_id: 'MH-PUN-01', area_name: 'Kothrud', pincode: '411038' }] },
      { city_id: 'MH-MUM', city_name: 'Mumbai', hubs: [{ area_id: 'MH-MUM-01', area_name: 'Andheri', pincode: '400053' }] },
    ],
  },
  {
    state_id: 'DL',
    state_name: 'Delhi',
    cities: [{ city_id: 'DL-NDL', city_name: 'New Delhi', hubs: [{ area_id: 'DL-NDL-01', area_name: 'Saket', pincode: '110017' }] }],
  },
];

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 3,
    token: 'token-customer',
    name: 'Asha Customer',
    email: 'asha@example.com',
    mobile: '9000000003',
    state: 'MH',
    city: 'MH-PUN',
    area: 'MH-PUN-01',
    state_name: 'Maharashtra',
    city_name: 'Pune',
    area_name: 'Kothrud',
    pincode: '411038',
    has_password: true,
    isAdmin: false,
    isSeller: false,
    isDealer: false,
    user_type: 'customer',
    incentive: 0,
    region: 'West',
    language: 'en',
    ...overrides,
  };
}

/** The checkout address the sandbox gateway gives a payment order (server/platform/payments/sandbox.ts): data in an answer, not an endpoint. */
export const sandboxCheckoutUrl = (orderId: string): string => `/api/v1/payments/sandbox/${orderId}`;
