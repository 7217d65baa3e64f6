import { legacy_createStore as createStore, type UnknownAction } from 'redux';
import { describe, expect, it } from 'vitest';
import { SLICES_ADDED, onReducersAdded, registerReducers, registeredRootReducer } from './slices';

type State = Record<string, unknown>;
const counter = (start: number) => (state: number = start, action: UnknownAction) => (action.type === 'inc' ? state + 1 : state);

describe('slices registered at run time', () => {
  it('gives a store made earlier the initial state of slices that join later', () => {
    const store = createStore(registeredRootReducer<State>);
    const stop = onReducersAdded(() => store.dispatch({ type: SLICES_ADDED }));
    expect(store.getState().lateA).toBeUndefined();
    registerReducers({ lateA: counter(5) });
    expect(store.getState().lateA).toBe(5);
    store.dispatch({ type: 'inc' });
    expect(store.getState().lateA).toBe(6);
    stop();
  });

  it('keeps preloaded state of a slice that has not joined yet and hands it to its reducer', () => {
    const store = createStore(registeredRootReducer<State>, { lateB: 40 });
    const stop = onReducersAdded(() => store.dispatch({ type: SLICES_ADDED }));
    store.dispatch({ type: 'inc' });
    expect(store.getState().lateB).toBe(40);
    registerReducers({ lateB: counter(0) });
    store.dispatch({ type: 'inc' });
    expect(store.getState().lateB).toBe(41);
    stop();
  });

  it('returns the same state object when no slice changed, and tells listeners only about new slices', () => {
    const reducers = { lateC: counter(1) };
    registerReducers(reducers);
    let calls = 0;
    const stop = onReducersAdded(() => (calls += 1));
    registerReducers(reducers);
    expect(calls).toBe(0);
    const state = registeredRootReducer<State>(undefined, { type: 'init' });
    expect(registeredRootReducer(state, { type: 'nothing' })).toBe(state);
    expect(registeredRootReducer(state, { type: 'inc' })).not.toBe(state);
    stop();
  });
});
