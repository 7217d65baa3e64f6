// The media library's photographs of each model (issue 26), kept in the store by model for as long as the page lives.
// A page renders the studio render first (the prerendered HTML carries it); once the page has loaded, one request per
// model shown asks for its photographs, and a ModelFigure whose slot has one for the shown colour shows it instead
// (src/components/model-figure.tsx). A failed request keeps the renders without a word on public pages; the back
// office (/medialist) shows the failure with a retry. This module loads lazily: never in a public page's first load.
import { useCallback, useEffect } from 'react';
import type { UnknownAction } from 'redux';
import type { MediaItem } from '@contract/media';
import type * as mediaApi from './api/media';
import { afterLoad } from './model-prices';
import { createFamily, type AppThunk, type FamilyActions, type FamilyState, type StateOf } from './store/family';
import { useAppDispatch, useAppSelector } from './store/hooks';
import { registerReducers } from './store/slices';

const mediaFamily = createFamily<readonly MediaItem[]>('modelMedia');
type ModelAction = UnknownAction & { model?: unknown };
type ModelMediaState = Readonly<Record<string, FamilyState<readonly MediaItem[]>>>;

/** The family's actions for one model: each carries the model, so one model's request leaves the others alone. */
const familyOf = (model: string): FamilyActions<readonly MediaItem[]> => ({
  actions: {
    request: () => ({ ...mediaFamily.actions.request(), model }),
    success: (payload) => ({ ...mediaFamily.actions.success(payload), model }),
    fail: (error) => ({ ...mediaFamily.actions.fail(error), model }),
  },
});

const types = new Set(Object.values(mediaFamily.types));

/** The photographs are public: a sign-out keeps them. */
function modelMediaReducer(state: ModelMediaState = {}, action: UnknownAction): ModelMediaState {
  const { model } = action as ModelAction;
  if (typeof model !== 'string' || !types.has(action.type)) return state;
  return { ...state, [model]: mediaFamily.reducer(state[model], action) };
}

export const modelMediaReducers = { modelMedia: modelMediaReducer };
registerReducers(modelMediaReducers);
export type ModelMediaSlice = StateOf<typeof modelMediaReducers>;

export const selectModelMedia = (s: ModelMediaSlice, model: string): FamilyState<readonly MediaItem[]> => s.modelMedia[model] ?? mediaFamily.initialState;

const mediaApiModule = () => import('./api/media');

/** Asks for the model's photographs once (a request under way or done, failed included, is not repeated); `fresh` asks again. */
export function checkModelMedia(model: string, { fresh = false } = {}): AppThunk<Promise<unknown>, ModelMediaSlice> {
  return async (dispatch) => {
    // The request helper and the HTTP client load only now, after the page has loaded.
    const { apiRequest } = await import('./store/request');
    return dispatch(
      apiRequest(mediaApiModule, familyOf(model), (api: typeof mediaApi) => api.listModelMedia(model), {
        condition: (s: ModelMediaSlice) => fresh || selectModelMedia(s, model).status === 'idle',
      }),
    );
  };
}

const none: readonly MediaItem[] = [];

/**
 * The model's photographs (none until the list answers, or when it fails), its request's status and error, and
 * `reload` (after an upload or a removal, or to retry). The first component that uses it asks, after the page has loaded.
 */
export function useModelMedia(model: string) {
  const dispatch = useAppDispatch();
  const { status, data, error } = useAppSelector((s: ModelMediaSlice) => selectModelMedia(s, model));
  useEffect(() => {
    if (status !== 'idle' || !model) return;
    return afterLoad(() => void dispatch(checkModelMedia(model)));
  }, [status, model, dispatch]);
  const reload = useCallback(() => dispatch(checkModelMedia(model, { fresh: true })), [dispatch, model]);
  return { items: data ?? none, status, error, reload };
}
