// @vitest-environment node
// The MSG91 sender against a local fake of its Flow API (server/test-fakes/msg91.ts), alone and in the server.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Msg91Config } from '../config.js';
import { MSG } from '../messages.js';
import { LogSmsSender, SmsError, smsText, smsVariables, type SmsMessage } from '../sms.js';
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
    void new LogSmsSender(recordingLogger(logged), { revealCodes: true }).send('9876543210', otp, 'en');
    expect(logged[0]).toContain(smsText(otp));
  });

  it('read in Hindi for a Hindi-speaking customer, with the same variables (a day or a status in Hindi)', () => {
    expect(smsText(otp, 'hi')).toBe('482913 आपका Revolt साइन-इन OTP है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।');
    expect(smsText(confirmed, 'hi')).toContain('आपकी RV400 (Rebel Red) की बुकिंग BK-000042 पक्की हो गई है। ₹499 मिल गए हैं।');
    const visit: SmsMessage = { kind: 'service-visit', reference: 'SV-000007', status: 'confirmed', date: '2026-03-12', slot: '14:00-16:00', hub: 'Revolt Hub Andheri' };
    expect(smsText(visit)).toBe('Revolt Motors: your service visit SV-000007 at Revolt Hub Andheri (12 March, 2 pm – 4 pm) is confirmed. See it in My account > Dashboard.');
    expect(smsText(visit, 'hi')).toContain('Revolt Hub Andheri पर आपकी सर्विस विज़िट SV-000007 (12 मार्च, दोपहर 2 – शाम 4 बजे) पक्की हो गई है।');
    expect(smsVariables(visit, 'hi')).toEqual({ reference: 'SV-000007', status: 'पक्की हो गई है', when: '12 मार्च, दोपहर 2 – शाम 4 बजे', hub: 'Revolt Hub Andheri' });
    expect(Object.keys(smsVariables(visit, 'hi'))).toEqual(Object.keys(smsVariables(visit, 'en')));
    const logged: string[] = [];
    void new LogSmsSender(recordingLogger(logged), { revealCodes: true }).send('9876543210', otp, 'hi');
    expect(logged[0]).toContain(smsText(otp, 'hi'));
  });
});

describe('the MSG91 sender', () => {
  it('sends the kind\'s DLT template with its variables, the auth key header and the sender id', async () => {
    await sender.send('9876543210', otp, 'en');
    await sender.send('9876543210', confirmed, 'en');
    const [first, second] = fake.requests.slice(-2);
    expect(first?.headers.authkey).toBe(FAKE_MSG91.authKey);
    expect(first?.headers['content-type']).toBe('application/json');
    expect(first?.body).toEqual({
      template_id: FAKE_MSG91.templates.en.otp, sender: 'RVLTMO', short_url: '0', recipients: [{ mobiles: '919876543210', otp: '482913', minutes: '5' }],
    });
    expect(second?.body).toMatchObject({
      template_id: FAKE_MSG91.templates.en.bookingConfirmed,
      recipients: [{ mobiles: '919876543210', model: 'RV400', colour: 'Rebel Red', reference: 'BK-000042', amount: '₹499' }],
    });
    expect(lines.join('\n')).not.toContain('482913');
    expect(lines.join('\n')).not.toContain('9876543210');
  });

  it("sends a Hindi-speaking customer's message with the kind's Hindi DLT template", async () => {
    await sender.send('9876543210', confirmed, 'hi');
    expect(fake.requests.at(-1)?.body).toMatchObject({
      template_id: FAKE_MSG91.templates.hi.bookingConfirmed,
      recipients: [{ mobiles: '919876543210', model: 'RV400', colour: 'Rebel Red', reference: 'BK-000042', amount: '₹499' }],
    });
    expect(lines.at(-1)).toContain('"language":"hi"');
  });

  it('throws SmsError on a refused key, an unknown template and an outage, and logs without the OTP', async () => {
    const wrongKey = new Msg91SmsSender({ ...config, authKey: 'nope' }, recordingLogger(lines));
    await expect(wrongKey.send('9876543210', otp, 'en')).rejects.toThrow(new SmsError('MSG91 answered 401 (Authentication failure)'));
    const wrongTemplate = new Msg91SmsSender({ ...config, templates: { ...config.templates, en: { ...config.templates.en, otp: 'unregistered' } } }, recordingLogger(lines));
    await expect(wrongTemplate.send('9876543210', otp, 'en')).rejects.toThrow(/MSG91 answered 400 \(Template ID is not valid\)/);
    fake.mode = 'down';
    await expect(sender.send('9876543210', otp, 'en')).rejects.toBeInstanceOf(SmsError);
    const unreachable = new Msg91SmsSender({ ...config, apiBase: 'http://127.0.0.1:9' }, recordingLogger(lines));
    await expect(unreachable.send('9876543210', otp, 'en')).rejects.toThrow(new SmsError('MSG91 unreachable'));
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
    expect(delivery).toMatchObject({ templateId: FAKE_MSG91.templates.en.otp, mobiles: `91${DEMO.dealer.mobile}`, variables: { minutes: '5' } });
    expect(delivery?.variables.otp).toMatch(/^\d{6}$/);

    // Asked on the Hindi site (the SPA names its language in Accept-Language): the Hindi template.
    const hindi = await app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile: DEMO.dealer.mobile }, headers: { 'accept-language': 'hi' } });
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(fake.delivered.at(-1)).toMatchObject({ templateId: FAKE_MSG91.templates.hi.otp, variables: { minutes: '5' } });

    fake.mode = 'down';
    const failed = await app.inject({ method: 'POST', url: '/api/v1/auth/otp', payload: { mobile: DEMO.dealer.mobile } });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
    expect(body(failed)).toEqual({ message: MSG.smsUnavailable });
    await app.close();
  });
});
