import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while prerendering and while hydrating, true afterwards: parts that depend on the browser
 * (the signed-in user from storage) render only then, so hydration never mismatches.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
