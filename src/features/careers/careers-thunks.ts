// Careers thunks, apart from the families so the store (in every page's first load) stays small.
import { careerMessages } from '@contract/career-rules';
import type {
  AdminJob,
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationStatus,
  Job,
  JobApplication,
  JobApplicationResponse,
  JobListQuery,
  JobListResponse,
  JobUpdateRequest,
  JobWriteRequest,
} from '@contract/careers';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import {
  adminJobListFamily,
  applicationListFamily,
  applicationUpdateFamily,
  jobApplyFamily,
  jobDetailsFamily,
  jobListFamily,
  jobSaveFamily,
  type JobLookup,
} from './careers-slice';

const careersApi = () => import('./careers-api');

export function fetchJobs(query: JobListQuery = {}): AppThunk<Promise<RequestOutcome<JobListResponse>>> {
  return apiRequest(careersApi, jobListFamily, (api) => api.listJobs(query));
}

/** A 404 is an answer (no such job), not a failure: the screen shows the not-found view. */
export function fetchJob(id: number): AppThunk<Promise<RequestOutcome<JobLookup>>> {
  return apiRequest(careersApi, jobDetailsFamily, async (api) => {
    try {
      return { id, job: (await api.getJob(id)).data };
    } catch (error) {
      if (api.statusOf(error) === 404) return { id, job: null };
      throw error;
    }
  });
}

/** A proxy may refuse a big upload with a 413 that carries no JSON message: that is the CV's size. */
export function applyToJob(id: number, form: FormData): AppThunk<Promise<RequestOutcome<JobApplicationResponse['data']>>> {
  return async (dispatch) => {
    const outcome = await dispatch(
      apiRequest(careersApi, jobApplyFamily, async (api) => (await api.applyToJob(id, form)).data, {
        fallback: (status) => (status === 413 ? careerMessages.cvSize : undefined),
      }),
    );
    return outcome.ok || outcome.status !== 413 ? outcome : { ...outcome, fieldErrors: { cv: careerMessages.cvSize, ...outcome.fieldErrors } };
  };
}

export function fetchAdminJobs(): AppThunk<Promise<RequestOutcome<AdminJob[]>>> {
  return apiRequest(careersApi, adminJobListFamily, async (api) => (await api.listAdminJobs()).data);
}

export function createJob(body: JobWriteRequest): AppThunk<Promise<RequestOutcome<Job>>> {
  return apiRequest(careersApi, jobSaveFamily, async (api) => (await api.createJob(body)).data);
}

/** Edits an opening; `{ status: 'closed' }` closes it and `{ status: 'open' }` reopens it. */
export function updateJob(id: number, body: JobUpdateRequest): AppThunk<Promise<RequestOutcome<Job>>> {
  return apiRequest(careersApi, jobSaveFamily, async (api) => (await api.updateJob(id, body)).data);
}

export function fetchApplications(query: ApplicationListQuery = {}): AppThunk<Promise<RequestOutcome<ApplicationListResponse>>> {
  return apiRequest(careersApi, applicationListFamily, (api) => api.listApplications(query));
}

export function changeApplicationStatus(id: number, status: ApplicationStatus): AppThunk<Promise<RequestOutcome<JobApplication>>> {
  return apiRequest(careersApi, applicationUpdateFamily, async (api) => (await api.updateApplication(id, { status })).data);
}

/** The CV file itself; the screen turns it into a download. No family: nothing else reads it. */
export function fetchApplicationCv(id: number): AppThunk<Promise<RequestOutcome<Blob>>> {
  return apiRequest(careersApi, null, (api) => api.getApplicationCv(id), { fallback: 'We could not download the CV. Please try again.' });
}
