// @vitest-environment node
import { gstinCheckCharacter } from '@contract/company-rules.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './platform/auth/password.js';
import { SMS_TEMPLATE_ENV, SMS_TEMPLATE_ENV_HI, readConfig } from './platform/config.js';
import type { Db } from './platform/db/index.js';
import { migrate } from './platform/db/migrate.js';
import { demoAccountProblems, productionProblems } from './production-checks.js';
import { seedDemo } from './seed/demo.js';
import { seedProducts } from './seed/products.js';
import { seedReference } from './seed/reference.js';
import { openTestDb } from './test-helpers.js';

type Env = Record<string, string>;

/** A production set-up with every risk dealt with (a real database, secret, no demo accounts, a built site). */
const SAFE: Env = {
  NODE_ENV: 'production',
  SEED_DEMO: 'off',
  ALLOW_SANDBOX_PAYMENTS: 'on',
  ALLOW_LOG_SMS: 'on',
  ALLOW_LOG_EMAIL: 'on',
  ALLOW_LOG_WHATSAPP: 'on',
  APP_LINK_SECRET: 's3cret',
  FEEDBACK_LINK_SECRET: 'f33dback',
  VENDOR_LINK_SECRET: 'v3ndor',
  PASS_TOKEN_SECRET: 'p4ss-t0ken',
  SPECIAL_BOOKING_PATH: '/fleet-priority',
  DATABASE_URL: 'postgres://db/revolt',
  VITE_SITE_ORIGIN: 'https://www.example.in',
  SELLER_STATE: 'KA',
  SELLER_GSTIN: `29AAACR5055K1Z${gstinCheckCharacter('29AAACR5055K1Z')}`,
};
const PUBLIC_SITE = { 'robots.txt': 'Sitemap: https://www.example.in/sitemap.xml\n' };
const LOCAL_SITE = { 'robots.txt': 'Sitemap: http://localhost:3000/sitemap.xml\n' };

function problems(env: Env, site: Record<string, string> = PUBLIC_SITE): string[] {
  const config = { ...readConfig(env), staticDir: '/srv/dist' };
  return productionProblems(config, (file) => site[file]);
}

