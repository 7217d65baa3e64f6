// Text the database cannot keep as sent is a caller mistake, refused before any handler runs: one check for every
// route's params, query and parsed body (and the multipart fields, jobs.ts, support.ts, banners.ts).
// - NUL (U+0000): Postgres text cannot hold it (error 22021).
// - A lone UTF-16 surrogate (JSON "\ud800" without its pair): not Unicode, so it would be stored as U+FFFD, silently
//   changing what was sent.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { MSG } from './messages.js';

// With the u flag a surrogate pair is one code point, so \p{Cs} matches only a surrogate without its pair.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string cannot be stored as sent, or undefined. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return MSG.nulCharacter;
  if (LONE_SURROGATE.test(text)) return MSG.loneSurrogate;
  return undefined;
}

/**
 * The dotted path of the first string (value or key) that cannot be stored, with the reason, or undefined.
 * Iterative: bodies nest deep.
 */
export function findBadText(value: unknown, root: string): { field: string; message: string } | undefined {
  const pending: [unknown, string][] = [[value, '']];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { field: path || root, message };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, join(path, index)]));
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const message = textProblem(key);
        if (message) return { field: path || root, message };
        pending.push([item, join(path, key)]);
      }
    }
  }
  return undefined;
}

/** The dotted path of the first string (value or key) holding a NUL or a lone surrogate, or undefined. */
export function findNul(value: unknown, root: string): string | undefined {
  return findBadText(value, root)?.field;
}

/**
 * Throws the 400 that names the field, like a schema error does (`cover_note`, `name`, `id`): a NUL or a lone
 * surrogate (the multipart routes call it by this name).
 */
export function rejectNul(value: unknown, root: string): void {
  const bad = findBadText(value, root);
  if (bad) throw new HttpError(400, `${bad.field}: ${bad.message}`, [bad]);
}

/** preValidation hook: params, query and the parsed body are all known by then, and no schema has run. */
export async function rejectBadTextInput(request: FastifyRequest): Promise<void> {
  rejectNul(request.params, 'params');
  rejectNul(request.query, 'query');
  rejectNul(request.body, 'body');
}
