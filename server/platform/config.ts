import type { Seller } from '@contract/company-rules.js';
import { isIP } from 'node:net';
// Every setting the server reads from the environment, with its default. docs/operations.md lists them.
import { scaledRateLimits, type RateLimits } from './config-rate-limits.js';
import { seller } from './config-seller.js';
import { mediaStorageSettings, type MediaStorageKind, type S3Config } from './config-media.js';
import { SMS_TEMPLATE_ENVS, type Msg91Config, type SmsTemplates } from './config-sms.js';
import { notifySettings, type NotifySettings } from './config-notify.js';

export type { RateLimit, RateLimits } from './config-rate-limits.js';

/** Payment gateways with an adapter in server/platform/payments/. */
export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** SMS senders in server/platform/sms/: 'log' writes the message to the server log, 'msg91' sends it (DLT templates). */
export const SMS_PROVIDERS = ['log', 'msg91'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** E-mail senders in server/platform/email/: 'log' writes the message to the server log, 'http' posts it to a mail API. */
export const EMAIL_PROVIDERS = ['log', 'http'] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];
/** A transactional-mail HTTP API (server/platform/email/http-mail.ts). */
export type HttpMailConfig = { url: string; apiKey: string; from: string };

/** Where campaign leads go besides our table: 'none' keeps them stored only, 'leadsquared' sends them (server/platform/crm/). */
export const CRM_PROVIDERS = ['none', 'leadsquared'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];
/** LeadSquared's API host (the account's region) and its access and secret keys. */
export type LeadSquaredConfig = { apiBase: string; accessKey: string; secretKey: string };

export { MEDIA_STORAGES, type MediaStorageKind, type S3Config } from './config-media.js';
export { SMS_TEMPLATE_ENV, SMS_TEMPLATE_ENV_HI, SMS_TEMPLATE_ENVS, type Msg91Config, type SmsTemplates } from './config-sms.js';
export type { CloudApiConfig, NotifySettings, VapidKeys, WhatsAppProvider, WhatsAppTemplates } from './config-notify.js';

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiBase: string };
/** Helpdesks with an adapter in server/platform/helpdesk/: 'none' keeps tickets in this database only. */
export const HELPDESK_PROVIDERS = ['none', 'freshdesk'] as const;
export type HelpdeskProvider = (typeof HELPDESK_PROVIDERS)[number];
export type FreshdeskConfig = { apiBase: string; apiKey: string };


/** Each lets production start despite one known risk (server/platform/production-checks.ts). All off by default. */
export type ProductionAllowances = {
  /** ALLOW_DEMO_ACCOUNTS: seed the demo accounts whose passwords the README publishes. */
  demoAccounts: boolean;
  /** ALLOW_SANDBOX_PAYMENTS: the sandbox gateway, where anyone with an order id marks it paid. */
  sandboxPayments: boolean;
  /** ALLOW_LOG_SMS: SMS (OTP codes) go to the log, masked, and reach nobody. */
  logSms: boolean;
  /** ALLOW_LOG_EMAIL: e-mails (work-e-mail codes) go to the log, masked, and reach nobody. */
  logEmail: boolean;
  /** ALLOW_LOG_WHATSAPP: WhatsApp notices go to the log, masked, and reach nobody. */
  logWhatsApp: boolean;
  /** ALLOW_NO_APP_LINKS: no APP_LINK_SECRET, so companion-app links are refused. */
  noAppLinks: boolean;
  /** ALLOW_LOCAL_ORIGIN: the built site in dist/ names a localhost origin (VITE_SITE_ORIGIN unset at build). */
  localOrigin: boolean;
  /** ALLOW_EMBEDDED_DB: PGlite, which cannot flush to disk (fsync) and serves one process only. */
  embeddedDb: boolean;
  /** ALLOW_DEMO_SELLER: tax invoices name the demo company (SELLER_GSTIN unset). */
  demoSeller: boolean;
};

