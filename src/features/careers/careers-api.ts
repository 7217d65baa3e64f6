// Careers endpoints (contract: the careers section of contract/types.ts). Loaded on demand by
// the thunks, so the public careers pages do not pay for axios in their first load.
import { isAxiosError } from 'axios';
import type {
  AdminJobListResponse,
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationUpdateRequest,
  ApplicationUpdateResponse,
  JobApplicationResponse,
  JobListQuery,
  JobListResponse,
  JobResponse,
  JobUpdateRequest,
  JobWriteRequest,
} from '@contract/careers';
import { api } from '@/lib/api/client';

export async function listJobs(query: JobListQuery = {}): Promise<JobListResponse> {
  return (await api.get<JobListResponse>('/api/v1/jobs', { params: query })).data;
}

export async function getJob(id: number): Promise<JobResponse> {
  return (await api.get<JobResponse>(`/api/v1/jobs/${id}`)).data;
}

/** multipart/form-data: the JobApplicationFields as text plus the file field `cv`. */
export async function applyToJob(id: number, form: FormData): Promise<JobApplicationResponse> {
  return (await api.post<JobApplicationResponse>(`/api/v1/jobs/${id}/applications`, form)).data;
}

export async function listAdminJobs(): Promise<AdminJobListResponse> {
  return (await api.get<AdminJobListResponse>('/api/v1/admin/jobs')).data;
}

export async function createJob(body: JobWriteRequest): Promise<JobResponse> {
  return (await api.post<JobResponse>('/api/v1/admin/jobs', body)).data;
}

export async function updateJob(id: number, body: JobUpdateRequest): Promise<JobResponse> {
  return (await api.put<JobResponse>(`/api/v1/admin/jobs/${id}`, body)).data;
}

export async function listApplications(query: ApplicationListQuery = {}): Promise<ApplicationListResponse> {
  return (await api.get<ApplicationListResponse>('/api/v1/admin/applications', { params: query })).data;
}

export async function updateApplication(id: number, body: ApplicationUpdateRequest): Promise<ApplicationUpdateResponse> {
  return (await api.patch<ApplicationUpdateResponse>(`/api/v1/admin/applications/${id}`, body)).data;
}

export async function getApplicationCv(id: number): Promise<Blob> {
  try {
    return (await api.get<Blob>(`/api/v1/admin/applications/${id}/cv`, { responseType: 'blob' })).data;
  } catch (error) {
    // With responseType 'blob' an error's JSON body arrives as a Blob too: read it so its message shows.
    const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
    if (isAxiosError(error) && error.response && body instanceof Blob && body.type.includes('json')) {
      try {
        error.response.data = JSON.parse(await body.text()) as unknown;
      } catch {
        // Not JSON after all: the caller falls back to its own message.
      }
    }
    throw error;
  }
}

export { statusOf } from '@/lib/api/client';
