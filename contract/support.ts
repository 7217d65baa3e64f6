// Support tickets (issue 15): raised at /support/freshdesk by a signed-in customer or a visitor whose mobile an OTP
// proved, followed in the portal, answered in the back office (/support); and the service dashboard (/service-dash).
// zod schemas are the single source; the SPA imports the types only.
import { z } from 'zod';
import { OTP_RE, messages } from './rules.js';
import { SERVICE_DASH_SORTS, SUPPORT_MESSAGE_MAX, SUPPORT_SORTS, SUPPORT_STATUSES, SUPPORT_TOPICS, supportMessages } from './support-rules.js';
import { blankToUndefined, listPage, mobile, name, numericId, pageNumber, pageSize, sortParam, type SortValue } from './common.js';

const topic = z.enum(SUPPORT_TOPICS, { error: supportMessages.topic });
const status = z.enum(SUPPORT_STATUSES, { error: `Use a status of ${SUPPORT_STATUSES.join(', ')}.` });
const otp = z.string({ error: messages.otp }).trim().regex(OTP_RE, messages.otp);

/** POST /support/otp: a visitor asks for a code to prove the mobile of a ticket. */
export const supportOtpBody = z.object({ mobile });
export type SupportOtpRequest = z.input<typeof supportOtpBody>;

/**
 * The text fields of POST /support/tickets (multipart/form-data, with up to three `photos` files). A signed-in
 * customer sends topic, message and optionally order_id; a visitor also sends name, mobile and the OTP.
 */
export const ticketFields = z.object({
  topic,
  message: z.string({ error: supportMessages.message }).trim().min(10, supportMessages.message).max(SUPPORT_MESSAGE_MAX, supportMessages.message),
  order_id: z.preprocess(blankToUndefined, numericId(supportMessages.order).optional()),
  name: z.preprocess(blankToUndefined, name.optional()),
  mobile: z.preprocess(blankToUndefined, mobile.optional()),
  otp: z.preprocess(blankToUndefined, otp.optional()),
});
export type TicketFields = z.output<typeof ticketFields>;

export const ticketReplyBody = z.object({
  message: z.string({ error: supportMessages.reply }).trim().min(1, supportMessages.reply).max(SUPPORT_MESSAGE_MAX, supportMessages.reply),
});
export type TicketReplyRequest = z.input<typeof ticketReplyBody>;

export const ticketNoteBody = z.object({
  note: z.string({ error: 'Write a note of 1 to 2000 characters.' }).trim().min(1, 'Write a note of 1 to 2000 characters.').max(2000, 'Write a note of 1 to 2000 characters.'),
});
export type TicketNoteRequest = z.input<typeof ticketNoteBody>;

