// Back-office enquiries (issue 12): test rides (admins, and dealers for their own hubs), notify-me requests and
// contact requests (admins). Lists page, sort and filter on the server; every query name and sort value comes
// from an allow-list (an unknown one is a 400). zod schemas are the single source; the SPA imports types only.
import { z } from 'zod';
import { CONTACT_TOPICS, TEST_RIDE_SLOTS, enquiryMessages } from './enquiry-rules.js';
import { blankToUndefined, listPage, mobile, name, numericId, pageNumber, pageSize, sortParam } from './common.js';
import { TEST_RIDE_STATUSES, CONTACT_STATUSES, isCalendarDate } from './enquiries.js';

export const NOTIFY_STATUSES = ['new', 'contacted'] as const;

export const TEST_RIDE_SORTS = ['created', 'date', 'name', 'status'] as const;
export const NOTIFY_SORTS = ['created', 'name', 'status'] as const;
export const CONTACT_SORTS = ['created', 'name', 'topic', 'status'] as const;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const day = (label: string) => optional(z.string({ error: `Use a ${label} date written YYYY-MM-DD.` }).refine(isCalendarDate, `Use a ${label} date written YYYY-MM-DD.`));
const idText = (label: string) =>
  optional(z.string({ error: `Use a ${label} id.` }).trim().regex(/^[A-Za-z0-9-]{1,20}$/, `Use a ${label} id.`));

const statusFilter = <const T extends readonly [string, ...string[]]>(statuses: T) =>
  optional(z.enum(statuses, { error: `Use a status of ${statuses.join(', ')}.` }));

const common = {
  page: pageNumber,
  pageSize,
  q: optional(z.string().trim().max(80, 'Search with 80 characters or fewer.')),
  /** Created on or after / on or before these days (India time). */
  createdFrom: day('from'),
  createdTo: day('to'),
};
const place = {
  model: optional(z.string({ error: 'Use a model id.' }).trim().toLowerCase().regex(/^[a-z0-9-]{1,60}$/, 'Use a model id.')),
  state: idText('state'),
  city: idText('city'),
  source: optional(z.string({ error: 'Use a source name.' }).trim().regex(/^[a-z0-9_-]{1,20}$/, 'Use a source name.')),
};

/** GET /back-office/test-rides (and .csv): a strict object, so a filter name outside the list is refused. */
export const testRideListQuery = z.strictObject({
  ...common,
  ...place,
  sort: sortParam(TEST_RIDE_SORTS, '-created'),
  status: statusFilter(TEST_RIDE_STATUSES),
  hub: optional(numericId('Use a hub id.')),
  /** The ride's day (preferred date) from / to. */
  dateFrom: day('from'),
  dateTo: day('to'),
});
export const notifyListQuery = z.strictObject({
  ...common,
  ...place,
  sort: sortParam(NOTIFY_SORTS, '-created'),
  status: statusFilter(NOTIFY_STATUSES),
});
export const contactListQuery = z.strictObject({
  ...common,
  sort: sortParam(CONTACT_SORTS, '-created'),
  status: statusFilter(CONTACT_STATUSES),
  topic: optional(z.enum(CONTACT_TOPICS, { error: 'Use one of the contact topics.' })),
});

/** One event of a record's timeline (record_events): who, in what role, when, from, to, note. */
export const recordEventItem = z
  .object({
    id: z.number().int(),
    kind: z.enum(['created', 'state', 'note', 'assign', 'reply', 'edit']),
    from: z.string().nullable(),
    to: z.string().nullable(),
    note: z.string().nullable(),
    actor_name: z.string().nullable(),
    actor_role: z.string(),
    at: z.string(),
  })
  .meta({ id: 'RecordEventItem' });

const named = z.object({ id: z.string(), name: z.string() });
const hubRef = z.object({ id: z.number().int(), name: z.string() });
/** The first fields of every enquiry row: its id, its reference ("TR-000042") and who sent it. */
const enquiryHead = { id: z.number().int(), reference: z.string(), name: z.string(), mobile: z.string(), email: z.string() };
/** The model asked about and where the customer is. */
const enquiryPlace = { model: named, state: named, city: named };

