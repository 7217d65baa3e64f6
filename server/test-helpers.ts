// Shared by the server's test files: one fresh database per test context (in-memory PGlite, or a schema of its own
// on the server named by DATABASE_URL, as `npm run test:pg` does), a movable clock, captured SMS.
import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from './app.js';
import { readConfig, type Config } from './platform/config.js';
import pg from 'pg';
import { openDb, type Db } from './platform/db/index.js';
import { migrate } from './platform/db/migrate.js';
import type { App } from './platform/deps.js';
import { seedDemo } from './seed/demo.js';
import { seedJobs } from './seed/jobs.js';
import { seedProducts } from './seed/products.js';
import { seedReference } from './seed/reference.js';
import { emailContent, type EmailMessage, type EmailSender } from './platform/email.js';
import { smsText, type SmsMessage, type SmsSender } from './platform/sms.js';
import type { PushPayload, PushSender, PushTarget } from './platform/push.js';
import type { WhatsAppSender, WhatsAppTemplate, WhatsAppText } from './platform/whatsapp.js';
import type { Language } from '@contract/languages.js';
import { normaliseMobile } from '@contract/rules.js';
import { inject } from 'vitest';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's context is augmented by merging an interface
  export interface ProvidedContext {
    /** Where the run's seeded database snapshot is kept (tests/global-setup.ts). */
    dbSnapshot: string;
  }
}

export const APP_LINK_SECRET = 'test-app-link-secret';

export const DEMO = {
  admin: { mobile: '9000000001', password: 'Admin@12345' },
  dealer: { mobile: '9000000002', password: 'Dealer@12345' },
  customer: { mobile: '9000000003', password: 'Customer@12345' },
  agent: { mobile: '9000000005', password: 'Agent@12345' },
} as const;

export class CapturingSms implements SmsSender {
  /** Each message as the customer reads it (in the language it went out in: `messages` says which). */
  readonly sent: { mobile: string; text: string }[] = [];
  /** Each message as a DLT sender gets it (kind and variables, and the language that picks the template). */
  readonly messages: { mobile: string; message: SmsMessage; language: Language }[] = [];

  async send(mobile: string, message: SmsMessage, language: Language): Promise<void> {
    this.sent.push({ mobile, text: smsText(message, language) });
    this.messages.push({ mobile, message, language });
  }

  /** The 6-digit code of the last SMS to this mobile. */
  lastCode(mobile: string): string {
    const message = this.sent.filter((m) => m.mobile === mobile).at(-1);
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (!code) throw new Error(`no OTP sent to ${mobile}`);
    return code;
  }
}

/** WhatsApp as the fan-out hands it over (tests of the Cloud API itself use its fake, server/test-fakes/whatsapp.ts). */
export class CapturingWhatsApp implements WhatsAppSender {
  readonly templates: { mobile: string; template: WhatsAppTemplate; id: string }[] = [];
  readonly texts: { mobile: string; text: string; id: string }[] = [];

  async sendTemplate(mobile: string, template: WhatsAppTemplate): Promise<{ id: string }> {
    const id = `wamid.test-${this.templates.length + this.texts.length + 1}`;
    this.templates.push({ mobile, template, id });
    return { id };
  }

  async sendText(mobile: string, text: WhatsAppText): Promise<{ id: string }> {
    const id = `wamid.test-${this.templates.length + this.texts.length + 1}`;
    this.texts.push({ mobile, text: text.text, id });
    return { id };
  }
}

/** Web push as the fan-out hands it over (tests of the encryption and the 410 use the fake push service, server/test-fakes/push-service.ts). */
export class CapturingPush implements PushSender {
  readonly sent: { endpoint: string; payload: PushPayload }[] = [];

  async publicKey(): Promise<string> {
    return 'BTestPublicKey';
  }

  async send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'> {
    this.sent.push({ endpoint: target.endpoint, payload });
    return 'sent';
  }
}

export class CapturingEmail implements EmailSender {
  readonly messages: { to: string; message: EmailMessage; text: string; subject: string; language: Language }[] = [];

  async send(to: string, message: EmailMessage, language: Language): Promise<void> {
    const { subject, text } = emailContent(message, language);
    this.messages.push({ to, message, text, subject, language });
  }

