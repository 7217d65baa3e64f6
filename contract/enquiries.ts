// Enquiries: test rides, notify me, contact us (SPEC §2 enquiry routes; their fields are "not shown" in
// the spec, so designed here). state/city/area are the ids of the state-city-hub list; model is a bike
// id such as 'rv400'. zod schemas are the single source; the SPA imports the derived types only.
import { z } from 'zod';
import { marketingConsentField } from './consents.js';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_TOPICS,
  TEST_RIDE_COMMENTS_MAX,
  TEST_RIDE_SLOTS,
  enquiryMessages,
} from './enquiry-rules.js';
import { blankToUndefined, city, email, mobile, name, personAndPlace, state } from './common.js';

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). The server checks the range. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_RE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const enquiryModel = z
  .string({ error: enquiryMessages.model })
  .trim()
  .toLowerCase()
  .min(1, enquiryMessages.model)
  .max(60, enquiryMessages.model);

/** POST /api/v1/test-rides (public; a signed-in customer's id is recorded when a token is sent). */
export const testRideBody = z.object({
  ...personAndPlace,
  model: enquiryModel,
  /** YYYY-MM-DD, from tomorrow (India time) up to TEST_RIDE_MAX_DAYS_AHEAD days ahead. */
  preferred_date: z.string({ error: enquiryMessages.date }).trim().refine(isCalendarDate, enquiryMessages.date),
  time_slot: z.enum(TEST_RIDE_SLOTS, { error: enquiryMessages.slot }),
  /** A service hub id from GET /api/v1/common/getservicecenter in the chosen city. */
  dealer_id: z
    .number({ error: enquiryMessages.dealer })
    .int(enquiryMessages.dealer)
    .positive(enquiryMessages.dealer)
    .max(2_147_483_647, enquiryMessages.dealer),
  comments: z.preprocess(
    blankToUndefined,
    z.string({ error: enquiryMessages.comments }).trim().max(TEST_RIDE_COMMENTS_MAX, enquiryMessages.comments).optional(),
  ),
  /** The separate, unticked marketing box: true only when ticked. */
  marketing_consent: marketingConsentField,
});

/** POST /api/v1/notify (public): tell me when a model is available in my city. */
export const notifyBody = z.object({ name, mobile, email, state, city, model: enquiryModel });

/** POST /api/v1/contact (public). */
export const contactBody = z.object({
  name,
  mobile,
  email,
  topic: z.enum(CONTACT_TOPICS, { error: enquiryMessages.topic }),
  message: z
    .string({ error: enquiryMessages.message })
    .trim()
    .min(CONTACT_MESSAGE_MIN, enquiryMessages.message)
    .max(CONTACT_MESSAGE_MAX, enquiryMessages.message),
  state: z.preprocess(blankToUndefined, state.optional()),
  city: z.preprocess(blankToUndefined, city.optional()),
});

/** 201 for every enquiry: `reference` is what the customer quotes (e.g. "TR-000123"). */
export const enquiryResponse = z
  .object({ message: z.string(), data: z.object({ id: z.number().int(), reference: z.string() }) })
  .meta({ id: 'EnquiryResponse' });

export type TestRideSlot = (typeof TEST_RIDE_SLOTS)[number];

/** GET /api/v1/test-rides/availability?hub=&from=: a hub's slots for a week from `from`, with the places left in each. */
export const testRideAvailabilityQuery = z.object({
  hub: z.coerce.number({ error: 'Choose a hub.' }).int().positive('Choose a hub.'),
  from: z.string().refine(isCalendarDate, 'Give the first day as YYYY-MM-DD.'),
});
export const testRideAvailabilityResponse = z.object({
  data: z.array(z.object({ date: z.string(), slot: z.enum(TEST_RIDE_SLOTS), left: z.number().int() })),
});
export type TestRideAvailabilityResponse = z.output<typeof testRideAvailabilityResponse>;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export type TestRideRequest = z.output<typeof testRideBody>;
export type NotifyRequest = z.output<typeof notifyBody>;
export type ContactRequest = z.output<typeof contactBody>;
export type EnquiryResponse = z.output<typeof enquiryResponse>;
/** What the SPA sends (the bodies' inputs; the server reads their outputs). */
export type TestRideInput = z.input<typeof testRideBody>;
export type NotifyInput = z.input<typeof notifyBody>;
export type ContactInput = z.input<typeof contactBody>;
export type TestRideAvailabilityQuery = z.input<typeof testRideAvailabilityQuery>;

// ---- The signed-in customer's own enquiries (/usertestride, /usernotify, /usercontactus). Records made
// before signing up belong to the account when their mobile is the account's mobile.

/** no_show and completed are set by the hub after the slot (back office, migration 011). */
export const TEST_RIDE_STATUSES = ['requested', 'confirmed', 'completed', 'no_show', 'cancelled'] as const;
export const CONTACT_STATUSES = ['open', 'closed'] as const;

/** Where a test ride happens: enough to find and call the hub from a phone. */
export const enquiryHub = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** A maps link to the hub's location (no key, works on phones). */
  map_url: z.string(),
});

export const myTestRide = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    model: z.string(),
    model_name: z.string(),
    hub: enquiryHub,
    /** YYYY-MM-DD */
    date: z.string(),
    slot: z.enum(TEST_RIDE_SLOTS),
    status: z.enum(TEST_RIDE_STATUSES),
    /** Still open and more than CUSTOMER_CHANGE_HOURS before the slot starts (India time). */
    can_change: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'MyTestRide' });

export const testRideRescheduleBody = z.object({
  date: z.string({ error: enquiryMessages.date }).trim().refine(isCalendarDate, enquiryMessages.date),
  slot: z.enum(TEST_RIDE_SLOTS, { error: enquiryMessages.slot }),
});

export const myNotifyRequest = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    model: z.string(),
    model_name: z.string(),
    city: z.string(),
    city_name: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'MyNotifyRequest' });

export const myContactMessage = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    topic: z.string(),
    message: z.string(),
    status: z.enum(CONTACT_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'MyContactMessage' });

export const myTestRidesResponse = z.object({ data: z.array(myTestRide) });
export const myTestRideResponse = z.object({ data: myTestRide });
export const myNotifyResponse = z.object({ data: z.array(myNotifyRequest) });
export const myContactResponse = z.object({ data: z.array(myContactMessage) });

export type TestRideStatus = (typeof TEST_RIDE_STATUSES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type EnquiryHub = z.output<typeof enquiryHub>;
export type MyTestRide = z.output<typeof myTestRide>;
export type TestRideRescheduleRequest = z.input<typeof testRideRescheduleBody>;
export type MyNotifyRequest = z.output<typeof myNotifyRequest>;
export type MyContactMessage = z.output<typeof myContactMessage>;
export type MyTestRidesResponse = z.output<typeof myTestRidesResponse>;
export type MyTestRideResponse = z.output<typeof myTestRideResponse>;
export type MyNotifyResponse = z.output<typeof myNotifyResponse>;
export type MyContactResponse = z.output<typeof myContactResponse>;

/** DELETE /api/v1/me/notify/:id answers 204 with no body. */
export const noContent = z.null();
