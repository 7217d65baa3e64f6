// @vitest-environment node
// The e-mail senders: the log sender (codes masked outside development) and the HTTP mail adapter against a local fake.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig, type HttpMailConfig } from '../config.js';
import { EmailError, LogEmailSender, emailContent, maskedAddress, type EmailMessage } from '../email.js';
import { FAKE_MAIL, startFakeMail, type FakeMail } from '../../test-fakes/mail-api.js';
import { HttpMailSender } from './http-mail.js';
import { emailSender } from './index.js';

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

const otp: EmailMessage = { kind: 'work-email-otp', code: '482913', minutes: 10, partner: 'Persistent Systems' };

let fake: FakeMail;
let config: HttpMailConfig;
let lines: string[];

beforeAll(async () => {
  fake = await startFakeMail();
  config = { url: fake.url, apiKey: FAKE_MAIL.apiKey, from: FAKE_MAIL.from };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'up';
  lines = [];
});

describe('e-mail messages and the log sender', () => {
  it('word each kind with its variables', () => {
    expect(emailContent(otp)).toEqual({
      subject: 'Your Revolt Persistent Systems employee offer code',
      text: expect.stringContaining('482913 is your code to confirm your work e-mail for the Persistent Systems employee offer') as string,
    });
    expect(emailContent({ kind: 'dealer-application-received', name: 'Asha', reference: 'DA-000007' }).subject).toContain('DA-000007');
    expect(maskedAddress('meera.iyer@persistent.com')).toBe('me***@persistent.com');
  });

  it("word a customer's e-mail in Hindi for a Hindi-speaking customer, and a staff notice in English", () => {
    expect(emailContent(otp, 'hi')).toEqual({
      subject: 'Revolt पर Persistent Systems कर्मचारी ऑफ़र के लिए आपका कोड',
      text: expect.stringContaining('482913 आपका कोड है।') as string,
    });
    const received = emailContent({ kind: 'dealer-application-received', name: 'Asha', reference: 'DA-000007' }, 'hi');
    expect(received.subject).toBe('आपका डीलरशिप आवेदन DA-000007 हमें मिल गया है');
    expect(received.text).toMatch(/^नमस्ते Asha जी,/);
    const waiting = { kind: 'review-waiting', model: 'RV400', author: 'Asha', rating: 4, url: 'https://x/r' } as const;
    expect(emailContent(waiting, 'hi')).toEqual(emailContent(waiting, 'en'));
  });

  it('logs codes in development only, and masks the address otherwise', async () => {
    await new LogEmailSender(recordingLogger(lines), { revealCodes: true }).send('meera@persistent.com', otp, 'en');
    expect(lines[0]).toContain('482913');
    lines = [];
    await new LogEmailSender(recordingLogger(lines)).send('meera@persistent.com', otp, 'en');
    expect(lines[0]).not.toContain('482913');
    expect(lines[0]).not.toContain('meera@');
    expect(lines[0]).toContain('me***@persistent.com');
  });
});

describe('HttpMailSender', () => {
  it('posts from, to, subject and text with the bearer key', async () => {
    await new HttpMailSender(config, recordingLogger(lines)).send('meera@persistent.com', otp, 'en');
    expect(fake.delivered.at(-1)).toEqual({ from: FAKE_MAIL.from, to: 'meera@persistent.com', ...emailContent(otp) });
    await new HttpMailSender(config, recordingLogger(lines)).send('meera@persistent.com', otp, 'hi');
    expect(fake.delivered.at(-1)).toEqual({ from: FAKE_MAIL.from, to: 'meera@persistent.com', ...emailContent(otp, 'hi') });
    expect(lines.join('\n')).not.toContain('482913');
  });

  it('throws EmailError when the service refuses or is down, without logging the body', async () => {
    await expect(new HttpMailSender({ ...config, apiKey: 'wrong' }, recordingLogger(lines)).send('a@b.in', otp, 'en')).rejects.toThrow(/401 \(Invalid API key\)/);
    fake.mode = 'down';
    await expect(new HttpMailSender(config, recordingLogger(lines)).send('a@b.in', otp, 'en')).rejects.toBeInstanceOf(EmailError);
    await expect(new HttpMailSender({ ...config, url: 'http://127.0.0.1:1/send' }, recordingLogger(lines)).send('a@b.in', otp, 'en')).rejects.toThrow(/unreachable/);
    expect(lines.join('\n')).not.toContain('482913');
  });
});

describe('EMAIL_PROVIDER', () => {
  it('defaults to the log sender and builds the HTTP sender from its settings', () => {
    const log = recordingLogger(lines);
    expect(emailSender(readConfig({}), log)).toBeInstanceOf(LogEmailSender);
    const http = readConfig({ EMAIL_PROVIDER: 'http', EMAIL_API_URL: 'https://mail.example/send', EMAIL_API_KEY: 'k', EMAIL_FROM: 'no-reply@example.in' });
    expect(http.httpMail).toEqual({ url: 'https://mail.example/send', apiKey: 'k', from: 'no-reply@example.in' });
    expect(emailSender(http, log)).toBeInstanceOf(HttpMailSender);
  });

  it('refuses an unknown provider and an http provider without its settings', () => {
    expect(() => readConfig({ EMAIL_PROVIDER: 'pigeon' })).toThrow(/EMAIL_PROVIDER must be one of log, http/);
    expect(() => readConfig({ EMAIL_PROVIDER: 'http', EMAIL_API_KEY: 'k', EMAIL_FROM: 'a@b.in' })).toThrow(/EMAIL_API_URL/);
    expect(() => readConfig({ EMAIL_PROVIDER: 'http', EMAIL_API_URL: 'ftp://x', EMAIL_API_KEY: 'k', EMAIL_FROM: 'a@b.in' })).toThrow(/EMAIL_API_URL/);
    expect(() => readConfig({ EMAIL_PROVIDER: 'http', EMAIL_API_URL: 'https://m.example/send', EMAIL_API_KEY: 'k', EMAIL_FROM: 'nobody' })).toThrow(/EMAIL_FROM/);
  });
});
