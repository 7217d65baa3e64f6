// The rewards page: the ledger with its balance, and redeeming a catalogue item after a confirmation.
import { useCallback, useEffect, useState } from 'react';
import type { RewardItem } from '@contract/rewards';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useAction } from '@/lib/use-action';
import { selectRewards, type RewardsSlice } from './rewards-slice';
import { fetchRewards, redeemReward } from './rewards-thunks';

export type Notice = { tone: 'success' | 'error'; text: string };

export function useRewards() {
  const dispatch = useAppDispatch();
  const rewards = useAppSelector((s: RewardsSlice) => selectRewards(s));
  const load = useCallback(() => void dispatch(fetchRewards()), [dispatch]);
  useEffect(load, [load]);

  const [asked, setAsked] = useState<RewardItem | null>(null);
  const { run, busy } = useAction();
  const [notice, setNotice] = useState<Notice | null>(null);

  const confirm = async () => {
    if (!asked || busy) return;
    const { id } = asked;
    const outcome = await run(() => dispatch(redeemReward(id)));
    setAsked(null);
    setNotice(outcome.ok ? { tone: 'success', text: outcome.data.message } : { tone: 'error', text: outcome.error });
    load();
  };

  return { rewards, load, pending: asked, busy, notice, ask: setAsked, cancel: () => setAsked(null), confirm };
}
