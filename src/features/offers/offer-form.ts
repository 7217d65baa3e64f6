// The offer form's values (text, as the inputs hold them), the body they make and the checks made before sending,
// with the contract's limits, link rule and messages (the server checks the same).
import { OFFER_LIMITS, isSameSitePath, offerMessages as m } from '@contract/offer-rules';
import type { OfferInput } from '@contract/offers';
import type { Errors } from '@/lib/validation';

export type OfferFormField = 'title' | 'body' | 'link';
export type OfferFormValues = Record<OfferFormField, string>;

export const emptyOfferForm: OfferFormValues = { title: '', body: '', link: '' };

export function offerFormErrors(v: OfferFormValues): Errors<OfferFormField> {
  const e: Errors<OfferFormField> = {};
  const title = v.title.trim();
  const body = v.body.trim();
  const link = v.link.trim();
  if (!title || title.length > OFFER_LIMITS.titleMax) e.title = m.title;
  if (!body || body.length > OFFER_LIMITS.bodyMax) e.body = m.body;
  if (link && !isSameSitePath(link)) e.link = m.link;
  return e;
}

export function offerBodyOf(v: OfferFormValues): OfferInput {
  const link = v.link.trim();
  return { title: v.title.trim(), body: v.body.trim(), ...(link ? { link } : {}) };
}
