import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import type { Option } from '@/components/field';
import type { Column } from '@/components/table';
import { APPLICATION_STATUSES } from '@contract/career-rules';
import type { AdminJob, ApplicationStatus, JobApplication } from '@contract/careers';
import { formatDate } from '@/lib/format';
import { paths } from '@contract/paths';
import { fileKind, formatFileSize, paragraphs, statusLabel, yearsLabel } from './careers-format';

export const statusOptions: Option[] = APPLICATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

export function jobOptions(jobs: AdminJob[] | null, current: number | undefined): Option[] {
  const list = (jobs ?? []).map((j) => ({ value: String(j.id), label: `${j.title}, ${j.location}${j.status === 'closed' ? ' (closed)' : ''}` }));
  // A job from the link that is not (yet) in the list still needs its option, or the select would show another.
  return current && !list.some((o) => o.value === String(current)) ? [...list, { value: String(current), label: `Job ${current}` }] : list;
}

type RowActions = {
  pending: Record<number, ApplicationStatus>;
  downloading: number | null;
  changeStatus: (app: JobApplication, next: ApplicationStatus) => Promise<void>;
  download: (app: JobApplication) => Promise<void>;
};

export function applicationColumns({ pending, downloading, changeStatus, download }: RowActions): Column<JobApplication>[] {
  return [
    { id: 'created', header: 'Applied', sortKey: 'created', cell: (app) => formatDate(app.created_at) },
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      rowHeader: true,
      cell: (app) => (
        <>
          {app.name}
          {app.current_company ? <span className="careers-table__sub">{app.current_company}</span> : null}
          {app.linkedin ? (
            <a className="careers-table__sub" href={app.linkedin} target="_blank" rel="noopener noreferrer">
              LinkedIn<span className="visually-hidden"> profile of {app.name} (opens in a new tab)</span>
            </a>
          ) : null}
        </>
      ),
    },
    { id: 'job', header: 'Job', cell: (app) => <Link to={paths.careerJob.getHref(app.job_id)}>{app.job_title}</Link> },
    {
      id: 'contact',
      header: 'Contact',
      cell: (app) => (
        <>
          <a href={`mailto:${app.email}`}>{app.email}</a>
          <a className="careers-table__sub" href={`tel:+91${app.mobile}`}>
            +91 {app.mobile}
          </a>
        </>
      ),
    },
    { id: 'city', header: 'City', sortKey: 'city', cell: (app) => app.city },
    { id: 'experience', header: 'Experience', sortKey: 'experience', cell: (app) => yearsLabel(app.experience_years) },
    {
      id: 'status',
      header: 'Status',
      cell: (app) => (
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
      ),
    },
    {
      id: 'cv',
      header: 'CV',
      cell: (app) => (
        <Button variant="secondary" className="applications-download" busy={downloading === app.id} onClick={() => void download(app)}>
          Download CV<span className="visually-hidden"> of {app.name}</span>{' '}
          <span className="careers-download__size">
            ({fileKind(app.cv_type, app.cv_name)}, {formatFileSize(app.cv_size)})
          </span>
        </Button>
      ),
    },
    {
      id: 'note',
      header: 'Cover note',
      cell: (app) =>
        app.cover_note ? (
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
        ),
    },
  ];
}
