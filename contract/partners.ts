// Partner (corporate) offers: /book/{slug} (issue 14). An employee proves employment by a code sent to a work
// e-mail of the partner's domain; with the token that proves it, the server records the partner's benefit on the
// booking. zod schemas are the single source; the SPA imports the derived types only.
import { z } from 'zod';
import { email, numericId } from './common.js';
import { OTP_RE } from './rules.js';

export const partnerParams = z.object({ slug: z.string().trim().toLowerCase().regex(/^[a-z0-9-]{2,60}$/, 'Use a partner name from our offers.') });

export const partnerOffer = z
  .object({ slug: z.string(), name: z.string(), email_domain: z.string(), benefit: z.string(), discount: z.number().int() })
  .meta({ id: 'PartnerOffer' });
export const partnerOfferResponse = z.object({ data: partnerOffer });

export const workEmailBody = z.object({ email: email.transform((v) => v.toLowerCase()) });
export const workEmailVerifyBody = z.object({
  email: email.transform((v) => v.toLowerCase()),
  code: z.string({ error: 'Enter the 6-digit code from the e-mail.' }).trim().regex(OTP_RE, 'Enter the 6-digit code from the e-mail.'),
});
export const workEmailVerifyResponse = z.object({
  message: z.string(),
  /** Proof of the verified work e-mail for the claim; single use, valid for a few hours. */
  data: z.object({ token: z.string(), email: z.string(), expires_at: z.string() }),
});

/** POST /api/v1/partners/{slug}/claim: the booking this browser made (its id and key) and the verified e-mail's token. */
export const partnerClaimBody = z.object({
  booking_id: numericId('Use a booking number.'),
  access_key: z.string().trim().min(1).max(100),
  token: z.string().trim().min(1).max(100),
});
export const partnerClaimResponse = z.object({ message: z.string(), data: z.object({ partner: z.string(), benefit: z.string(), discount: z.number().int() }) });

export type PartnerOffer = z.output<typeof partnerOffer>;
export type PartnerOfferResponse = z.output<typeof partnerOfferResponse>;
export type WorkEmailRequest = z.output<typeof workEmailBody>;
export type WorkEmailVerifyRequest = z.output<typeof workEmailVerifyBody>;
export type WorkEmailVerifyResponse = z.output<typeof workEmailVerifyResponse>;
export type PartnerClaimRequest = z.output<typeof partnerClaimBody>;
export type PartnerClaimResponse = z.output<typeof partnerClaimResponse>;
/** The bodies as sent (the schemas' input), for the endpoint descriptors. */
export type WorkEmailInput = z.input<typeof workEmailBody>;
export type WorkEmailVerifyInput = z.input<typeof workEmailVerifyBody>;
export type PartnerClaimInput = z.input<typeof partnerClaimBody>;
