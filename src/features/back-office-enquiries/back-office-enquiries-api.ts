// Back-office enquiry endpoints (issue 12), called from their descriptors (contract/enquiries-endpoints.ts): test rides
// (admins, and dealers for their hubs), notify-me and contact requests (admins). Loaded on demand by the thunks. CSV
// exports come through here too (a plain GET of the export's descriptor path), so they carry the session.
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
import { pathOf } from '@contract/endpoint';
import { backOfficeEnquiryEndpoints as e } from '@contract/enquiries-endpoints';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';
import { csvExportSearch, fetchFile, saveDownload } from '@/lib/download';

/** Each list's CSV export. */
const EXPORTS = { testRides: e.testRidesExport, notify: e.notifyRequestsExport, contact: e.contactRequestsExport } as const;
export type ListKind = keyof typeof EXPORTS;

/** The export address of a list: `<list>/export.csv` with the list's filters and sort (never its page). */
export function exportUrl(kind: ListKind, query: Record<string, string | number | undefined>): string {
  return `${pathOf(EXPORTS[kind])}${csvExportSearch(query)}`;
}

export const listTestRides = (query: TestRideListQuery): Promise<TestRideListResponse> => callEndpoint(e.testRides, { query });
export async function getTestRide(id: number): Promise<BackOfficeTestRideDetail> {
  return (await callEndpoint(e.testRide, { params: { id } })).data;
}
export async function actOnTestRide(id: number, body: TestRideActionRequest): Promise<BackOfficeTestRideDetail> {
  return (await callEndpoint(e.actOnTestRide, { params: { id }, body })).data;
}

export const listNotifyRequests = (query: NotifyListQuery): Promise<NotifyListResponse> => callEndpoint(e.notifyRequests, { query });
export async function getNotifyRequest(id: number): Promise<BackOfficeNotifyDetail> {
  return (await callEndpoint(e.notifyRequest, { params: { id } })).data;
}
export async function actOnNotifyRequest(id: number, body: NotifyActionRequest): Promise<BackOfficeNotifyDetail> {
  return (await callEndpoint(e.actOnNotifyRequest, { params: { id }, body })).data;
}

export const listContactRequests = (query: ContactListQuery): Promise<ContactListResponse> => callEndpoint(e.contactRequests, { query });
export async function getContactRequest(id: number): Promise<BackOfficeContactDetail> {
  return (await callEndpoint(e.contactRequest, { params: { id } })).data;
}
export async function actOnContactRequest(id: number, body: ContactActionRequest): Promise<BackOfficeContactDetail> {
  return (await callEndpoint(e.actOnContactRequest, { params: { id }, body })).data;
}

/** Downloads a list's CSV and saves it under the server's file name. */
export async function downloadExport(kind: ListKind, query: Record<string, string | number | undefined>): Promise<void> {
  const { blob, disposition } = await fetchFile(api, { method: EXPORTS[kind].method, url: exportUrl(kind, query) });
  saveDownload(blob, disposition, `${kind}.csv`);
}
