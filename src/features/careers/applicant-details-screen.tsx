import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, TextField, type Option } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { APPLICATION_STATUSES } from '@contract/rules';
import type { AdminJob, ApplicationStatus, JobApplication } from '@contract/careers';
import { paths } from '@contract/paths';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { fileKind, formatFileSize, paragraphs, statusLabel, yearsLabel } from './careers-format';
import { selectAdminJobList, selectApplicationList, type CareersSlice } from './careers-slice';
import { changeApplicationStatus, fetchAdminJobs, fetchApplicationCv, fetchApplications } from './careers-thunks';
import { saveFile } from './download-file';
import './careers.css';

type Notice = { tone: 'success' | 'error'; text: string };
type FilterKey = 'jobId' | 'status' | 'q' | 'page';

function positiveInt(raw: string | null): number | undefined {
  const n = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return n > 0 ? n : undefined;
}

function isStatus(value: string | null): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);
}

const statusOptions: Option[] = APPLICATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

function jobOptions(jobs: AdminJob[] | null, current: number | undefined): Option[] {
  const list = (jobs ?? []).map((j) => ({ value: String(j.id), label: `${j.title}, ${j.location}${j.status === 'closed' ? ' (closed)' : ''}` }));
  // A job from the link that is not (yet) in the list still needs its option, or the select would show another.
  return current && !list.some((o) => o.value === String(current)) ? [...list, { value: String(current), label: `Job ${current}` }] : list;
}

