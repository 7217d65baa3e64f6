// Back-office orders (issue 12, SPEC §2 admin and dealer areas): the filtered, paged list (and its CSV export), one
// order with its customer, payments, refunds and audit trail, and the lifecycle actions. Admins see every hub, a
// dealer their own hubs (server/platform/auth/hub-scope.ts). zod schemas are the single source; the SPA imports the
// derived types only, and the run-time values (sorts, filters, actions) from order-lifecycle.ts.
import { z } from 'zod';
import { blankToUndefined, listPage, numericId, pageNumber, pageSize, sortParam } from './common.js';
import { order, orderEvent, orderSummary } from './orders.js';
import {
  BACK_OFFICE_ORDER_ACTIONS,
  BACK_OFFICE_ORDER_SORTS,
  CANCEL_REASONS,
  ORDER_KINDS,
  ORDER_PAYMENT_FILTERS,
  ORDER_STATES,
  hubPaymentMessages,
  orderMessages,
  type BackOfficeOrderSort,
} from './order-lifecycle.js';
import { serviceCentre } from './reference.js';
import type { SortValue } from './common.js';

const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const date = (message: string) =>
  optional(z.string({ error: message }).regex(DATE_RE, message).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message));
const placeId = (message: string) => optional(z.string({ error: message }).trim().toUpperCase().regex(/^[A-Z]{2}(-[A-Z0-9]{1,12}){0,2}$/, message));

/** The list's filters (the export takes the same). */
const filterFields = {
  /** India dates (YYYY-MM-DD) of the order's creation, both ends included. */
  from: date('Use a from date as YYYY-MM-DD.'),
  to: date('Use a to date as YYYY-MM-DD.'),
  state: optional(z.enum(ORDER_STATES, { error: `Use a state of ${ORDER_STATES.join(', ')}.` })),
  /** A product id, e.g. rv400. */
  model: optional(z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,60}$/, 'Use a model id, e.g. rv400.')),
  /** The order's own place (the customer's state and city as booked). */
  stateId: placeId('Use a state id, e.g. KA.'),
  cityId: placeId('Use a city id, e.g. KA-BLR.'),
  /** The delivering hub (a service centre). */
  hubId: optional(numericId('Use a hub number.')),
  payment: optional(z.enum(ORDER_PAYMENT_FILTERS, { error: `Use a payment status of ${ORDER_PAYMENT_FILTERS.join(', ')}.` })),
  kind: optional(z.enum(ORDER_KINDS, { error: `Use a kind of ${ORDER_KINDS.join(', ')}.` })),
  /** A reference (BK-000123), a mobile (or its first digits) or part of the customer's name. */
  q: optional(z.string().trim().max(80, 'Search with 80 characters or fewer.')),
};
const UNKNOWN_FILTER = 'Filter by from, to, state, model, stateId, cityId, hubId, payment, kind or q.';
const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const datesMessage = { message: 'The from date must not be after the to date.', path: ['to'] };

/**
 * Strict: a query name outside the list is a 400, as is any value outside its allow-list, so nothing from the
 * query reaches the SQL except as a parameter.
 */
export const backOfficeOrderListQuery = z
  .strictObject({ page: pageNumber, pageSize, sort: sortParam(BACK_OFFICE_ORDER_SORTS, '-created'), ...filterFields }, { error: UNKNOWN_FILTER })
  .refine(datesInOrder, datesMessage);

/** The export: the same filters and sort, every matching row (no page). */
export const backOfficeOrderExportQuery = z
  .strictObject({ sort: sortParam(BACK_OFFICE_ORDER_SORTS, '-created'), ...filterFields }, { error: UNKNOWN_FILTER })
  .refine(datesInOrder, datesMessage);

/**
 * Priority allotment (issue 14): booked through the hidden special-customer page with an invitation code. For the
 * back office only; the customer's own order does not carry it.
 */
const priority = z.boolean();

/** One row of the list: the order summary with who ordered, and whether it is a priority order. */
export const backOfficeOrderRow = orderSummary.extend({ name: z.string(), mobile: z.string(), priority }).meta({ id: 'BackOfficeOrderRow' });
/**
 * A page of the list. The count stops at 10,000 matching orders (or at the page asked for, when deeper): with
 * `totalCapped` more orders match than `total` says ("10,000+"), and `pages` counts the pages known to hold
 * orders, the one after `total`'s last included; further pages are reached one at a time. The CSV export always
 * holds every matching order.
 */
