// @vitest-environment node
import { DEMO_SELLER, gstinCheckCharacter } from '@contract/company-rules.js';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
      appLinkSecret: undefined,
      tokenTtlHours: 168,
      otpTtlSeconds: 300,
      otpMaxAttempts: 5,
      logLevel: 'info',
      trustProxy: false,
      sessionIdleMinutes: 1440,
      paymentProvider: 'sandbox',
    });
    expect(readConfig({}).rateLimits).toMatchObject({
      bookingsPerIp: { limit: 10, windowSeconds: 3600 },
      paymentsPerIp: { limit: 30, windowSeconds: 3600 },
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '8080', HOST: '127.0.0.1', DATA_DIR: '/var/lib/revolt', DATABASE_URL: 'postgres://db/revolt', SEED_DEMO: 'off',
      APP_LINK_SECRET: 's3cret', TOKEN_TTL_HOURS: '24', OTP_TTL_SECONDS: '120', OTP_MAX_ATTEMPTS: '3', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1',
      PAYMENT_PROVIDER: ' Sandbox ', SESSION_IDLE_MINUTES: '30',
    });
    expect(config).toMatchObject({
      port: 8080, host: '127.0.0.1', dataDir: '/var/lib/revolt', databaseUrl: 'postgres://db/revolt', seedDemo: false,
      appLinkSecret: 's3cret', tokenTtlHours: 24, otpTtlSeconds: 120, otpMaxAttempts: 3, logLevel: 'warn',
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1'], paymentProvider: 'sandbox', sessionIdleMinutes: 30,
    });
    expect(readConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });

  it('takes TRUST_PROXY as proxy addresses only, refusing on and hop counts with a clear message', () => {
    for (const value of ['on', 'true', '1', '2', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2']) {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must list the addresses of your reverse proxies/);
    }
    expect(readConfig({ TRUST_PROXY: '2001:db8::/32' }).trustProxy).toEqual(['2001:db8::/32']);
  });

  it('reads production mode and the allow variables, all off by default', () => {
    expect(readConfig({})).toMatchObject({
      production: false,
      allow: { demoAccounts: false, sandboxPayments: false, logSms: false, noAppLinks: false, localOrigin: false, embeddedDb: false, demoSeller: false },
    });
    const config = readConfig({
      NODE_ENV: 'production', ALLOW_DEMO_ACCOUNTS: 'on', ALLOW_SANDBOX_PAYMENTS: 'on', ALLOW_LOG_SMS: 'on', ALLOW_NO_APP_LINKS: 'on',
      ALLOW_LOCAL_ORIGIN: 'on', ALLOW_EMBEDDED_DB: 'on', ALLOW_DEMO_SELLER: 'on',
    });
    expect(config).toMatchObject({
      production: true,
      allow: { demoAccounts: true, sandboxPayments: true, logSms: true, noAppLinks: true, localOrigin: true, embeddedDb: true, demoSeller: true },
    });
    expect(() => readConfig({ ALLOW_EMBEDDED_DB: 'yes please' })).toThrow(/ALLOW_EMBEDDED_DB/);
  });

  it('reads the seller of the tax invoices, the demo company by default, and refuses a GSTIN that is not valid for its state', () => {
    expect(readConfig({}).seller).toEqual(DEMO_SELLER);
    const seller = readConfig({
      SELLER_LEGAL_NAME: 'Ride Right Motors Private Limited', SELLER_ADDRESS: '4 MG Road | Bengaluru, Karnataka 560001', SELLER_STATE: 'KA',
      SELLER_GSTIN: `29AAACR5055K1Z${gstinCheckCharacter('29AAACR5055K1Z')}`, SELLER_WEBSITE: 'www.example.in',
    }).seller;
    expect(seller).toMatchObject({ legalName: 'Ride Right Motors Private Limited', address: ['4 MG Road', 'Bengaluru, Karnataka 560001'], stateId: 'KA', website: 'www.example.in' });
    // A wrong check character, a GSTIN of another state, an unknown state.
    const wrongCheck = gstinCheckCharacter('29AAACR5055K1Z') === 'A' ? 'B' : 'A';
    expect(() => readConfig({ SELLER_STATE: 'KA', SELLER_GSTIN: `29AAACR5055K1Z${wrongCheck}` })).toThrow(/SELLER_GSTIN/);
    expect(() => readConfig({ SELLER_STATE: 'MH', SELLER_GSTIN: DEMO_SELLER.gstin })).toThrow(/SELLER_GSTIN/);
    expect(() => readConfig({ SELLER_STATE: 'XX' })).toThrow(/SELLER_STATE/);
  });

  it('refuses nonsense instead of guessing', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => readConfig({ OTP_MAX_ATTEMPTS: '0' })).toThrow(/OTP_MAX_ATTEMPTS/);
  });

  it('refuses to start with a payment provider that has no adapter', () => {
    expect(() => readConfig({ PAYMENT_PROVIDER: 'paytm' })).toThrow(
      'PAYMENT_PROVIDER "paytm" has no adapter in this server (built: sandbox, razorpay). Add one under server/platform/payments/ or unset PAYMENT_PROVIDER to use the sandbox.',
    );
    expect(readConfig({ PAYMENT_PROVIDER: '  ' }).paymentProvider).toBe('sandbox');
  });
});
