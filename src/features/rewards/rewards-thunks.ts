// Rev Club thunks; endpoints live in rewards-api.ts.
import type { AdminSpinPrize, MyReferral, RedeemResponse, ReferralListQuery, ReferralListResponse, Rewards, SpinListQuery, SpinListResponse, SpinResponse, SpinStatus } from '@contract/rewards';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import type { CsvFile } from './rewards-api';
import { myReferralFamily, referralListFamily, rewardsFamily, spinListFamily, spinPrizesFamily } from './rewards-slice';

const rewardsApi = () => import('./rewards-api');

export function fetchMyReferral(): AppThunk<Promise<RequestOutcome<MyReferral>>> {
  return apiRequest(rewardsApi, myReferralFamily, (api) => api.getMyReferral());
}

export function fetchRewards(): AppThunk<Promise<RequestOutcome<Rewards>>> {
  return apiRequest(rewardsApi, rewardsFamily, (api) => api.getRewards());
}

/** No family: the screen shows the outcome and reloads the ledger. */
export function redeemReward(itemId: string): AppThunk<Promise<RequestOutcome<RedeemResponse>>> {
  return apiRequest(rewardsApi, null, (api) => api.redeem(itemId));
}

/** One order's wheel; several may show at once, so each keeps its own state. */
export function fetchSpin(orderId: number): AppThunk<Promise<RequestOutcome<SpinStatus>>> {
  return apiRequest(rewardsApi, null, (api) => api.getSpin(orderId));
}

export function spinWheel(orderId: number): AppThunk<Promise<RequestOutcome<SpinResponse>>> {
  return apiRequest(rewardsApi, null, (api) => api.spin(orderId));
}

export function fetchReferrals(query: ReferralListQuery): AppThunk<Promise<RequestOutcome<ReferralListResponse>>> {
  return apiRequest(rewardsApi, referralListFamily, (api) => api.listReferrals(query));
}

export function fetchSpins(query: SpinListQuery): AppThunk<Promise<RequestOutcome<SpinListResponse>>> {
  return apiRequest(rewardsApi, spinListFamily, (api) => api.listSpins(query));
}

export function downloadCsv(url: string): AppThunk<Promise<RequestOutcome<CsvFile>>> {
  return apiRequest(rewardsApi, null, (api) => api.exportCsv(url));
}

export function fetchSpinPrizes(): AppThunk<Promise<RequestOutcome<AdminSpinPrize[]>>> {
  return apiRequest(rewardsApi, spinPrizesFamily, (api) => api.listSpinPrizes());
}

export function updatePrizeStock(id: number, stock: number | null): AppThunk<Promise<RequestOutcome<AdminSpinPrize>>> {
  return apiRequest(rewardsApi, null, (api) => api.setPrizeStock(id, stock));
}