  /** The 6-digit code of the last e-mail to this address. */
  lastCode(to: string): string {
    const sent = this.messages.filter((m) => m.to === to).at(-1);
    const code = sent && /\b(\d{6})\b/.exec(sent.text)?.[1];
    if (!code) throw new Error(`no code e-mailed to ${to}`);
    return code;
  }
}

/**
 * The app's clock in a test: real time moved by `advance` (or set to a pinned instant by advancing to it). It follows
 * real time because the database stamps rows with its own now() (column defaults), and the two must agree. A test
 * whose answer depends on the calendar (a weekday, a holiday, a month's end) checks that rule as a pure function on
 * fixed dates, and asserts the route's result with the same rule from the record's own date, so every test gives
 * the same answer on every day of the year (issue 31).
 */
export class TestClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

const generous = { limit: 10_000, windowSeconds: 60 };

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = readConfig({ LOG_LEVEL: 'silent', APP_LINK_SECRET });
  return {
    ...base,
    // The databases are in memory or on DATABASE_URL; /api/ready still probes a writable folder.
    dataDir: os.tmpdir(),
    rateLimits: {
      signinFailuresPerMobile: generous,
      signinFailuresPerMobileIp: generous,
      signinPerIp: generous,
      passwordResetPerMobile: generous,
      otpPerMobile: generous,
      otpPerIp: generous,
      registerPerMobile: generous,
      registerPerIp: generous,
      chatUsersPerUser: generous,
      uploadsPerIp: generous,
      testRidesPerIp: generous,
      testRidesPerMobile: generous,
      notifyPerIp: generous,
      notifyPerMobile: generous,
      contactPerIp: generous,
      contactPerMobile: generous,
      jobApplicationsPerIp: generous,
      bookingsPerIp: generous,
      bookingsPerMobile: generous,
      paymentsPerIp: generous,
      lookupPerIp: generous,
      lookupPerMobile: generous,
      dealerApplicationsPerIp: generous,
      leadsPerIp: generous,
      specialCodePerIp: generous,
      reviewsPerUser: generous,
      reviewVotesPerUser: generous,
    },
    orderSweepSeconds: 0,
    reminderSweepSeconds: 0,
    outboxSeconds: 15,
    helpdeskSyncSeconds: 60,
    retentionSweepMinutes: 0,
    ...overrides,
  };
}

export type TestContext = {
  app: App;
  db: Db;
  sms: CapturingSms;
  email: CapturingEmail;
  whatsapp: CapturingWhatsApp;
  push: CapturingPush;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
};

let schemas = 0;

/**
 * With DATABASE_URL: a schema of its own on that server (search_path set per connection), dropped on close, so test
 * files running in parallel never see each other's rows. Without: an in-memory PGlite.
 */