export const testRideRow = z
  .object({
    ...enquiryHead,
    ...enquiryPlace,
    hub: hubRef,
    /** YYYY-MM-DD */
    date: z.string(),
    slot: z.enum(TEST_RIDE_SLOTS),
    status: z.enum(TEST_RIDE_STATUSES),
    source: z.string(),
    assignee_name: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'BackOfficeTestRide' });

export const TEST_RIDE_ACTIONS = ['confirm', 'reschedule', 'complete', 'no_show', 'cancel', 'assign', 'note'] as const;
export const NOTIFY_ACTIONS = ['contacted', 'note'] as const;
export const CONTACT_ACTIONS = ['reply', 'close', 'note'] as const;

export const testRideDetail = testRideRow
  .extend({
    area: named,
    pincode: z.string(),
    comments: z.string().nullable(),
    hub: hubRef.extend({ address: z.string(), phone: z.string() }),
    assignee_mobile: z.string().nullable(),
    updated_at: z.string(),
    /** What the caller may do now, in this state. */
    actions: z.array(z.enum(TEST_RIDE_ACTIONS)),
    events: z.array(recordEventItem),
  })
  .meta({ id: 'BackOfficeTestRideDetail' });

export const notifyRow = z
  .object({
    ...enquiryHead,
    ...enquiryPlace,
    status: z.enum(NOTIFY_STATUSES),
    source: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'BackOfficeNotifyRequest' });
export const notifyDetail = notifyRow
  .extend({ updated_at: z.string(), actions: z.array(z.enum(NOTIFY_ACTIONS)), events: z.array(recordEventItem) })
  .meta({ id: 'BackOfficeNotifyRequestDetail' });

export const contactRow = z
  .object({
    ...enquiryHead,
    topic: z.string(),
    status: z.enum(CONTACT_STATUSES),
    source: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'BackOfficeContactRequest' });
export const contactDetail = contactRow
  .extend({
    message: z.string(),
    state: named.nullable(),
    city: named.nullable(),
    updated_at: z.string(),
    actions: z.array(z.enum(CONTACT_ACTIONS)),
    events: z.array(recordEventItem),
  })
  .meta({ id: 'BackOfficeContactRequestDetail' });

export const testRideListResponse = listPage(testRideRow);
export const notifyListResponse = listPage(notifyRow);
export const contactListResponse = listPage(contactRow);
export const testRideDetailResponse = z.object({ data: testRideDetail });
export const notifyDetailResponse = z.object({ data: notifyDetail });
export const contactDetailResponse = z.object({ data: contactDetail });

export const ACTION_NOTE_MAX = 1000;
const noteText = optional(z.string({ error: `Keep the note to ${ACTION_NOTE_MAX} characters or fewer.` }).trim().max(ACTION_NOTE_MAX, `Keep the note to ${ACTION_NOTE_MAX} characters or fewer.`));
const requiredNote = (message: string) => z.string({ error: message }).trim().min(1, message).max(ACTION_NOTE_MAX, `Keep the note to ${ACTION_NOTE_MAX} characters or fewer.`);

export const actionMessages = {
  note: 'Write the note.',
  cancelNote: 'Say why the test ride is cancelled.',
  reply: 'Write what you told the customer.',
  date: enquiryMessages.date,
  slot: enquiryMessages.slot,
} as const;

