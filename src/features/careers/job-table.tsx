import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/loading-overlay';
import type { AdminJob, JobStatus } from '@contract/careers';
import { formatDate } from '@/lib/format';
import { paths } from '@contract/paths';
import type { useJobEditor } from './use-job-editor';

type Props = Pick<ReturnType<typeof useJobEditor>, 'jobs' | 'load' | 'editing' | 'listNotice' | 'statusBusy' | 'startEditing' | 'setStatus'>;

/** Every opening with its applications, and the buttons to edit, close or reopen it. */
export function JobTable({ jobs, load, editing, listNotice, statusBusy, startEditing, setStatus }: Props) {
  const list = jobs.data;
  return (
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
        <section className="careers-table-scroll" aria-label="All openings" tabIndex={0}>
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
                <JobRow
                  key={job.id}
                  job={job}
                  current={job.id === editing?.id}
                  statusBusy={statusBusy === job.id}
                  onEdit={() => startEditing(job)}
                  onStatus={(status) => void setStatus(job, status)}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

type RowProps = { job: AdminJob; current: boolean; statusBusy: boolean; onEdit: () => void; onStatus: (status: JobStatus) => void };

function JobRow({ job, current, statusBusy, onEdit, onStatus }: RowProps) {
  return (
    <tr aria-current={current || undefined}>
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
          <Button variant="ghost" onClick={onEdit} aria-label={`Edit ${job.title}`}>
            Edit
          </Button>
          {job.status === 'open' ? (
            <Button variant="ghost" busy={statusBusy} onClick={() => onStatus('closed')} aria-label={`Close ${job.title}`}>
              Close
            </Button>
          ) : (
            <Button variant="ghost" busy={statusBusy} onClick={() => onStatus('open')} aria-label={`Reopen ${job.title}`}>
              Reopen
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
