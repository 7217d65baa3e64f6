// Two API instances on one PostgreSQL behind a small round-robin proxy: what `npm run test:cluster` and
// `npm run bench:cluster` start. Run under scripts/dev/with-postgres.sh (DATABASE_URL, and what pg_ctl needs to
// restart that server) and tsx (the local fakes of MSG91 and Freshdesk are the server's own TypeScript).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SMS_TEMPLATE_ENVS } from '../../server/platform/config.ts';
import { FAKE_FRESHDESK_KEY, startFakeFreshdesk } from '../../server/test-fakes/freshdesk.ts';
import { FAKE_MSG91, startFakeMsg91 } from '../../server/test-fakes/msg91.ts';
import { freePort } from '../e2e/server.mjs';

const root = resolve(import.meta.dirname, '../..');
export const METRICS_TOKEN = 'cluster-metrics-token-0123456789abcdef';
/** The header the test sets to stand for a client's address; the proxy passes it on as X-Forwarded-For. */
export const CLIENT_IP = 'x-client-ip';

/** Polls `check` every 50 ms until it returns something truthy, for at most `ms`; an error marked `fatal` ends it at once. */
export async function until(what, check, ms = 30_000) {
  const deadline = Date.now() + ms;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      if (error?.fatal) throw error;
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Restarts the PostgreSQL of with-postgres.sh (fast: open connections are dropped, as in a failover), without
 * blocking: the clients of the test keep sending while the server is away.
 */
export async function restartPostgres() {
  const pgCtl = process.env.WITH_POSTGRES_PG_CTL;
  const data = process.env.WITH_POSTGRES_DATA;
  if (!pgCtl || !data) throw new Error('run under scripts/dev/with-postgres.sh: it says how to restart its server');
  const owner = process.env.WITH_POSTGRES_OWNER;
  const command = [pgCtl, '-D', data, '-m', 'fast', '-w', '-t', '60', 'restart'];
  // stdio ignored and 'exit' awaited: the new postmaster inherits pg_ctl's output and would keep pipes open.
  const child = spawn(owner ? 'runuser' : command[0], owner ? ['-u', owner, '--', ...command] : command.slice(1), { stdio: 'ignore' });
  const code = await new Promise((resolve, reject) => child.once('exit', resolve).once('error', reject));
  if (code !== 0) throw new Error(`pg_ctl restart exited with ${code}`);
}

function startInstance(name, port, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (process.env.CLUSTER_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { name, port, base: `http://127.0.0.1:${port}`, child, output };
}

/** Waits for an instance's /api/ready; fails at once with its output when it exits. */
export async function ready(instance, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`instance ${instance.name} exited:\n${instance.output.join('')}`);
    const ok = await fetch(`${instance.base}/api/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`instance ${instance.name} not ready in time:\n${instance.output.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A round-robin proxy in front of the instances, trusted by them (TRUST_PROXY=127.0.0.1). */
function startProxy(upstreams) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length];
    const headers = { ...req.headers, 'x-forwarded-for': String(req.headers[CLIENT_IP] ?? '192.0.2.1'), 'x-upstream': upstream.name };
    delete headers[CLIENT_IP];
    const forward = http.request({ host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': upstream.name });
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"message":"upstream unavailable"}');
    });
    req.pipe(forward);
  });
  server.keepAliveTimeout = 5000;
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Starts the fakes, two instances (at the same time, on the same empty database) and the proxy. `env` adds to the
 * instances' settings.
 */
export async function startCluster(env = {}) {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set: run under scripts/dev/with-postgres.sh');
  const sms = await startFakeMsg91();
  const helpdesk = await startFakeFreshdesk();
  const dataDir = mkdtempSync(join(tmpdir(), 'revolt-cluster-'));
  const shared = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN,
    SMS_PROVIDER: 'msg91',
    SMS_AUTH_KEY: FAKE_MSG91.authKey,
    SMS_SENDER_ID: FAKE_MSG91.senderId,
    SMS_API_BASE: sms.base,
    // Every kind of SMS has a DLT template per language (SMS_TEMPLATE_OTP, SMS_TEMPLATE_OTP_HI, ...).
    ...Object.fromEntries(Object.entries(SMS_TEMPLATE_ENVS).flatMap(([language, names]) =>
      Object.entries(names).map(([key, name]) => [name, FAKE_MSG91.templates[language][key]]))),
    HELPDESK_PROVIDER: 'freshdesk',
    FRESHDESK_API_BASE: helpdesk.base,
    FRESHDESK_API_KEY: FAKE_FRESHDESK_KEY,
    // Secrets every instance must share, or a link signed by one is refused by the other.
    FEEDBACK_LINK_SECRET: 'cluster-feedback-secret-0123456789abcdef0123',
    APP_LINK_SECRET: 'cluster-app-link-secret-0123456789abcdef0123',
    PASS_TOKEN_SECRET: 'cluster-pass-token-secret-0123456789abcdef0',
    OUTBOX_SECONDS: '1',
    ORDER_SWEEP_SECONDS: '2',
    HELPDESK_SYNC_SECONDS: '5',
    SANDBOX_REFUND_SECONDS: '1',
    ...env,
  };
  const [portA, portB] = [await freePort(), await freePort()];
  const instances = [startInstance('A', portA, shared), startInstance('B', portB, shared)];
  const stop = async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => (i.child.exitCode !== null ? null : new Promise((r) => i.child.once('exit', r)))));
    proxy?.close();
    await sms.close();
    await helpdesk.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let proxy;
  try {
    for (const instance of instances) await ready(instance);
    proxy = await startProxy(instances);
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, proxy: `http://127.0.0.1:${proxy.address().port}`, sms, helpdesk, stop };
}
