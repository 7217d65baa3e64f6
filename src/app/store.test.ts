import { compose } from 'redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referenceReducers } from '@/lib/reference-data';
import { sessionReducers } from '@/lib/session';
import { cartReducers } from '@/lib/store/cart';
import { makeStore } from './store';

// Every feature's slice module, as its feature's chunk would load it.
const sliceModules = import.meta.glob<Record<string, unknown>>('/src/features/*/*-slice.ts');

describe('the store', () => {
  it('starts with the shell slices only, and each feature slice module adds its slices when it loads', async () => {
    const store = makeStore();
    expect(Object.keys(store.getState()).sort()).toEqual(Object.keys({ ...sessionReducers, ...referenceReducers, ...cartReducers }).sort());
    const expected: string[] = [];
    for (const load of Object.values(sliceModules)) {
      const module = await load();
      for (const [name, value] of Object.entries(module)) if (name.endsWith('Reducers')) expected.push(...Object.keys(value as object));
    }
    expect(expected.length).toBeGreaterThan(20);
    const state = store.getState() as Record<string, unknown>;
    for (const key of expected) expect(state[key], `slice ${key}`).toBeDefined();
  });

  it('goes through the Redux DevTools extension when it is installed (in development)', () => {
    const devtools = vi.fn(compose);
    (window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = devtools as unknown as typeof compose;
    const store = makeStore();
    expect(devtools).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'test/ping' });
    expect(Object.keys(store.getState())).toContain('cart');
  });
});

afterEach(() => {
  delete (window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
});
