// Careers thunks, apart from the families so the store (in every page's first load) stays small.
import { careerMessages } from '@contract/rules';
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
import { runFamily, type AppThunk, type Outcome } from '@/lib/store/family';
import { submitFamily, type SubmitOutcome } from '@/lib/store/submit';
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

async function modules() {
  const [careersApi, { errorMessage }] = await Promise.all([import('./careers-api'), import('@/lib/api/client')]);
  return { careersApi, errorMessage };
}

export function fetchJobs(query: JobListQuery = {}): AppThunk<Promise<Outcome<JobListResponse>>> {
  return async (dispatch) => {
    const { careersApi, errorMessage } = await modules();
    return dispatch(runFamily(jobListFamily, () => careersApi.listJobs(query), errorMessage));
  };
}

/** A 404 is an answer (no such job), not a failure: the screen shows the not-found view. */
export function fetchJob(id: number): AppThunk<Promise<Outcome<JobLookup>>> {
  return async (dispatch) => {
    const { careersApi, errorMessage } = await modules();
    return dispatch(
      runFamily(
        jobDetailsFamily,
        async () => {
          try {
            return { id, job: (await careersApi.getJob(id)).data };
          } catch (error) {
            if (careersApi.statusOf(error) === 404) return { id, job: null };
            throw error;
          }
        },
        errorMessage,
      ),
    );
  };
}

export function applyToJob(id: number, form: FormData): AppThunk<Promise<SubmitOutcome<JobApplicationResponse['data']>>> {
  return async (dispatch) => {
    const { careersApi, errorMessage } = await modules();
    let fieldErrors: Record<string, string> = {};
    const outcome = await dispatch(
      runFamily(
        jobApplyFamily,
        async () => (await careersApi.applyToJob(id, form)).data,
        (error) => {
          fieldErrors = careersApi.fieldErrorsOf(error);
          // A proxy may refuse a big upload with a 413 that carries no JSON message.
          if (careersApi.statusOf(error) === 413) {
            fieldErrors = { cv: careerMessages.cvSize, ...fieldErrors };
            return errorMessage(error, careerMessages.cvSize);
          }
          return errorMessage(error);
        },
      ),
    );
    return outcome.ok ? outcome : { ...outcome, fieldErrors };
  };
}

export function fetchAdminJobs(): AppThunk<Promise<Outcome<AdminJob[]>>> {
  return async (dispatch) => {
    const { careersApi, errorMessage } = await modules();
    return dispatch(runFamily(adminJobListFamily, async () => (await careersApi.listAdminJobs()).data, errorMessage));
  };
}

function submitJob(call: (careersApi: Awaited<ReturnType<typeof modules>>['careersApi']) => Promise<{ data: Job }>): AppThunk<Promise<SubmitOutcome<Job>>> {
  return submitFamily(jobSaveFamily, async () => (await call((await modules()).careersApi)).data);
}

export function createJob(body: JobWriteRequest): AppThunk<Promise<SubmitOutcome<Job>>> {
  return submitJob((careersApi) => careersApi.createJob(body));
}

/** Edits an opening; `{ status: 'closed' }` closes it and `{ status: 'open' }` reopens it. */
export function updateJob(id: number, body: JobUpdateRequest): AppThunk<Promise<SubmitOutcome<Job>>> {
  return submitJob((careersApi) => careersApi.updateJob(id, body));
}

export function fetchApplications(query: ApplicationListQuery = {}): AppThunk<Promise<Outcome<ApplicationListResponse>>> {
  return async (dispatch) => {
    const { careersApi, errorMessage } = await modules();
    return dispatch(runFamily(applicationListFamily, () => careersApi.listApplications(query), errorMessage));
  };
}

export function changeApplicationStatus(id: number, status: ApplicationStatus): AppThunk<Promise<Outcome<JobApplication>>> {
  return async (dispatch) => {
    const { careersApi, errorMessage } = await modules();
    return dispatch(runFamily(applicationUpdateFamily, async () => (await careersApi.updateApplication(id, { status })).data, errorMessage));
  };
}

/** The CV file itself; the screen turns it into a download. No family: nothing else reads it. */
export function fetchApplicationCv(id: number): AppThunk<Promise<Outcome<Blob>>> {
  return async () => {
    const { careersApi, errorMessage } = await modules();
    try {
      return { ok: true, data: await careersApi.getApplicationCv(id) };
    } catch (error) {
      return { ok: false, error: errorMessage(error, 'We could not download the CV. Please try again.') };
    }
  };
}
