import { useDeferredValue, useState } from 'react';

let hydrating = false;

/** main.tsx, before it hydrates a prerendered page: parts mounted from then on start as they were prerendered. */
export function startHydrating(): void {
  hydrating = true;
}

/**
 * False while prerendering and while hydrating, true afterwards: parts that depend on the browser
 * (the signed-in user from storage) render only then, so hydration never mismatches.
 *
 * The switch to true is a deferred render, which React does in slices between the browser's other work. (Before, a
 * `useSyncExternalStore` with a server value of false gave the same answers, but React re-renders such a hook
 * synchronously after hydration: the header, footer and every client-only slot in one long task, with their effects.)
 * In a page that was hydrated, a part mounted later (a screen reached by a link) also starts false and switches a
 * moment later: it may be finishing a hydration that waited for its code, where true at once would not match the
 * prerendered markup. A page rendered without hydration (and a test) answers true at once.
 */
export function useIsClient(): boolean {
  const [initial] = useState(() => typeof document !== 'undefined' && !hydrating);
  return useDeferredValue(true, initial);
}
