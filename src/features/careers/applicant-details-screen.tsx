import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { FilterBar, type FilterControl } from '@/components/filter-bar';
import { PagedTable } from '@/components/paged-table';
import { Seo } from '@/components/seo';
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
  const data = list.data;

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
    <div className="page container">
      <Seo title="Job applications" description="Review job applications, change their status and download CVs." path={paths.applicantDetails.getHref()} noindex />
      <h1>Job applications</h1>
      <p>
        <Link to={paths.addJob.getHref()}>Manage openings</Link>
      </p>
      <FilterBar
        label="Filter applications"
        controls={controls}
        values={params.filters}
        onChange={onFilter}
        onClear={params.clearFilters}
        resultText={data && !list.loading ? `${data.total} ${data.total === 1 ? NOUN.one : NOUN.other}` : null}
      />
      {actions.notice ? <Alert tone={actions.notice.tone}>{actions.notice.text}</Alert> : null}
      {list.status === 'failed' ? (
        <Alert title="We could not load the applications." onRetry={load} retryLabel="Retry">
          {list.error}
        </Alert>
      ) : (
        <PagedTable
          caption="Applications"
          columns={applicationColumns(actions)}
          page={data}
          loading={list.loading}
          rowKey={(app) => app.id}
          noun={NOUN}
          empty={{ filtered: 'No applications match these filters.', none: 'There are no applications yet.' }}
          filtered={params.filtered}
          sort={params.sort}
          onSortChange={params.setSort}
          hrefFor={params.hrefForPage}
        />
      )}
    </div>
  );
}

export default ApplicantDetailsScreen;
