// A value that lives outside React and the components that read it re-render on (useSyncExternalStore): the worker's
// events for the PWA notices, the reviews a model page's head tags follow. Setting it re-renders only its readers.
import { useSyncExternalStore } from 'react';

export type Source<T> = { subscribe: (onChange: () => void) => () => void; get: () => T };

export function valueSource<T>(initial: T): Source<T> & { set: (value: T) => void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((l) => l());
    },
  };
}

/** The source's value; `serverValue` while prerendering and hydrating. */
export function useSource<T>(source: Source<T>, serverValue: T): T {
  return useSyncExternalStore(source.subscribe, source.get, () => serverValue);
}
