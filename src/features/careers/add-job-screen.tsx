import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { JOB_DEPARTMENTS, JOB_LIMITS, JOB_TYPES } from '@contract/rules';
import type { AdminJob, JobStatus } from '@contract/careers';
import { paths } from '@contract/paths';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { focusFirstError, hasErrors, type Errors } from '@/lib/validation';
import { selectAdminJobList, type CareersSlice } from './careers-slice';
import { createJob, fetchAdminJobs, updateJob } from './careers-thunks';
import { emptyJob, jobToValues, validateJob, valuesToJob, type JobField, type JobValues } from './job-form';
import './careers.css';

type Notice = { tone: 'success' | 'error'; text: string };

const JOB_FIELDS = Object.keys(emptyJob) as JobField[];

function parseId(raw: string | null): number | null {
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : null;
}

/** /add-job (admin): every opening with its applications, and the form to create one or edit the one in ?id=. */
export function AddJobScreen() {
  const dispatch = useAppDispatch();
  const jobs = useAppSelector((s: CareersSlice) => selectAdminJobList(s));
  const [params, setParams] = useSearchParams();
  const editId = parseId(params.get('id'));
  const editing = editId && jobs.data ? (jobs.data.find((j) => j.id === editId) ?? null) : null;

  const formRef = useRef<HTMLFormElement>(null);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<JobValues>(emptyJob);
  const [filledFor, setFilledFor] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors<JobField>>({});
  const [formNotice, setFormNotice] = useState<Notice | null>(null);
  const [listNotice, setListNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [statusBusy, setStatusBusy] = useState<number | null>(null);

  const load = useCallback(() => void dispatch(fetchAdminJobs()), [dispatch]);
  useEffect(load, [load]);

  // Fill the form once per job chosen for editing, so a refreshed list never overwrites typing.
  useEffect(() => {
    if (editing && filledFor !== editing.id) {
      setValues(jobToValues(editing));
      setErrors({});
      setFilledFor(editing.id);
    } else if (!editId && filledFor !== null) {
      setValues(emptyJob);
      setErrors({});
      setFilledFor(null);
    }
  }, [editing, editId, filledFor]);

  const set = (patch: Partial<JobValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as JobField[]) delete next[k];
      return next;
    });
  };

  const startEditing = (job: AdminJob) => {
    setFormNotice(null);
    setParams({ id: String(job.id) });
    requestAnimationFrame(() => formHeadingRef.current?.focus());
  };

  const stopEditing = () => {
    setFormNotice(null);
    setParams({});
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormNotice(null);
    const found = validateJob(values);
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setBusy(true);
    const body = valuesToJob(values);
    const outcome = editing ? await dispatch(updateJob(editing.id, body)) : await dispatch(createJob(body));
    setBusy(false);
    if (outcome.ok) {
      setFormNotice({ tone: 'success', text: editing ? `Your changes to “${outcome.data.title}” are saved.` : `“${outcome.data.title}” is now open for applications.` });
      if (!editing) setValues(emptyJob);
      load();
      return;
    }
    setFormNotice({ tone: 'error', text: outcome.error });
    const mapped: Errors<JobField> = {};
    for (const key of JOB_FIELDS) if (outcome.fieldErrors[key]) mapped[key] = outcome.fieldErrors[key];
    if (hasErrors(mapped)) {
      setErrors(mapped);
      requestAnimationFrame(() => focusFirstError(formRef.current));
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

  const list = jobs.data;
  return (
    <div className="page container">
      <Seo title="Job openings" description="Create, edit, close and reopen job openings." path={paths.addJob.getHref()} noindex />
      <h1>Job openings</h1>
      <p>
        <Link to={paths.applicantDetails.getHref()}>See all applications</Link>
      </p>

      <section aria-labelledby="jobs-heading">
        <h2 id="jobs-heading">All openings</h2>
        {listNotice ? <Alert tone={listNotice.tone}>{listNotice.text}</Alert> : null}
        {jobs.status === 'failed' && !list ? (
          <Alert title="We could not load the openings." onRetry={load} retryLabel="Retry">
            {jobs.error}
          </Alert>
        ) : !list ? (
          <Spinner label="Loading openings" />
        ) : list.length === 0 ? (
          <p>No openings yet. Create the first one with the form below.</p>
        ) : (
          <div className="careers-table-scroll" role="region" aria-label="All openings" tabIndex={0}>
            <table className="careers-table">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Department</th>
                  <th scope="col">Location</th>
                  <th scope="col">Type</th>
                  <th scope="col">Status</th>
                  <th scope="col">Posted</th>
                  <th scope="col">Applications</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.map((job) => (
                  <tr key={job.id} aria-current={job.id === editing?.id || undefined}>
                    <th scope="row">
                      <Link to={paths.careerJob.getHref(job.id)}>{job.title}</Link>
                    </th>
                    <td>{job.department}</td>
                    <td>{job.location}</td>
                    <td>{job.type}</td>
                    <td>
                      <span className={`job-status job-status--${job.status}`}>{job.status === 'open' ? 'Open' : 'Closed'}</span>
                    </td>
                    <td className="careers-table__nowrap">{formatDate(job.posted_at)}</td>
                    <td>
                      <Link to={paths.applicantDetails.getHref(job.id)} aria-label={`${job.applications} applications for ${job.title}`}>
                        {job.applications}
                      </Link>
                    </td>
                    <td>
                      <div className="careers-table__actions">
                        <Button variant="ghost" onClick={() => startEditing(job)} aria-label={`Edit ${job.title}`}>
                          Edit
                        </Button>
                        {job.status === 'open' ? (
                          <Button variant="ghost" busy={statusBusy === job.id} onClick={() => void setStatus(job, 'closed')} aria-label={`Close ${job.title}`}>
                            Close
                          </Button>
                        ) : (
                          <Button variant="ghost" busy={statusBusy === job.id} onClick={() => void setStatus(job, 'open')} aria-label={`Reopen ${job.title}`}>
                            Reopen
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="job-form-heading" className="job-editor">
        <h2 id="job-form-heading" ref={formHeadingRef} tabIndex={-1}>
          {editing ? `Edit “${editing.title}”` : 'New opening'}
        </h2>
        {editId && list && !editing ? <Alert tone="info">There is no opening number {editId}. The form below creates a new one.</Alert> : null}
        {formNotice ? <Alert tone={formNotice.tone}>{formNotice.text}</Alert> : null}
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="job-form-heading">
          <div className="careers-form-grid">
            <TextField label="Title" name="title" required maxLength={JOB_LIMITS.title[1]} value={values.title} error={errors.title} onChange={(e) => set({ title: e.target.value })} />
            <SelectField
              label="Department"
              name="department"
              required
              placeholder="Choose a department"
              options={JOB_DEPARTMENTS.map((d) => ({ value: d, label: d }))}
              value={values.department}
              error={errors.department}
              onChange={(e) => set({ department: e.target.value })}
            />
            <TextField
              label="Location"
              name="location"
              required
              maxLength={JOB_LIMITS.location[1]}
              hint="For example Bengaluru, or Gurugram / Manesar"
              value={values.location}
              error={errors.location}
              onChange={(e) => set({ location: e.target.value })}
            />
            <SelectField
              label="Type"
              name="type"
              required
              placeholder="Choose a type"
              options={JOB_TYPES.map((t) => ({ value: t, label: t }))}
              value={values.type}
              error={errors.type}
              onChange={(e) => set({ type: e.target.value })}
            />
            <TextField
              label="Experience"
              name="experience"
              required
              maxLength={JOB_LIMITS.experience[1]}
              hint="For example 2-4 years"
              value={values.experience}
              error={errors.experience}
              onChange={(e) => set({ experience: e.target.value })}
            />
          </div>
          <TextAreaField
            label="Summary"
            name="summary"
            rows={3}
            required
            hint="One or two sentences shown on the openings page"
            value={values.summary}
            error={errors.summary}
            onChange={(e) => set({ summary: e.target.value })}
          />
          <TextAreaField
            label="Description"
            name="description"
            rows={8}
            required
            hint="Plain text; leave a blank line between paragraphs"
            value={values.description}
            error={errors.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <TextAreaField
            label="Responsibilities"
            name="responsibilities"
            rows={6}
            required
            hint={`One per line, up to ${JOB_LIMITS.items[1]}`}
            value={values.responsibilities}
            error={errors.responsibilities}
            onChange={(e) => set({ responsibilities: e.target.value })}
          />
          <TextAreaField
            label="Requirements"
            name="requirements"
            rows={6}
            required
            hint={`One per line, up to ${JOB_LIMITS.items[1]}`}
            value={values.requirements}
            error={errors.requirements}
            onChange={(e) => set({ requirements: e.target.value })}
          />
          <div className="form-actions">
            <Button type="submit" busy={busy}>
              {editing ? 'Save changes' : 'Publish opening'}
            </Button>
            {editId ? (
              <Button variant="secondary" onClick={stopEditing}>
                Cancel editing
              </Button>
            ) : null}
          </div>
        </form>
      </section>
    </div>
  );
}

export default AddJobScreen;