describe('productionProblems', () => {
  it('finds nothing outside production, whatever the set-up', () => {
    expect(problems({}, LOCAL_SITE)).toEqual([]);
    expect(problems({ NODE_ENV: 'development' }, LOCAL_SITE)).toEqual([]);
  });

  it('finds nothing when every risk is dealt with', () => {
    expect(problems(SAFE)).toEqual([]);
    expect(problems({ ...SAFE, ALLOW_LOG_EMAIL: 'off', EMAIL_PROVIDER: 'http', EMAIL_API_URL: 'https://mail.example/send', EMAIL_API_KEY: 'k', EMAIL_FROM: 'no-reply@example.in' })).toEqual([]);
  });

  it('lists every problem of the default set-up, one line each', () => {
    const lines = problems({ NODE_ENV: 'production' }, LOCAL_SITE);
    expect(lines).toHaveLength(14);
    expect(lines.join('\n')).toMatch(/SEED_DEMO[\s\S]*PAYMENT_PROVIDER[\s\S]*SMS[\s\S]*E-mails[\s\S]*WhatsApp[\s\S]*APP_LINK_SECRET[\s\S]*FEEDBACK_LINK_SECRET[\s\S]*VENDOR_LINK_SECRET[\s\S]*PASS_TOKEN_SECRET[\s\S]*SPECIAL_BOOKING_PATH[\s\S]*DATABASE_URL[\s\S]*VITE_SITE_ORIGIN is http:\/\/localhost:3000[\s\S]*localhost origin[\s\S]*SELLER_GSTIN is the demo/);
    for (const line of lines) expect(line).not.toContain('\n');
  });

  it.each([
    ['demo accounts', { SEED_DEMO: 'on' }, /^SEED_DEMO is on.*ALLOW_DEMO_ACCOUNTS=on/, { ALLOW_DEMO_ACCOUNTS: 'on' }],
    ['the sandbox gateway', { ALLOW_SANDBOX_PAYMENTS: 'off' }, /^PAYMENT_PROVIDER is the sandbox.*ALLOW_SANDBOX_PAYMENTS=on/, { ALLOW_SANDBOX_PAYMENTS: 'on' }],
    ['the log-only SMS sender', { ALLOW_LOG_SMS: 'off' }, /^SMS go to the log only.*Set SMS_PROVIDER=msg91 with its SMS_\* settings \(or ALLOW_LOG_SMS=on\)\.$/, { ALLOW_LOG_SMS: 'on' }],
    ['the log-only e-mail sender', { ALLOW_LOG_EMAIL: 'off' }, /^E-mails go to the log only.*ALLOW_LOG_EMAIL=on/, { ALLOW_LOG_EMAIL: 'on' }],
    ['the log-only WhatsApp sender', { ALLOW_LOG_WHATSAPP: 'off' }, /^WhatsApp notices go to the log only.*ALLOW_LOG_WHATSAPP=on/, { ALLOW_LOG_WHATSAPP: 'on' }],
    ['a missing APP_LINK_SECRET', { APP_LINK_SECRET: '' }, /^APP_LINK_SECRET is missing.*ALLOW_NO_APP_LINKS=on/, { ALLOW_NO_APP_LINKS: 'on' }],
    ['a missing FEEDBACK_LINK_SECRET', { FEEDBACK_LINK_SECRET: '' }, /^FEEDBACK_LINK_SECRET is missing/, { FEEDBACK_LINK_SECRET: 'f33dback' }],
    ['a missing VENDOR_LINK_SECRET', { VENDOR_LINK_SECRET: '' }, /^VENDOR_LINK_SECRET is missing/, { VENDOR_LINK_SECRET: 'v3ndor' }],
    ['the development PASS_TOKEN_SECRET', { PASS_TOKEN_SECRET: '' }, /^PASS_TOKEN_SECRET is missing/, { PASS_TOKEN_SECRET: 'p4ss-t0ken' }],
    ['the published default SPECIAL_BOOKING_PATH', { SPECIAL_BOOKING_PATH: '' }, /^SPECIAL_BOOKING_PATH is the default \/special-booking/, { SPECIAL_BOOKING_PATH: 'off' }],
    ['the embedded database', { DATABASE_URL: '' }, /^DATABASE_URL is not set.*ALLOW_EMBEDDED_DB=on/, { ALLOW_EMBEDDED_DB: 'on' }],
    ['the demo seller on tax invoices', { SELLER_STATE: '', SELLER_GSTIN: '' }, /^SELLER_GSTIN is the demo.*ALLOW_DEMO_SELLER=on/, { ALLOW_DEMO_SELLER: 'on' }],
  ])('refuses %s unless its own variable allows it', (_name, risk: Env, message: RegExp, allow: Env) => {
    const refused = problems({ ...SAFE, ...risk });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(message);
    expect(problems({ ...SAFE, ...risk, ...allow })).toEqual([]);
  });

  it('refuses raised abuse limits (RATE_LIMIT_SCALE), and counts the SMS sender only when it is the log', () => {
    expect(problems({ ...SAFE, RATE_LIMIT_SCALE: '20' })).toEqual([
      'RATE_LIMIT_SCALE is 20: every abuse limit (sign-in, OTP, forms) is raised. Unset it; it is for tests and load runs.',
    ]);
    const msg91 = {
      SMS_PROVIDER: 'msg91', SMS_AUTH_KEY: 'k', SMS_SENDER_ID: 'REVOLT',
      ...Object.fromEntries([...Object.values(SMS_TEMPLATE_ENV), ...Object.values(SMS_TEMPLATE_ENV_HI)].map((name, i) => [name, `t${i}`])),
    };
    expect(problems({ ...SAFE, ALLOW_LOG_SMS: 'off', ...msg91 })).toEqual([]);
  });

  it('refuses a METRICS_TOKEN shorter than 24 characters, and accepts none (metrics off) or a long one', () => {
    expect(problems({ ...SAFE, METRICS_TOKEN: 'short-token' })).toEqual([
      'METRICS_TOKEN is shorter than 24 characters: a short token can be guessed. Set a longer random one (or unset it to turn /metrics off).',
    ]);
    expect(problems({ ...SAFE, METRICS_TOKEN: 'm'.repeat(24) })).toEqual([]);
    expect(problems({ ...SAFE, METRICS_TOKEN: '' })).toEqual([]);
    expect(problems({ NODE_ENV: 'development', METRICS_TOKEN: 'short' })).toEqual([]);
  });

  it('refuses a build with a localhost origin (robots.txt or sitemap.xml) unless ALLOW_LOCAL_ORIGIN=on', () => {
    expect(problems(SAFE, LOCAL_SITE)).toEqual([
      'The built site names a localhost origin (/srv/dist/robots.txt): rebuild with VITE_SITE_ORIGIN set (or ALLOW_LOCAL_ORIGIN=on).',
    ]);
    expect(problems(SAFE, { 'sitemap.xml': '<loc>http://127.0.0.1:3000/</loc>' })[0]).toContain('sitemap.xml');
    expect(problems({ ...SAFE, ALLOW_LOCAL_ORIGIN: 'on' }, LOCAL_SITE)).toEqual([]);
    const api = { ...readConfig(SAFE), staticDir: undefined };
    expect(productionProblems(api, () => LOCAL_SITE['robots.txt'])).toEqual([]);
  });
});

