// The coupon endpoints, described once (contract/endpoint.ts): the server registers them (server/modules/coupons/),
// the SPA calls them (src/features/coupons/coupons-api.ts, the /book field) and the MSW handlers are made from them.
// Schemas: coupons-endpoint-schemas.ts.
import { endpoint } from './endpoint.js';
import type { CouponCheckRequest, CouponCheckResponse, CouponListResponse, CouponRequest, CouponResponse } from './coupons.js';

type Id = { id: number };

export const couponEndpoints = {
  check: endpoint<undefined, undefined, CouponCheckRequest, CouponCheckResponse>({
    method: 'POST', path: '/api/v1/coupons/check', access: 'public', status: 200,
    summary: 'What a coupon code gives on a booking of this model at this hub for this mobile (400 with the reason when it does not apply)',
  }),
  boList: endpoint<undefined, undefined, undefined, CouponListResponse>({
    method: 'GET', path: '/api/v1/back-office/coupons', access: 'admin', status: 200,
    summary: 'Every coupon with its uses so far, newest first',
  }),
  boCreate: endpoint<undefined, undefined, CouponRequest, CouponResponse>({
    method: 'POST', path: '/api/v1/back-office/coupons', access: 'admin', status: 201,
    summary: 'Create a coupon',
  }),
  boUpdate: endpoint<Id, undefined, CouponRequest, CouponResponse>({
    method: 'PUT', path: '/api/v1/back-office/coupons/:id', access: 'admin', status: 200,
    summary: 'Change a coupon (uses already made keep what they gave)',
  }),
  boSwitchOff: endpoint<Id, undefined, undefined, CouponResponse>({
    method: 'POST', path: '/api/v1/back-office/coupons/:id/switch-off', access: 'admin', status: 200,
    summary: 'Switch a coupon off: it is refused from now on',
  }),
  /** Its 200 is the CSV file (text/csv, an attachment), not JSON. */
  boUses: endpoint<Id, undefined, undefined, string>({
    method: 'GET', path: '/api/v1/back-office/coupons/:id/uses.csv', access: 'admin', status: 200,
    summary: "A coupon's uses as CSV: order, when, mobile, model, hub, what it gave",
  }),
} as const;

export type CouponEndpointName = keyof typeof couponEndpoints;
