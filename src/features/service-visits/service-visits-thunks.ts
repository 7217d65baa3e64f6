// Thunks of service visits. A change answers with the visit as the server now has it; the screen reloads what it shows.
import type {
  BackOfficeServiceVisit,
  BackOfficeServiceVisitListQuery,
  BackOfficeServiceVisitListResponse,
  HubSlots,
  OwnedBike,
  ServiceCapacityResponse,
  ServiceSlotsResponse,
  ServiceVisitBookRequest,
  ServiceVisitCompleteRequest,
  ServiceVisitMoveRequest,
  ServiceVisitResponse,
} from '@contract/service-visits';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { boServiceVisitFamily, boServiceVisitsFamily, hubSlotsFamily, myServiceFamily } from './service-visits-slice';

const svApi = () => import('./service-visits-api');
type Outcome<T> = AppThunk<Promise<RequestOutcome<T>>>;

export function fetchMyService(): Outcome<OwnedBike[]> {
  return apiRequest(svApi, myServiceFamily, async (api) => (await api.listMyService()).data);
}

export function fetchServiceSlots(hub: number, from: string): Outcome<ServiceSlotsResponse['data']> {
  return apiRequest(svApi, null, async (api) => (await api.listSlots(hub, from)).data);
}

export function bookServiceVisit(body: ServiceVisitBookRequest): Outcome<ServiceVisitResponse> {
  return apiRequest(svApi, null, (api) => api.bookVisit(body));
}

/** The owner's own visit: moved or cancelled, then their bikes reloaded. */
export function changeMyVisit(id: number, change: { kind: 'cancel' } | { kind: 'reschedule'; body: ServiceVisitMoveRequest }): Outcome<ServiceVisitResponse> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(svApi, null, (api) => (change.kind === 'cancel' ? api.cancelMyVisit(id) : api.rescheduleMyVisit(id, change.body))));
    if (outcome.ok) await dispatch(fetchMyService());
    return outcome;
  };
}

export function fetchServiceVisits(query: BackOfficeServiceVisitListQuery): Outcome<BackOfficeServiceVisitListResponse> {
  return apiRequest(svApi, boServiceVisitsFamily, (api) => api.listVisits(query));
}

export function fetchServiceVisit(id: number): Outcome<BackOfficeServiceVisit> {
  return apiRequest(svApi, boServiceVisitFamily, async (api) => (await api.getVisit(id)).data);
}

export type HubAction =
  | { kind: 'confirm'; note?: string }
  | { kind: 'cancel'; note?: string }
  | { kind: 'reschedule'; body: ServiceVisitMoveRequest }
  | { kind: 'complete'; body: ServiceVisitCompleteRequest };

/** A hub's action on a visit; the detail shows the visit the server answers. */
export function actOnServiceVisit(id: number, action: HubAction): Outcome<BackOfficeServiceVisit> {
  return apiRequest(svApi, boServiceVisitFamily, async (api) => {
    switch (action.kind) {
      case 'confirm':
        return (await api.confirmVisit(id, action.note)).data;
      case 'cancel':
        return (await api.cancelVisit(id, action.note)).data;
      case 'reschedule':
        return (await api.rescheduleVisit(id, action.body)).data;
      case 'complete':
        return (await api.completeVisit(id, action.body)).data;
    }
  });
}

export function fetchHubSlots(): Outcome<HubSlots[]> {
  return apiRequest(svApi, hubSlotsFamily, async (api) => (await api.listHubSlots()).data);
}

export function saveServiceCapacity(hub: number, capacity: number): Outcome<ServiceCapacityResponse> {
  return apiRequest(svApi, null, (api) => api.setServiceCapacity(hub, { capacity }));
}

export function saveTestRideCapacity(hub: number, capacity: number): Outcome<ServiceCapacityResponse> {
  return apiRequest(svApi, null, (api) => api.setTestRideCapacity(hub, { capacity }));
}
