import { useEffect } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FilterBar, type FilterControl } from '@/components/filter-bar';
import { PagedTable } from '@/components/paged-table';
import { Seo } from '@/components/seo';
import { DEALER_BUDGETS, DEALER_STATUSES, DEALER_STATUS_LABELS } from '@contract/rules';
import { paths } from '@contract/paths';
import { loadStateList, selectStateList, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { dealerColumns } from './dealer-columns';
import { useDealerList } from './use-dealer-list';
import './dealership.css';

const NOUN = { one: 'application', other: 'applications' };

/** /becomedealerlist (admin): dealership applications, filtered, sorted and paged through the URL, with a CSV export. */
export function DealerListScreen() {
  const dispatch = useAppDispatch();
  const states = useAppSelector((s: ReferenceSlice) => selectStateList(s)).data ?? [];
  useEffect(() => void dispatch(loadStateList()), [dispatch]);
  const { list, params, load, exportCsv, exporting, exportError } = useDealerList();
  const data = list.data;

  const controls: FilterControl[] = [
    { kind: 'search', name: 'q', label: 'Search by name, mobile, e-mail or city' },
    { kind: 'select', name: 'status', label: 'Status', placeholder: 'All statuses', options: DEALER_STATUSES.map((s) => ({ value: s, label: DEALER_STATUS_LABELS[s] })) },
    { kind: 'select', name: 'budget', label: 'Budget', placeholder: 'All budgets', options: DEALER_BUDGETS.map((b) => ({ value: b, label: b })) },
    { kind: 'select', name: 'state', label: 'State', placeholder: 'All states', options: states.map((s) => ({ value: s.state_id, label: s.state_name })) },
  ];

  return (
    <div className="page container">
      <Seo title="Dealership applications" description="Review applications to become a Revolt dealer." path={paths.becomeDealerList.path} noindex />
      <h1>Dealership applications</h1>
      <FilterBar
        label="Filter dealership applications"
        controls={controls}
        values={params.filters}
        onChange={params.setFilters}
        onClear={params.clearFilters}
        resultText={data && !list.loading ? `${data.total} ${data.total === 1 ? NOUN.one : NOUN.other}` : null}
      />
      <div className="form-actions dealer-list__actions">
        <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
          {exporting ? 'Preparing CSV…' : 'Export CSV'}
        </Button>
      </div>
      {exportError ? <Alert title="We could not export the applications.">{exportError}</Alert> : null}
      {list.status === 'failed' ? (
        <Alert title="We could not load the applications." onRetry={load}>
          {list.error}
        </Alert>
      ) : (
        <PagedTable
          caption="Dealership applications"
          columns={dealerColumns}
          page={data}
          loading={list.loading}
          rowKey={(a) => a.id}
          noun={NOUN}
          empty={{ filtered: 'No applications match these filters.', none: 'There are no dealership applications yet.' }}
          filtered={params.filtered}
          sort={params.sort}
          onSortChange={params.setSort}
          hrefFor={params.hrefForPage}
        />
      )}
    </div>
  );
}

export default DealerListScreen;
