// The range from the URL, the request it makes, and the URL changes the picker asks for.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { readRange, rangeQuery, type RangePreset } from './dashboard-range';
import { selectDashboard, type BackOfficeDashboardSlice } from './dashboard-slice';
import { fetchDashboard } from './dashboard-thunks';

export function useDashboard() {
  const dispatch = useAppDispatch();
  const figures = useAppSelector((s: BackOfficeDashboardSlice) => selectDashboard(s));
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => readRange(params), [params]);
  const { from, to, hubId } = range;

  const load = useCallback(() => void dispatch(fetchDashboard({ from, to, hubId })), [dispatch, from, to, hubId]);
  useEffect(load, [load]);

  const setPreset = (preset: RangePreset) => setParams(rangeQuery({ ...range, preset }));
  const setCustom = (customFrom: string, customTo: string) => setParams(rangeQuery({ ...range, from: customFrom, to: customTo, preset: null }));
  const setHub = (hub: number | undefined) => setParams(rangeQuery({ ...range, hubId: hub }));

  return { figures, range, load, setPreset, setCustom, setHub };
}
