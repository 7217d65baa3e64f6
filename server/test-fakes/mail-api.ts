// A fake of a transactional-mail HTTP API for tests: POST /send with "Authorization: Bearer <key>" and
// { from, to, subject, text }; answers { id } as such services do, or 500 while `mode` is 'down'.
import { randomBytes } from 'node:crypto';
import { startFake, type FakeReply, type FakeRequest, type FakeServer } from './http.js';

export const FAKE_MAIL = { apiKey: 'fake-mail-key', from: 'Revolt Motors <no-reply@revoltmotors.example>' };

export type FakeMail = FakeServer & {
  mode: 'up' | 'down';
  url: string;
  delivered: { from: string; to: string; subject: string; text: string }[];
};

export async function startFakeMail(settings = FAKE_MAIL): Promise<FakeMail> {
  const delivered: FakeMail['delivered'] = [];
  const control: { mode: 'up' | 'down' } = { mode: 'up' };

  function handle(request: FakeRequest): FakeReply {
    if (control.mode === 'down') return { status: 500, body: { message: 'Internal server error' } };
    if (request.method !== 'POST' || request.path !== '/send') return { status: 404, body: { message: 'Not found' } };
    if (request.headers.authorization !== `Bearer ${settings.apiKey}`) return { status: 401, body: { message: 'Invalid API key' } };
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const fields = ['from', 'to', 'subject', 'text'] as const;
    if (fields.some((field) => typeof body[field] !== 'string' || body[field] === '')) return { status: 422, body: { message: 'from, to, subject and text are required' } };
    delivered.push({ from: String(body.from), to: String(body.to), subject: String(body.subject), text: String(body.text) });
    return { status: 200, body: { id: randomBytes(8).toString('hex') } };
  }

  const server = await startFake(handle);
  return Object.assign(control, server, { delivered, url: `${server.base}/send` });
}
