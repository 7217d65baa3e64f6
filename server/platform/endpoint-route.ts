// A route registered from its contract descriptor (contract/endpoint.ts): method, path, access, success status and
// summary come from the descriptor, validation and the answer's shape from the family's schemas, so the server
// answers exactly what the SPA's client and the MSW handlers of the screen tests are built from.
import { apiError } from '@contract/common.js';
import type { Endpoint } from '@contract/endpoint.js';
import type { EndpointSchemas } from '@contract/endpoint-schemas.js';
import { API_PREFIX } from './deps.js';

/** A contract path (`/api/v1/...`) as registered inside the API's scope, which adds the prefix: for the routes that
 * are not JSON descriptors (multipart uploads, images, files). */
export function scopedPath(path: string): string {
  if (!path.startsWith(`${API_PREFIX}/`)) throw new Error(`${path} is not under ${API_PREFIX}`);
  return path.slice(API_PREFIX.length);
}

/** The route options of a descriptor: spread them into app.route({ ...endpointRoute(e, schemas, tags), handler }). */
export function endpointRoute<E extends Endpoint<unknown, unknown, unknown, unknown>, S extends EndpointSchemas>(e: E, schemas: S, tags: string[]) {
  return {
    method: e.method,
    url: scopedPath(e.path),
    config: { auth: e.access },
    // Only the parts the endpoint has (Fastify warns of a schema key set to undefined); typed as the schemas given.
    schema: {
      tags,
      summary: e.summary,
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.querystring ? { querystring: schemas.querystring } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: { [e.status]: schemas.response, ...schemas.errors, '4xx': apiError },
    } as {
      tags: string[];
      summary: string;
      params: S['params'];
      querystring: S['querystring'];
      body: S['body'];
      response: { 200: S['response']; '4xx': typeof apiError };
    },
  };
}
