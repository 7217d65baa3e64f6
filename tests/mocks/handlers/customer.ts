import { http, HttpResponse } from 'msw';
import type { ProfileUpdateRequest } from '@contract/auth';
import { makeUser } from '../data';

function record() {
  const { token: _token, ...rest } = makeUser();
  return { ...rest, created_at: '2026-01-01T00:00:00.000Z' };
}

export const customerHandlers = [
  http.get('/api/v1/customer/:id', ({ request }) => {
    if (request.headers.get('authorization') !== 'Bearer token-customer') return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    return HttpResponse.json({ data: record() });
  }),
  http.post('/api/v1/customer/profile', async ({ request }) => {
    const body = (await request.json()) as ProfileUpdateRequest;
    if (body.email === 'taken@example.com') return HttpResponse.json({ message: 'This e-mail is already used by another account.' }, { status: 409 });
    return HttpResponse.json({ status: 1, message: 'Profile updated', user: { ...record(), ...body } });
  }),
];
