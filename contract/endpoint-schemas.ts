// The zod side of an endpoint family (contract/endpoint.ts): the shape of an endpoint's schemas, and the compile-time
// check that a family's schemas and its descriptors' types agree. Each `*-endpoint-schemas.ts` uses both.
import type { z } from 'zod';
import type { BodyOf, Endpoint, ResponseOf } from './endpoint.js';

/** An endpoint's schemas; `errors` are error answers with a shape of their own (any other 4xx is the common ApiError). */
export type EndpointSchemas = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType; response: z.ZodType; errors?: Record<number, z.ZodType> };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AnyEndpoint = Endpoint<unknown, unknown, unknown, unknown>;

/**
 * `true` for each endpoint whose answer is its response schema's output and whose body is its body schema's input,
 * `never` otherwise: a family declares `const x: TypesAgree<typeof endpoints, typeof schemas> = { name: true, ... }`,
 * which does not compile while one of them drifts.
 */
export type TypesAgree<Es extends Record<string, AnyEndpoint>, Ss extends Record<keyof Es, EndpointSchemas>> = {
  [K in keyof Es]: [
    Same<ResponseOf<Es[K]>, z.output<Ss[K]['response']>>,
    Ss[K] extends { body: z.ZodType } ? Same<BodyOf<Es[K]>, z.input<Ss[K]['body']>> : true,
  ] extends [true, true]
    ? true
    : never;
};
