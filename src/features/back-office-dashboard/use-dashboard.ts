// The range from the URL, the request it makes, and the URL changes the picker asks for.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { readRange, rangeQuery, type RangePreset } from './dashboard-range';
import { selectDashboard, type BackOfficeDashboardSlice } from './dashboard-slice';
import { fetchDashboard } from './dashboard-thunks';

/** How long to wait before asking again for enquiry figures being refreshed, and how many times per range. */
export const ENQUIRY_REFRESH_MS = 3_000;
const ENQUIRY_REFRESH_TRIES = 5;

export function useDashboard() {
  const dispatch = useAppDispatch();
  const figures = useAppSelector((s: BackOfficeDashboardSlice) => selectDashboard(s));
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => readRange(params), [params]);
  const { from, to, hubId } = range;

  const load = useCallback(() => void dispatch(fetchDashboard({ from, to, hubId })), [dispatch, from, to, hubId]);
  useEffect(load, [load]);

  // While the server computes newer enquiry figures it sends the last ones marked `enquiriesRefreshing`: ask again a
  // few times, a few seconds apart, so the screen catches up without a reload (counted per range).
  const retries = useRef(0);
  useEffect(() => {
    retries.current = 0;
  }, [load]);
  const refreshing = figures.data?.enquiriesRefreshing === true && !figures.loading ? figures.data : null;
  useEffect(() => {
    if (!refreshing || retries.current >= ENQUIRY_REFRESH_TRIES) return undefined;
    const timer = window.setTimeout(() => {
      retries.current += 1;
      load();
    }, ENQUIRY_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [refreshing, load]);

  const setPreset = (preset: RangePreset) => setParams(rangeQuery({ ...range, preset }));
  const setCustom = (customFrom: string, customTo: string) => setParams(rangeQuery({ ...range, from: customFrom, to: customTo, preset: null }));
  const setHub = (hub: number | undefined) => setParams(rangeQuery({ ...range, hubId: hub }));

  return { figures, range, load, setPreset, setCustom, setHub };
}
