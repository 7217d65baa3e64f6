// A fake of LeadSquared's Lead.Capture (https://apidocs.leadsquared.com) for tests: keys in the query, a JSON
// array of { Attribute, Value }; answers { Status: 'Success', Message: { Id } } or 500 while `mode` is 'down'.
import { startFake, type FakeReply, type FakeRequest, type FakeServer } from './http.js';

export const FAKE_LSQ = { accessKey: 'u$fake-access', secretKey: 'fake-secret' };

export type FakeLeadSquared = FakeServer & {
  mode: 'up' | 'down';
  /** Each accepted capture as attribute → value. */
  captured: Record<string, string>[];
};

export async function startFakeLeadSquared(): Promise<FakeLeadSquared> {
  const captured: Record<string, string>[] = [];
  const control: { mode: 'up' | 'down' } = { mode: 'up' };
  const ids = new Map<string, string>();

  function handle(request: FakeRequest): FakeReply {
    if (control.mode === 'down') return { status: 500, body: { Status: 'Error', ExceptionMessage: 'Service Unavailable' } };
    const url = new URL(request.path, 'http://fake');
    if (request.method !== 'POST' || url.pathname !== '/v2/LeadManagement.svc/Lead.Capture') return { status: 404, body: { Status: 'Error', ExceptionMessage: 'Not found' } };
    if (url.searchParams.get('accessKey') !== FAKE_LSQ.accessKey || url.searchParams.get('secretKey') !== FAKE_LSQ.secretKey) {
      return { status: 401, body: { Status: 'Error', ExceptionMessage: 'Invalid access key or secret key' } };
    }
    if (!Array.isArray(request.body)) return { status: 400, body: { Status: 'Error', ExceptionMessage: 'Invalid body' } };
    const fields = Object.fromEntries((request.body as { Attribute: string; Value: string }[]).map((f) => [f.Attribute, f.Value]));
    const phone = fields.Phone;
    if (!phone) return { status: 400, body: { Status: 'Error', ExceptionMessage: 'Phone is required' } };
    captured.push(fields);
    const id = ids.get(phone) ?? `lsq-${ids.size + 1}`;
    ids.set(phone, id);
    return { status: 200, body: { Status: 'Success', Message: { Id: id, AffectedRows: 1 } } };
  }

  const server = await startFake(handle);
  return Object.assign(control, server, { captured });
}
