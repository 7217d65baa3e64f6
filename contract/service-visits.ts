// Service visits (contract/service-visit-rules.ts has the rules and texts): the zod schemas of the requests and
// answers. The server validates and answers through them; the SPA imports the derived types only.
import { z } from 'zod';
import { apiError, blankToUndefined, listPage, numericId, pageNumber, pageSize } from './common.js';
import {
  ODOMETER_MAX,
  PARTS_MAX,
  SERVICE_NOTE_MAX,
  SERVICE_SLOTS,
  SERVICE_TYPES,
  SERVICE_VISIT_ACTIONS,
  SERVICE_VISIT_STATES,
  WORK_NOTES_MAX,
  serviceVisitMessages as m,
} from './service-visit-rules.js';

export const serviceVisitParams = z.object({ id: numericId('Use a service visit number.') });
export const hubParams = z.object({ id: numericId('Use a hub number.') });

const isoDate = z.string({ error: m.date }).regex(/^\d{4}-\d{2}-\d{2}$/, m.date);
const slot = z.enum(SERVICE_SLOTS, { error: m.slot });

export const serviceVisitHub = z.object({ id: z.number().int(), name: z.string(), address: z.string(), phone: z.string() });

export const serviceVisitEvent = z
  .object({
    id: z.number().int(),
    kind: z.enum(['state', 'reschedule']),
    from: z.enum(SERVICE_VISIT_STATES).nullable(),
    to: z.enum(SERVICE_VISIT_STATES).nullable(),
    text: z.string(),
    note: z.string().nullable(),
    actor_role: z.enum(['customer', 'dealer', 'admin', 'system']),
    at: z.string(),
  })
  .meta({ id: 'ServiceVisitEvent' });

export const servicePart = z.object({
  name: z.string({ error: m.partName }).trim().min(1, m.partName).max(80, m.partName),
  quantity: z.coerce.number({ error: m.partQuantity }).int(m.partQuantity).min(1, m.partQuantity).max(99, m.partQuantity),
});

/** A visit as its customer sees it (the back office adds the customer's contact). */
export const serviceVisit = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    order_id: z.number().int(),
    model_name: z.string(),
    chassis: z.string().nullable(),
    service_type: z.enum(SERVICE_TYPES),
    hub: serviceVisitHub,
    date: z.string(),
    slot: z.enum(SERVICE_SLOTS),
    state: z.enum(SERVICE_VISIT_STATES),
    note: z.string().nullable(),
    odometer_km: z.number().int().nullable(),
    work_notes: z.string().nullable(),
    parts: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
    /** The customer may still cancel or move it online (open, and 2 hours or more before its slot). */
    can_change: z.boolean(),
    events: z.array(serviceVisitEvent),
    created_at: z.string(),
  })
  .meta({ id: 'ServiceVisit' });

export const serviceDue = z.object({
  number: z.number().int(),
  due_date: z.string(),
  due_km: z.number().int(),
  free: z.boolean(),
  overdue: z.boolean(),
});

/** A delivered bike of the customer, its next periodic service and its visits (newest first). */
export const ownedBike = z
  .object({
    order_id: z.number().int(),
    reference: z.string(),
    model_name: z.string(),
    chassis: z.string().nullable(),
    delivered_on: z.string(),
    next_service: serviceDue,
    visits: z.array(serviceVisit),
  })
  .meta({ id: 'OwnedBike' });

export const myServiceResponse = z.object({ data: z.array(ownedBike) });

export const serviceVisitBookBody = z.object({
  order_id: numericId(m.bike),
  service_type: z.enum(SERVICE_TYPES, { error: m.serviceType }),
  hub_id: numericId(m.hub),
  date: isoDate,
  slot,
  note: z.preprocess(blankToUndefined, z.string().trim().max(SERVICE_NOTE_MAX, m.note).optional()),
  odometer_km: z.preprocess(blankToUndefined, z.coerce.number({ error: m.odometer }).int(m.odometer).min(0, m.odometer).max(ODOMETER_MAX, m.odometer).optional()),
});

export const serviceVisitMoveBody = z.object({ date: isoDate, slot, note: z.preprocess(blankToUndefined, z.string().trim().max(SERVICE_NOTE_MAX, m.note).optional()) });
export const serviceVisitNoteBody = z.object({ note: z.preprocess(blankToUndefined, z.string().trim().max(SERVICE_NOTE_MAX, m.note).optional()) });
export const serviceVisitCompleteBody = z.object({
  work_notes: z.string({ error: m.workNotes }).trim().min(1, m.workNotes).max(WORK_NOTES_MAX, m.workNotes),
  parts: z.array(servicePart).max(PARTS_MAX, m.parts).default([]),
  odometer_km: z.preprocess(blankToUndefined, z.coerce.number({ error: m.odometer }).int(m.odometer).min(0, m.odometer).max(ODOMETER_MAX, m.odometer).optional()),
});

