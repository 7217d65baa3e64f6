import { describe, expect, expectTypeOf, it } from 'vitest';
import { createFamily, runFamily, sessionEnded, type ExactReducers, type FamilyState, type StateOf } from './family';

describe('createFamily', () => {
  const family = createFamily<string[]>('things');

  it('starts idle with no data and no error', () => {
    expect(family.reducer(undefined, { type: '@@init' })).toEqual({ status: 'idle', loading: false, data: null, error: null });
  });

  it('request turns loading on and clears the error; success keeps the result', () => {
    let s = family.reducer(undefined, family.actions.fail('boom'));
    s = family.reducer(s, family.actions.request());
    expect(s).toMatchObject({ status: 'loading', loading: true, error: null });
    s = family.reducer(s, family.actions.success(['a']));
    expect(s).toEqual({ status: 'succeeded', loading: false, data: ['a'], error: null });
  });

  it('fail turns loading off and keeps the error; reset and sessionEnded empty it', () => {
    let s = family.reducer(undefined, family.actions.request());
    s = family.reducer(s, family.actions.fail('Network down'));
    expect(s).toMatchObject({ status: 'failed', loading: false, error: 'Network down' });
    expect(family.reducer(s, family.actions.reset())).toEqual(family.initialState);
    expect(family.reducer(s, sessionEnded())).toEqual(family.initialState);
  });

  it('keeps the previous data while a new request runs', () => {
    const loaded = family.reducer(undefined, family.actions.success(['a']));
    expect(family.reducer(loaded, family.actions.request())).toEqual({ status: 'loading', loading: true, data: ['a'], error: null });
  });

  it('names actions after the family', () => {
    expect(family.types).toEqual({ request: 'things/requested', success: 'things/succeeded', fail: 'things/failed', reset: 'things/reset' });
  });
});

describe('slice types read from reducer maps', () => {
  it('derives the state and checks that a map holds exactly its slices', () => {
    const family = createFamily<string[]>('things');
    const reducers = { things: family.reducer };
    expectTypeOf<StateOf<typeof reducers>>().toEqualTypeOf<{ things: FamilyState<string[]> }>();
    expectTypeOf(reducers).toExtend<ExactReducers<{ things: FamilyState<string[]> }, typeof reducers>>();
    // @ts-expect-error a slice without its reducer
    expectTypeOf(reducers).toExtend<ExactReducers<{ things: FamilyState<string[]>; more: FamilyState<number> }, typeof reducers>>();
    // @ts-expect-error a reducer that no slice declares
    expectTypeOf(reducers).toExtend<ExactReducers<{ other: FamilyState<string[]> }, typeof reducers>>();
    // @ts-expect-error a slice of another type
    expectTypeOf(reducers).toExtend<ExactReducers<{ things: FamilyState<number> }, typeof reducers>>();
  });
});

describe('runFamily', () => {
  it('dispatches request then success and returns the data', async () => {
    const family = createFamily<number>('n');
    const seen: string[] = [];
    const dispatch = (a: { type: string }) => {
      seen.push(a.type);
      return a;
    };
    const out = await runFamily(family, async () => 42)(dispatch as never, () => ({}), undefined);
    expect(out).toEqual({ ok: true, data: 42 });
    expect(seen).toEqual(['n/requested', 'n/succeeded']);
  });

  it('dispatches fail with the mapped message and never throws', async () => {
    const family = createFamily<number>('n');
    const seen: { type: string; payload?: unknown }[] = [];
    const dispatch = (a: { type: string }) => (seen.push(a), a);
    const out = await runFamily(family, async () => Promise.reject(new Error('x')), () => 'Mapped')(dispatch as never, () => ({}), undefined);
    expect(out).toEqual({ ok: false, error: 'Mapped' });
    expect(seen.at(-1)).toEqual({ type: 'n/failed', payload: 'Mapped' });
  });
});
