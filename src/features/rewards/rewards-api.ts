// Rev Club endpoints (issue 14), loaded on demand by the thunks.
import type {
  AdminSpinPrize,
  MyReferral,
  MyReferralResponse,
  RedeemResponse,
  ReferralListQuery,
  ReferralListResponse,
  Rewards,
  RewardsResponse,
  SpinListQuery,
  SpinListResponse,
  SpinPrizeResponse,
  SpinPrizesResponse,
  SpinResponse,
  SpinStatus,
  SpinStatusResponse,
} from '@contract/rewards';
import { api } from '@/lib/api/client';

export async function getMyReferral(): Promise<MyReferral> {
  return (await api.get<MyReferralResponse>('/api/v1/rewards/referral')).data.data;
}

export async function getRewards(): Promise<Rewards> {
  return (await api.get<RewardsResponse>('/api/v1/rewards')).data.data;
}

export async function redeem(itemId: string): Promise<RedeemResponse> {
  return (await api.post<RedeemResponse>('/api/v1/rewards/redemptions', { item_id: itemId })).data;
}

export async function getSpin(orderId: number): Promise<SpinStatus> {
  return (await api.get<SpinStatusResponse>(`/api/v1/orders/${orderId}/spin`)).data.data;
}

export async function spin(orderId: number): Promise<SpinResponse> {
  return (await api.post<SpinResponse>(`/api/v1/orders/${orderId}/spin`, {})).data;
}

export async function listReferrals(query: ReferralListQuery): Promise<ReferralListResponse> {
  return (await api.get<ReferralListResponse>('/api/v1/admin/referrals', { params: query })).data;
}

export async function listSpins(query: SpinListQuery): Promise<SpinListResponse> {
  return (await api.get<SpinListResponse>('/api/v1/admin/spins', { params: query })).data;
}

export type CsvFile = { blob: Blob; disposition: string | null };

/** A list's CSV export (`<list>.csv` with the list's filters), with the name the server gives it. */
export async function exportCsv(url: string): Promise<CsvFile> {
  const res = await api.get<Blob>(url, { responseType: 'blob' });
  const disposition = res.headers['content-disposition'];
  return { blob: res.data, disposition: typeof disposition === 'string' ? disposition : null };
}

export async function listSpinPrizes(): Promise<AdminSpinPrize[]> {
  return (await api.get<SpinPrizesResponse>('/api/v1/admin/spin-prizes')).data.data;
}

export async function setPrizeStock(id: number, stock: number | null): Promise<AdminSpinPrize> {
  return (await api.patch<SpinPrizeResponse>(`/api/v1/admin/spin-prizes/${id}`, { stock })).data.data;
}
