// The service-visit endpoints, described once (contract/endpoint.ts): the server registers them
// (server/modules/service-visits/), the SPA calls them (src/features/service-visits/service-visits-api.ts) and the
// screen tests' MSW handlers are made from them (tests/mocks/handlers/service-visits.ts). Schemas: service-visits-endpoint-schemas.ts.
import { endpoint } from './endpoint.js';
import type {
  BackOfficeServiceVisitListQuery,
  BackOfficeServiceVisitListResponse,
  BackOfficeServiceVisitResponse,
  HubSlotsResponse,
  MyServiceResponse,
  ServiceCapacityRequest,
  ServiceCapacityResponse,
  ServiceSlotsQuery,
  ServiceSlotsResponse,
  ServiceVisitBookRequest,
  ServiceVisitCompleteRequest,
  ServiceVisitMoveRequest,
  ServiceVisitNoteRequest,
  ServiceVisitResponse,
} from './service-visits.js';

type Id = { id: number };

export const serviceVisitEndpoints = {
  mine: endpoint<undefined, undefined, undefined, MyServiceResponse>({
    method: 'GET', path: '/api/v1/service-visits', access: 'customer', status: 200,
    summary: 'My delivered bikes, each with its next service due and its service visits',
  }),
  slots: endpoint<undefined, ServiceSlotsQuery, undefined, ServiceSlotsResponse>({
    method: 'GET', path: '/api/v1/service-visits/slots', access: 'customer', status: 200,
    summary: "A hub's service slots for a week, with the places left in each",
  }),
  book: endpoint<undefined, undefined, ServiceVisitBookRequest, ServiceVisitResponse>({
    method: 'POST', path: '/api/v1/service-visits', access: 'customer', status: 201,
    summary: 'Book a service visit for a delivered bike (409 with the next free slots when the slot is full)',
  }),
  reschedule: endpoint<Id, undefined, ServiceVisitMoveRequest, ServiceVisitResponse>({
    method: 'POST', path: '/api/v1/service-visits/:id/reschedule', access: 'customer', status: 200,
    summary: 'Move my service visit to another free slot (up to 2 hours before its slot)',
  }),
  cancel: endpoint<Id, undefined, ServiceVisitNoteRequest, ServiceVisitResponse>({
    method: 'POST', path: '/api/v1/service-visits/:id/cancel', access: 'customer', status: 200,
    summary: 'Cancel my service visit (up to 2 hours before its slot)',
  }),
  boList: endpoint<undefined, BackOfficeServiceVisitListQuery, undefined, BackOfficeServiceVisitListResponse>({
    method: 'GET', path: '/api/v1/back-office/service-visits', access: 'dealer', status: 200,
    summary: "Service visits of the caller's hubs (every hub for an admin), soonest slot first",
  }),
  boRead: endpoint<Id, undefined, undefined, BackOfficeServiceVisitResponse>({
    method: 'GET', path: '/api/v1/back-office/service-visits/:id', access: 'dealer', status: 200,
    summary: 'A service visit with its timeline and the actions it allows',
  }),
  boConfirm: endpoint<Id, undefined, ServiceVisitNoteRequest, BackOfficeServiceVisitResponse>({
    method: 'POST', path: '/api/v1/back-office/service-visits/:id/confirm', access: 'dealer', status: 200,
    summary: 'Confirm a requested service visit',
  }),
  boReschedule: endpoint<Id, undefined, ServiceVisitMoveRequest, BackOfficeServiceVisitResponse>({
    method: 'POST', path: '/api/v1/back-office/service-visits/:id/reschedule', access: 'dealer', status: 200,
    summary: 'Move a service visit to another free slot of its hub',
  }),
  boComplete: endpoint<Id, undefined, ServiceVisitCompleteRequest, BackOfficeServiceVisitResponse>({
    method: 'POST', path: '/api/v1/back-office/service-visits/:id/complete', access: 'dealer', status: 200,
    summary: 'Complete a service visit with the work done and the parts used',
  }),
  boCancel: endpoint<Id, undefined, ServiceVisitNoteRequest, BackOfficeServiceVisitResponse>({
    method: 'POST', path: '/api/v1/back-office/service-visits/:id/cancel', access: 'dealer', status: 200,
    summary: 'Cancel a service visit for the customer',
  }),
  hubSlots: endpoint<undefined, undefined, undefined, HubSlotsResponse>({
    method: 'GET', path: '/api/v1/back-office/hub-slots', access: 'dealer', status: 200,
    summary: "The caller's hubs (every hub for an admin) with their places per test-ride and service slot",
  }),
  serviceCapacity: endpoint<Id, undefined, ServiceCapacityRequest, ServiceCapacityResponse>({
    method: 'PUT', path: '/api/v1/back-office/hubs/:id/service-capacity', access: 'dealer', status: 200,
    summary: 'Set how many service visits a hub takes in each slot of a day',
  }),
} as const;

export type ServiceVisitEndpointName = keyof typeof serviceVisitEndpoints;

/**
 * The test-ride capacity of a hub, set from the same hub-slots screen. Its route is the enquiries' (registered in
 * server/modules/enquiries/back-office-routes.ts with the schemas of contract/back-office-enquiries.ts); this descriptor gives
 * the SPA and the MSW handlers its method and path, and server/endpoints.test.ts checks it against the route.
 */
export const hubCapacityEndpoints = {
  testRideCapacity: endpoint<Id, undefined, ServiceCapacityRequest, ServiceCapacityResponse>({
    method: 'PUT', path: '/api/v1/back-office/hubs/:id/test-ride-capacity', access: 'dealer', status: 200,
    summary: 'Set how many test rides a hub takes in each slot of a day',
  }),
} as const;
