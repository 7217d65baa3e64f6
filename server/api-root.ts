// The unversioned /api calls: liveness, readiness, the OpenAPI document and its reference page, and the answer for
// any other /api path: 405 with Allow for a wrong method on a path that exists, 204 for OPTIONS, else a JSON 404.
import { randomBytes } from 'node:crypto';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiError, healthResponse } from '@contract/common.js';
import type { App, Deps } from './platform/deps.js';
import { HttpError } from './platform/errors.js';
import { MSG } from './platform/messages.js';
import { wrongMethod, type MethodIndex } from './platform/method-index.js';

export const CATCH_ALL_URLS = new Set(['/api', '/api/*']);
export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_URL = '/api/docs';

// Swagger UI's own bundle from the installed @fastify/swagger-ui, served from here (no CDN). Its plugin is not used:
// its routes cannot declare config.auth, which server/platform/auth/hook.ts requires of every route.
const swaggerStatic = path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')), 'static');
const DOCS_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_URL)}, dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });\n`;
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Revolt web API reference</title>
<link rel="icon" type="image/png" href="${DOCS_URL}/static/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_URL}/static/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_URL}/static/swagger-ui-bundle.js"></script>
<script src="${DOCS_URL}/static/init.js"></script>
</body>
</html>
`;
// Swagger UI sets style attributes and draws its icons from data: URLs; it fetches only the document.
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const READY_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function reason(error: unknown): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  const text = (typeof message === 'string' ? message : String(error)).split('\n')[0] ?? '';
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

/** Each failing readiness check with its cause; [] when ready. */
export async function readinessProblems({ db, config }: Pick<Deps, 'db' | 'config'>): Promise<{ field: string; message: string }[]> {
  const problems: { field: string; message: string }[] = [];
  try {
    await withTimeout(db.query('SELECT 1'), 'the database');
  } catch (error) {
    problems.push({ field: 'database', message: reason(error) });
  }
  // With DATABASE_URL the data folder holds nothing: the database server has its own disk.
  if (!config.databaseUrl) {
    const probe = path.join(path.resolve(config.dataDir), `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      await withTimeout(writeFile(probe, 'ready'), 'the data folder');
      await unlink(probe);
    } catch (error) {
      problems.push({ field: 'dataDir', message: `${path.resolve(config.dataDir)}: ${reason(error)}` });
    }
  }
  return problems;
}

export function apiRootRoutes(app: App, deps: Deps, methods: MethodIndex): void {
  app.get(
    '/api/health',
    { config: { auth: 'public' }, schema: { tags: ['Health'], summary: 'Liveness check', response: { 200: healthResponse } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Health'],
        summary: 'Readiness check: the database answers and the data folder is writable (503 with the failing check)',
        response: { 200: healthResponse, 503: apiError },
      },
    },
    async (_request, reply) => {
      const problems = await readinessProblems(deps);
      if (problems.length === 0) return { status: 'ok' as const };
      return reply.code(503).send({ message: `Not ready: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`, errors: problems });
    },
  );

  // The OpenAPI document, generated from the same zod schemas the routes validate with.
  app.get(OPENAPI_URL, { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());

  app.get(DOCS_URL, { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_CSP).header('cache-control', 'no-cache').send(DOCS_PAGE),
  );
  app.get<{ Params: { file: string } }>(`${DOCS_URL}/static/:file`, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params;
    reply.header('cache-control', 'public, max-age=86400');
    if (file === 'init.js') return reply.type('application/javascript; charset=utf-8').send(DOCS_INIT);
    const type = DOCS_ASSETS[file];
    if (!type) throw new HttpError(404, MSG.notFound);
    return reply.type(type).send(await readFile(path.join(swaggerStatic, file)));
  });

  // Any other /api path is JSON, never the SPA shell.
  for (const url of CATCH_ALL_URLS) {
    app.all(url, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const allow = methods.allowed(request.url.split('?')[0] ?? request.url);
      if (allow.length === 0) throw new HttpError(404, MSG.notFound);
      if (request.method === 'OPTIONS') return reply.code(204).header('allow', allow.join(', ')).send();
      throw wrongMethod(methods, request.method, request.url) ?? new HttpError(404, MSG.notFound);
    });
  }
}
