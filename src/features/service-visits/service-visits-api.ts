// The service-visit calls, each from its contract descriptor (contract/service-visits-endpoints.ts). Loaded on demand by the thunks.
import { hubCapacityEndpoints, serviceVisitEndpoints as e } from '@contract/service-visits-endpoints';
import type { BackOfficeServiceVisitListQuery, ServiceCapacityRequest, ServiceVisitBookRequest, ServiceVisitCompleteRequest, ServiceVisitMoveRequest } from '@contract/service-visits';
import { callEndpoint } from '@/lib/api/endpoint';

export const listMyService = () => callEndpoint(e.mine, {});
export const listSlots = (hub: number, from: string) => callEndpoint(e.slots, { query: { hub, from } });
export const bookVisit = (body: ServiceVisitBookRequest) => callEndpoint(e.book, { body });
export const rescheduleMyVisit = (id: number, body: ServiceVisitMoveRequest) => callEndpoint(e.reschedule, { params: { id }, body });
export const cancelMyVisit = (id: number, note?: string) => callEndpoint(e.cancel, { params: { id }, body: { note } });

export const listVisits = (query: BackOfficeServiceVisitListQuery) => callEndpoint(e.boList, { query });
export const getVisit = (id: number) => callEndpoint(e.boRead, { params: { id } });
export const confirmVisit = (id: number, note?: string) => callEndpoint(e.boConfirm, { params: { id }, body: { note } });
export const rescheduleVisit = (id: number, body: ServiceVisitMoveRequest) => callEndpoint(e.boReschedule, { params: { id }, body });
export const completeVisit = (id: number, body: ServiceVisitCompleteRequest) => callEndpoint(e.boComplete, { params: { id }, body });
export const cancelVisit = (id: number, note?: string) => callEndpoint(e.boCancel, { params: { id }, body: { note } });

export const listHubSlots = () => callEndpoint(e.hubSlots, {});
export const setServiceCapacity = (id: number, body: ServiceCapacityRequest) => callEndpoint(e.serviceCapacity, { params: { id }, body });
export const setTestRideCapacity = (id: number, body: ServiceCapacityRequest) => callEndpoint(hubCapacityEndpoints.testRideCapacity, { params: { id }, body });
