// The zod schemas of the service-visit endpoints of service-visits-endpoints.ts; the type check below ties each to its
// descriptor's types, so the two cannot drift.
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { ServiceVisitEndpointName, serviceVisitEndpoints } from './service-visits-endpoints.js';
import {
  backOfficeServiceVisitListQuery,
  backOfficeServiceVisitListResponse,
  backOfficeServiceVisitResponse,
  hubParams,
  hubSlotsResponse,
  myServiceResponse,
  serviceCapacityBody,
  serviceCapacityResponse,
  serviceSlotsQuery,
  serviceSlotsResponse,
  serviceVisitBookBody,
  serviceVisitCompleteBody,
  serviceVisitMoveBody,
  serviceVisitNoteBody,
  serviceVisitParams,
  serviceVisitResponse,
  slotFullError,
} from './service-visits.js';

const full = { 409: slotFullError };

export const serviceVisitEndpointSchemas = {
  mine: { response: myServiceResponse },
  slots: { querystring: serviceSlotsQuery, response: serviceSlotsResponse },
  book: { body: serviceVisitBookBody, response: serviceVisitResponse, errors: full },
  reschedule: { params: serviceVisitParams, body: serviceVisitMoveBody, response: serviceVisitResponse, errors: full },
  cancel: { params: serviceVisitParams, body: serviceVisitNoteBody, response: serviceVisitResponse },
  boList: { querystring: backOfficeServiceVisitListQuery, response: backOfficeServiceVisitListResponse },
  boRead: { params: serviceVisitParams, response: backOfficeServiceVisitResponse },
  boConfirm: { params: serviceVisitParams, body: serviceVisitNoteBody, response: backOfficeServiceVisitResponse },
  boReschedule: { params: serviceVisitParams, body: serviceVisitMoveBody, response: backOfficeServiceVisitResponse, errors: full },
  boComplete: { params: serviceVisitParams, body: serviceVisitCompleteBody, response: backOfficeServiceVisitResponse },
  boCancel: { params: serviceVisitParams, body: serviceVisitNoteBody, response: backOfficeServiceVisitResponse },
  hubSlots: { response: hubSlotsResponse },
  serviceCapacity: { params: hubParams, body: serviceCapacityBody, response: serviceCapacityResponse },
} as const satisfies Record<ServiceVisitEndpointName, EndpointSchemas>;

export const serviceVisitEndpointTypesAgree: TypesAgree<typeof serviceVisitEndpoints, typeof serviceVisitEndpointSchemas> = {
  mine: true, slots: true, book: true, reschedule: true, cancel: true, boList: true, boRead: true, boConfirm: true,
  boReschedule: true, boComplete: true, boCancel: true, hubSlots: true, serviceCapacity: true,
};
