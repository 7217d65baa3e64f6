// Postgres text cannot hold U+0000 (error 22021), so a NUL anywhere in the input is a caller mistake, refused before
// any handler runs: one check for every route's params, query and parsed body (and the multipart fields, jobs.ts).
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { MSG } from './messages.js';

/** The dotted path of the first string (value or key) holding a NUL, or undefined. Iterative: bodies nest deep. */
export function findNul(value: unknown, root: string): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || root;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, join(path, index)]));
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return path || root;
        pending.push([item, join(path, key)]);
      }
    }
  }
  return undefined;
}

/** Throws the 400 that names the field, like a schema error does (`cover_note`, `name`, `id`). */
export function rejectNul(value: unknown, root: string): void {
  const field = findNul(value, root);
  if (field !== undefined) throw new HttpError(400, `${field}: ${MSG.nulCharacter}`, [{ field, message: MSG.nulCharacter }]);
}

/** preValidation hook: params, query and the parsed body are all known by then, and no schema has run. */
export async function rejectNulInput(request: FastifyRequest): Promise<void> {
  rejectNul(request.params, 'params');
  rejectNul(request.query, 'query');
  rejectNul(request.body, 'body');
}
