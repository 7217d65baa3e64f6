// Careers calls, each JSON one from its contract descriptor (contract/careers-endpoints.ts); the application (multipart,
// a file in) and the CV (a file out) at the paths of contract/career-rules.ts. Loaded on demand by the thunks, so the
// public careers pages do not pay for axios in their first load.
import { applicationCvPath, jobApplicationPath } from '@contract/career-rules';
import type {
  ApplicationListQuery,
  ApplicationUpdateRequest,
  JobApplicationResponse,
  JobListQuery,
  JobUpdateRequest,
  JobWriteRequest,
} from '@contract/careers';
import { careersEndpoints as e } from '@contract/careers-endpoints';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';
import { fetchFile } from '@/lib/download';

export const listJobs = (query: JobListQuery = {}) => callEndpoint(e.list, { query });

export const getJob = (id: number) => callEndpoint(e.get, { params: { id } });

/** multipart/form-data: the JobApplicationFields as text plus the file field `cv`. */
export async function applyToJob(id: number, form: FormData): Promise<JobApplicationResponse> {
  return (await api.post<JobApplicationResponse>(jobApplicationPath(id), form)).data;
}

export const listAdminJobs = () => callEndpoint(e.adminList, {});

export const createJob = (body: JobWriteRequest) => callEndpoint(e.create, { body });

export const updateJob = (id: number, body: JobUpdateRequest) => callEndpoint(e.update, { params: { id }, body });

export const listApplications = (query: ApplicationListQuery = {}) => callEndpoint(e.applications, { query });

export const updateApplication = (id: number, body: ApplicationUpdateRequest) => callEndpoint(e.updateApplication, { params: { id }, body });

export async function getApplicationCv(id: number): Promise<Blob> {
  return (await fetchFile(api, { url: applicationCvPath(id) })).blob;
}

export { statusOf } from '@/lib/api/client';
