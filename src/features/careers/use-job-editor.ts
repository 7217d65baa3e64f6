import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminJob, JobStatus } from '@contract/careers';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors } from '@/lib/validation';
import { selectAdminJobList, type CareersSlice } from './careers-slice';
import { createJob, fetchAdminJobs, updateJob } from './careers-thunks';
import { emptyJob, jobToValues, validateJob, valuesToJob, type JobField } from './job-form';

export type Notice = { tone: 'success' | 'error'; text: string };

export function parseJobId(raw: string | null): number | null {
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : null;
}

/** The openings admin: the list with its status changes, and the form that creates one or edits the one in ?id=. */
export function useJobEditor() {
  const dispatch = useAppDispatch();
  const jobs = useAppSelector((s: CareersSlice) => selectAdminJobList(s));
  const [params, setParams] = useSearchParams();
  const editId = parseJobId(params.get('id'));
  const editing = editId && jobs.data ? (jobs.data.find((j) => j.id === editId) ?? null) : null;

  const form = useForm<JobField>(emptyJob);
  const { values, setValues, reset, showErrors, setServerError } = form;
  const { submit: send } = useSubmit(form);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const [filledFor, setFilledFor] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [listNotice, setListNotice] = useState<Notice | null>(null);
  const [statusBusy, setStatusBusy] = useState<number | null>(null);

  const load = useCallback(() => void dispatch(fetchAdminJobs()), [dispatch]);
  useEffect(load, [load]);

  // Fill the form once per job chosen for editing, so a refreshed list never overwrites typing. Done
  // while rendering (not in an effect) so the heading and the filled fields appear in the same commit.
  if (editing && filledFor !== editing.id) {
    reset(jobToValues(editing));
    setFilledFor(editing.id);
  } else if (!editId && filledFor !== null) {
    reset(emptyJob);
    setFilledFor(null);
  }

  const clearFormNotice = () => {
    setSaved(null);
    setServerError(null);
  };

  const startEditing = (job: AdminJob) => {
    clearFormNotice();
    setParams({ id: String(job.id) });
    requestAnimationFrame(() => formHeadingRef.current?.focus());
  };

  const stopEditing = () => {
    clearFormNotice();
    setParams({});
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    clearFormNotice();
    const found = validateJob(values);
    showErrors(found);
    if (hasErrors(found)) return;
    const body = valuesToJob(values);
    const outcome = await send(() => (editing ? dispatch(updateJob(editing.id, body)) : dispatch(createJob(body))));
    if (outcome.ok) {
      setSaved(editing ? `Your changes to “${outcome.data.title}” are saved.` : `“${outcome.data.title}” is now open for applications.`);
      if (!editing) setValues(emptyJob);
      load();
    }
  }

  async function setStatus(job: AdminJob, status: JobStatus) {
    if (status === 'closed' && !window.confirm(`Close “${job.title}”? It leaves the careers page and stops taking applications.`)) return;
    setListNotice(null);
    setStatusBusy(job.id);
    const outcome = await dispatch(updateJob(job.id, { status }));
    setStatusBusy(null);
    setListNotice(
      outcome.ok
        ? { tone: 'success', text: status === 'closed' ? `“${job.title}” is closed.` : `“${job.title}” is open again.` }
        : { tone: 'error', text: outcome.error },
    );
    if (outcome.ok) load();
  }

  const formNotice: Notice | null = saved ? { tone: 'success', text: saved } : form.serverError ? { tone: 'error', text: form.serverError } : null;

  return { jobs, load, editId, editing, form, formHeadingRef, formNotice, startEditing, stopEditing, onSubmit, listNotice, statusBusy, setStatus };
}
