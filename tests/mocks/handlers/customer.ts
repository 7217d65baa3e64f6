// The customer's account and profile for screen tests, made from the contract (contract/accounts-endpoints.ts): every
// success answer is checked against the server's schema.
import { HttpResponse } from 'msw';
import { accountsEndpointSchemas as schemas } from '@contract/accounts-endpoint-schemas';
import { accountsEndpoints as e } from '@contract/accounts-endpoints';
import type { LanguageRequest, ProfileUpdateRequest } from '@contract/auth';
import { isLanguage, languageMessages } from '@contract/languages';
import { makeUser } from '../data';
import { endpointHandler } from '../endpoint';

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
  endpointHandler(e.customer, schemas.customer, ({ request }) => {
    if (tokenOf(request) === 'Bearer token-new') return HttpResponse.json({ data: newAccountRecord() });
    if (tokenOf(request) !== 'Bearer token-customer') return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    return HttpResponse.json({ data: record() });
  }),
  endpointHandler(e.updateProfile, schemas.updateProfile, async ({ request }) => {
    const body = (await request.json()) as ProfileUpdateRequest;
    if (body.email === 'taken@example.com') return HttpResponse.json({ message: 'This e-mail is already used by another account.' }, { status: 409 });
    const current = tokenOf(request) === 'Bearer token-new' ? newAccountRecord() : record();
    return HttpResponse.json({ status: 1, message: 'Profile updated', user: { ...current, ...body } });
  }),
  // The language switch records the signed-in user's language (a language we do not send in is a field error).
  endpointHandler(e.setLanguage, schemas.setLanguage, async ({ request }) => {
    if (!tokenOf(request)) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    const { language } = (await request.json()) as Partial<LanguageRequest>;
    if (!isLanguage(language)) return HttpResponse.json({ message: `language: ${languageMessages.language}`, errors: [{ field: 'language', message: languageMessages.language }] }, { status: 400 });
    return HttpResponse.json({ message: languageMessages.saved, data: { language } });
  }),
  // The companion app's link: a link with a nonce signs the demo customer in.
  endpointHandler(e.appLink, schemas.appLink, ({ request }) => {
    if (!new URL(request.url).searchParams.get('nonce')) return HttpResponse.json({ message: 'This app link is invalid or has expired. Please open it again from the app.' }, { status: 401 });
    const user = makeUser();
    return HttpResponse.json({ data: [user] }, { headers: { 'x-auth-token': user.token } });
  }),
];
