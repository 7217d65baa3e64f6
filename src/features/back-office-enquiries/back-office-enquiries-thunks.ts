// Back-office enquiry thunks. Endpoints live in back-office-enquiries-api.ts. An action's answer (the updated
// record) goes straight into the detail family, without a loading state in between, so the screen never blinks.
import type {
  BackOfficeContactDetail,
  BackOfficeNotifyDetail,
  BackOfficeTestRideDetail,
  ContactActionRequest,
  ContactListQuery,
  ContactListResponse,
  NotifyActionRequest,
  NotifyListQuery,
  NotifyListResponse,
  TestRideActionRequest,
  TestRideListQuery,
  TestRideListResponse,
} from '@contract/back-office-enquiries';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import type { ListKind } from './back-office-enquiries-api';
import {
  boContactFamily,
  boContactListFamily,
  boNotifyFamily,
  boNotifyListFamily,
  boTestRideFamily,
  boTestRideListFamily,
} from './back-office-enquiries-slice';

const enquiriesApi = () => import('./back-office-enquiries-api');
type Thunk<T> = AppThunk<Promise<RequestOutcome<T>>>;

export function fetchTestRides(query: TestRideListQuery): Thunk<TestRideListResponse> {
  return apiRequest(enquiriesApi, boTestRideListFamily, (api) => api.listTestRides(query));
}
export function fetchTestRide(id: number): Thunk<BackOfficeTestRideDetail> {
  return apiRequest(enquiriesApi, boTestRideFamily, (api) => api.getTestRide(id));
}
export function actOnTestRide(id: number, body: TestRideActionRequest): Thunk<BackOfficeTestRideDetail> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(enquiriesApi, null, (api) => api.actOnTestRide(id, body)));
    if (outcome.ok) dispatch(boTestRideFamily.actions.success(outcome.data));
    return outcome;
  };
}

export function fetchNotifyRequests(query: NotifyListQuery): Thunk<NotifyListResponse> {
  return apiRequest(enquiriesApi, boNotifyListFamily, (api) => api.listNotifyRequests(query));
}
export function fetchNotifyRequest(id: number): Thunk<BackOfficeNotifyDetail> {
  return apiRequest(enquiriesApi, boNotifyFamily, (api) => api.getNotifyRequest(id));
}
export function actOnNotifyRequest(id: number, body: NotifyActionRequest): Thunk<BackOfficeNotifyDetail> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(enquiriesApi, null, (api) => api.actOnNotifyRequest(id, body)));
    if (outcome.ok) dispatch(boNotifyFamily.actions.success(outcome.data));
    return outcome;
  };
}

export function fetchContactRequests(query: ContactListQuery): Thunk<ContactListResponse> {
  return apiRequest(enquiriesApi, boContactListFamily, (api) => api.listContactRequests(query));
}
export function fetchContactRequest(id: number): Thunk<BackOfficeContactDetail> {
  return apiRequest(enquiriesApi, boContactFamily, (api) => api.getContactRequest(id));
}
export function actOnContactRequest(id: number, body: ContactActionRequest): Thunk<BackOfficeContactDetail> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(enquiriesApi, null, (api) => api.actOnContactRequest(id, body)));
    if (outcome.ok) dispatch(boContactFamily.actions.success(outcome.data));
    return outcome;
  };
}

/** The CSV of a list's filtered rows (every page), saved by the browser. No family: nothing else reads it. */
export function exportList(kind: ListKind, query: Record<string, string | number | undefined>): Thunk<void> {
  return apiRequest(enquiriesApi, null, (api) => api.downloadExport(kind, query));
}
