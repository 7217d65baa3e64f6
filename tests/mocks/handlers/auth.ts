import { http, HttpResponse } from 'msw';
import type { RegisterRequest, SigninRequest } from '@contract/auth';
import { makeUser } from '../data';

export const authHandlers = [
  http.post('/api/v1/auth/signin', async ({ request }) => {
    const body = (await request.json()) as SigninRequest;
    if (body.mobile === '9000000003' && (body.password === 'Customer@12345' || body.otp === '123456')) {
      const user = makeUser();
      return HttpResponse.json(user, { headers: { 'x-auth-token': user.token } });
    }
    return HttpResponse.json({ message: 'Password Entered is incorrect, please check and retry again.' }, { status: 401 });
  }),
  http.post('/api/v1/auth/otp', () => HttpResponse.json({ status: 'sent', expiresInSeconds: 300 })),
  http.post('/api/v1/auth/signout', () => HttpResponse.json({ message: 'Signed out' })),
  http.post('/api/v1/customer/register', async ({ request }) => {
    const body = (await request.json()) as RegisterRequest;
    if (body.mobile === '9000000003') return HttpResponse.json({ status: 'duplicate', message: 'User Already Registered' });
    const user = makeUser({ id: 10, token: 'token-new', name: body.name, mobile: body.mobile, email: body.email });
    return HttpResponse.json({ status: 'success', user }, { headers: { 'x-auth-token': user.token } });
  }),
];
