import { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/mocks/server';
import { HTTP_TIMEOUT_MS } from '../config';
import { api, errorMessage, OFFLINE_ERROR, UNAUTHORIZED_LOG } from './client';
import { requestActivity, setAuthTokenGetter, setUnauthorizedHandler } from './events';

afterEach(() => {
  setUnauthorizedHandler(() => {});
  setAuthTokenGetter(() => null);
});

describe('api client', () => {
  it('waits 180000 ms before timing out', () => {
    expect(HTTP_TIMEOUT_MS).toBe(180000);
    expect(api.defaults.timeout).toBe(180000);
  });

  it('sends the bearer token and keeps the x-auth-token header in session storage', async () => {
    setAuthTokenGetter(() => 'abc');
    let seen: string | null = null;
    server.use(
      http.get('/api/v1/echo', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ ok: true }, { headers: { 'x-auth-token': 'fresh' } });
      }),
    );
    await api.get('/api/v1/echo');
    expect(seen).toBe('Bearer abc');
    expect(sessionStorage.getItem('x-auth-token')).toBe('fresh');
    expect(requestActivity.count()).toBe(0);
  });

  it("logs every 401 and signs out only when the message is 'Unauthorized'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.get('/api/v1/expired', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
      http.get('/api/v1/wrong', () => HttpResponse.json({ message: 'Password Entered is incorrect, please check and retry again.' }, { status: 401 })),
    );
    await expect(api.get('/api/v1/expired')).rejects.toBeInstanceOf(AxiosError);
    expect(warn).toHaveBeenCalledWith(UNAUTHORIZED_LOG);
    expect(onUnauthorized).toHaveBeenLastCalledWith('Unauthorized');
    await expect(api.get('/api/v1/wrong')).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).toHaveBeenLastCalledWith('Password Entered is incorrect, please check and retry again.');
  });

  it('neither logs a session end nor signs out when a credential check answers 401', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(http.post('/api/v1/check', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    await expect(api.post('/api/v1/check', {}, { credentialCheck: true })).rejects.toBeInstanceOf(AxiosError);
    expect(warn).not.toHaveBeenCalledWith(UNAUTHORIZED_LOG);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(requestActivity.count()).toBe(0);
  });

  it("shows the server's message, else a message saying what to do", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('/api/v1/bad', () => HttpResponse.json({ message: 'mobile: Enter a valid 10-digit Indian mobile number' }, { status: 400 })),
      http.get('/api/v1/down', () => HttpResponse.error()),
    );
    const bad = await api.get('/api/v1/bad').catch((e: unknown) => e);
    expect(errorMessage(bad)).toMatch(/^mobile: /);
    const down = await api.get('/api/v1/down').catch((e: unknown) => e);
    expect(errorMessage(down)).toMatch(/could not reach the server/);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorMessage(down)).toBe(OFFLINE_ERROR);
    expect(errorMessage(new Error('x'), 'Something went wrong')).toBe('Something went wrong');
  });
});
