// The back office's Rev Club lists: filters, sort and page from the URL, the request they make, the CSV export of
// the same filters, and the wheel's prize stock.
import { useCallback, useEffect, useState } from 'react';
import type { ReferralListQuery, SpinListQuery } from '@contract/rewards';
import { rewardsEndpoints } from '@contract/rewards-endpoints';
import { REFERRAL_SORTS, REFERRAL_STATES, SPIN_SORTS, type ReferralState } from '@contract/rewards-rules';
import { csvExportUrl } from '@/lib/download';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useDownload } from '@/lib/use-download';
import { useListParams } from '@/lib/use-list-params';
import { selectReferralList, selectSpinList, selectSpinPrizes, type RewardsSlice } from './rewards-slice';
import { downloadCsv, fetchReferrals, fetchSpinPrizes, fetchSpins, updatePrizeStock } from './rewards-thunks';

export type Notice = { tone: 'success' | 'error'; text: string };

const REFERRAL_FILTERS = { q: '', state: '', from: '', to: '' };
const REFERRAL_ALLOWED = { state: REFERRAL_STATES };
const isReferralState = (v: string): v is ReferralState => (REFERRAL_STATES as readonly string[]).includes(v);
const SPIN_FILTERS = { q: '', prize: '', from: '', to: '' };
const blank = (v: string) => v || undefined;

/** Downloads `<list>.csv` with the list's filters; says so when it fails. */
function useCsv(path: string, query: Record<string, string | number | undefined>) {
  const dispatch = useAppDispatch();
  const csv = useDownload();
  const download = () => csv.download(true, () => dispatch(downloadCsv(csvExportUrl(path, query))), path.split('/').pop() ?? 'export.csv');
  return { busy: csv.busy !== null, error: csv.error, download };
}

export function useReferralList() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: RewardsSlice) => selectReferralList(s));
  const params = useListParams({ filters: REFERRAL_FILTERS, sorts: REFERRAL_SORTS, defaultSort: '-created', allowed: REFERRAL_ALLOWED });
  const { q, state, from, to } = params.filters;
  const { sort, page } = params;
  const query: ReferralListQuery = { q: blank(q), state: isReferralState(state) ? state : undefined, from: blank(from), to: blank(to), sort, page };
  const key = JSON.stringify(query);
  const load = useCallback(() => void dispatch(fetchReferrals(JSON.parse(key) as ReferralListQuery)), [dispatch, key]);
  useEffect(load, [load]);
  const csv = useCsv(rewardsEndpoints.referrals.path, { ...query, page: undefined });
  return { list, params, load, csv };
}

export function useSpinList() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: RewardsSlice) => selectSpinList(s));
  const params = useListParams({ filters: SPIN_FILTERS, sorts: SPIN_SORTS, defaultSort: '-created' });
  const { q, prize, from, to } = params.filters;
  const { sort, page } = params;
  const prizeId = /^\d+$/.test(prize) ? Number(prize) : undefined;
  const query: SpinListQuery = { q: blank(q), prize: prizeId, from: blank(from), to: blank(to), sort, page };
  const key = JSON.stringify(query);
  const load = useCallback(() => void dispatch(fetchSpins(JSON.parse(key) as SpinListQuery)), [dispatch, key]);
  useEffect(load, [load]);
  const csv = useCsv(rewardsEndpoints.spins.path, { ...query, page: undefined });
  return { list, params, load, csv };
}

export function useSpinPrizes() {
  const dispatch = useAppDispatch();
  const prizes = useAppSelector((s: RewardsSlice) => selectSpinPrizes(s));
  const load = useCallback(() => void dispatch(fetchSpinPrizes()), [dispatch]);
  useEffect(load, [load]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = async (id: number, label: string, stock: number | null) => {
    const outcome = await dispatch(updatePrizeStock(id, stock));
    setNotice(outcome.ok ? { tone: 'success', text: `${label}: stock ${stock === null ? 'unlimited' : stock}.` } : { tone: 'error', text: outcome.error });
    if (outcome.ok) load();
    return outcome.ok;
  };
  return { prizes, load, notice, save };
}