describe('the links and addresses people are sent', () => {
  it('refuses a server origin on localhost (SMS and e-mail links) unless ALLOW_LOCAL_ORIGIN=on', () => {
    expect(problems({ ...SAFE, VITE_SITE_ORIGIN: 'http://127.0.0.1:3000' })).toEqual([
      'VITE_SITE_ORIGIN is http://127.0.0.1:3000: the links the server sends by SMS and e-mail would point at this machine. Set the site\'s public origin (or ALLOW_LOCAL_ORIGIN=on).',
    ]);
    expect(problems({ ...SAFE, VITE_SITE_ORIGIN: 'http://localhost:3000', ALLOW_LOCAL_ORIGIN: 'on' })).toEqual([]);
  });

  it('refuses a built contact page that still shows a demo address', () => {
    const site = { ...PUBLIC_SITE, 'contact-us/index.html': '<a href="mailto:support@revoltmotors.example">support@revoltmotors.example</a>' };
    expect(problems(SAFE, site)).toEqual([
      'The built contact page shows the demo address support@revoltmotors.example: rebuild with VITE_SUPPORT_EMAIL and VITE_CAREERS_EMAIL set to real mailboxes (or ALLOW_LOCAL_ORIGIN=on).',
    ]);
    expect(problems({ ...SAFE, ALLOW_LOCAL_ORIGIN: 'on' }, site)).toEqual([]);
    expect(problems(SAFE, { ...PUBLIC_SITE, 'contact-us/index.html': '<a href="mailto:care@revoltmotors.com">care</a>' })).toEqual([]);
  });
});

describe('demoAccountProblems (a database seeded once in development)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await migrate(db);
    await seedReference(db);
    await seedProducts(db);
  });
  afterAll(() => db.close());

  const check = (env: Env) => demoAccountProblems(readConfig(env), db);

  it('finds nothing on a database without the demo accounts', async () => {
    expect(await check(SAFE)).toEqual([]);
  });

  it('refuses while a demo mobile still signs in with its published password, in one line naming the fix', async () => {
    expect(await seedDemo(db)).toBe(5);
    const lines = await check(SAFE);
    expect(lines).toEqual([
      'Demo accounts still sign in with the passwords published in the README (mobiles 9000000001, 9000000002, 9000000003, 9000000004, 9000000005): ' +
        'anyone could use them, the demo admin too. Delete these accounts or change their passwords (or ALLOW_DEMO_ACCOUNTS=on).',
    ]);
    // Not in development, and not when production allows them on purpose.
    expect(await check({ ...SAFE, NODE_ENV: 'development' })).toEqual([]);
    expect(await check({ ...SAFE, ALLOW_DEMO_ACCOUNTS: 'on' })).toEqual([]);
  });

  it('lets a demo mobile through once its password changed, and one deleted', async () => {
    await db.query('UPDATE users SET password_hash = $1 WHERE mobile = $2', [await hashPassword('A-new-and-long-secret-9'), '9000000001']);
    await db.query("DELETE FROM users WHERE mobile IN ('9000000002', '9000000004')");
    expect((await check(SAFE))[0]).toMatch(/\(mobiles 9000000003, 9000000005\)/);
    await db.query('UPDATE users SET password_hash = $1 WHERE mobile = ANY($2::text[])', [await hashPassword('Another-secret-77'), ['9000000003', '9000000005']]);
    expect(await check(SAFE)).toEqual([]);
  });
});
