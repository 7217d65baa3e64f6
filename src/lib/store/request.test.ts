import { http, HttpResponse } from 'msw';
import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import { thunk } from 'redux-thunk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/mocks/server';
import { api } from '../api/client';
import { unreachable } from '../api/client.messages';
import { GENERIC_ERROR } from '../messages';
import { createFamily } from './family';
import { apiRequest } from './request';

const URL = '/api/v1/things';
type Thing = { id: number; name: string };

// A feature's API module as the thunks see it: one typed function per endpoint.
const thingsModule = { createThing: async (body: { name: string }) => (await api.post<{ data: Thing }>(URL, body)).data.data };
const thingsApi = async () => thingsModule;

const thingFamily = createFamily<Thing>('thingCreate');
const makeStore = () => createStore(combineReducers({ thingCreate: thingFamily.reducer }), applyMiddleware(thunk));
const create = (name = 'Blaze') => apiRequest(thingsApi, thingFamily, (a) => a.createThing({ name }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('apiRequest', () => {
  it('fails like an unreachable server when the feature’s code cannot be fetched, so the screen offers a retry', async () => {
    const store = makeStore();
    const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/things-api.js'));
    const outcome = await store.dispatch(apiRequest(missing, thingFamily, (a: typeof thingsModule) => a.createThing({ name: 'Blaze' })));
    expect(outcome).toEqual({ ok: false, error: unreachable, fieldErrors: {}, status: undefined });
    expect(store.getState().thingCreate).toMatchObject({ status: 'failed', loading: false, error: unreachable });
  });

  it('runs the family on success and returns the payload', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ data: { id: 7, name: 'Blaze' } }, { status: 201 })));
    const store = makeStore();
    const outcome = await store.dispatch(create());
    expect(outcome).toEqual({ ok: true, data: { id: 7, name: 'Blaze' } });
    expect(store.getState().thingCreate).toEqual({ status: 'succeeded', loading: false, data: { id: 7, name: 'Blaze' }, error: null });
  });

  it('shows the server message on failure and keeps it in the family', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ message: 'This hub is closed on Sundays' }, { status: 409 })));
    const store = makeStore();
    const outcome = await store.dispatch(create());
    expect(outcome).toEqual({ ok: false, error: 'This hub is closed on Sundays', fieldErrors: {}, status: 409 });
    expect(store.getState().thingCreate).toMatchObject({ status: 'failed', loading: false, error: 'This hub is closed on Sundays' });
  });

  it('passes on the numbers an answer carries besides its message (a changed price)', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ message: 'The price has changed.', price: 104990, note: 'text is left out' }, { status: 409 })));
    const outcome = await makeStore().dispatch(create());
    expect(outcome).toEqual({ ok: false, error: 'The price has changed.', fieldErrors: {}, status: 409, details: { price: 104990 } });
  });

  it("returns the server's field errors by field, first message per field", async () => {
    server.use(
      http.post(URL, () =>
        HttpResponse.json(
          {
            message: 'Please check the form',
            errors: [
              { field: 'name', message: 'Enter a name' },
              { field: 'name', message: 'A second message' },
              { field: 'items.2', message: 'Enter every item' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const outcome = await makeStore().dispatch(create(''));
    expect(outcome).toEqual({ ok: false, error: 'Please check the form', fieldErrors: { name: 'Enter a name', items: 'Enter every item' }, status: 400 });
  });

  it('falls back to the SPEC §8 generic message when the server says nothing, or to the one given', async () => {
    server.use(http.post(URL, () => new HttpResponse(null, { status: 500 })));
    expect(await makeStore().dispatch(create())).toMatchObject({ ok: false, error: GENERIC_ERROR, status: 500 });
    const outcome = await makeStore().dispatch(apiRequest(thingsApi, thingFamily, (a) => a.createThing({ name: 'x' }), { fallback: 'Something went wrong' }));
    expect(outcome).toMatchObject({ ok: false, error: 'Something went wrong' });
    const byStatus = await makeStore().dispatch(
      apiRequest(thingsApi, thingFamily, (a) => a.createThing({ name: 'x' }), { fallback: (status) => (status === 500 ? 'Down for repairs' : undefined) }),
    );
    expect(byStatus).toMatchObject({ ok: false, error: 'Down for repairs' });
  });

  it('says the server could not be reached on a network failure', async () => {
    server.use(http.post(URL, () => HttpResponse.error()));
    const store = makeStore();
    const outcome = await store.dispatch(create());
    expect(outcome).toEqual({
      ok: false,
      error: 'We could not reach the server. Check your internet connection and try again.',
      fieldErrors: {},
      status: undefined,
    });
    expect(store.getState().thingCreate.status).toBe('failed');
  });

  it('shows a SPEC §8 message the call throws itself, and hides any other', async () => {
    const refused = (message: string) =>
      apiRequest(thingsApi, thingFamily, async () => Promise.reject(new Error(message)), { shown: ['User Already Registered'] });
    expect(await makeStore().dispatch(refused('User Already Registered'))).toMatchObject({ ok: false, error: 'User Already Registered' });
    expect(await makeStore().dispatch(refused('Profile not saved'))).toMatchObject({ ok: false, error: GENERIC_ERROR });
  });

  it('skips the request when the condition says so, checked once the modules are loaded', async () => {
    let calls = 0;
    server.use(
      http.post(URL, () => {
        calls += 1;
        return HttpResponse.json({ data: { id: 1, name: 'Blaze' } });
      }),
    );
    const store = makeStore();
    const once = () =>
      apiRequest(thingsApi, thingFamily, (a) => a.createThing({ name: 'Blaze' }), {
        condition: (s: ReturnType<typeof store.getState>) => s.thingCreate.status === 'idle',
      });
    const [first, second] = await Promise.all([store.dispatch(once()), store.dispatch(once())]);
    expect(first).toEqual({ ok: true, data: { id: 1, name: 'Blaze' } });
    expect(second).toBeNull();
    expect(calls).toBe(1);
  });

  it('runs a request that no family holds and still maps its failure', async () => {
    server.use(http.post(URL, () => HttpResponse.json({ message: 'No such file' }, { status: 404 })));
    const store = makeStore();
    const outcome = await store.dispatch(apiRequest(thingsApi, null, (a) => a.createThing({ name: 'cv' })));
    expect(outcome).toEqual({ ok: false, error: 'No such file', fieldErrors: {}, status: 404 });
    expect(store.getState().thingCreate.status).toBe('idle');
  });
});
