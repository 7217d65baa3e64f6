// The media library's photographs (issue 26), kept in the store for as long as the page lives. A page renders the
// studio render first (the prerendered HTML carries it); once the page has loaded, one request asks for every model's
// photographs (a page of several models asks once), and a ModelFigure whose slot has one for the shown colour shows
// it instead (src/components/model-figure.tsx). A failed request keeps the renders without a word on public pages; the
// back office (/medialist) shows the failure with a retry. This module loads lazily: never in a public page's first load.
import { useCallback, useEffect, useMemo } from 'react';
import type { MediaItem } from '@contract/media';
import type * as mediaApi from './api/media';
import { afterLoad } from './model-prices';
import { createFamily, type AppThunk, type StateOf } from './store/family';
import { useAppDispatch, useAppSelector } from './store/hooks';
import { registerReducers } from './store/slices';

/** Every model's photographs (the photographs are public: a sign-out keeps them). */
const mediaFamily = createFamily<readonly MediaItem[]>('modelMedia');
export const modelMediaReducers = { modelMedia: mediaFamily.reducer };
registerReducers(modelMediaReducers);
export type ModelMediaSlice = StateOf<typeof modelMediaReducers>;

export const selectMedia = (s: ModelMediaSlice) => s.modelMedia;

const mediaApiModule = () => import('./api/media');

/** Asks for the photographs once (a request under way or done, failed included, is not repeated); `fresh` asks again. */
export function checkMedia({ fresh = false } = {}): AppThunk<Promise<unknown>, ModelMediaSlice> {
  return async (dispatch) => {
    // The request helper and the HTTP client load only now, after the page has loaded.
    const { apiRequest } = await import('./store/request');
    return dispatch(
      apiRequest(mediaApiModule, mediaFamily, (api: typeof mediaApi) => api.listMedia(), {
        condition: (s: ModelMediaSlice) => fresh || selectMedia(s).status === 'idle',
      }),
    );
  };
}

const none: readonly MediaItem[] = [];

/**
 * The model's photographs (none until the list answers, or when it fails), the request's status and error, and
 * `reload` (after an upload or a removal, or to retry). The first component that uses it asks, after the page has loaded.
 */
export function useModelMedia(model: string) {
  const dispatch = useAppDispatch();
  const { status, data, error } = useAppSelector(selectMedia);
  useEffect(() => {
    if (status !== 'idle') return;
    return afterLoad(() => void dispatch(checkMedia()));
  }, [status, dispatch]);
  const reload = useCallback(() => dispatch(checkMedia({ fresh: true })), [dispatch]);
  const items = useMemo(() => (data ? data.filter((m) => m.model === model) : none), [data, model]);
  return { items, status, error, reload };
}
