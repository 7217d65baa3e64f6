import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiError } from '@contract/common.js';
import { DatabaseUnavailableError } from './db/pool.js';
import { MSG } from './messages.js';

type FieldError = { field: string; message: string };

/** Retry-After of a 503 for a database that dropped its connection: long enough for a restart or a failover. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Thrown anywhere in a request; becomes the one error shape with its status (plus `details`, e.g. a changed price's `price`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, `${field}: ${message}`, [{ field, message }]);
}

const friendly: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
};

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

function describe(error: unknown): { statusCode?: number; code?: string; message: string } {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const { statusCode, code, message } = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  return {
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : 'Invalid request.',
  };
}

/** wrongMethod: the 405 for a request no route matched because of its method alone (method-index.ts). */
export function installErrorHandling(app: FastifyInstance, wrongMethod?: (request: FastifyRequest) => HttpError | undefined): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ApiError = { ...error.details, ...(error.errors ? { message: error.message, errors: error.errors } : { message: error.message }) };
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value.',
      }));
      const first = errors[0] ?? { field: 'body', message: 'Invalid request.' };
      return reply.code(400).send({ message: `${first.field}: ${first.message}`, errors } satisfies ApiError);
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: MSG.databaseUnavailable } satisfies ApiError);
    }
    const { statusCode: status = 500, code, message: raw } = describe(error);
    // Postgres class 22 (data exception: NUL in text, a number out of range, ...) is a value the caller sent.
    if (code?.startsWith('22') && code.length === 5 && status === 500) {
      request.log.warn({ code }, 'value refused by the database');
      return reply.code(400).send({ message: code === '22021' ? MSG.nulCharacter : MSG.invalidValue } satisfies ApiError);
    }
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // A JSON syntax error carries no code, only statusCode 400.
      const message = (code && friendly[code]) || (error instanceof SyntaxError ? MSG.invalidJson : raw);
      return reply.code(status).send({ message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: MSG.serverError } satisfies ApiError);
  });

  app.setNotFoundHandler((request, reply) => {
    const refused = wrongMethod?.(request);
    if (refused) throw refused;
    return reply.code(404).send({ message: MSG.notFound } satisfies ApiError);
  });
}

/** Postgres unique_violation: two requests raced past a "taken?" check. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