export async function openTestDb(databaseUrl = process.env.DATABASE_URL): Promise<Db> {
  if (!databaseUrl) return openDb({ dataDir: 'memory://' });
  schemas += 1;
  const schema = `test_${process.pid}_${schemas}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDb({ databaseUrl: url.toString() });
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db);
  await seedReference(db);
  await seedProducts(db);
  await seedJobs(db);
  await seedDemo(db);
}

let snapshot: Promise<Blob> | undefined;

/**
 * The migrated and seeded database as a PGlite dump, made once per `vitest run` (the first test file that needs it
 * writes it to the file tests/global-setup.ts names, atomically; two workers starting together may both make it, and
 * the second rename wins with the same content) and read by every other test file, instead of each test context
 * running initdb, 40 migrations and the seeds again. Outside `vitest run` (no file named) each call makes its own.
 */
function seededSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = inject('dbSnapshot');
    if (file) {
      try {
        return new Blob([await readFile(file)]);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    const db = await openDb({ dataDir: 'memory://' });
    try {
      await migrateAndSeed(db);
      const dumped = await db.dump!();
      if (file) {
        const partial = `${file}.${randomUUID()}`;
        await writeFile(partial, Buffer.from(await dumped.arrayBuffer()));
        await rename(partial, file);
      }
      return dumped;
    } finally {
      await db.close();
    }
  })();
  return snapshot;
}

/** A database as `npm start` seeds it: from the snapshot on PGlite, migrated and seeded afresh on PostgreSQL. */
async function openSeededTestDb(): Promise<Db> {
  if (process.env.DATABASE_URL) {
    const db = await openTestDb();
    await migrateAndSeed(db);
    return db;
  }
  return openDb({ dataDir: 'memory://', loadDataDir: await seededSnapshot() });
}

export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const db = await openSeededTestDb();
  const sms = new CapturingSms();
  const email = new CapturingEmail();
  const whatsapp = new CapturingWhatsApp();
  const push = new CapturingPush();
  const clock = new TestClock();
  const config = testConfig(overrides);
  const app = buildApp({ db, config, sms, email, whatsapp, push, now: clock.now });
  await app.ready();
  return {
    app,
    db,
    sms,
    email,
    whatsapp,
    push,
    clock,
    config,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** Another app on the same database (other config), sharing the clock and SMS capture. */
export async function siblingApp(ctx: TestContext, overrides: Partial<Config>): Promise<App> {
  const app = buildApp({ db: ctx.db, config: { ...ctx.config, ...overrides }, sms: ctx.sms, email: ctx.email, whatsapp: ctx.whatsapp, push: ctx.push, now: ctx.clock.now });
  await app.ready();
  return app;
}

/**
 * The plan of `sql` with reads of whole tables ruled out: whether an index can serve it at all (a test's small tables
 * are cheaper to read whole, so the planner would not show it otherwise).
 */
export async function planWithoutSeqScan(db: Db, sql: string): Promise<string> {
  const { rows } = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
  });
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

export function body<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json<T>();
}

export async function signIn(app: App, who: { mobile: string; password: string }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: who });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return body<{ token: string }>(res).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/**
 * A customer with a fresh mobile and e-mail, a place and a password. Sign-up takes only the mobile, its code and the
 * name; `register` below adds the rest the way a customer does later (profile, then a first password).
 */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    name: 'Meera Iyer',
    mobile: `98765${n}${String(process.pid % 10)}`,
    email: `meera.${n}.${process.pid}@example.com`,
    state: 'TN',
    city: 'TN-CHE',
    area: 'TN-CHE-01',
    password: 'Scooter#2026',
    ...overrides,
  };
}

/** Just what sign-up asks: a fresh mobile and a name (the code is added by `register`). */
export function newSignup(overrides: Record<string, unknown> = {}) {
  const { name, mobile } = newCustomer();
  return { name, mobile, ...overrides };
}

let mobiles = 0;
/** A fresh valid mobile per call (starting with `prefix`), so records never collide unless a test means them to. */
export function freshMobile(prefix: '96' | '97'): string {
  mobiles += 1;
  return `${prefix}${String(mobiles).padStart(4, '0')}${String(process.pid % 10_000).padStart(4, '0')}`;
}

/**
 * Sign-up's two steps: an OTP to the body's mobile, then the mobile, that code and the name. When the payload also
 * carries an e-mail, a place or a password (newCustomer), they are then added as a customer adds them later: the
 * profile, then a first password. Returns the sign-up's response (its user as it was at sign-up).
 */
export async function register(
  ctx: { app: App; sms: CapturingSms },
  payload: Record<string, unknown>,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const { email, state, city, area, pincode, password, ...signup } = payload;
  const sent = await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/register/otp', payload: { mobile: payload.mobile }, remoteAddress });
  if (sent.statusCode !== 200) return sent;
  const mobile = body<{ status: string }>(sent).status === 'sent' ? normaliseMobile(String(payload.mobile)) : '';
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/customer/register',
    payload: { otp: ctx.sms.lastCode(mobile), ...signup },
    remoteAddress,
  });
  const created = res.statusCode === 200 ? body<{ status: string; user?: { token: string } }>(res) : null;
  if (!created?.user) return res;
  const headers = bearer(created.user.token);
  if (email !== undefined || state !== undefined) {
    const profile = { name: signup.name, email, state, city, area, pincode };
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/v1/customer/profile', headers, payload: profile, remoteAddress });
    if (saved.statusCode !== 200) throw new Error(`profile after sign-up failed: ${saved.statusCode} ${saved.body}`);
  }
  if (password !== undefined) {
    const set = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password', headers, payload: { newPassword: password }, remoteAddress });
    if (set.statusCode !== 200) throw new Error(`first password after sign-up failed: ${set.statusCode} ${set.body}`);
  }
  return res;
}
