// @vitest-environment node
// The MSG91 sender against a local fake of its Flow API (server/test-fakes/msg91.ts), alone and in the server.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Msg91Config } from '../config.js';
import { MSG } from '../messages.js';
import { LogSmsSender, SmsError, smsText, type SmsMessage } from '../sms.js';
import { DEMO, body, createTestContext, type TestContext } from '../../test-helpers.js';
import { FAKE_MSG91, startFakeMsg91, type FakeMsg91 } from '../../test-fakes/msg91.js';
import { smsSender } from './index.js';
import { Msg91SmsSender } from './msg91.js';

/** A logger that keeps every line, to check what reaches the log. */
function recordingLogger(lines: string[]): FastifyBaseLogger {
  const write = (...args: unknown[]) => {
    lines.push(JSON.stringify(args, (_key, value: unknown) => (value instanceof Error ? value.message : value)));
  };
  const logger: FastifyBaseLogger = {
    level: 'trace',
    fatal: write,
    error: write,
    warn: write,
    info: write,
    debug: write,
    trace: write,
    silent: () => undefined,
    child: () => logger,
  };
  return logger;
}

let fake: FakeMsg91;
let config: Msg91Config;
let lines: string[];
let sender: Msg91SmsSender;

beforeAll(async () => {
  fake = await startFakeMsg91();
  config = { ...FAKE_MSG91, apiBase: fake.base };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'up';
  lines = [];
  sender = new Msg91SmsSender(config, recordingLogger(lines));
});

const otp: SmsMessage = { kind: 'otp', code: '482913', minutes: 5 };
const confirmed: SmsMessage = { kind: 'booking-confirmed', model: 'RV400', colour: 'Rebel Red', reference: 'BK-000042', amount: 499 };

describe('SMS messages', () => {
  it('read the same as before as text, for the log sender and tests', () => {
    expect(smsText(otp)).toBe('482913 is your Revolt sign-in OTP. It expires in 5 minutes. Never share it with anyone.');
    expect(smsText(confirmed)).toBe(
      'Revolt Motors: your RV400 (Rebel Red) booking BK-000042 is confirmed. ₹499 received. Your hub will call you within 2 working days.',
    );
    const logged: string[] = [];
    void new LogSmsSender(recordingLogger(logged), { revealCodes: true }).send('9876543210', otp);
    expect(logged[0]).toContain(smsText(otp));
  });
});

describe('the MSG91 sender', () => {
  it('sends the kind\'s DLT template with its variables, the auth key header and the sender id', async () => {
    await sender.send('9876543210', otp);
    await sender.send('9876543210', confirmed);
    const [first, second] = fake.requests.slice(-2);
    expect(first?.headers.authkey).toBe(FAKE_MSG91.authKey);
    expect(first?.headers['content-type']).toBe('application/json');
    expect(first?.body).toEqual({
      template_id: FAKE_MSG91.templates.otp, sender: 'RVLTMO', short_url: '0', recipients: [{ mobiles: '919876543210', otp: '482913', minutes: '5' }],
    });
    expect(second?.body).toMatchObject({
      template_id: FAKE_MSG91.templates.bookingConfirmed,
      recipients: [{ mobiles: '919876543210', model: 'RV400', colour: 'Rebel Red', reference: 'BK-000042', amount: '₹499' }],
    });
    expect(lines.join('\n')).not.toContain('482913');
    expect(lines.join('\n')).not.toContain('9876543210');
  });

  it('throws SmsError on a refused key, an unknown template and an outage, and logs without the OTP', async () => {
    const wrongKey = new Msg91SmsSender({ ...config, authKey: 'nope' }, recordingLogger(lines));
    await expect(wrongKey.send('9876543210', otp)).rejects.toThrow(new SmsError('MSG91 answered 401 (Authentication failure)'));
    const wrongTemplate = new Msg91SmsSender({ ...config, templates: { ...config.templates, otp: 'unregistered' } }, recordingLogger(lines));
    await expect(wrongTemplate.send('9876543210', otp)).rejects.toThrow(/MSG91 answered 400 \(Template ID is not valid\)/);
    fake.mode = 'down';
    await expect(sender.send('9876543210', otp)).rejects.toBeInstanceOf(SmsError);
    const unreachable = new Msg91SmsSender({ ...config, apiBase: 'http://127.0.0.1:9' }, recordingLogger(lines));
    await expect(unreachable.send('9876543210', otp)).rejects.toThrow(new SmsError('MSG91 unreachable'));
    expect(lines).toHaveLength(4);
    expect(lines.join('\n')).not.toContain('482913');
    expect(lines.every((line) => line.includes('SMS not sent'))).toBe(true);
  });

  it('is chosen by SMS_PROVIDER', () => {
    const log = recordingLogger([]);
    expect(smsSender({ smsProvider: 'msg91', msg91: config, production: false }, log)).toBeInstanceOf(Msg91SmsSender);
    expect(smsSender({ smsProvider: 'log', msg91: undefined, production: false }, log)).toBeInstanceOf(LogSmsSender);
  });
});

describe('the server with MSG91', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('sends the sign-in OTP through MSG91, and answers 503 when MSG91 does not take it', async () => {
    const app = buildApp({ db: ctx.db, config: { ...ctx.config, smsProvider: 'msg91', msg91: config }, now: ctx.clock.now });
    await app.ready();
    const sent = await app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile: DEMO.dealer.mobile } });
    expect(sent.statusCode, sent.body).toBe(200);
    const delivery = fake.delivered.at(-1);
    expect(delivery).toMatchObject({ templateId: FAKE_MSG91.templates.otp, mobiles: `91${DEMO.dealer.mobile}`, variables: { minutes: '5' } });
    expect(delivery?.variables.otp).toMatch(/^\d{6}$/);

    fake.mode = 'down';
    const failed = await app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile: DEMO.dealer.mobile } });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
    expect(body(failed)).toEqual({ message: MSG.smsUnavailable });
    await app.close();
  });
});
