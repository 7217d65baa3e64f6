// The zod schemas of the coupon endpoints of coupons-endpoints.ts; the type check below ties each to its descriptor.
import { z } from 'zod';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { CouponEndpointName, couponEndpoints } from './coupons-endpoints.js';
import { couponBody, couponCheckBody, couponCheckResponse, couponListResponse, couponParams, couponResponse } from './coupons.js';

const csvText = z.string();

export const couponEndpointSchemas = {
  check: { body: couponCheckBody, response: couponCheckResponse },
  boList: { response: couponListResponse },
  boCreate: { body: couponBody, response: couponResponse },
  boUpdate: { params: couponParams, body: couponBody, response: couponResponse },
  boSwitchOff: { params: couponParams, response: couponResponse },
  boUses: { params: couponParams, response: csvText },
} as const satisfies Record<CouponEndpointName, EndpointSchemas>;

export const couponEndpointTypesAgree: TypesAgree<typeof couponEndpoints, typeof couponEndpointSchemas> = {
  check: true, boList: true, boCreate: true, boUpdate: true, boSwitchOff: true, boUses: true,
};
