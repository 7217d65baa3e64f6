import { http, HttpResponse } from 'msw';
import type { ProfileUpdateRequest } from '@contract/auth';
import { makeUser } from '../data';

function record() {
  const { token: _token, ...rest } = makeUser();
  return { ...rest, created_at: '2026-01-01T00:00:00.000Z' };
}

/** The account made with a mobile and a code only (token-new): no e-mail, place or password yet. */
export function newAccountRecord() {
  const none = { email: null, state: null, city: null, area: null, state_name: null, city_name: null, area_name: null, pincode: null, region: null };
  return { ...record(), id: 10, name: 'Ravi Kumar', mobile: '9876543210', ...none, has_password: false };
}

const tokenOf = (request: Request) => request.headers.get('authorization');

export const customerHandlers = [
  http.get('/api/v1/customer/:id', ({ request }) => {
    if (tokenOf(request) === 'Bearer token-new') return HttpResponse.json({ data: newAccountRecord() });
    if (tokenOf(request) !== 'Bearer token-customer') return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    return HttpResponse.json({ data: record() });
  }),
  http.post('/api/v1/customer/profile', async ({ request }) => {
    const body = (await request.json()) as ProfileUpdateRequest;
    if (body.email === 'taken@example.com') return HttpResponse.json({ message: 'This e-mail is already used by another account.' }, { status: 409 });
    const current = tokenOf(request) === 'Bearer token-new' ? newAccountRecord() : record();
    return HttpResponse.json({ status: 1, message: 'Profile updated', user: { ...current, ...body } });
  }),
];
