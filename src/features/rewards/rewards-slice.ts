// Rev Club state: my referral code and friends, my rewards ledger, and the back office's two lists.
import type { AdminSpinPrize, MyReferral, ReferralListResponse, Rewards, SpinListResponse } from '@contract/rewards';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const myReferralFamily = createFamily<MyReferral>('myReferral');
export const rewardsFamily = createFamily<Rewards>('rewards');
export const referralListFamily = createFamily<ReferralListResponse>('referralList');
export const spinListFamily = createFamily<SpinListResponse>('spinList');
export const spinPrizesFamily = createFamily<AdminSpinPrize[]>('spinPrizes');

export const rewardsReducers = {
  myReferral: myReferralFamily.reducer,
  rewards: rewardsFamily.reducer,
  referralList: referralListFamily.reducer,
  spinList: spinListFamily.reducer,
  spinPrizes: spinPrizesFamily.reducer,
};
registerReducers(rewardsReducers);
export type RewardsSlice = StateOf<typeof rewardsReducers>;

export const selectMyReferral = (s: RewardsSlice) => s.myReferral;
export const selectRewards = (s: RewardsSlice) => s.rewards;
export const selectReferralList = (s: RewardsSlice) => s.referralList;
export const selectSpinList = (s: RewardsSlice) => s.spinList;
export const selectSpinPrizes = (s: RewardsSlice) => s.spinPrizes;
