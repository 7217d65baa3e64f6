// The banner dashboard's list and its actions (switch on or off, move, reschedule), each followed by a notice.
import { useCallback, useEffect, useState } from 'react';
import type { BannerRecord, BannerUpdate } from '@contract/banners';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useAction } from '@/lib/use-action';
import { selectBanners, type BannerSlice } from './banner-slice';
import { fetchBanners, reorderBanners, updateBanner } from './banners-thunks';

export type Notice = { tone: 'success' | 'error'; text: string };

export function useBanners() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: BannerSlice) => selectBanners(s));
  const [notice, setNotice] = useState<Notice | null>(null);
  const { run, busyKey: busyId } = useAction<number>();

  const load = useCallback(() => void dispatch(fetchBanners()), [dispatch]);
  useEffect(load, [load]);

  const change = async (banner: BannerRecord, patch: BannerUpdate, done: string) => {
    const outcome = await run(() => dispatch(updateBanner(banner.id, patch)), banner.id);
    setNotice(outcome.ok ? { tone: 'success', text: done } : { tone: 'error', text: outcome.error });
    if (outcome.ok) load();
    return outcome.ok;
  };

  const move = async (banner: BannerRecord, by: -1 | 1) => {
    const ids = (list.data ?? []).map((b) => b.id);
    const from = ids.indexOf(banner.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    const outcome = await run(() => dispatch(reorderBanners(ids)), banner.id);
    setNotice(outcome.ok ? { tone: 'success', text: `“${banner.headline}” moved ${by < 0 ? 'up' : 'down'}.` } : { tone: 'error', text: outcome.error });
  };

  return { list, notice, setNotice, busyId, load, change, move };
}
