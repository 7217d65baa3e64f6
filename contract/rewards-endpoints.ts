// The Rev Club endpoints (issue 14): the customer's referral code and friends, the rewards ledger, redemption and the
// once-per-order spin, and the admin's referrals, spins (each with its CSV export) and the wheel's prize stock,
// described once (contract/endpoint.ts) and registered from here by server/modules/rewards/.
import { endpoint } from './endpoint.js';
import type {
  MyReferralResponse,
  RedeemRequest,
  RedeemResponse,
  ReferralListQuery,
  ReferralListResponse,
  RewardsResponse,
  SpinListQuery,
  SpinListResponse,
  SpinPrizeRequest,
  SpinPrizeResponse,
  SpinPrizesResponse,
  SpinResponse,
  SpinStatusResponse,
} from './rewards.js';

type Id = { id: number };

export const rewardsEndpoints = {
  referral: endpoint<undefined, undefined, undefined, MyReferralResponse>({
    method: 'GET', path: '/api/v1/rewards/referral', access: 'customer', status: 200,
    summary: 'My referral code (made on first need) and the friends who booked with it',
  }),
  rewards: endpoint<undefined, undefined, undefined, RewardsResponse>({
    method: 'GET', path: '/api/v1/rewards', access: 'customer', status: 200,
    summary: 'My rewards ledger, balance (computed from it) and the voucher catalogue',
  }),
  redeem: endpoint<undefined, undefined, RedeemRequest, RedeemResponse>({
    method: 'POST', path: '/api/v1/rewards/redemptions', access: 'customer', status: 201,
    summary: 'Redeem points for a catalogue voucher',
  }),
  spinStatus: endpoint<Id, undefined, undefined, SpinStatusResponse>({
    method: 'GET', path: '/api/v1/orders/:id/spin', access: 'customer', status: 200,
    summary: "The order's spin: whether it may spin, the prize if it did, and the wheel",
  }),
  spin: endpoint<Id, undefined, undefined, SpinResponse>({
    method: 'POST', path: '/api/v1/orders/:id/spin', access: 'customer', status: 201,
    summary: 'Spin the wheel once for a paid order: the server draws the prize',
  }),
  referrals: endpoint<undefined, ReferralListQuery, undefined, ReferralListResponse>({
    method: 'GET', path: '/api/v1/admin/referrals', access: 'admin', status: 200,
    summary: 'Referrals: referrer, friend, order and state, 20 a page, filtered',
  }),
  /** Its 200 is the CSV file (text/csv, an attachment), not JSON. */
  referralsCsv: endpoint<undefined, ReferralListQuery, undefined, string>({
    method: 'GET', path: '/api/v1/admin/referrals.csv', access: 'admin', status: 200,
    summary: 'The filtered referrals as CSV',
  }),
  spins: endpoint<undefined, SpinListQuery, undefined, SpinListResponse>({
    method: 'GET', path: '/api/v1/admin/spins', access: 'admin', status: 200,
    summary: 'Spins of the wheel: prize, order and customer, 20 a page, filtered',
  }),
  /** Its 200 is the CSV file (text/csv, an attachment), not JSON. */
  spinsCsv: endpoint<undefined, SpinListQuery, undefined, string>({
    method: 'GET', path: '/api/v1/admin/spins.csv', access: 'admin', status: 200,
    summary: 'The filtered spins as CSV',
  }),
  spinPrizes: endpoint<undefined, undefined, undefined, SpinPrizesResponse>({
    method: 'GET', path: '/api/v1/admin/spin-prizes', access: 'admin', status: 200,
    summary: "The wheel's prizes with odds, stock and how often each was won",
  }),
  setPrizeStock: endpoint<Id, undefined, SpinPrizeRequest, SpinPrizeResponse>({
    method: 'PATCH', path: '/api/v1/admin/spin-prizes/:id', access: 'admin', status: 200,
    summary: "Set a prize's stock (null for unlimited)",
  }),
} as const;

export type RewardsEndpointName = keyof typeof rewardsEndpoints;