/** NotifySettings: WHATSAPP_*, VAPID_* and PUSH_SERVICE_HOSTS (server/platform/config-notify.ts). */
export type Config = NotifySettings & {
  /** NODE_ENV=production: start only when server/platform/production-checks.ts finds no problem. */
  production: boolean;
  allow: ProductionAllowances;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  appLinkSecret: string | undefined;
  /** VENDOR_LINK_SECRET: signs the vendors' booking links (/vendor-booking-action); unset = every vendor link refused. */
  vendorLinkSecret: string | undefined;
  /** SPECIAL_BOOKING_PATH: the hidden special-customer booking page's path (not in the SPA's route table); null = off. */
  specialBookingPath: string | null;
  tokenTtlHours: number;
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  logLevel: string;
  /** false, or the addresses (IPs and CIDR ranges) of the proxies whose X-Forwarded-For is believed. */
  trustProxy: false | string[];
  /** A session also ends after this many minutes without a request (SESSION_IDLE_MINUTES). */
  sessionIdleMinutes: number;
  /** FORCE_HSTS: send Strict-Transport-Security on every response (TLS ends before a proxy the server does not trust). */
  forceHsts: boolean;
  /** Folder of the built SPA; unset = the server answers /api/* only. */
  staticDir: string | undefined;
  /** Which payment gateway takes booking amounts (PAYMENT_PROVIDER). */
  paymentProvider: PaymentProvider;
  /** Set exactly when paymentProvider is 'razorpay'. */
  razorpay: RazorpayConfig | undefined;
  /** Which SMS sender delivers OTPs and confirmations (SMS_PROVIDER). */
  smsProvider: SmsProvider;
  /** Set exactly when smsProvider is 'msg91'. */
  msg91: Msg91Config | undefined;
  /** Which e-mail sender delivers codes and confirmations (EMAIL_PROVIDER). */
  emailProvider: EmailProvider;
  /** Set exactly when emailProvider is 'http'. */
  httpMail: HttpMailConfig | undefined;
  /** Which CRM receives campaign leads through the outbox (CRM_PROVIDER). */
  crmProvider: CrmProvider;
  /** Set exactly when crmProvider is 'leadsquared'. */
  leadSquared: LeadSquaredConfig | undefined;
  /** RATE_LIMIT_SCALE (1 unless set): every abuse limit is multiplied by it. */
  rateLimitScale: number;
  /** The abuse limits, already multiplied by RATE_LIMIT_SCALE (server/platform/config-rate-limits.ts). */
  rateLimits: RateLimits;
  /** Where support tickets are also created (HELPDESK_PROVIDER); the API key never leaves the server. */
  helpdeskProvider: HelpdeskProvider;
  /** Set exactly when helpdeskProvider is 'freshdesk'. */
  freshdesk: FreshdeskConfig | undefined;
  /** Where the media library's photographs are stored (MEDIA_STORAGE). */
  mediaStorage: MediaStorageKind;
  /** Set exactly when mediaStorage is 's3' (S3_*); the secret key is never logged. */
  s3: S3Config | undefined;
  /** SANDBOX_REFUND_SECONDS: how long a sandbox refund stays initiated before it completes. */
  sandboxRefundSeconds: number;
  /** ORDER_SWEEP_SECONDS: how often refunds owed and sandbox refunds due are swept; 0 = never (tests). */
  orderSweepSeconds: number;
  /** REMINDER_SWEEP_SECONDS: how often the test rides of tomorrow are looked for to queue their reminder SMS; 0 = never (tests). */
  reminderSweepSeconds: number;
  /** OUTBOX_SECONDS: how often each instance delivers the outbox's due messages (at least 1). */
  outboxSeconds: number;
  /** HELPDESK_SYNC_SECONDS: how often the helpdesk is polled for replies, by one instance at a time (at least 5). */
  helpdeskSyncSeconds: number;
  /** RETENTION_SWEEP_MINUTES: how often rows past their retention period (contract/retention-rules.ts) are purged; 0 = never. */
  retentionSweepMinutes: number;
  /** FEEDBACK_LINK_SECRET: signs the feedback links sent by SMS; unset = a random secret per process (links die with it). */
  feedbackLinkSecret: string | undefined;
  /** PASS_TOKEN_SECRET: signs the booking passes' QR tokens (HMAC-SHA256); the development default is refused in production. */
  passTokenSecret: string;
  /** VITE_SITE_ORIGIN (the build's own setting): the origin of the links the server sends by SMS. */
  siteOrigin: string;
  /** SELLER_*: the company on the tax invoices and receipts (contract/company-rules.ts DEMO_SELLER by default). */
  seller: Seller;
  /** BANNER_LINK_HOSTS: the outside hosts a home banner may link to (https only). */
  bannerLinkHosts: string[];
  /** METRICS_TOKEN: the Bearer token of GET /metrics (Prometheus); unset = /metrics answers 404. */
  metricsToken: string | undefined;
};

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'on' || raw === 'true' || raw === '1') return true;
  if (raw === 'off' || raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be "on" or "off", got "${raw}"`);
}

function isProxyAddress(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For is believed, as addresses, never a hop count: with a count, a client that
 * reaches the port directly writes its own X-Forwarded-For and picks its address.
 */
function proxyAddresses(env: Env): false | string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (!raw || /^(off|false|0)$/i.test(raw)) return false;
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must list the addresses of your reverse proxies (IPs or CIDR ranges, comma-separated, e.g. ` +
        `"127.0.0.1,10.0.0.0/8"), or be off; got "${raw}". "on" and hop counts are not accepted: they let a client ` +
        'that reaches the port directly fake X-Forwarded-For.',
    );
  }
  return entries;
}

