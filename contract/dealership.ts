// Dealership (issue 14): dealership applications (/become-dealer and the back office). zod schemas are the single
// source; the SPA imports the derived types only (runtime values live in dealer-rules.ts).
import { z } from 'zod';
import { blankToUndefined, city, email, listPage, mobile, name, pageNumber, pageSize, sortParam, state, type SortValue } from './common.js';
import { DEALER_BUDGETS, DEALER_LIMITS, DEALER_SORTS, DEALER_STATUSES, dealerMessages, type DealerSort } from './dealer-rules.js';

/** POST /api/v1/dealer-applications (public). */
export const dealerApplicationBody = z.object({
  name,
  mobile,
  email,
  state,
  city,
  current_business: z
    .string({ error: dealerMessages.business })
    .trim()
    .min(2, dealerMessages.business)
    .max(DEALER_LIMITS.businessMax, dealerMessages.business),
  showroom_sqft: z.coerce
    .number({ error: dealerMessages.showroom })
    .int(dealerMessages.showroom)
    .min(DEALER_LIMITS.showroomMin, dealerMessages.showroom)
    .max(DEALER_LIMITS.showroomMax, dealerMessages.showroom),
  budget: z.enum(DEALER_BUDGETS, { error: dealerMessages.budget }),
  message: z.preprocess(
    blankToUndefined,
    z.string({ error: dealerMessages.message }).trim().max(DEALER_LIMITS.messageMax, dealerMessages.message).optional(),
  ),
});

export const dealerApplicationResponse = z
  .object({ message: z.string(), data: z.object({ id: z.number().int(), reference: z.string() }) })
  .meta({ id: 'DealerApplicationResponse' });

export const dealerStatus = z.enum(DEALER_STATUSES, { error: dealerMessages.status });

export const dealerApplication = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    name: z.string(),
    mobile: z.string(),
    email: z.string(),
    state: z.string(),
    state_name: z.string(),
    city: z.string(),
    city_name: z.string(),
    current_business: z.string(),
    showroom_sqft: z.number().int(),
    budget: z.enum(DEALER_BUDGETS),
    message: z.string().nullable(),
    status: dealerStatus,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DealerApplication' });

/** GET /api/v1/admin/dealer-applications (and .csv): q searches name, mobile, e-mail and city. */
export const dealerListQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(blankToUndefined, dealerStatus.optional()),
  budget: z.preprocess(blankToUndefined, z.enum(DEALER_BUDGETS, { error: dealerMessages.budget }).optional()),
  state: z.preprocess(blankToUndefined, state.optional()),
  sort: sortParam(DEALER_SORTS, '-created'),
  page: pageNumber,
  pageSize,
});
export const dealerListResponse = listPage(dealerApplication).meta({ id: 'DealerApplicationList' });

export const recordEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string(),
  at: z.string(),
});

export const dealerDetailResponse = z
  .object({ data: dealerApplication.extend({ events: z.array(recordEvent) }) })
  .meta({ id: 'DealerApplicationDetail' });

/** PATCH /api/v1/admin/dealer-applications/:id: a new status, a note, or both (one event each). */
export const dealerUpdateBody = z
  .object({
    status: dealerStatus.optional(),
    note: z.preprocess(
      blankToUndefined,
      z.string({ error: dealerMessages.note }).trim().min(1, dealerMessages.note).max(DEALER_LIMITS.noteMax, dealerMessages.note).optional(),
    ),
  })
  .refine((body) => body.status !== undefined || body.note !== undefined, { message: dealerMessages.nothing });

export type DealerApplicationRequest = z.output<typeof dealerApplicationBody>;
export type DealerApplicationResponse = z.output<typeof dealerApplicationResponse>;
export type DealerApplication = z.output<typeof dealerApplication>;
export type DealerListQuery = Partial<Omit<z.output<typeof dealerListQuery>, 'sort'>> & { sort?: SortValue<DealerSort> };
export type DealerListResponse = z.output<typeof dealerListResponse>;
export type DealerDetail = z.output<typeof dealerDetailResponse>['data'];
export type DealerDetailResponse = z.output<typeof dealerDetailResponse>;
export type DealerUpdateRequest = z.output<typeof dealerUpdateBody>;
export type RecordEventView = z.output<typeof recordEvent>;
/** What the form and the review send, before the schemas' coercion (the endpoints' body types). */
export type DealerApplicationInput = z.input<typeof dealerApplicationBody>;
export type DealerUpdateInput = z.input<typeof dealerUpdateBody>;
