// One place decides who may call what. Every route must declare config.auth, or the server refuses to start.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { HttpError } from '../errors.js';
import { MSG } from '../messages.js';
import { findSessionUser, type SessionUser } from './session-store.js';
import { hashToken, isWellFormedToken } from './tokens.js';

export const AUTH_LEVELS = ['public', 'customer', 'dealer', 'callcentre', 'admin'] as const;
export type AuthLevel = (typeof AUTH_LEVELS)[number];

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

function isAuthLevel(value: unknown): value is AuthLevel {
  return typeof value === 'string' && (AUTH_LEVELS as readonly string[]).includes(value);
}

function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  const alt = request.headers['x-auth-token'];
  const token = bearer ?? (typeof alt === 'string' ? alt.trim() : undefined);
  return token && isWellFormedToken(token) ? token : null;
}

function allows(level: AuthLevel, user: SessionUser): boolean {
  if (level === 'admin') return user.isAdmin;
  if (level === 'dealer') return user.isDealer || user.isAdmin;
  if (level === 'callcentre') return user.isCallCentre || user.isAdmin;
  return true;
}

export function installAuth(app: FastifyInstance, deps: { db: Queryable; now: () => Date }): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const level = route.config?.auth;
    if (!isAuthLevel(level)) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.auth (${AUTH_LEVELS.join(' | ')})`);
    }
    if (level !== 'public' && !route.schema?.hide) {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] } as typeof route.schema;
    }
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    // Fail closed: a route that somehow has no level is treated as admin-only.
    const level = request.routeOptions.config.auth ?? 'admin';
    if (level === 'public') return;
    const token = readToken(request);
    const user = token ? await findSessionUser(deps.db, hashToken(token), deps.now()) : null;
    if (!user) throw new HttpError(401, MSG.unauthorized);
    if (!allows(level, user)) throw new HttpError(403, MSG.forbidden);
    request.user = user;
  });
}

/**
 * The live session behind a token sent some other way than the headers (the colour call carries it in its
 * body, SPEC §7). Accepts "Bearer <token>" or the bare token; anything else is simply no user.
 */
export async function findTokenUser(db: Queryable, raw: string | undefined, now: Date): Promise<SessionUser | null> {
  const token = raw?.trim().replace(/^Bearer\s+/i, '');
  return token && isWellFormedToken(token) ? findSessionUser(db, hashToken(token), now) : null;
}

/** The signed-in user when a live token is sent (public routes); a missing, stale or malformed one is simply no user. */
export async function optionalUser(db: Queryable, request: FastifyRequest, now: Date): Promise<SessionUser | null> {
  const { authorization } = request.headers;
  const alt = request.headers['x-auth-token'];
  const raw = typeof authorization === 'string' ? authorization : typeof alt === 'string' ? alt : undefined;
  return findTokenUser(db, raw, now);
}

/** The id of optionalUser: whom to record as the customer of a public form. */
export async function optionalUserId(db: Queryable, request: FastifyRequest, now: Date): Promise<number | null> {
  return (await optionalUser(db, request, now))?.id ?? null;
}

/** The signed-in user of a protected route (the hook has already refused anyone else). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, MSG.unauthorized);
  return request.user;
}
