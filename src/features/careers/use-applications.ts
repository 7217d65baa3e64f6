// The applications list: filters, sort and page from the URL, the request they make, the jobs the
// job filter offers, and the two actions on a row (status change, CV download).
import { useCallback, useEffect, useState } from 'react';
import { APPLICATION_SORTS, APPLICATION_STATUSES } from '@contract/career-rules';
import type { ApplicationStatus, JobApplication } from '@contract/careers';
import { useDownload } from '@/lib/use-download';
import { useListParams } from '@/lib/use-list-params';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { statusLabel } from './careers-format';
import { selectAdminJobList, selectApplicationList, type CareersSlice } from './careers-slice';
import { changeApplicationStatus, fetchAdminJobs, fetchApplicationCv, fetchApplications } from './careers-thunks';

const FILTERS = { jobId: '', status: '', q: '' };
const ALLOWED = { status: APPLICATION_STATUSES };

export type Notice = { tone: 'success' | 'error'; text: string };

const isStatus = (value: string): value is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(value);
const jobIdOf = (raw: string): number | undefined => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

export function useApplicationList() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: CareersSlice) => selectApplicationList(s));
  const jobs = useAppSelector((s: CareersSlice) => selectAdminJobList(s));
  const params = useListParams({ filters: FILTERS, sorts: APPLICATION_SORTS, defaultSort: '-created', allowed: ALLOWED });
  const { jobId, status, q } = params.filters;
  const { sort, page } = params;

  useEffect(() => void dispatch(fetchAdminJobs()), [dispatch]);
  const load = useCallback(
    () => void dispatch(fetchApplications({ jobId: jobIdOf(jobId), status: isStatus(status) ? status : undefined, q: q || undefined, sort, page })),
    [dispatch, jobId, status, q, sort, page],
  );
  useEffect(load, [load]);

  return { list, jobs, params, load, jobId: jobIdOf(jobId) };
}

/** A status change (saved at once) and a CV download, with what the screen says about them. */
export function useApplicationActions() {
  const dispatch = useAppDispatch();
  const [notice, setNotice] = useState<Notice | null>(null);
  // The statuses being saved, shown in their rows until the answer: several rows may change at once, so this is a
  // map rather than useAction's one busy key.
  const [changing, setChanging] = useState<Record<number, ApplicationStatus>>({});
  const file = useDownload<number>();

  async function changeStatus(app: JobApplication, next: ApplicationStatus) {
    setNotice(null);
    setChanging((p) => ({ ...p, [app.id]: next }));
    const outcome = await dispatch(changeApplicationStatus(app.id, next));
    setChanging(({ [app.id]: _done, ...rest }) => rest);
    setNotice(
      outcome.ok
        ? { tone: 'success', text: `${app.name}’s application is now marked ${statusLabel(next)}.` }
        : { tone: 'error', text: `We could not change the status of ${app.name}’s application. ${outcome.error}` },
    );
  }

  async function download(app: JobApplication) {
    setNotice(null);
    const outcome = await file.download(app.id, () => dispatch(fetchApplicationCv(app.id)), app.cv_name);
    if (!outcome.ok) setNotice({ tone: 'error', text: outcome.error });
  }

  return { notice, clearNotice: () => setNotice(null), pending: changing, downloading: file.busy, changeStatus, download };
}