/** /applicant-details (admin): applications filtered by job, status and search (all in the URL), 20 a page. */
export function ApplicantDetailsScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: CareersSlice) => selectApplicationList(s));
  const jobs = useAppSelector((s: CareersSlice) => selectAdminJobList(s));
  const [params, setParams] = useSearchParams();
  const jobId = positiveInt(params.get('jobId'));
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const q = params.get('q') ?? '';
  const page = positiveInt(params.get('page')) ?? 1;
  const filtered = Boolean(jobId || status || q);

  const [search, setSearch] = useState(q);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<Record<number, ApplicationStatus>>({});
  const [downloading, setDownloading] = useState<number | null>(null);

  useEffect(() => setSearch(q), [q]);
  useEffect(() => void dispatch(fetchAdminJobs()), [dispatch]);
  const load = useCallback(() => void dispatch(fetchApplications({ jobId, status, q: q || undefined, page })), [dispatch, jobId, status, q, page]);
  useEffect(load, [load]);

  /** Changes filters in the URL; any change but paging starts again at page 1. */
  const update = (patch: Partial<Record<FilterKey, string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch) || patch.page === '1') next.delete('page');
    setNotice(null);
    setParams(next);
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: search.trim() });
  };

  async function changeStatus(app: JobApplication, next: ApplicationStatus) {
    setNotice(null);
    setPending((p) => ({ ...p, [app.id]: next }));
    const outcome = await dispatch(changeApplicationStatus(app.id, next));
    setPending(({ [app.id]: _done, ...rest }) => rest);
    setNotice(
      outcome.ok
        ? { tone: 'success', text: `${app.name}’s application is now marked ${statusLabel(next)}.` }
        : { tone: 'error', text: `We could not change the status of ${app.name}’s application. ${outcome.error}` },
    );
  }

  async function download(app: JobApplication) {
    setNotice(null);
    setDownloading(app.id);
    const outcome = await dispatch(fetchApplicationCv(app.id));
    setDownloading(null);
    if (outcome.ok) saveFile(outcome.data, app.cv_name);
    else setNotice({ tone: 'error', text: outcome.error });
  }

  const data = list.data;
  return (
    <div className="page container">
      <Seo title="Job applications" description="Review job applications, change their status and download CVs." path={paths.applicantDetails.getHref()} noindex />
      <h1>Job applications</h1>
      <p>
        <Link to={paths.addJob.getHref()}>Manage openings</Link>
      </p>

      <form className="careers-admin-filters" role="search" aria-label="Filter applications" onSubmit={onSearch}>
        <SelectField
          label="Job"
          name="jobId"
          placeholder="All jobs"
          options={jobOptions(jobs.data, jobId)}
          value={jobId ? String(jobId) : ''}
          onChange={(e) => update({ jobId: e.target.value })}
        />
        <SelectField label="Status" name="status" placeholder="All statuses" options={statusOptions} value={status ?? ''} onChange={(e) => update({ status: e.target.value })} />
        <TextField label="Search by name, e-mail or mobile" name="q" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <div className="careers-admin-filters__actions">
          <Button type="submit" variant="secondary">
            Search
          </Button>
          {filtered ? (
            <Button variant="ghost" onClick={() => update({ jobId: '', status: '', q: '' })}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </form>

      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {list.status === 'failed' ? (
        <Alert title="We could not load the applications." onRetry={load} retryLabel="Retry">
          {list.error}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading applications" />
      ) : data.data.length === 0 ? (
        <p>No applications match these filters.</p>
      ) : (
        <>
          <div className="careers-table-scroll" role="region" aria-label="Applications" tabIndex={0} aria-busy={list.loading || undefined}>
            <table className="careers-table careers-table--applications">
              <caption className="visually-hidden">
                Applications, page {data.page} of {data.pages}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Applied</th>
                  <th scope="col">Name</th>
                  <th scope="col">Job</th>
                  <th scope="col">Contact</th>
                  <th scope="col">City</th>
                  <th scope="col">Experience</th>
                  <th scope="col">Status</th>
                  <th scope="col">CV</th>
                  <th scope="col">Cover note</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((app) => (
                  <tr key={app.id}>
                    <td className="careers-table__nowrap">{formatDate(app.created_at)}</td>
                    <th scope="row">
                      {app.name}
                      {app.current_company ? <span className="careers-table__sub">{app.current_company}</span> : null}
                      {app.linkedin ? (
                        <a className="careers-table__sub" href={app.linkedin} target="_blank" rel="noopener noreferrer">
                          LinkedIn<span className="visually-hidden"> profile of {app.name} (opens in a new tab)</span>
                        </a>
                      ) : null}
                    </th>
                    <td>
                      <Link to={paths.careerJob.getHref(app.job_id)}>{app.job_title}</Link>
                    </td>
                    <td>
                      <a href={`mailto:${app.email}`}>{app.email}</a>
                      <a className="careers-table__sub" href={`tel:+91${app.mobile}`}>
                        +91 {app.mobile}
                      </a>
                    </td>
                    <td>{app.city}</td>
                    <td className="careers-table__nowrap">{yearsLabel(app.experience_years)}</td>
                    <td>
                      <select
                        className="careers-status-select"
                        aria-label={`Status of ${app.name}’s application`}
                        value={pending[app.id] ?? app.status}
                        disabled={app.id in pending}
                        onChange={(e) => void changeStatus(app, e.target.value as ApplicationStatus)}
                      >
                        {statusOptions.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <Button variant="secondary" className="careers-download" busy={downloading === app.id} onClick={() => void download(app)}>
                        Download CV<span className="visually-hidden"> of {app.name}</span>{' '}
                        <span className="careers-download__size">
                          ({fileKind(app.cv_type, app.cv_name)}, {formatFileSize(app.cv_size)})
                        </span>
                      </Button>
                    </td>
                    <td>
                      {app.cover_note ? (
                        <details className="careers-note">
                          <summary>
                            Read<span className="visually-hidden"> the cover note from {app.name}</span>
                          </summary>
                          {paragraphs(app.cover_note).map((p, i) => (
                            <p key={i}>{p}</p>
                          ))}
                        </details>
                      ) : (
                        <span className="muted">None</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="careers-pager" aria-label="Pages">
            <Button variant="secondary" disabled={data.page <= 1} onClick={() => update({ page: String(data.page - 1) })}>
              Previous
            </Button>
            <span>
              Page {data.page} of {data.pages} ({data.total} {data.total === 1 ? 'application' : 'applications'})
            </span>
            <Button variant="secondary" disabled={data.page >= data.pages} onClick={() => update({ page: String(data.page + 1) })}>
              Next
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}

export default ApplicantDetailsScreen;
