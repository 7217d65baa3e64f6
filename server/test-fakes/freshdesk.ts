// A fake of Freshdesk's ticket API (https://developers.freshdesk.com/api/#create_ticket) for tests: POST
// /api/v2/tickets with basic auth "<key>:X"; answers 201 with { id, ... } as Freshdesk does, 401 for a wrong key,
// 400 without a requester or a subject, and 503 while `mode` is 'down' (an outage the outbox must ride out).
import { startFake, type FakeReply, type FakeRequest, type FakeServer } from './http.js';

export const FAKE_FRESHDESK_KEY = 'fake-freshdesk-api-key';

export type FakeFreshdesk = FakeServer & {
  mode: 'up' | 'down';
  /** Tickets created, with the id given to each. */
  tickets: { id: number; body: Record<string, unknown> }[];
};

export async function startFakeFreshdesk(apiKey = FAKE_FRESHDESK_KEY): Promise<FakeFreshdesk> {
  const tickets: FakeFreshdesk['tickets'] = [];
  const control: { mode: 'up' | 'down' } = { mode: 'up' };
  const expected = `Basic ${Buffer.from(`${apiKey}:X`).toString('base64')}`;

  function handle(request: FakeRequest): FakeReply {
    if (control.mode === 'down') return { status: 503, body: { code: 'service_unavailable' } };
    if (request.method !== 'POST' || request.path !== '/api/v2/tickets') return { status: 404, body: { code: 'not_found' } };
    if (request.headers.authorization !== expected) return { status: 401, body: { code: 'invalid_credentials', message: 'You have to be logged in to perform this action.' } };
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (typeof body.subject !== 'string' || (typeof body.phone !== 'string' && typeof body.email !== 'string')) {
      return { status: 400, body: { description: 'Validation failed', errors: [{ field: 'requester_id', code: 'missing_field' }] } };
    }
    const id = 9000 + tickets.length + 1;
    tickets.push({ id, body });
    return { status: 201, body: { id, subject: body.subject, status: body.status, priority: body.priority } };
  }

  const server = await startFake(handle);
  return Object.assign(control, server, { tickets });
}
