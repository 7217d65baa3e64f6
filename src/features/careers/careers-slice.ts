// Careers families: the public openings, one job, an application, and the admin's jobs and
// applications. The thunks live in careers-thunks.ts so the store stays small.
import type { AdminJob, ApplicationListResponse, Job, JobApplication, JobApplicationResponse, JobListResponse } from '@contract/careers';
import { createFamily, type FamilyState, type PayloadAction, type StateOf } from '@/lib/store/family';
import type { UnknownAction } from 'redux';
import { registerReducers } from '@/lib/store/slices';

/** A job lookup answers for one id; `job` is null when the server does not know it (404). */
export type JobLookup = { id: number; job: Job | null };

export const jobListFamily = createFamily<JobListResponse>('jobList');
export const jobDetailsFamily = createFamily<JobLookup>('jobDetails');
export const jobApplyFamily = createFamily<JobApplicationResponse['data']>('jobApply');
export const adminJobListFamily = createFamily<AdminJob[]>('adminJobList');
export const jobSaveFamily = createFamily<Job>('jobSave');
export const applicationListFamily = createFamily<ApplicationListResponse>('applicationList');
export const applicationUpdateFamily = createFamily<JobApplication>('applicationUpdate');

/** The application list also takes in a changed application, so a status change shows without a refetch. */
export function applicationListReducer(state: FamilyState<ApplicationListResponse> | undefined, action: UnknownAction): FamilyState<ApplicationListResponse> {
  const next = applicationListFamily.reducer(state, action);
  if (action.type !== applicationUpdateFamily.types.success || !next.data) return next;
  const changed = (action as PayloadAction<JobApplication>).payload;
  if (!next.data.data.some((a) => a.id === changed.id)) return next;
  return { ...next, data: { ...next.data, data: next.data.data.map((a) => (a.id === changed.id ? changed : a)) } };
}

export const careerReducers = {
  jobList: jobListFamily.reducer,
  jobDetails: jobDetailsFamily.reducer,
  jobApply: jobApplyFamily.reducer,
  adminJobList: adminJobListFamily.reducer,
  jobSave: jobSaveFamily.reducer,
  applicationList: applicationListReducer,
  applicationUpdate: applicationUpdateFamily.reducer,
};
registerReducers(careerReducers);
export type CareersSlice = StateOf<typeof careerReducers>;

export const selectJobList = (s: CareersSlice) => s.jobList;
export const selectJobDetails = (s: CareersSlice) => s.jobDetails;
export const selectAdminJobList = (s: CareersSlice) => s.adminJobList;
export const selectApplicationList = (s: CareersSlice) => s.applicationList;
