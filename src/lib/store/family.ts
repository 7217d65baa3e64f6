// The one factory for data families (SPEC §4): request / success / fail / reset over
// { status, loading, data, error }. Every family also answers the shared sessionEnded event by
// going back to its initial state (the full sign-out of SPEC §4).
import type { Reducer, UnknownAction } from 'redux';
import type { ThunkAction } from 'redux-thunk';
import { GENERIC_ERROR } from '../messages';

export type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

export type FamilyState<T> = {
  status: Status;
  /** SPEC's loading flag, derived from status and kept for readers that expect it. */
  loading: boolean;
  data: T | null;
  error: string | null;
};

export const SESSION_ENDED = 'session/ended';
export const sessionEnded = () => ({ type: SESSION_ENDED }) as const;

export type PayloadAction<P> = { type: string; payload: P };

export type Family<T, S extends FamilyState<T> = FamilyState<T>, P = T> = {
  name: string;
  types: { request: string; success: string; fail: string; reset: string };
  actions: {
    request: () => UnknownAction;
    success: (payload: P) => PayloadAction<P>;
    fail: (error: string) => PayloadAction<string>;
    reset: () => UnknownAction;
  };
  initialState: S;
  reducer: (state: S | undefined, action: UnknownAction) => S;
};

type FamilyOptions<T, S extends FamilyState<T>, P> = {
  /** Extra fields or a different start, e.g. the feedback list's zero pages and count. */
  initialState?: Omit<S, keyof FamilyState<T>> & Partial<FamilyState<T>>;
  /** How a success fills the state when the payload is more than `data` (default: data = payload). */
  onSuccess?: (state: S, payload: P) => S;
};

export function createFamily<T, S extends FamilyState<T> = FamilyState<T>, P = T>(
  name: string,
  options: FamilyOptions<T, S, P> = {},
): Family<T, S, P> {
  const types = {
    request: `${name}/requested`,
    success: `${name}/succeeded`,
    fail: `${name}/failed`,
    reset: `${name}/reset`,
  };
  const initialState = {
    status: 'idle',
    loading: false,
    data: null,
    error: null,
    ...options.initialState,
  } as S;
  const actions = {
    request: () => ({ type: types.request }),
    success: (payload: P) => ({ type: types.success, payload }),
    fail: (error: string) => ({ type: types.fail, payload: error }),
    reset: () => ({ type: types.reset }),
  };
  function reducer(state: S = initialState, action: UnknownAction): S {
    switch (action.type) {
      // The previous data stays while a new request runs (a list stays on screen while it refreshes).
      case types.request:
        return { ...state, status: 'loading', loading: true, error: null };
      case types.success: {
        const payload = (action as PayloadAction<P>).payload;
        const next: S = { ...state, status: 'succeeded', loading: false, error: null };
        return options.onSuccess ? options.onSuccess(next, payload) : { ...next, data: payload as unknown as T };
      }
      case types.fail:
        return { ...state, status: 'failed', loading: false, error: (action as PayloadAction<string>).payload };
      case types.reset:
      case SESSION_ENDED:
        return initialState;
      default:
        return state;
    }
  }
  return { name, types, actions, initialState, reducer };
}

/** The state a map of reducers holds: a slice's type is read from its reducers, never written twice. */
export type StateOf<M> = { [K in keyof M]: M[K] extends Reducer<infer S> ? S : never };

/**
 * A reducer map M that holds exactly the slices S: a slice without its reducer, or a reducer that
 * no slice declares, fails typecheck (the store checks its map with `satisfies`).
 */
export type ExactReducers<S, M> = { [K in keyof S]: Reducer<S[K]> } & { [K in Exclude<keyof M, keyof S>]: never };

type ThunkExtra = undefined;
export type AppThunk<R = Promise<void>, S = unknown> = ThunkAction<R, S, ThunkExtra, UnknownAction>;
/** Dispatches plain actions and thunks typed with any state slice (features declare only the slice they read). */
export type AppDispatch = {
  <R, S>(thunk: ThunkAction<R, S, ThunkExtra, UnknownAction>): R;
  <A extends UnknownAction>(action: A): A;
};

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: string };

/** What a request needs of a family: its request, success and fail actions. */
export type FamilyActions<P> = {
  actions: { request: () => UnknownAction; success: (payload: P) => UnknownAction; fail: (error: string) => UnknownAction };
};

/**
 * Runs one request as a family: request, then success or fail (a request that no family holds, such
 * as a file download, passes null). Never throws: screens read the outcome (or the state) and show
 * the error with a way to retry. Thunks call it through apiRequest (request.ts), which also loads
 * the API module and maps the error.
 */
export function runFamily<P>(
  family: FamilyActions<P> | null,
  call: () => Promise<P>,
  toMessage: (error: unknown) => string = () => GENERIC_ERROR,
): AppThunk<Promise<Outcome<P>>> {
  return async (dispatch) => {
    if (family) dispatch(family.actions.request());
    try {
      const data = await call();
      if (family) dispatch(family.actions.success(data));
      return { ok: true, data };
    } catch (error) {
      const message = toMessage(error);
      if (family) dispatch(family.actions.fail(message));
      return { ok: false, error: message };
    }
  };
}
