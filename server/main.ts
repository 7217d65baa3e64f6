// Starts the reference API (and the built SPA from dist/): env -> db -> migrate -> seed -> listen.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDb } from './db/index.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './seed/demo.js';
import { seedJobs } from './seed/jobs.js';
import { seedProducts } from './seed/products.js';
import { seedReference } from './seed/reference.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = { ...readConfig(process.env), staticDir: path.join(repoRoot, 'dist') };

if (!config.databaseUrl) await mkdir(path.resolve(config.dataDir), { recursive: true });
const db = await openDb({ dataDir: path.resolve(config.dataDir), databaseUrl: config.databaseUrl });
const app = buildApp({ db, config });

const applied = await migrate(db);
app.log.info({ applied, database: config.databaseUrl ? 'postgres' : `pglite:${path.resolve(config.dataDir)}` }, 'database ready');
await seedReference(db);
const products = await seedProducts(db);
if (products > 0) app.log.info({ products }, 'products added from src/content/bikes.ts');
const jobs = await seedJobs(db);
if (jobs > 0) app.log.info({ jobs }, 'job openings added (server/seed/jobs.ts)');
if (config.seedDemo) {
  const added = await seedDemo(db);
  if (added > 0) app.log.info({ added }, 'demo accounts added (SEED_DEMO=off to skip)');
}
if (!config.appLinkSecret) app.log.warn('APP_LINK_SECRET is not set: companion-app links will be refused');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
