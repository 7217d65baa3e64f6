// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

const RAZORPAY = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'whsec' };
const MSG91 = { SMS_PROVIDER: 'msg91', SMS_AUTH_KEY: 'auth', SMS_SENDER_ID: 'RVLTMO', SMS_TEMPLATE_OTP: 't-otp', SMS_TEMPLATE_BOOKING_CONFIRMED: 't-paid',
  SMS_TEMPLATE_LOOKUP_OTP: 't-lookup', SMS_TEMPLATE_ORDER_ALLOTTED: 't-allotted', SMS_TEMPLATE_ORDER_READY: 't-ready',
  SMS_TEMPLATE_ORDER_CANCELLED: 't-cancelled', SMS_TEMPLATE_ORDER_REFUNDED: 't-refunded', SMS_TEMPLATE_SUPPORT_REPLY: 't-support',
  SMS_TEMPLATE_FEEDBACK_LINK: 't-feedback', SMS_TEMPLATE_PAY_LINK: 't-pay-link', SMS_TEMPLATE_UPGRADE_CONSENT_OTP: 't-consent',
  SMS_TEMPLATE_SERVICE_VISIT: 't-service', SMS_TEMPLATE_TEST_RIDE_REMINDER: 't-reminder', SMS_TEMPLATE_REVIEW_NOTICE: 't-review' };
/** The Hindi templates: the same names ending _HI, each its own DLT registration. */
const MSG91_HI = Object.fromEntries(Object.entries(MSG91).filter(([name]) => name.startsWith('SMS_TEMPLATE_')).map(([name, id]) => [`${name}_HI`, `${id}-hi`]));

describe('readConfig: payment and SMS providers', () => {
  it('defaults to the sandbox gateway and the log sender, with no provider settings', () => {
    expect(readConfig({})).toMatchObject({ paymentProvider: 'sandbox', razorpay: undefined, smsProvider: 'log', msg91: undefined });
  });

  it('reads Razorpay keys, with its API address by default', () => {
    expect(readConfig(RAZORPAY).razorpay).toEqual({ keyId: 'rzp_test_abc', keySecret: 'secret', webhookSecret: 'whsec', apiBase: 'https://api.razorpay.com' });
    expect(readConfig({ ...RAZORPAY, RAZORPAY_API_BASE: 'http://127.0.0.1:4010/' }).razorpay?.apiBase).toBe('http://127.0.0.1:4010');
  });

  it('refuses Razorpay without each of its secrets, or with a bad API address', () => {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      expect(() => readConfig({ ...RAZORPAY, [name]: ' ' })).toThrow(new RegExp(`^${name} must be set when PAYMENT_PROVIDER is razorpay`));
    }
    expect(() => readConfig({ ...RAZORPAY, RAZORPAY_API_BASE: 'ftp://x' })).toThrow(/RAZORPAY_API_BASE/);
  });

  it('reads MSG91 settings and a template id per message kind and language', () => {
    const en = {
      otp: 't-otp', bookingConfirmed: 't-paid', lookupOtp: 't-lookup', orderAllotted: 't-allotted', orderReady: 't-ready',
      orderCancelled: 't-cancelled', orderRefunded: 't-refunded', supportReply: 't-support', feedbackLink: 't-feedback', payLink: 't-pay-link', upgradeConsentOtp: 't-consent',
      serviceVisit: 't-service', testRideReminder: 't-reminder', reviewNotice: 't-review',
    };
    expect(readConfig({ ...MSG91, ...MSG91_HI }).msg91).toEqual({
      authKey: 'auth', senderId: 'RVLTMO', apiBase: 'https://control.msg91.com',
      templates: { en, hi: Object.fromEntries(Object.entries(en).map(([kind, id]) => [kind, `${id}-hi`])) },
    });
  });

  it('refuses an unknown SMS provider and MSG91 without a setting', () => {
    expect(() => readConfig({ SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER must be one of log, msg91, got "twilio"');
    const names = ['SMS_AUTH_KEY', 'SMS_SENDER_ID', 'SMS_TEMPLATE_OTP', 'SMS_TEMPLATE_BOOKING_CONFIRMED', 'SMS_TEMPLATE_ORDER_REFUNDED', 'SMS_TEMPLATE_OTP_HI', 'SMS_TEMPLATE_SERVICE_VISIT_HI'];
    for (const name of names) {
      expect(() => readConfig({ ...MSG91, ...MSG91_HI, [name]: '' })).toThrow(new RegExp(`^${name} must be set when SMS_PROVIDER is msg91`));
    }
  });
});

describe('readConfig: the media storage', () => {
  const S3 = { MEDIA_STORAGE: 's3', S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com/', S3_BUCKET: 'b', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

  it('is the local folder by default, and reads the S3 settings for s3', () => {
    expect(readConfig({})).toMatchObject({ mediaStorage: 'local', s3: undefined });
    expect(readConfig(S3).s3).toEqual({ endpoint: 'https://s3.ap-south-1.amazonaws.com', bucket: 'b', region: 'ap-south-1', accessKeyId: 'id', secretAccessKey: 'secret' });
  });

  it('refuses an unknown storage, S3 without a setting, or a bad endpoint', () => {
    expect(() => readConfig({ MEDIA_STORAGE: 'gcs' })).toThrow('MEDIA_STORAGE must be one of local, s3, got "gcs"');
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      expect(() => readConfig({ ...S3, [name]: ' ' })).toThrow(new RegExp(`^${name} must be set when MEDIA_STORAGE is s3`));
    }
    expect(() => readConfig({ ...S3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });
});
