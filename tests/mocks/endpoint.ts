// MSW handlers made from the contract's endpoint descriptors (contract/endpoint.ts): the method and path are the
// server's own, and every success answer is checked against the endpoint's zod schema before the screen sees it, so
// a screen test cannot pass against a shape the server never answers (the type check of the answers is this run-time
// check: the handlers' error answers are the common ApiError).
import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { BodyOf, Endpoint } from '@contract/endpoint';
import type { EndpointSchemas } from '@contract/endpoint-schemas';

type AnyEndpoint = Endpoint<unknown, unknown, unknown, unknown>;
const METHODS = { GET: http.get, POST: http.post, PATCH: http.patch, PUT: http.put, DELETE: http.delete } as const;

export function endpointHandler<E extends AnyEndpoint>(
  e: E,
  schemas: EndpointSchemas,
  resolver: HttpResponseResolver<PathParams, BodyOf<E> & DefaultBodyType>,
) {
  return METHODS[e.method](e.path, async (info) => {
    const response = await resolver(info as Parameters<typeof resolver>[0]);
    if (response instanceof Response && response.status === e.status) {
      // A file (the CSV exports) is checked as its text; anything else is JSON, as the server answers.
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      const checked = schemas.response.safeParse(isJson ? await response.clone().json() : await response.clone().text());
      if (!checked.success) {
        const message = `MSW ${e.method} ${e.path} answered a shape the server never sends: ${checked.error.message}`;
        console.error(message);
        throw new Error(message);
      }
    }
    return response;
  });
}
