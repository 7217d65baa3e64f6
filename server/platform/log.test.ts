// @vitest-environment node
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactCodes, redactUrl } from './log.js';
import { LogSmsSender } from './sms.js';
import { smsSender } from './sms/index.js';

describe('redactUrl', () => {
  it('hides the values of secret-bearing query parameters and keeps the rest', () => {
    expect(redactUrl(`/api/v1/customer/info/7?exp=4102444800&sig=${'a'.repeat(64)}`)).toBe('/api/v1/customer/info/7?exp=[redacted]&sig=[redacted]');
    expect(redactUrl('/?mobileAppView=true&c_id=7&SIG=ab&token=t#x')).toBe('/?mobileAppView=true&c_id=7&SIG=[redacted]&token=[redacted]#x');
    expect(redactUrl('/api/v1/products?name=rv400&signature=1')).toBe('/api/v1/products?name=rv400&signature=1');
  });
});

describe('the log-only SMS sender', () => {
  const capture = () => {
    const lines: unknown[] = [];
    const log = { info: (entry: unknown) => lines.push(entry) } as unknown as FastifyBaseLogger;
    return { lines, log };
  };

  it('masks OTP codes unless told to show them (development)', async () => {
    const hidden = capture();
    await new LogSmsSender(hidden.log).send('9876500001', { kind: 'otp', code: '482913', minutes: 5 }, 'en');
    expect(hidden.lines).toEqual([
      { mobile: '9876500001', kind: 'otp', language: 'en', sms: '•••••• is your Revolt sign-in OTP. It expires in 5 minutes. Never share it with anyone.' },
    ]);
    const shown = capture();
    await new LogSmsSender(shown.log, { revealCodes: true }).send('9876500001', { kind: 'otp', code: '482913', minutes: 5 }, 'en');
    expect(shown.lines).toEqual([
      { mobile: '9876500001', kind: 'otp', language: 'en', sms: '482913 is your Revolt sign-in OTP. It expires in 5 minutes. Never share it with anyone.' },
    ]);
    expect(redactCodes('₹499 received for booking 12')).toBe('₹499 received for booking 12');
    const hindi = capture();
    await new LogSmsSender(hindi.log).send('9876500001', { kind: 'otp', code: '482913', minutes: 5 }, 'hi');
    expect(hindi.lines).toEqual([
      { mobile: '9876500001', kind: 'otp', language: 'hi', sms: '•••••• आपका Revolt साइन-इन OTP है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।' },
    ]);
  });

  it('masks the mobile in production (ALLOW_LOG_SMS=on) and shows it in development', async () => {
    const production = capture();
    await smsSender({ smsProvider: 'log', msg91: undefined, production: true }, production.log).send('9812399902', { kind: 'otp', code: '482913', minutes: 5 }, 'en');
    expect(production.lines).toEqual([{ mobile: '******9902', kind: 'otp', language: 'en', sms: expect.stringMatching(/^•••••• is your Revolt sign-in OTP/) }]);
    expect(JSON.stringify(production.lines)).not.toContain('98123');
    const development = capture();
    await smsSender({ smsProvider: 'log', msg91: undefined, production: false }, development.log).send('9812399902', { kind: 'otp', code: '482913', minutes: 5 }, 'en');
    expect(development.lines).toEqual([{ mobile: '9812399902', kind: 'otp', language: 'en', sms: expect.stringMatching(/^482913 is your/) }]);
  });
});
