// The rewards page: the ledger with its balance, and redeeming a catalogue item after a confirmation.
import { useCallback, useEffect, useState } from 'react';
import type { RewardItem } from '@contract/rewards';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectRewards, type RewardsSlice } from './rewards-slice';
import { fetchRewards, redeemReward } from './rewards-thunks';

export type Notice = { tone: 'success' | 'error'; text: string };

export function useRewards() {
  const dispatch = useAppDispatch();
  const rewards = useAppSelector((s: RewardsSlice) => selectRewards(s));
  const load = useCallback(() => void dispatch(fetchRewards()), [dispatch]);
  useEffect(load, [load]);

  const [pending, setPending] = useState<RewardItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    const outcome = await dispatch(redeemReward(pending.id));
    setBusy(false);
    setPending(null);
    setNotice(outcome.ok ? { tone: 'success', text: outcome.data.message } : { tone: 'error', text: outcome.error });
    load();
  };

  return { rewards, load, pending, busy, notice, ask: setPending, cancel: () => setPending(null), confirm };
}