/** POST /back-office/test-rides/:id/actions: one move of the ride, with its note. */
export const testRideActionBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('confirm'), note: noteText }),
    z.object({ action: z.literal('complete'), note: noteText }),
    z.object({ action: z.literal('no_show'), note: noteText }),
    z.object({ action: z.literal('cancel'), note: requiredNote(actionMessages.cancelNote) }),
    z.object({ action: z.literal('note'), note: requiredNote(actionMessages.note) }),
    z.object({
      action: z.literal('reschedule'),
      date: z.string({ error: actionMessages.date }).trim().refine(isCalendarDate, actionMessages.date),
      slot: z.enum(TEST_RIDE_SLOTS, { error: actionMessages.slot }),
      note: noteText,
    }),
    z.object({ action: z.literal('assign'), name, mobile, note: noteText }),
  ],
  { error: `Use an action of ${TEST_RIDE_ACTIONS.join(', ')}.` },
);
export const notifyActionBody = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('contacted'), note: noteText }), z.object({ action: z.literal('note'), note: requiredNote(actionMessages.note) })],
  { error: `Use an action of ${NOTIFY_ACTIONS.join(', ')}.` },
);
export const contactActionBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('reply'), note: requiredNote(actionMessages.reply) }),
    z.object({ action: z.literal('close'), note: noteText }),
    z.object({ action: z.literal('note'), note: requiredNote(actionMessages.note) }),
  ],
  { error: `Use an action of ${CONTACT_ACTIONS.join(', ')}.` },
);

export type NotifyStatus = (typeof NOTIFY_STATUSES)[number];
export type TestRideSort = (typeof TEST_RIDE_SORTS)[number];
export type NotifySort = (typeof NOTIFY_SORTS)[number];
export type ContactSort = (typeof CONTACT_SORTS)[number];
export type TestRideAction = (typeof TEST_RIDE_ACTIONS)[number];
export type NotifyAction = (typeof NOTIFY_ACTIONS)[number];
export type ContactAction = (typeof CONTACT_ACTIONS)[number];
export type TestRideListQuery = z.input<typeof testRideListQuery>;
export type TestRideFilters = z.output<typeof testRideListQuery>;
export type NotifyListQuery = z.input<typeof notifyListQuery>;
export type NotifyFilters = z.output<typeof notifyListQuery>;
export type ContactListQuery = z.input<typeof contactListQuery>;
export type ContactFilters = z.output<typeof contactListQuery>;
export type RecordEventItem = z.output<typeof recordEventItem>;
export type BackOfficeTestRide = z.output<typeof testRideRow>;
export type BackOfficeTestRideDetail = z.output<typeof testRideDetail>;
export type BackOfficeNotifyRequest = z.output<typeof notifyRow>;
export type BackOfficeNotifyDetail = z.output<typeof notifyDetail>;
export type BackOfficeContactRequest = z.output<typeof contactRow>;
export type BackOfficeContactDetail = z.output<typeof contactDetail>;
export type TestRideListResponse = z.output<typeof testRideListResponse>;
export type NotifyListResponse = z.output<typeof notifyListResponse>;
export type ContactListResponse = z.output<typeof contactListResponse>;
export type TestRideDetailResponse = z.output<typeof testRideDetailResponse>;
export type NotifyDetailResponse = z.output<typeof notifyDetailResponse>;
export type ContactDetailResponse = z.output<typeof contactDetailResponse>;
export type TestRideActionRequest = z.input<typeof testRideActionBody>;
export type NotifyActionRequest = z.input<typeof notifyActionBody>;
export type ContactActionRequest = z.input<typeof contactActionBody>;

/** PUT /api/v1/back-office/hubs/:id/test-ride-capacity: how many test rides the hub takes in each slot of a day. */
export const TEST_RIDE_CAPACITY_MAX = 20;
export const testRideCapacityBody = z.object({
  capacity: z.coerce
    .number({ error: `Give a number of rides from 0 to ${TEST_RIDE_CAPACITY_MAX}.` })
    .int(`Give a number of rides from 0 to ${TEST_RIDE_CAPACITY_MAX}.`)
    .min(0, `Give a number of rides from 0 to ${TEST_RIDE_CAPACITY_MAX}.`)
    .max(TEST_RIDE_CAPACITY_MAX, `Give a number of rides from 0 to ${TEST_RIDE_CAPACITY_MAX}.`),
});
export const testRideCapacityResponse = z.object({ message: z.string(), data: z.object({ hub_id: z.number().int(), capacity: z.number().int() }) });
