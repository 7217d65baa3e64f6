// Starts the reference API (and the built SPA from dist/): env -> checks -> data folder -> db -> migrate -> checks of
// the data -> seed -> listen.
// A start-up problem is one line on stderr (all of them, for the production checks) and exit code 1, never a stack.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { startOutbox } from './platform/outbox.js';
import { outboxHandlers } from './outbox-handlers.js';
import { helpdeskFor } from './platform/helpdesk/index.js';
import { startHelpdeskSync } from './modules/support/jobs.js';
import { readConfig, type Config } from './platform/config.js';
import { openDb, type Db } from './platform/db/index.js';
import { DataDirLockedError, ensureDir, lockDataDir, type DataDirLock } from './platform/db/lock.js';
import { migrate } from './platform/db/migrate.js';
import { createMetrics, meterDb } from './platform/metrics.js';
import { demoAccountProblems, productionProblems } from './production-checks.js';
import { seedOnStart } from './seed/index.js';
import { emailSender } from './platform/email/index.js';
import { smsSender } from './platform/sms/index.js';
import { WebPushSender } from './platform/push/web-push.js';
import { whatsappSender } from './platform/whatsapp/index.js';

function refuse(lines: string[]): never {
  for (const line of lines) process.stderr.write(`Cannot start: ${line}\n`);
  process.exit(1);
}

/** The first line of an error's message, with its errno code when it has one. */
function cause(error: unknown): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  const text = (typeof message === 'string' ? message : String(error)).split('\n')[0] ?? '';
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

function readBuilt(dir: string, file: string): string | undefined {
  try {
    return readFileSync(path.join(dir, file), 'utf8');
  } catch {
    return undefined;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let config: Config;
try {
  const dist = path.join(repoRoot, 'dist');
  // Without a build (npm run build) the server answers /api/* only.
  config = { ...readConfig(process.env), staticDir: existsSync(dist) ? dist : undefined };
} catch (error) {
  refuse([cause(error)]);
}
const { staticDir } = config;
const problems = productionProblems(config, (file) => (staticDir ? readBuilt(staticDir, file) : undefined));
if (problems.length > 0) refuse(problems.map((problem) => `(NODE_ENV=production) ${problem}`));

const dataDir = path.resolve(config.dataDir);
let lock: DataDirLock | undefined;
if (!config.databaseUrl) {
  try {
    ensureDir(dataDir);
    lock = lockDataDir(dataDir);
  } catch (error) {
    refuse([error instanceof DataDirLockedError ? error.message : `DATA_DIR ${dataDir} cannot be used: ${cause(error)}`]);
  }
  process.on('exit', () => lock?.release());
}

// A PostgreSQL connection that drops is logged (db/pool.ts): to stderr until the app's logger exists.
let logDbError = (error: unknown, message: string): void => {
  process.stderr.write(`${message}: ${cause(error)}\n`);
};
let db: Db;
let applied: unknown;
try {
  db = await openDb({ dataDir, databaseUrl: config.databaseUrl, onError: (error, message) => logDbError(error, message) });
  applied = await migrate(db);
} catch (error) {
  refuse([
    config.databaseUrl
      ? `DATABASE_URL: the database could not be opened or migrated: ${cause(error)}`
      : `DATA_DIR ${dataDir} could not be opened as a database (damaged or not a PGlite folder?): ${cause(error)}`,
  ]);
}
// A database seeded once in development keeps its demo accounts whatever SEED_DEMO says now.
let demoAccounts: string[] = [];
try {
  demoAccounts = await demoAccountProblems(config, db);
} catch (error) {
  refuse([`the demo accounts could not be checked: ${cause(error)}`]);
}
if (demoAccounts.length > 0) refuse(demoAccounts.map((problem) => `(NODE_ENV=production) ${problem}`));
// One registry for the app and the workers below, with the process's own metrics (GET /metrics, METRICS_TOKEN).
const metrics = createMetrics({ processMetrics: true });
db = meterDb(db, metrics);
const app = buildApp({ db, config, metrics });
// Only what says what happened: pg's errors carry the whole client (its prepared statements, connection settings).
logDbError = (error, message) => {
  const { name, message: text, code } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; message?: unknown; code?: unknown };
  app.log.warn({ err: { type: name, message: typeof text === 'string' ? text : String(error), code } }, message);
};
app.log.info({ applied, database: config.databaseUrl ? 'postgres' : `pglite:${dataDir}` }, 'database ready');
const seeded = await seedOnStart(db, { seedDemo: config.seedDemo });
if (seeded.products > 0) app.log.info({ products: seeded.products }, 'products added from src/content/bikes.ts');
if (seeded.jobs > 0) app.log.info({ jobs: seeded.jobs }, 'sample job openings added (server/seed/jobs.ts; SEED_DEMO=off to skip)');
if (seeded.demoAccounts > 0) app.log.info({ added: seeded.demoAccounts }, 'demo accounts added (SEED_DEMO=off to skip)');
if (!config.appLinkSecret) app.log.warn('APP_LINK_SECRET is not set: companion-app links will be refused');
if (!config.feedbackLinkSecret) app.log.warn('FEEDBACK_LINK_SECRET is not set: feedback links are signed with a secret of this process and stop working at restart');

// Messages to outside services (CRM, helpdesk...) leave through the outbox, retried until delivered.
const sms = smsSender(config, app.log);
const email = emailSender(config, app.log);
const whatsapp = whatsappSender(config, app.log);
const push = new WebPushSender(config, app.log);
const outbox = startOutbox(db, outboxHandlers(config, { db, sms, email, whatsapp, push }), {
  intervalMs: config.outboxSeconds * 1000,
  now: () => new Date(),
  onError: (error) => app.log.warn({ err: error }, 'outbox pass failed'),
  metrics,
});
// Replies and status changes made in the helpdesk come back by polling it (nothing to poll when tickets stay here).
const helpdeskSync = startHelpdeskSync(
  { db, helpdesk: helpdeskFor(config) },
  { intervalMs: config.helpdeskSyncSeconds * 1000, now: () => new Date(), onError: (error) => app.log.warn({ err: error }, 'helpdesk sync failed'), metrics },
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  outbox.stop();
  helpdeskSync.stop();
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  refuse([`the server could not start on ${config.host}:${config.port}: ${cause(error)}`]);
}