/** PATCH /admin/support/tickets/{id}: a new status, a new assignee (null unassigns), or both. */
export const ticketUpdateBody = z
  .object({
    status: status.optional(),
    assignee_id: z.number().int().positive().nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assignee_id !== undefined, { message: 'Send a status or an assignee.' });
export type TicketUpdateRequest = z.input<typeof ticketUpdateBody>;

export const ticketPhotoParams = z.object({ id: numericId('Use a numeric id.'), photoId: numericId('Use a numeric id.') });

const ticketMessage = z.object({
  id: z.number().int(),
  author: z.enum(['customer', 'staff']),
  /** The staff member's first name for staff replies from /support; null for the customer's own messages and for replies brought back from the helpdesk. */
  author_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type TicketMessage = z.output<typeof ticketMessage>;

const ticketSummaryFields = {
  id: z.number().int(),
  /** "ST-000042". */
  reference: z.string(),
  topic,
  status,
  order_reference: z.string().nullable(),
  hub_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};
export const ticketSummary = z.object({ ...ticketSummaryFields, last_message: z.string() }).meta({ id: 'SupportTicketSummary' });
export type TicketSummary = z.output<typeof ticketSummary>;

/** The customer's view: the conversation and the photo ids, never an internal note. */
export const customerTicket = z
  .object({ ...ticketSummaryFields, message: z.string(), photo_ids: z.array(z.number().int()), messages: z.array(ticketMessage) })
  .meta({ id: 'SupportTicket' });
export type CustomerTicket = z.output<typeof customerTicket>;

export const ticketCreatedResponse = z.object({ data: z.object({ id: z.number().int(), reference: z.string() }) });
export type TicketCreatedResponse = z.output<typeof ticketCreatedResponse>;
export const myTicketsResponse = z.object({ data: z.array(ticketSummary) });
export type MyTicketsResponse = z.output<typeof myTicketsResponse>;
export const customerTicketResponse = z.object({ data: customerTicket });
export type CustomerTicketResponse = z.output<typeof customerTicketResponse>;

// Back office

export const ticketListQuery = z.object({
  page: pageNumber,
  pageSize,
  sort: sortParam(SUPPORT_SORTS, '-created'),
  q: z.string().trim().max(80, 'Search with 80 characters or fewer.').optional(),
  status: z.preprocess(blankToUndefined, status.optional()),
  topic: z.preprocess(blankToUndefined, topic.optional()),
  hub: z.preprocess(blankToUndefined, numericId('Use a numeric hub id.').optional()),
  breach: z.preprocess(blankToUndefined, z.enum(['yes', 'no'], { error: 'Use breach=yes or breach=no.' }).optional()),
});
export type SupportSort = (typeof SUPPORT_SORTS)[number];
export type TicketListQuery = Partial<Omit<z.output<typeof ticketListQuery>, 'sort'>> & { sort?: SortValue<SupportSort> };

export const ticketRow = z
  .object({
    ...ticketSummaryFields,
    name: z.string(),
    mobile: z.string(),
    hub_id: z.number().int().nullable(),
    assignee_name: z.string().nullable(),
    /** Whole hours since the ticket was raised. */
    age_hours: z.number().int(),
    /** Revolt's first reply came later than SUPPORT_SLA_HOURS after the ticket was raised, or has not come in time. */
    sla_breached: z.boolean(),
  })
  .meta({ id: 'SupportTicketRow' });
export type TicketRow = z.output<typeof ticketRow>;
export const ticketListResponse = listPage(ticketRow);
export type TicketListResponse = z.output<typeof ticketListResponse>;

const recordEvent = z.object({
  id: z.number().int(),
  kind: z.enum(['created', 'state', 'note', 'assign', 'reply', 'edit']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string(),
  at: z.string(),
});
export type TicketEvent = z.output<typeof recordEvent>;

/** Where the ticket stands in the outside helpdesk (the outbox row of topic helpdesk.ticket). */
const helpdeskState = z.object({
  state: z.enum(['sent', 'queued']),
  remote_id: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});

export const adminTicket = ticketRow
  .extend({
    message: z.string(),
    email: z.string().nullable(),
    assignee_id: z.number().int().nullable(),
    first_response_at: z.string().nullable(),
    photo_ids: z.array(z.number().int()),
    messages: z.array(ticketMessage),
    events: z.array(recordEvent),
    helpdesk: helpdeskState.nullable(),
    /** Who the ticket may be assigned to: the admins. */
    staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'SupportTicketDetail' });
export type AdminTicket = z.output<typeof adminTicket>;
export const adminTicketResponse = z.object({ data: adminTicket });
export type AdminTicketResponse = z.output<typeof adminTicketResponse>;

// Service dashboard

export type ServiceDashSort = (typeof SERVICE_DASH_SORTS)[number];
export const serviceDashQuery = z.object({ sort: sortParam(SERVICE_DASH_SORTS, 'name') });
export type ServiceDashQuery = { sort?: SortValue<ServiceDashSort> };

export const hubLoad = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    open_test_rides: z.number().int(),
    deliveries_due: z.number().int(),
    open_tickets: z.number().int(),
    /** Mean minutes from a test ride's request to the first back-office event on it (last 90 days); null with none. */
    lead_response_minutes: z.number().int().nullable(),
    /** Net promoter score -100..100 of the hub's feedback; null when the hub has no feedback yet. */
    nps: z.number().int().nullable(),
  })
  .meta({ id: 'HubLoad' });
export type HubLoad = z.output<typeof hubLoad>;
export const serviceDashResponse = z.object({ data: z.array(hubLoad) });
export type ServiceDashResponse = z.output<typeof serviceDashResponse>;

const openItem = z.object({ id: z.number().int(), reference: z.string(), label: z.string(), status: z.string(), created_at: z.string() });
export type HubOpenItem = z.output<typeof openItem>;
export const hubDrillResponse = z.object({
  data: z.object({
    hub: hubLoad,
    test_rides: z.array(openItem),
    deliveries: z.array(openItem),
    tickets: z.array(openItem),
  }),
});
export type HubDrillResponse = z.output<typeof hubDrillResponse>;