export const serviceVisitResponse = z.object({ message: z.string(), data: serviceVisit });

/** The 409 of a full slot: its message names the next free slots, which are also given as data. */
export const slotFullError = apiError.extend({ free_slots: z.array(z.object({ date: z.string(), slot: z.enum(SERVICE_SLOTS) })).optional() }).meta({ id: 'SlotFull' });

export const serviceSlotsQuery = z.object({ hub: numericId(m.hub), from: isoDate });
export const serviceSlotsResponse = z.object({ data: z.array(z.object({ date: z.string(), slot: z.enum(SERVICE_SLOTS), left: z.number().int() })) });

// ---- Back office.
export const backOfficeServiceVisit = serviceVisit
  .extend({
    customer: z.object({ name: z.string(), mobile: z.string() }),
    actions: z.array(z.enum(SERVICE_VISIT_ACTIONS)),
  })
  .meta({ id: 'BackOfficeServiceVisit' });

const placeId = (label: string) =>
  z.preprocess(blankToUndefined, z.string({ error: `Use a ${label} id.` }).trim().regex(/^[A-Za-z0-9-]{1,20}$/, `Use a ${label} id.`).optional());
/** The list's filters: the visit's state, and its hub's place (a hub outside the caller's scope finds nothing). */
export const backOfficeServiceVisitListQuery = z.object({
  state: z.preprocess(blankToUndefined, z.enum(SERVICE_VISIT_STATES, { error: 'Choose a state of the list.' }).optional()),
  stateId: placeId('state'),
  cityId: placeId('city'),
  hub: z.preprocess(blankToUndefined, numericId('Use a hub number.').optional()),
  page: pageNumber,
  pageSize,
});
export const backOfficeServiceVisitRow = backOfficeServiceVisit.omit({ events: true, actions: true });
export const backOfficeServiceVisitListResponse = listPage(backOfficeServiceVisitRow);
export const backOfficeServiceVisitResponse = z.object({ message: z.string().optional(), data: backOfficeServiceVisit });

/** A hub's places per slot, for test rides and for service visits. */
export const hubSlots = z
  .object({ id: z.number().int(), name: z.string(), city: z.string(), test_ride_capacity: z.number().int(), service_capacity: z.number().int() })
  .meta({ id: 'HubSlots' });
export const hubSlotsResponse = z.object({ data: z.array(hubSlots) });
const capacityMessage = m.capacity;
export const serviceCapacityBody = z.object({
  capacity: z.coerce.number({ error: capacityMessage }).int(capacityMessage).min(0, capacityMessage).max(20, capacityMessage),
});
export const serviceCapacityResponse = z.object({ message: z.string(), data: z.object({ hub_id: z.number().int(), capacity: z.number().int() }) });

export type ServiceVisit = z.output<typeof serviceVisit>;
export type ServiceVisitEvent = z.output<typeof serviceVisitEvent>;
export type OwnedBike = z.output<typeof ownedBike>;
export type MyServiceResponse = z.output<typeof myServiceResponse>;
export type ServiceVisitBookRequest = z.input<typeof serviceVisitBookBody>;
export type ServiceVisitMoveRequest = z.input<typeof serviceVisitMoveBody>;
export type ServiceVisitNoteRequest = z.input<typeof serviceVisitNoteBody>;
export type ServiceVisitCompleteRequest = z.input<typeof serviceVisitCompleteBody>;
export type ServiceVisitResponse = z.output<typeof serviceVisitResponse>;
export type ServiceSlotsQuery = z.input<typeof serviceSlotsQuery>;
export type ServiceSlotsResponse = z.output<typeof serviceSlotsResponse>;
export type SlotFullError = z.output<typeof slotFullError>;
export type BackOfficeServiceVisit = z.output<typeof backOfficeServiceVisit>;
export type BackOfficeServiceVisitRow = z.output<typeof backOfficeServiceVisitRow>;
export type BackOfficeServiceVisitListQuery = z.input<typeof backOfficeServiceVisitListQuery>;
export type BackOfficeServiceVisitListResponse = z.output<typeof backOfficeServiceVisitListResponse>;
export type BackOfficeServiceVisitResponse = z.output<typeof backOfficeServiceVisitResponse>;
export type HubSlots = z.output<typeof hubSlots>;
export type HubSlotsResponse = z.output<typeof hubSlotsResponse>;
export type ServiceCapacityRequest = z.input<typeof serviceCapacityBody>;
export type ServiceCapacityResponse = z.output<typeof serviceCapacityResponse>;
