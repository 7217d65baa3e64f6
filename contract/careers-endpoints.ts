// The careers JSON endpoints (job openings, the admin's jobs and applicants), described once (contract/endpoint.ts).
// The application is a multipart form with the CV (jobApplicationPath) and the CV is a file download
// (applicationCvPath): both paths are in career-rules.ts, registered as plain routes by server/modules/careers/.
import { endpoint } from './endpoint.js';
import type {
  AdminJobListResponse,
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationUpdateRequest,
  ApplicationUpdateResponse,
  JobListQuery,
  JobListResponse,
  JobResponse,
  JobUpdateRequest,
  JobWriteRequest,
} from './careers.js';

export const careersEndpoints = {
  list: endpoint<undefined, JobListQuery, undefined, JobListResponse>({
    method: 'GET', path: '/api/v1/jobs', access: 'public', status: 200,
    summary: 'Open job openings, newest first, with the filter choices',
  }),
  get: endpoint<{ id: number }, undefined, undefined, JobResponse>({
    method: 'GET', path: '/api/v1/jobs/:id', access: 'public', status: 200,
    summary: 'One job opening (a closed one too)',
  }),
  adminList: endpoint<undefined, undefined, undefined, AdminJobListResponse>({
    method: 'GET', path: '/api/v1/admin/jobs', access: 'admin', status: 200,
    summary: 'Every job, open first, with its application count',
  }),
  create: endpoint<undefined, undefined, JobWriteRequest, JobResponse>({
    method: 'POST', path: '/api/v1/admin/jobs', access: 'admin', status: 201,
    summary: 'Post a new job opening',
  }),
  update: endpoint<{ id: number }, undefined, JobUpdateRequest, JobResponse>({
    method: 'PUT', path: '/api/v1/admin/jobs/:id', access: 'admin', status: 200,
    summary: 'Edit a job opening; status closed closes it, open reopens it',
  }),
  applications: endpoint<undefined, ApplicationListQuery, undefined, ApplicationListResponse>({
    method: 'GET', path: '/api/v1/admin/applications', access: 'admin', status: 200,
    summary: 'Job applications, one page (20 by default, newest first), filtered and sorted',
  }),
  updateApplication: endpoint<{ id: number }, undefined, ApplicationUpdateRequest, ApplicationUpdateResponse>({
    method: 'PATCH', path: '/api/v1/admin/applications/:id', access: 'admin', status: 200,
    summary: "Change an application's status",
  }),
} as const;

export type CareersEndpointName = keyof typeof careersEndpoints;
