import { http, HttpResponse } from 'msw';
import { MARKETING_CONSENT_TEXT, consentMessages } from '@contract/consent-rules';
import type { MarketingConsent } from '@contract/consents';

/** The signed-in customer's marketing consent: none given until a test (or a PUT) says otherwise. */
export const marketingConsent = (overrides: Partial<MarketingConsent> = {}): MarketingConsent => ({ granted: false, at: null, text: MARKETING_CONSENT_TEXT, ...overrides });

export const consentHandlers = [
  http.get('/api/v1/me/consents/marketing', () => HttpResponse.json({ data: marketingConsent() })),
  http.put('/api/v1/me/consents/marketing', async ({ request }) => {
    const { granted } = (await request.json()) as { granted: boolean };
    return HttpResponse.json({ message: granted ? consentMessages.granted : consentMessages.withdrawn, data: marketingConsent({ granted, at: '2027-03-10T06:30:00.000Z' }) });
  }),
];
