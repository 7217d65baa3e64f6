// Back-office enquiry endpoints (issue 12): test rides (admins, and dealers for their hubs), notify-me and contact
// requests (admins). Loaded on demand by the thunks. CSV exports come through here too, so they carry the session.
import type {
  BackOfficeContactDetail,
  BackOfficeNotifyDetail,
  BackOfficeTestRideDetail,
  ContactActionRequest,
  ContactDetailResponse,
  ContactListQuery,
  ContactListResponse,
  NotifyActionRequest,
  NotifyDetailResponse,
  NotifyListQuery,
  NotifyListResponse,
  TestRideActionRequest,
  TestRideDetailResponse,
  TestRideListQuery,
  TestRideListResponse,
} from '@contract/back-office-enquiries';
import { api } from '@/lib/api/client';
import { csvExportUrl, fetchFile, saveDownload } from '@/lib/download';

const BASE = '/api/v1/back-office';
export const LIST_URLS = { testRides: `${BASE}/test-rides`, notify: `${BASE}/notify-requests`, contact: `${BASE}/contact-requests` } as const;
export type ListKind = keyof typeof LIST_URLS;

/** The export address of a list: `<list>/export.csv` with the list's filters and sort (never its page). */
export function exportUrl(kind: ListKind, query: Record<string, string | number | undefined>): string {
  return csvExportUrl(`${LIST_URLS[kind]}/export`, query);
}

export async function listTestRides(query: TestRideListQuery): Promise<TestRideListResponse> {
  return (await api.get<TestRideListResponse>(LIST_URLS.testRides, { params: query })).data;
}
export async function getTestRide(id: number): Promise<BackOfficeTestRideDetail> {
  return (await api.get<TestRideDetailResponse>(`${LIST_URLS.testRides}/${id}`)).data.data;
}
export async function actOnTestRide(id: number, body: TestRideActionRequest): Promise<BackOfficeTestRideDetail> {
  return (await api.post<TestRideDetailResponse>(`${LIST_URLS.testRides}/${id}/actions`, body)).data.data;
}

export async function listNotifyRequests(query: NotifyListQuery): Promise<NotifyListResponse> {
  return (await api.get<NotifyListResponse>(LIST_URLS.notify, { params: query })).data;
}
export async function getNotifyRequest(id: number): Promise<BackOfficeNotifyDetail> {
  return (await api.get<NotifyDetailResponse>(`${LIST_URLS.notify}/${id}`)).data.data;
}
export async function actOnNotifyRequest(id: number, body: NotifyActionRequest): Promise<BackOfficeNotifyDetail> {
  return (await api.post<NotifyDetailResponse>(`${LIST_URLS.notify}/${id}/actions`, body)).data.data;
}

export async function listContactRequests(query: ContactListQuery): Promise<ContactListResponse> {
  return (await api.get<ContactListResponse>(LIST_URLS.contact, { params: query })).data;
}
export async function getContactRequest(id: number): Promise<BackOfficeContactDetail> {
  return (await api.get<ContactDetailResponse>(`${LIST_URLS.contact}/${id}`)).data.data;
}
export async function actOnContactRequest(id: number, body: ContactActionRequest): Promise<BackOfficeContactDetail> {
  return (await api.post<ContactDetailResponse>(`${LIST_URLS.contact}/${id}/actions`, body)).data.data;
}

/** Downloads a list's CSV and saves it under the server's file name. */
export async function downloadExport(kind: ListKind, query: Record<string, string | number | undefined>): Promise<void> {
  const { blob, disposition } = await fetchFile(api, { url: exportUrl(kind, query) });
  saveDownload(blob, disposition, `${kind}.csv`);
}
