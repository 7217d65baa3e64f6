// Dealership endpoints: the public application and the admin review. Loaded on demand by the thunks.
import type {
  DealerApplicationRequest,
  DealerApplicationResponse,
  DealerDetail,
  DealerDetailResponse,
  DealerListQuery,
  DealerListResponse,
  DealerUpdateRequest,
} from '@contract/growth';
import { api } from '@/lib/api/client';
import { csvExportUrl, fetchFile, type DownloadedFile } from '@/lib/download';

const ADMIN = '/api/v1/admin/dealer-applications';

export async function applyForDealership(body: DealerApplicationRequest): Promise<DealerApplicationResponse> {
  return (await api.post<DealerApplicationResponse>('/api/v1/dealer-applications', body)).data;
}

export async function listDealerApplications(query: DealerListQuery = {}): Promise<DealerListResponse> {
  return (await api.get<DealerListResponse>(ADMIN, { params: query })).data;
}

export async function getDealerApplication(id: number): Promise<DealerDetail> {
  return (await api.get<DealerDetailResponse>(`${ADMIN}/${id}`)).data.data;
}

export async function reviewDealerApplication(id: number, body: DealerUpdateRequest): Promise<DealerDetail> {
  return (await api.patch<DealerDetailResponse>(`${ADMIN}/${id}`, body)).data.data;
}

/** The CSV of every application the filters match, with the file name the server gives. */
export async function exportDealerApplications(query: DealerListQuery): Promise<DownloadedFile> {
  return fetchFile(api, { url: csvExportUrl(ADMIN, query) });
}