/** The default of SPECIAL_BOOKING_PATH: published in the README, so production refuses it. */
export const DEFAULT_SPECIAL_BOOKING_PATH = '/special-booking';
/** PASS_TOKEN_SECRET's development default: published here, so production-checks.ts refuses it. */
export const DEV_PASS_TOKEN_SECRET = 'dev-pass-token-secret';
const SPECIAL_PATH_RE = /^(\/[a-z0-9][a-z0-9-]{2,40}){1,2}$/;

function specialBookingPath(env: Env): string | null {
  const raw = text(env, 'SPECIAL_BOOKING_PATH') ?? DEFAULT_SPECIAL_BOOKING_PATH;
  if (raw === 'off') return null;
  const value = raw.replace(/\/+$/, '');
  if (!SPECIAL_PATH_RE.test(value) || value.startsWith('/api/') || value === '/api') {
    throw new Error(`SPECIAL_BOOKING_PATH must be off or a path of one or two lower-case segments (letters, digits, -), not under /api, got "${raw}"`);
  }
  return value;
}

function text(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function paymentProvider(env: Env): PaymentProvider {
  const raw = text(env, 'PAYMENT_PROVIDER')?.toLowerCase() ?? 'sandbox';
  const known = PAYMENT_PROVIDERS.find((provider) => provider === raw);
  if (!known) {
    throw new Error(
      `PAYMENT_PROVIDER "${raw}" has no adapter in this server (built: ${PAYMENT_PROVIDERS.join(', ')}). ` +
        'Add one under server/platform/payments/ or unset PAYMENT_PROVIDER to use the sandbox.',
    );
  }
  return known;
}

function required(env: Env, name: string, why: string): string {
  const value = text(env, name);
  if (!value) throw new Error(`${name} must be set ${why}`);
  return value;
}

function apiBase(env: Env, name: string, fallback: string): string {
  const raw = text(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  return url.origin;
}

function razorpay(env: Env, provider: PaymentProvider): RazorpayConfig | undefined {
  if (provider !== 'razorpay') return undefined;
  const why = 'when PAYMENT_PROVIDER is razorpay (Razorpay Dashboard → Account & Settings → API keys / Webhooks)';
  return {
    keyId: required(env, 'RAZORPAY_KEY_ID', why),
    keySecret: required(env, 'RAZORPAY_KEY_SECRET', why),
    webhookSecret: required(env, 'RAZORPAY_WEBHOOK_SECRET', why),
    apiBase: apiBase(env, 'RAZORPAY_API_BASE', 'https://api.razorpay.com'),
  };
}

function smsProvider(env: Env): SmsProvider {
  const raw = text(env, 'SMS_PROVIDER')?.toLowerCase() ?? 'log';
  const known = SMS_PROVIDERS.find((provider) => provider === raw);
  if (!known) throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got "${raw}"`);
  return known;
}

function msg91(env: Env, provider: SmsProvider): Msg91Config | undefined {
  if (provider !== 'msg91') return undefined;
  const why = 'when SMS_PROVIDER is msg91';
  return {
    authKey: required(env, 'SMS_AUTH_KEY', why),
    senderId: required(env, 'SMS_SENDER_ID', why),
    apiBase: apiBase(env, 'SMS_API_BASE', 'https://control.msg91.com'),
    templates: Object.fromEntries(
      Object.entries(SMS_TEMPLATE_ENVS).map(([language, names]) => [
        language,
        Object.fromEntries(Object.entries(names).map(([key, name]) => [key, required(env, name, why)])) as SmsTemplates,
      ]),
    ) as Msg91Config['templates'],
  };
}

function emailProvider(env: Env): EmailProvider {
  const raw = text(env, 'EMAIL_PROVIDER')?.toLowerCase() ?? 'log';
  const known = EMAIL_PROVIDERS.find((provider) => provider === raw);
  if (!known) throw new Error(`EMAIL_PROVIDER must be one of ${EMAIL_PROVIDERS.join(', ')}, got "${raw}"`);
  return known;
}

function httpMail(env: Env, provider: EmailProvider): HttpMailConfig | undefined {
  if (provider !== 'http') return undefined;
  const why = 'when EMAIL_PROVIDER is http';
  const url = required(env, 'EMAIL_API_URL', why);
  apiBase(env, 'EMAIL_API_URL', url);
  const from = required(env, 'EMAIL_FROM', why);
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(from) && !/<[^\s@<>]+@[^\s@<>]+>$/.test(from)) {
    throw new Error(`EMAIL_FROM must be an e-mail address ("Revolt Motors <no-reply@example.in>" or the address alone), got "${from}"`);
  }
  return { url, apiKey: required(env, 'EMAIL_API_KEY', why), from };
}

function crmProvider(env: Env): CrmProvider {
  const raw = text(env, 'CRM_PROVIDER')?.toLowerCase() ?? 'none';
  const known = CRM_PROVIDERS.find((provider) => provider === raw);
  if (!known) throw new Error(`CRM_PROVIDER must be one of ${CRM_PROVIDERS.join(', ')}, got "${raw}"`);
  return known;
}

function leadSquared(env: Env, provider: CrmProvider): LeadSquaredConfig | undefined {
  if (provider !== 'leadsquared') return undefined;
  const why = 'when CRM_PROVIDER is leadsquared (LeadSquared → Settings → API and Webhooks)';
  return {
    apiBase: apiBase(env, 'LSQ_API_BASE', required(env, 'LSQ_API_BASE', why)),
    accessKey: required(env, 'LSQ_ACCESS_KEY', why),
    secretKey: required(env, 'LSQ_SECRET_KEY', why),
  };
}

function helpdeskProvider(env: Env): HelpdeskProvider {
  const raw = text(env, 'HELPDESK_PROVIDER')?.toLowerCase() ?? 'none';
  const known = HELPDESK_PROVIDERS.find((provider) => provider === raw);
  if (!known) throw new Error(`HELPDESK_PROVIDER must be one of ${HELPDESK_PROVIDERS.join(', ')}, got "${raw}"`);
  return known;
}

function freshdesk(env: Env, provider: HelpdeskProvider): FreshdeskConfig | undefined {
  if (provider !== 'freshdesk') return undefined;
  const why = 'when HELPDESK_PROVIDER is freshdesk';
  return { apiBase: apiBase(env, 'FRESHDESK_API_BASE', required(env, 'FRESHDESK_API_BASE', why)), apiKey: required(env, 'FRESHDESK_API_KEY', why) };
}

export function readConfig(env: Env = process.env): Config {
  return {
    production: text(env, 'NODE_ENV') === 'production',
    allow: {
      demoAccounts: onOff(env, 'ALLOW_DEMO_ACCOUNTS', false),
      sandboxPayments: onOff(env, 'ALLOW_SANDBOX_PAYMENTS', false),
      logSms: onOff(env, 'ALLOW_LOG_SMS', false),
      logEmail: onOff(env, 'ALLOW_LOG_EMAIL', false),
      logWhatsApp: onOff(env, 'ALLOW_LOG_WHATSAPP', false),
      noAppLinks: onOff(env, 'ALLOW_NO_APP_LINKS', false),
      localOrigin: onOff(env, 'ALLOW_LOCAL_ORIGIN', false),
      embeddedDb: onOff(env, 'ALLOW_EMBEDDED_DB', false),
      demoSeller: onOff(env, 'ALLOW_DEMO_SELLER', false),
    },
    port: int(env, 'PORT', 3000, 0),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: text(env, 'DATA_DIR') ?? './data',
    databaseUrl: text(env, 'DATABASE_URL'),
    seedDemo: onOff(env, 'SEED_DEMO', true),
    appLinkSecret: text(env, 'APP_LINK_SECRET'),
    vendorLinkSecret: text(env, 'VENDOR_LINK_SECRET'),
    specialBookingPath: specialBookingPath(env),
    tokenTtlHours: int(env, 'TOKEN_TTL_HOURS', 168),
    otpTtlSeconds: int(env, 'OTP_TTL_SECONDS', 300),
    otpMaxAttempts: int(env, 'OTP_MAX_ATTEMPTS', 5),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: proxyAddresses(env),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 24 * 60),
    forceHsts: onOff(env, 'FORCE_HSTS', false),
    staticDir: undefined,
    paymentProvider: paymentProvider(env),
    razorpay: razorpay(env, paymentProvider(env)),
    smsProvider: smsProvider(env),
    msg91: msg91(env, smsProvider(env)),
    emailProvider: emailProvider(env),
    httpMail: httpMail(env, emailProvider(env)),
    crmProvider: crmProvider(env),
    leadSquared: leadSquared(env, crmProvider(env)),
    rateLimitScale: int(env, 'RATE_LIMIT_SCALE', 1),
    rateLimits: scaledRateLimits(int(env, 'RATE_LIMIT_SCALE', 1)),
    helpdeskProvider: helpdeskProvider(env),
    freshdesk: freshdesk(env, helpdeskProvider(env)),
    ...mediaStorageSettings({
      text: (name) => text(env, name),
      required: (name, why) => required(env, name, why),
      apiBase: (name, fallback) => apiBase(env, name, fallback),
    }),
    ...notifySettings({
      text: (name) => text(env, name),
      required: (name, why) => required(env, name, why),
      apiBase: (name, fallback) => apiBase(env, name, fallback),
    }),
    sandboxRefundSeconds: int(env, 'SANDBOX_REFUND_SECONDS', 60, 0),
    orderSweepSeconds: int(env, 'ORDER_SWEEP_SECONDS', 30, 0),
    reminderSweepSeconds: int(env, 'REMINDER_SWEEP_SECONDS', 300, 0),
    outboxSeconds: int(env, 'OUTBOX_SECONDS', 15, 1),
    helpdeskSyncSeconds: int(env, 'HELPDESK_SYNC_SECONDS', 60, 5),
    retentionSweepMinutes: int(env, 'RETENTION_SWEEP_MINUTES', 60, 0),
    feedbackLinkSecret: text(env, 'FEEDBACK_LINK_SECRET'),
    passTokenSecret: text(env, 'PASS_TOKEN_SECRET') ?? DEV_PASS_TOKEN_SECRET,
    siteOrigin: apiBase(env, 'VITE_SITE_ORIGIN', 'http://localhost:3000'),
    seller: seller((name) => text(env, name)),
    bannerLinkHosts: (text(env, 'BANNER_LINK_HOSTS') ?? 'www.revoltmotors.com')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    metricsToken: text(env, 'METRICS_TOKEN'),
  };
}