export const backOfficeOrderListResponse = listPage(backOfficeOrderRow)
  .extend({ totalCapped: z.boolean() })
  .meta({ id: 'BackOfficeOrderList' });

/** A timeline row with who did it, for the back office (the customer's own timeline leaves names out). */
export const backOfficeOrderEvent = orderEvent.extend({ actor_name: z.string().nullable() }).meta({ id: 'BackOfficeOrderEvent' });

export const backOfficeOrder = order
  .extend({
    events: z.array(backOfficeOrderEvent),
    /** The account that placed the order, when it was placed signed in (a guest booking has none). */
    customer: z.object({ id: z.number().int(), name: z.string(), mobile: z.string(), email: z.string().nullable() }).nullable(),
    /** What the caller may do now, from the state and their role. */
    actions: z.array(z.enum(BACK_OFFICE_ORDER_ACTIONS)),
    priority,
    /** The label of the invitation a priority order was booked with (e.g. "Fleet pilot: Chennai riders"); null otherwise. */
    invitation: z.string().nullable(),
  })
  .meta({ id: 'BackOfficeOrder' });
export const backOfficeOrderResponse = z.object({ data: backOfficeOrder });

const note = z.string().trim().max(500, orderMessages.note);
const optionalNote = z.preprocess(blankToUndefined, note.optional());

export const orderAllotBody = z.object({
  chassis: z.string({ error: orderMessages.chassis }).trim().toUpperCase().regex(/^[A-HJ-NPR-Z0-9]{17}$/, orderMessages.chassis),
  note: optionalNote,
});
/** No body at all is the same as no note. */
export const orderMoveBody = z.preprocess((value) => value ?? {}, z.object({ note: optionalNote }));
export const orderNoteBody = z.object({ note: note.min(1, 'Write the note (up to 500 characters).') });
export const backOfficeCancelBody = z
  .object({ reason: z.enum(CANCEL_REASONS, { error: orderMessages.reason }), note: optionalNote })
  .refine((body) => body.reason !== 'Other' || Boolean(body.note), { message: orderMessages.note, path: ['note'] });

export type BackOfficeOrderFilters = Omit<z.output<typeof backOfficeOrderExportQuery>, 'sort'>;
export type BackOfficeOrderListQuery = Partial<BackOfficeOrderFilters> & { page?: number; pageSize?: number; sort?: SortValue<BackOfficeOrderSort> };
export type BackOfficeOrderRow = z.output<typeof backOfficeOrderRow>;
export type BackOfficeOrderListResponse = z.output<typeof backOfficeOrderListResponse>;
export type BackOfficeOrderEvent = z.output<typeof backOfficeOrderEvent>;
export type BackOfficeOrder = z.output<typeof backOfficeOrder>;
export type BackOfficeOrderResponse = z.output<typeof backOfficeOrderResponse>;
export type OrderAllotRequest = z.input<typeof orderAllotBody>;
export type OrderMoveRequest = z.input<typeof orderMoveBody>;
export type OrderNoteRequest = z.input<typeof orderNoteBody>;
export type BackOfficeCancelRequest = z.input<typeof backOfficeCancelBody>;

// Pay at the hub and the caller's hubs (issue 12): kept apart from the lifecycle bodies above.
/** POST /api/v1/back-office/orders/{id}/hub-payment: the money the hub took for a reserved pay-at-hub order, which confirms it. */
export const orderHubPaymentBody = z.object({
  amount: z.number({ error: hubPaymentMessages.amount }).int(hubPaymentMessages.amount).min(1, hubPaymentMessages.amount),
  note: z.preprocess(blankToUndefined, z.string().trim().max(500, hubPaymentMessages.note).optional()),
});
/** GET /api/v1/back-office/my-hubs: the hubs the caller works for (every hub for an admin), for the lists' hub filter. */
export const myHubsResponse = z.object({ data: z.array(serviceCentre) });

export type OrderHubPaymentRequest = z.input<typeof orderHubPaymentBody>;
export type MyHubsResponse = z.output<typeof myHubsResponse>;
