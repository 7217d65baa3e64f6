// GET /metrics, outside /api/v1 and never the SPA: Prometheus scrapes it with METRICS_TOKEN as a Bearer token.
// Without METRICS_TOKEN it answers 404 (metrics off); a missing or wrong token is a 401. The token is compared in
// constant time and never logged (the request log has no headers, server/platform/log.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from './db/index.js';
import type { App } from './deps.js';
import { MSG } from './messages.js';
import type { Metrics } from './metrics.js';

export const METRICS_URL = '/metrics';

/** Route of a request for the labels: its pattern, never the raw URL (ids, query strings); no route = unmatched. */
function routeLabel(url: string | undefined): string {
  return url ?? 'unmatched';
}

/** Counts every answered request and its latency by method, route pattern and status code. */
export function installRequestMetrics(app: App, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request.routeOptions.url), status_code: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token (Bearer), compared in constant time. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export function metricsRoute(app: App, options: { token: string | undefined; metrics: Metrics; db: Db; now: () => Date }): void {
  const { token, metrics, db, now } = options;
  app.get(METRICS_URL, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token) return reply.code(404).send({ message: MSG.notFound });
    if (!carriesToken(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ message: MSG.unauthorized });
    }
    try {
      await metrics.refresh(db, now());
    } catch (error) {
      // The rest is still worth scraping; db_query_errors_total counts the failure.
      request.log.warn({ err: error }, 'metrics: the database gauges could not be read');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
