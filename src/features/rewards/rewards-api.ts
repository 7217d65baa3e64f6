// Rev Club endpoints (issue 14), loaded on demand by the thunks; each call is made from its descriptor in
// contract/rewards-endpoints.ts.
import type {
  AdminSpinPrize,
  MyReferral,
  RedeemResponse,
  ReferralListQuery,
  ReferralListResponse,
  Rewards,
  SpinListQuery,
  SpinListResponse,
  SpinResponse,
  SpinStatus,
} from '@contract/rewards';
import { rewardsEndpoints as e } from '@contract/rewards-endpoints';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';
import { fetchFile } from '@/lib/download';

export async function getMyReferral(): Promise<MyReferral> {
  return (await callEndpoint(e.referral, {})).data;
}

export async function getRewards(): Promise<Rewards> {
  return (await callEndpoint(e.rewards, {})).data;
}

export async function redeem(itemId: string): Promise<RedeemResponse> {
  return callEndpoint(e.redeem, { body: { item_id: itemId } });
}

export async function getSpin(orderId: number): Promise<SpinStatus> {
  return (await callEndpoint(e.spinStatus, { params: { id: orderId } })).data;
}

export async function spin(orderId: number): Promise<SpinResponse> {
  return callEndpoint(e.spin, { params: { id: orderId } });
}

export async function listReferrals(query: ReferralListQuery): Promise<ReferralListResponse> {
  return callEndpoint(e.referrals, { query });
}

export async function listSpins(query: SpinListQuery): Promise<SpinListResponse> {
  return callEndpoint(e.spins, { query });
}

export type CsvFile = { blob: Blob; disposition: string | null };

/** A list's CSV export (`<list>.csv` with the list's filters, csvExportUrl), with the name the server gives it. */
export async function exportCsv(url: string): Promise<CsvFile> {
  return fetchFile(api, { url });
}

export async function listSpinPrizes(): Promise<AdminSpinPrize[]> {
  return (await callEndpoint(e.spinPrizes, {})).data;
}

export async function setPrizeStock(id: number, stock: number | null): Promise<AdminSpinPrize> {
  return (await callEndpoint(e.setPrizeStock, { params: { id }, body: { stock } })).data;
}
