// An endpoint described once (issue 23, "one order, one truth"): method, path, who may call it and the types of its
// params, query, body and answer. Zod-free, so the SPA imports it at run time: the server registers its route from
// the descriptor (with the zod schemas of the family's `*-endpoint-schemas.ts`), the SPA's client builds its call
// from it and the MSW handlers of the screen tests are made from it and checked against the same schemas.

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** Who may call it (the server's auth hook enforces it): as server/platform/auth/hook.ts AUTH_LEVELS. */
export type EndpointAccess = 'public' | 'customer' | 'dealer' | 'callcentre' | 'admin';

export type Endpoint<Params = undefined, Query = undefined, Body = undefined, Response = unknown> = {
  readonly method: HttpMethod;
  /** The full path with `:name` parameters, e.g. '/api/v1/orders/:id'. */
  readonly path: string;
  readonly access: EndpointAccess;
  /** The success status the server answers with. */
  readonly status: 200 | 201 | 202 | 204;
  readonly summary: string;
  /** Types only: never set at run time. */
  readonly types?: { params: Params; query: Query; body: Body; response: Response };
};

export type ParamsOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? P : never;
export type QueryOf<E> = E extends Endpoint<unknown, infer Q, unknown, unknown> ? Q : never;
export type BodyOf<E> = E extends Endpoint<unknown, unknown, infer B, unknown> ? B : never;
export type ResponseOf<E> = E extends Endpoint<unknown, unknown, unknown, infer R> ? R : never;

/** Declares an endpoint with its types (the descriptor carries only its run-time fields). */
export function endpoint<Params = undefined, Query = undefined, Body = undefined, Response = unknown>(
  fields: Omit<Endpoint<Params, Query, Body, Response>, 'types'>,
): Endpoint<Params, Query, Body, Response> {
  return fields;
}

/** The endpoint's path with its parameters filled in (each encoded). */
export function pathOf(e: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return e.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${e.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
