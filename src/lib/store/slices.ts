// Slices join the store when their feature's code loads, not at start-up: each feature's slice module calls
// registerReducers with its reducer map, so a public page's first load carries only the slices of the shell
// (session, reference data, cart) and those of its own screen. src/app/store.ts still checks, by type, that the
// store's state is exactly the slices the features declare.
import type { Reducer, UnknownAction } from 'redux';

type ReducerMap = Record<string, Reducer>;

/** Dispatched to every live store when slices join, so they get their initial state before a screen reads them. */
export const SLICES_ADDED = 'store/slicesAdded';

const registered: ReducerMap = {};
const listeners = new Set<() => void>();

/** Adds a map of slices to every store, those that exist and those to come. Registering the same map again does nothing. */
export function registerReducers(map: ReducerMap): void {
  let added = false;
  for (const [key, reducer] of Object.entries(map)) {
    if (registered[key] === reducer) continue;
    registered[key] = reducer;
    added = true;
  }
  if (added) for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every registration that added a slice; returns the function that stops it. */
export function onReducersAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The store's root reducer: every registered slice, and every other key of the state kept as it is (a slice
 * preloaded before its feature has loaded, such as the prerendered home page's banners, waits for its reducer).
 */
export function registeredRootReducer<S extends object>(state: S | undefined, action: UnknownAction): S {
  const before = (state ?? {}) as Record<string, unknown>;
  let next: Record<string, unknown> | undefined = state ? undefined : { ...before };
  for (const key in registered) {
    const reducer = registered[key] as Reducer;
    const previous = before[key];
    const value: unknown = reducer(previous, action);
    if (value !== previous) (next ??= { ...before })[key] = value;
  }
  return (next ?? before) as S;
}
