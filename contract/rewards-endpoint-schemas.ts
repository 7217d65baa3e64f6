// The zod schemas of the Rev Club endpoints of rewards-endpoints.ts, tied to the descriptors' types below.
import { z } from 'zod';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { RewardsEndpointName, rewardsEndpoints } from './rewards-endpoints.js';
import {
  myReferralResponse,
  redeemBody,
  redeemResponse,
  referralListQuery,
  referralListResponse,
  rewardsResponse,
  spinListQuery,
  spinListResponse,
  spinParams,
  spinPrizeBody,
  spinPrizeParams,
  spinPrizeResponse,
  spinPrizesResponse,
  spinResponse,
  spinStatusResponse,
} from './rewards.js';

/** A CSV export's text (the server documents its 200 as text/csv). */
const csvText = z.string();

export const rewardsEndpointSchemas = {
  referral: { response: myReferralResponse },
  rewards: { response: rewardsResponse },
  redeem: { body: redeemBody, response: redeemResponse },
  spinStatus: { params: spinParams, response: spinStatusResponse },
  spin: { params: spinParams, response: spinResponse },
  referrals: { querystring: referralListQuery, response: referralListResponse },
  referralsCsv: { querystring: referralListQuery, response: csvText },
  spins: { querystring: spinListQuery, response: spinListResponse },
  spinsCsv: { querystring: spinListQuery, response: csvText },
  spinPrizes: { response: spinPrizesResponse },
  setPrizeStock: { params: spinPrizeParams, body: spinPrizeBody, response: spinPrizeResponse },
} as const satisfies Record<RewardsEndpointName, EndpointSchemas>;

export const rewardsEndpointTypesAgree: TypesAgree<typeof rewardsEndpoints, typeof rewardsEndpointSchemas> = {
  referral: true,
  rewards: true,
  redeem: true,
  spinStatus: true,
  spin: true,
  referrals: true,
  referralsCsv: true,
  spins: true,
  spinsCsv: true,
  spinPrizes: true,
  setPrizeStock: true,
};
