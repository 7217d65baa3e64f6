// Which methods each API path answers, collected from the routes as they are declared, so an /api path that
// exists answers a wrong method with 405 and an Allow header, and OPTIONS with 204 (RFC 9110 §15.5.6). A method
// Fastify does not route at all (PROPFIND, MKCOL, ...) reaches the not-found handler instead, which asks here too.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

type Entry = { pattern: RegExp; methods: Set<string> };

/** A Fastify route URL (`/api/v1/products/:id`, `/x/*`) as an anchored expression over a request path. */
export function urlPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export class MethodIndex {
  private readonly entries = new Map<string, Entry>();

  add(url: string, methods: string[]): void {
    const entry = this.entries.get(url) ?? { pattern: urlPattern(url), methods: new Set<string>() };
    for (const method of methods) entry.methods.add(method.toUpperCase());
    this.entries.set(url, entry);
  }

  /** The methods a path answers, in a stable order (with HEAD beside GET, and OPTIONS), or [] when no route matches. */
  allowed(pathname: string): string[] {
    const methods = new Set<string>();
    for (const { pattern, methods: own } of this.entries.values()) if (pattern.test(pathname)) own.forEach((m) => methods.add(m));
    if (methods.size === 0) return [];
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    return [...methods].sort();
  }
}

/** The 405 naming the methods a path answers, or undefined when no API route has that path. */
export function wrongMethod(index: MethodIndex, method: string, url: string): HttpError | undefined {
  const allow = index.allowed(url.split('?')[0] ?? url);
  if (allow.length === 0) return undefined;
  const use = allow.filter((m) => m !== 'OPTIONS' && m !== 'HEAD').join(', ');
  return new HttpError(405, `Method ${method} is not allowed here: use ${use}.`, undefined, { allow: allow.join(', ') });
}

/** Catch-all routes (the JSON 404 of /api and /api/*) are registered with `isCatchAll` and left out. */
export function installMethodIndex(app: FastifyInstance, isCatchAll: (url: string) => boolean): MethodIndex {
  const index = new MethodIndex();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || isCatchAll(route.url)) return;
    index.add(route.url, Array.isArray(route.method) ? route.method : [route.method]);
  });
  return index;
}
