// A fake of MSG91's Flow API (https://docs.msg91.com) for tests: POST /api/v5/flow with the "authkey" header,
// a DLT template id and recipients with the template's variables; answers { type, message } as MSG91 does.
import { randomBytes } from 'node:crypto';
import type { Msg91Config } from '../platform/config.js';
import { startFake, type FakeReply, type FakeRequest, type FakeServer } from './http.js';

/** The DLT template ids the fake accepts: one per kind and language (the Hindi ids start 64f1). */
export const FAKE_MSG91: Omit<Msg91Config, 'apiBase'> = { authKey: 'fake-msg91-authkey', senderId: 'RVLTMO', templates: {
    en: {
      otp: '64f0000000000000000000a1',
      bookingConfirmed: '64f0000000000000000000b2',
      lookupOtp: '64f0000000000000000000c3',
      orderAllotted: '64f0000000000000000000d4',
      orderReady: '64f0000000000000000000e5',
      orderCancelled: '64f0000000000000000000f6',
      orderRefunded: '64f000000000000000000007',
      supportReply: '64f000000000000000000008',
      feedbackLink: '64f000000000000000000009',
      payLink: '64f00000000000000000000a',
      upgradeConsentOtp: '64f00000000000000000000b',
      serviceVisit: '64f00000000000000000000c',
      testRideReminder: '64f00000000000000000000d',
      reviewNotice: '64f00000000000000000000e',
    },
    hi: {
      otp: '64f1000000000000000000a1',
      bookingConfirmed: '64f1000000000000000000b2',
      lookupOtp: '64f1000000000000000000c3',
      orderAllotted: '64f1000000000000000000d4',
      orderReady: '64f1000000000000000000e5',
      orderCancelled: '64f1000000000000000000f6',
      orderRefunded: '64f100000000000000000007',
      supportReply: '64f100000000000000000008',
      feedbackLink: '64f100000000000000000009',
      payLink: '64f10000000000000000000a',
      upgradeConsentOtp: '64f10000000000000000000b',
      serviceVisit: '64f10000000000000000000c',
      testRideReminder: '64f10000000000000000000d',
      reviewNotice: '64f10000000000000000000e',
    },
  },
};

export type FakeMsg91 = FakeServer & {
  /** 'down' answers 500, as during an outage. */
  mode: 'up' | 'down';
  /** Messages accepted: template id, number and variables. */
  delivered: { templateId: string; mobiles: string; variables: Record<string, string> }[];
};

const reply = (status: number, type: 'success' | 'error', message: string): FakeReply => ({ status, body: { type, message } });

export async function startFakeMsg91(settings = FAKE_MSG91): Promise<FakeMsg91> {
  const delivered: FakeMsg91['delivered'] = [];
  const templates = new Set(Object.values(settings.templates).flatMap((ids) => Object.values(ids)));
  const control: { mode: 'up' | 'down' } = { mode: 'up' };

  function handle(request: FakeRequest): FakeReply {
    if (control.mode === 'down') return reply(500, 'error', 'Internal server error');
    if (request.method !== 'POST' || request.path !== '/api/v5/flow') return reply(404, 'error', 'Not found');
    if (request.headers.authkey !== settings.authKey) return reply(401, 'error', 'Authentication failure');
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const templateId = body.template_id;
    if (typeof templateId !== 'string' || !templates.has(templateId)) return reply(400, 'error', 'Template ID is not valid');
    if (body.sender !== settings.senderId) return reply(400, 'error', 'Sender ID is not approved');
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, string>[]) : [];
    if (recipients.length === 0 || recipients.some((r) => !/^91\d{10}$/.test(r.mobiles ?? ''))) return reply(400, 'error', 'Mobile number is not valid');
    for (const { mobiles = '', ...variables } of recipients) delivered.push({ templateId, mobiles, variables });
    return reply(200, 'success', randomBytes(12).toString('hex'));
  }

  const server = await startFake(handle);
  return Object.assign(control, server, { delivered });
}
