// NODE_ENV=production refuses to start while a development default is still in place: one line per problem.
// productionProblems reads the configuration; demoAccountProblems reads the database, once it is open.
import { DEMO_SELLER } from '@contract/company-rules.js';
import { verifyPassword } from './platform/auth/password.js';
import { DEFAULT_SPECIAL_BOOKING_PATH, DEV_PASS_TOKEN_SECRET, type Config } from './platform/config.js';
import type { Queryable } from './platform/db/index.js';
import { DEMO_USERS } from './seed/demo.js';

/** Files of the built site that name its origin; any of them reading localhost means VITE_SITE_ORIGIN was forgotten. */
export const ORIGIN_FILES = ['robots.txt', 'sitemap.xml'] as const;

/** METRICS_TOKEN, when set, is at least this long in production. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

const LOCAL_ORIGIN = /\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//i;
/** The demo contact addresses of src/lib/config.ts (VITE_SUPPORT_EMAIL, VITE_CAREERS_EMAIL unset): no mailbox reads them. */
const DEMO_ADDRESS = /[a-z0-9.+-]+@revoltmotors\.example\b/i;

/**
 * Every reason not to start in production, each a sentence naming the fix and the variable that allows it.
 * `readBuilt` returns a file of the built site (config.staticDir) or undefined when it is not there.
 */
