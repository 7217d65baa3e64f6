// The one HTTP client (SPEC §7). Loaded on demand by thunks, never by a public page's first paint.
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { config, HTTP_TIMEOUT_MS } from '../config';
import { keys, session } from '../storage';
import { GENERIC_ERROR } from '../messages';
import * as t from './client.messages';
import { currentToken, notifyUnauthorized, requestActivity } from './events';
import { unreachableMessage } from './unreachable';

export const UNAUTHORIZED_LOG = 'Unauthorized, logging out...';

declare module 'axios' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into axios's own
  interface AxiosRequestConfig {
    /**
     * The call checks credentials (sign-in, OTP): its 401 means "wrong password or code", an answer
     * the screen shows, not a session that ended, so neither the sign-out log nor the handler runs.
     */
    credentialCheck?: boolean;
  }
}

export function createApiClient(baseURL: string): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: HTTP_TIMEOUT_MS, headers: { Accept: 'application/json' } });

  instance.interceptors.request.use((req) => {
    requestActivity.start();
    const token = currentToken();
    if (token && !req.headers.has('Authorization')) req.headers.set('Authorization', `Bearer ${token}`);
    return req;
  });

  instance.interceptors.response.use(
    (res) => {
      requestActivity.end();
      const sessionToken = res.headers['x-auth-token'];
      if (typeof sessionToken === 'string' && sessionToken) session()?.setItem(keys.sessionToken, sessionToken);
      return res;
    },
    (error: unknown) => {
      requestActivity.end();
      if (error instanceof AxiosError) {
        if (error.response?.status === 401 && error.config?.credentialCheck) return Promise.reject(error);
        console.warn(`API error ${error.config?.method?.toUpperCase() ?? ''} ${error.config?.url ?? ''}:`, error.message);
        if (error.response?.status === 401) {
          console.warn(UNAUTHORIZED_LOG);
          const message = (error.response.data as { message?: unknown } | undefined)?.message;
          notifyUnauthorized(typeof message === 'string' ? message : undefined);
        }
      }
      return Promise.reject(error);
    },
  );
  return instance;
}

export const api = createApiClient(config.apiBaseUrl);
export const chatApi = config.chatApiBaseUrl === config.apiBaseUrl ? api : createApiClient(config.chatApiBaseUrl);


/** The HTTP status of a failed request, when the server answered. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

/** The numbers an error answer carries besides its message (a 409 PriceChanged's price); undefined when none. */
export function errorDetailsOf(error: unknown): Record<string, number> | undefined {
  const data: unknown = error instanceof AxiosError ? error.response?.data : undefined;
  if (typeof data !== 'object' || data === null) return undefined;
  const numbers = Object.entries(data).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return numbers.length ? Object.fromEntries(numbers) : undefined;
}

/** A submit that failed because the device is offline: the form keeps what was typed, and nothing is queued. */
export const OFFLINE_ERROR = t.offline;

/** SPEC §8: the server's message, else a message that says what to do next. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (error instanceof AxiosError) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT)
      return t.tooSlow;
    if (!error.response) return unreachableMessage();
  }
  return fallback;
}

/** A 400's `errors: [{ field, message }]` (ApiError) as a field -> message map, first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof AxiosError)) return out;
  const list = (error.response?.data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return out;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field !== 'string' || typeof item.message !== 'string') continue;
    // An item of a list ("responsibilities.2") counts for its field.
    const field = item.field.split(/[.[]/)[0];
    if (field && !(field in out)) out[field] = item.message;
  }
  return out;
}
