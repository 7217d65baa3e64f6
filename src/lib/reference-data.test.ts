import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { server } from '../../tests/mocks/server';
import { loadStartupData } from './reference-data';

describe('start-up loads', () => {
  it('skips / and /book', async () => {
    const store = makeStore();
    await store.dispatch(loadStartupData('/'));
    await store.dispatch(loadStartupData('/book'));
    expect(store.getState().stateList.status).toBe('idle');
  });

  it('loads the three lists once elsewhere', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/common/getallstatelist', () => {
        calls += 1;
        return HttpResponse.json({ data: [] });
      }),
    );
    const store = makeStore();
    await store.dispatch(loadStartupData('/profile'));
    await store.dispatch(loadStartupData('/register'));
    const s = store.getState();
    expect(calls).toBe(1);
    expect(s.stateList.status).toBe('succeeded');
    expect(s.upgradeStateList.data?.version).toBe('2026.11');
    expect(s.serviceCentres.data).toEqual([]);
  });

  it('keeps a failure with a message so a retry can load it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('/api/v1/common/getallstatelist', () => HttpResponse.json({ message: 'Try again shortly' }, { status: 503 }), { once: true }));
    const store = makeStore();
    await store.dispatch(loadStartupData('/profile'));
    expect(store.getState().stateList).toMatchObject({ status: 'failed', error: 'Try again shortly' });
    await store.dispatch(loadStartupData('/profile'));
    expect(store.getState().stateList.status).toBe('succeeded');
  });
});
