import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { BackOfficeList } from '@/components/back-office-list';
import type { FilterControl } from '@/components/filter-bar';
import { paths } from '@contract/paths';
import { applicationColumns, jobOptions, statusOptions } from './application-columns';
import { useApplicationActions, useApplicationList } from './use-applications';
import './careers.css';
import './applications.css';

const NOUN = { one: 'application', other: 'applications' };

/** /applicant-details (admin): applications filtered by job, status and search, sorted and paged, all in the URL. */
export function ApplicantDetailsScreen() {
  const { list, jobs, params, load, jobId } = useApplicationList();
  const actions = useApplicationActions();

  const controls: FilterControl[] = [
    { kind: 'select', name: 'jobId', label: 'Job', placeholder: 'All jobs', options: jobOptions(jobs.data, jobId) },
    { kind: 'select', name: 'status', label: 'Status', placeholder: 'All statuses', options: statusOptions },
    { kind: 'search', name: 'q', label: 'Search by name, e-mail or mobile' },
  ];
  const onFilter = (patch: Record<string, string>) => {
    actions.clearNotice();
    params.setFilters(patch);
  };

  return (
    <BackOfficeList
      seo={{ title: 'Job applications', description: 'Review job applications, change their status and download CVs.', path: paths.applicantDetails.getHref() }}
      intro={
        <p>
          <Link to={paths.addJob.getHref()}>Manage openings</Link>
        </p>
      }
      filter={{ label: 'Filter applications', controls }}
      params={{ ...params, setFilters: onFilter }}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the applications."
      retryLabel="Retry"
      notice={actions.notice ? <Alert tone={actions.notice.tone}>{actions.notice.text}</Alert> : null}
      table={{
        caption: 'Applications',
        columns: applicationColumns(actions),
        rowKey: (app) => app.id,
        noun: NOUN,
        empty: { filtered: 'No applications match these filters.', none: 'There are no applications yet.' },
      }}
    />
  );
}

export default ApplicantDetailsScreen;
