// Calls an endpoint from its contract descriptor (contract/endpoint.ts): the method and path are the server's own,
// the params, query, body and answer are typed by the descriptor. No URL is written anywhere else. Every call names the
// site's language (Accept-Language), so what the server then texts or e-mails a guest (a code, an acknowledgement) is
// in the language of the site they are on.
import { pathOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '@contract/endpoint';
import { LANG } from '@/lib/i18n/language';
import { api } from './client';

/** This site's language, for the server (the browser's own Accept-Language is not the site the visitor chose). */
export const SITE_LANGUAGE_HEADERS: Readonly<Record<string, string>> = { 'Accept-Language': LANG };

// `undefined` parts may be left out; the others are required.
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
export type CallOptions<E> = Part<'params', ParamsOf<E>> & Part<'query', QueryOf<E>> & Part<'body', BodyOf<E>> & { headers?: Record<string, string> };

/** One call of the endpoint through the app's axios instance; gives the answer's body. */
export async function callEndpoint<E extends Endpoint<unknown, unknown, unknown, unknown>>(e: E, options: CallOptions<E>): Promise<ResponseOf<E>> {
  const { params, query, body, headers } = options as { params?: Record<string, string | number>; query?: object; body?: unknown; headers?: Record<string, string> };
  const res = await api.request<ResponseOf<E>>({ method: e.method, url: pathOf(e, params), params: query, data: body, headers: { ...SITE_LANGUAGE_HEADERS, ...headers } });
  return res.data;
}
