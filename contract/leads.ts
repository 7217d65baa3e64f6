// Campaign booking leads (SPEC §3 "Lead record sent on booking", §7 lsq_booking_lead and lsq_booking_lead_update).
// zod schemas are the single source; the SPA imports the derived types only.
import { z } from 'zod';
import { blankToUndefined, numericId } from './common.js';
import { MOBILE_RE, normaliseMobile } from './rules.js';

const LEAD_MESSAGE = 'This lead record is not valid.';
const short = (max: number) => z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: LEAD_MESSAGE }).trim().max(max, LEAD_MESSAGE));
const flag = z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean());
const optionalMobile = z.preprocess(
  blankToUndefined,
  z.string({ error: LEAD_MESSAGE }).transform(normaliseMobile).pipe(z.string().regex(MOBILE_RE, 'Enter a valid alternate mobile number.')).optional(),
);

/** One SPEC §3 lead record. Names are the spec's; the place fields are the ids of the state-city-hub list. */
export const leadRecord = z.object({
  name: short(80).pipe(z.string().min(1, 'Enter your full name.')),
  email: short(254),
  mobile: z.string({ error: 'Enter a valid 10-digit Indian mobile number.' }).transform(normaliseMobile).pipe(z.string().regex(MOBILE_RE, 'Enter a valid 10-digit Indian mobile number.')),
  state: short(20),
  city: short(20),
  area: short(20),
  pincode: short(6),
  /** The page the lead came from, with any '?ref=' part dropped (SPEC §5). */
  url: short(500),
  isSeller: flag,
  product_type: short(60),
  /** The order the lead belongs to, once made (a number, or '' before). */
  booking_id: z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), numericId(LEAD_MESSAGE).optional()),
  createNewBooking: flag,
  source: short(60),
  add_comments: short(1000),
  referral_code: short(40),
  isReferralVerified: flag,
  alternate_mobile: optionalMobile,
  address_pincode: short(6),
  address_state: short(20),
  address: short(500),
});

/** POST /api/v1/common/lsq_booking_lead: an array of lead records (SPEC §7), at most 5 at a time. */
export const leadBatchBody = z.array(leadRecord, { error: 'Send an array of lead records.' }).min(1, 'Send at least one lead record.').max(5, 'Send at most 5 lead records at a time.');
export const leadBatchResponse = z.object({ message: z.string(), data: z.object({ ids: z.array(z.number().int()) }) }).meta({ id: 'LeadBatchResponse' });

/** POST /api/v1/common/lsq_booking_lead_update: the order whose leads are brought up to date (paid or cancelled, read from the order). */
export const leadUpdateBody = z.object({ booking_id: numericId('Use a booking number.') });
export const leadUpdateResponse = z
  .object({ message: z.string(), data: z.object({ status: z.enum(['booked', 'paid', 'cancelled']), updated: z.number().int() }) })
  .meta({ id: 'LeadUpdateResponse' });

export type LeadRecord = z.input<typeof leadRecord>;
export type StoredLead = z.output<typeof leadRecord>;
export type LeadBatchResponse = z.output<typeof leadBatchResponse>;
export type LeadUpdateRequest = z.output<typeof leadUpdateBody>;
export type LeadUpdateResponse = z.output<typeof leadUpdateResponse>;
export type LeadCrmStatus = LeadUpdateResponse['data']['status'];
/** What the update sends, before the schema's coercion (the endpoint's body type). */
export type LeadUpdateInput = z.input<typeof leadUpdateBody>;
