// News and offers sent by an admin (issue 30; rules and texts in offer-rules.ts): the zod schemas of the request and
// the answers. The server validates and answers through them; the SPA imports the derived types only.
import { z } from 'zod';
import { blankToUndefined, text } from './common.js';
import { OFFER_LIMITS, isSameSitePath, offerMessages as m } from './offer-rules.js';

/** POST: the title and message every opted-in customer gets, and the page of this site it opens (optional). */
export const offerBody = z.object({
  title: text(m.title, OFFER_LIMITS.titleMax),
  body: text(m.body, OFFER_LIMITS.bodyMax),
  link: z.preprocess(blankToUndefined, z.string({ error: m.link }).trim().refine(isSameSitePath, m.link).optional()),
});
export type OfferRequest = z.output<typeof offerBody>;
export type OfferInput = z.input<typeof offerBody>;

/** One send: what went, when, the admin who sent it (null once their account is removed) and how many it was queued for. */
export const offerSend = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    sentBy: z.string().nullable(),
    recipients: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'OfferSend' });
export type OfferSend = z.output<typeof offerSend>;

export const offerSendResponse = z.object({ message: z.string(), data: offerSend });
export type OfferSendResponse = z.output<typeof offerSendResponse>;
/** GET audience: how many customers a send made now would be queued for (the back office asks before sending). */
export const offerAudienceResponse = z.object({ data: z.object({ customers: z.number().int().min(0) }) });
export type OfferAudienceResponse = z.output<typeof offerAudienceResponse>;

export const offerSendListResponse = z.object({ data: z.array(offerSend) });
export type OfferSendListResponse = z.output<typeof offerSendListResponse>;
