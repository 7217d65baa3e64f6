// Sign-in, sign-out, the password and registration for screen tests, made from the contract
// (contract/accounts-endpoints.ts): every success answer is checked against the server's schema.
import { HttpResponse } from 'msw';
import { accountsEndpointSchemas as schemas } from '@contract/accounts-endpoint-schemas';
import { accountsEndpoints as e } from '@contract/accounts-endpoints';
import type { PasswordChangeRequest, PasswordResetRequest, RegisterRequest, SigninRequest } from '@contract/auth';
import { makeUser } from '../data';
import { endpointHandler } from '../endpoint';

export const authHandlers = [
  endpointHandler(e.signin, schemas.signin, async ({ request }) => {
    const body = (await request.json()) as SigninRequest;
    if (body.mobile === '9000000003' && (body.password === 'Customer@12345' || body.otp === '123456')) {
      const user = makeUser();
      return HttpResponse.json(user, { headers: { 'x-auth-token': user.token } });
    }
    return HttpResponse.json({ message: 'Password Entered is incorrect, please check and retry again.' }, { status: 401 });
  }),
  endpointHandler(e.signinOtp, schemas.signinOtp, () => HttpResponse.json({ status: 'sent', expiresInSeconds: 300 })),
  endpointHandler(e.signout, schemas.signout, () => HttpResponse.json({ message: 'Signed out' })),
  endpointHandler(e.registerOtp, schemas.registerOtp, () => HttpResponse.json({ status: 'sent', expiresInSeconds: 300 })),
  endpointHandler(e.resetOtp, schemas.resetOtp, () => HttpResponse.json({ status: 'sent', expiresInSeconds: 300 })),
  endpointHandler(e.resetPassword, schemas.resetPassword, async ({ request }) => {
    const body = (await request.json()) as PasswordResetRequest;
    if (body.otp !== '123456') return HttpResponse.json({ message: 'The OTP is incorrect or has expired. Request a new OTP and try again.' }, { status: 401 });
    return HttpResponse.json({ message: 'Your password is reset and every device is signed out. Sign in with your new password.' });
  }),
  endpointHandler(e.changePassword, schemas.changePassword, async ({ request }) => {
    const body = (await request.json()) as PasswordChangeRequest;
    // The account without a password (tests sign in as it with has_password false) sets one without a current one.
    if (body.currentPassword !== undefined && body.currentPassword !== 'Customer@12345') {
      const message = 'Your current password is not right.';
      return HttpResponse.json({ message: `currentPassword: ${message}`, errors: [{ field: 'currentPassword', message }] }, { status: 400 });
    }
    return HttpResponse.json({ message: 'Your password is changed. Your other devices are signed out.' });
  }),
  endpointHandler(e.signoutAll, schemas.signoutAll, () => HttpResponse.json({ message: 'Signed out on every device' })),
  endpointHandler(e.register, schemas.register, async ({ request }) => {
    const body = (await request.json()) as RegisterRequest;
    if (body.otp !== '123456') {
      const message = 'The OTP is incorrect or has expired. Request a new OTP and try again.';
      return HttpResponse.json({ message: `otp: ${message}`, errors: [{ field: 'otp', message }] }, { status: 400 });
    }
    if (body.mobile === '9000000003') return HttpResponse.json({ status: 'duplicate', message: 'User Already Registered' });
    // A new account has only its mobile and name: no e-mail, place or password yet.
    const none = { email: null, state: null, city: null, area: null, state_name: null, city_name: null, area_name: null, pincode: null, region: null };
    const user = makeUser({ id: 10, token: 'token-new', name: body.name, mobile: body.mobile, ...none, has_password: false, language: body.language ?? 'en' });
    return HttpResponse.json({ status: 'success', user }, { headers: { 'x-auth-token': user.token } });
  }),
];