export function productionProblems(config: Config, readBuilt: (file: string) => string | undefined): string[] {
  if (!config.production) return [];
  const { allow } = config;
  const problems: string[] = [];
  if (config.seedDemo && !allow.demoAccounts) {
    problems.push('SEED_DEMO is on: demo accounts with the passwords published in the README would be created. Set SEED_DEMO=off (or ALLOW_DEMO_ACCOUNTS=on).');
  }
  if (config.paymentProvider === 'sandbox' && !allow.sandboxPayments) {
    problems.push('PAYMENT_PROVIDER is the sandbox: anyone holding an order id can mark a booking paid. Configure a real gateway (or ALLOW_SANDBOX_PAYMENTS=on).');
  }
  if (config.rateLimitScale > 1) {
    problems.push(`RATE_LIMIT_SCALE is ${config.rateLimitScale}: every abuse limit (sign-in, OTP, forms) is raised. Unset it; it is for tests and load runs.`);
  }
  if (config.smsProvider === 'log' && !allow.logSms) {
    problems.push('SMS go to the log only (SMS_PROVIDER is log): OTP codes reach nobody. Set SMS_PROVIDER=msg91 with its SMS_* settings (or ALLOW_LOG_SMS=on).');
  }
  if (config.emailProvider === 'log' && !allow.logEmail) {
    problems.push('E-mails go to the log only (EMAIL_PROVIDER is log): work-e-mail codes reach nobody. Set EMAIL_PROVIDER=http with its EMAIL_* settings (or ALLOW_LOG_EMAIL=on).');
  }
  if (config.whatsappProvider === 'log' && !allow.logWhatsApp) {
    problems.push('WhatsApp notices go to the log only (WHATSAPP_PROVIDER is log): customers who opt in get nothing there. Set WHATSAPP_PROVIDER=cloud-api with its WHATSAPP_* settings (or ALLOW_LOG_WHATSAPP=on).');
  }
  if (!config.appLinkSecret && !allow.noAppLinks) {
    problems.push('APP_LINK_SECRET is missing: companion-app links would all be refused. Set it (or ALLOW_NO_APP_LINKS=on).');
  }
  if (!config.feedbackLinkSecret) {
    problems.push('FEEDBACK_LINK_SECRET is missing: feedback links would be signed with a key that changes at every start, so links already sent stop working. Set it.');
  }
  if (!config.vendorLinkSecret) {
    problems.push('VENDOR_LINK_SECRET is missing: finance and partner vendors could not approve or reject bookings from their links. Set it.');
  }
  if (config.passTokenSecret === DEV_PASS_TOKEN_SECRET) {
    problems.push('PASS_TOKEN_SECRET is missing: booking passes would be signed with the published development key, so anyone could forge one. Set it.');
  }
  if (config.specialBookingPath === DEFAULT_SPECIAL_BOOKING_PATH) {
    problems.push(
      `SPECIAL_BOOKING_PATH is the default ${DEFAULT_SPECIAL_BOOKING_PATH}, which the README publishes. Set a path of your own (or SPECIAL_BOOKING_PATH=off to close the page).`,
    );
  }
  if (!config.databaseUrl && !allow.embeddedDb) {
    problems.push(
      'DATABASE_URL is not set: the embedded PGlite database cannot flush to disk (writes can be lost on power loss) and serves one process only. Set DATABASE_URL (or ALLOW_EMBEDDED_DB=on).',
    );
  }
  if (config.metricsToken !== undefined && config.metricsToken.length < METRICS_TOKEN_MIN_LENGTH) {
    problems.push(`METRICS_TOKEN is shorter than ${METRICS_TOKEN_MIN_LENGTH} characters: a short token can be guessed. Set a longer random one (or unset it to turn /metrics off).`);
  }
  if (!allow.localOrigin && LOCAL_ORIGIN.test(`${config.siteOrigin}/`)) {
    problems.push(`VITE_SITE_ORIGIN is ${config.siteOrigin}: the links the server sends by SMS and e-mail would point at this machine. Set the site's public origin (or ALLOW_LOCAL_ORIGIN=on).`);
  }
  if (config.staticDir && !allow.localOrigin) {
    const local = ORIGIN_FILES.find((file) => LOCAL_ORIGIN.test(readBuilt(file) ?? ''));
    if (local) {
      problems.push(`The built site names a localhost origin (${config.staticDir}/${local}): rebuild with VITE_SITE_ORIGIN set (or ALLOW_LOCAL_ORIGIN=on).`);
    }
  }
  if (config.seller.gstin === DEMO_SELLER.gstin && !allow.demoSeller) {
    problems.push(`SELLER_GSTIN is the demo ${DEMO_SELLER.gstin}: tax invoices would name a company that is not the seller. Set SELLER_GSTIN, SELLER_LEGAL_NAME, SELLER_ADDRESS and SELLER_STATE (or ALLOW_DEMO_SELLER=on).`);
  }
  // A build made for local use (ALLOW_LOCAL_ORIGIN) may keep the demo addresses too.
  if (config.staticDir && !allow.localOrigin) {
    const demo = DEMO_ADDRESS.exec(readBuilt('contact-us/index.html') ?? '');
    if (demo) {
      problems.push(
        `The built contact page shows the demo address ${demo[0]}: rebuild with VITE_SUPPORT_EMAIL and VITE_CAREERS_EMAIL set to real mailboxes (or ALLOW_LOCAL_ORIGIN=on).`,
      );
    }
  }
  return problems;
}

/**
 * The demo accounts still open with the passwords the README publishes (server/seed/demo.ts): a database seeded once
 * in development keeps them whatever SEED_DEMO says now. One line naming their mobiles, or none.
 */
export async function demoAccountProblems(config: Pick<Config, 'production' | 'allow'>, db: Queryable): Promise<string[]> {
  if (!config.production || config.allow.demoAccounts) return [];
  const published = new Map(DEMO_USERS.map((user) => [user.mobile, user.password]));
  const { rows } = await db.query<{ mobile: string; password_hash: string | null }>(
    'SELECT mobile, password_hash FROM users WHERE mobile = ANY($1::text[]) ORDER BY mobile',
    [[...published.keys()]],
  );
  const open: string[] = [];
  for (const row of rows) {
    const password = published.get(row.mobile);
    if (password !== undefined && row.password_hash !== null && (await verifyPassword(password, row.password_hash))) open.push(row.mobile);
  }
  if (open.length === 0) return [];
  return [
    `Demo accounts still sign in with the passwords published in the README (mobiles ${open.join(', ')}): anyone could use them, the demo admin too. Delete these accounts or change their passwords (or ALLOW_DEMO_ACCOUNTS=on).`,
  ];
}
