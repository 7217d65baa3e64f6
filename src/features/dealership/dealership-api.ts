// Dealership calls, each from its contract descriptor (contract/dealership-endpoints.ts): the public application and
// the admin review. Loaded on demand by the thunks.
import type {
  DealerApplicationRequest,
  DealerApplicationResponse,
  DealerDetail,
  DealerListQuery,
  DealerListResponse,
  DealerUpdateRequest,
} from '@contract/dealership';
import { pathOf } from '@contract/endpoint';
import { dealershipEndpoints as e } from '@contract/dealership-endpoints';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';
import { csvExportSearch, fetchFile, type DownloadedFile } from '@/lib/download';

export async function applyForDealership(body: DealerApplicationRequest): Promise<DealerApplicationResponse> {
  return callEndpoint(e.apply, { body });
}

export async function listDealerApplications(query: DealerListQuery = {}): Promise<DealerListResponse> {
  return callEndpoint(e.list, { query });
}

export async function getDealerApplication(id: number): Promise<DealerDetail> {
  return (await callEndpoint(e.detail, { params: { id } })).data;
}

export async function reviewDealerApplication(id: number, body: DealerUpdateRequest): Promise<DealerDetail> {
  return (await callEndpoint(e.review, { params: { id }, body })).data;
}

/** The CSV of every application the filters match, with the file name the server gives (the query without page and pageSize). */
export async function exportDealerApplications(query: DealerListQuery): Promise<DownloadedFile> {
  return fetchFile(api, { method: e.export.method, url: `${pathOf(e.export)}${csvExportSearch(query)}` });
}
