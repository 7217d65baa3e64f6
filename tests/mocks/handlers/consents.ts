// The marketing consent for screen tests, made from the contract (contract/accounts-endpoints.ts).
import { HttpResponse } from 'msw';
import { accountsEndpointSchemas as schemas } from '@contract/accounts-endpoint-schemas';
import { accountsEndpoints as e } from '@contract/accounts-endpoints';
import { MARKETING_CONSENT_TEXT, consentMessages } from '@contract/consent-rules';
import { LANG } from '@/lib/i18n/language';
import type { MarketingConsent } from '@contract/consents';
import { endpointHandler } from '../endpoint';

/** The signed-in customer's marketing consent: none given until a test (or a PUT) says otherwise. */
export const marketingConsent = (overrides: Partial<MarketingConsent> = {}): MarketingConsent => ({ granted: false, at: null, text: MARKETING_CONSENT_TEXT[LANG], ...overrides });

export const consentHandlers = [
  endpointHandler(e.marketingConsent, schemas.marketingConsent, () => HttpResponse.json({ data: marketingConsent() })),
  endpointHandler(e.setMarketingConsent, schemas.setMarketingConsent, async ({ request }) => {
    const { granted } = (await request.json()) as { granted: boolean };
    return HttpResponse.json({ message: granted ? consentMessages.granted : consentMessages.withdrawn, data: marketingConsent({ granted, at: '2027-03-10T06:30:00.000Z' }) });
  }),
];
