// Marketing consent of the signed-in customer (issue 24): GET and PUT /api/v1/me/consents/marketing. zod schemas are
// the single source; the SPA imports the types only.
import { z } from 'zod';

/** The customer's current marketing consent: granted or not, when it last changed (null: never asked) and the words shown. */
export const marketingConsent = z.object({ granted: z.boolean(), at: z.string().nullable(), text: z.string() }).meta({ id: 'MarketingConsent' });
export type MarketingConsent = z.output<typeof marketingConsent>;
export const marketingConsentResponse = z.object({ data: marketingConsent });
export type MarketingConsentResponse = z.output<typeof marketingConsentResponse>;

/** PUT /me/consents/marketing { granted }: false withdraws it (recorded with its time). */
export const marketingConsentBody = z.object({ granted: z.boolean({ error: 'Choose whether to receive news and offers.' }) });
export type MarketingConsentRequest = z.output<typeof marketingConsentBody>;
export type MarketingConsentInput = z.input<typeof marketingConsentBody>;
export const marketingConsentUpdateResponse = z.object({ message: z.string(), data: marketingConsent });
export type MarketingConsentUpdateResponse = z.output<typeof marketingConsentUpdateResponse>;

/** The optional field the registration, booking and test-ride forms send: true only when the box was ticked. */
export const marketingConsentField = z.boolean().optional();
