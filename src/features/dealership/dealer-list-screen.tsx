import { useEffect } from 'react';
import { BackOfficeList } from '@/components/back-office-list';
import type { FilterControl } from '@/components/filter-bar';
import { DEALER_BUDGETS, DEALER_STATUSES, DEALER_STATUS_LABELS } from '@contract/dealer-rules';
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

  const controls: FilterControl[] = [
    { kind: 'search', name: 'q', label: 'Search by name, mobile, e-mail or city' },
    { kind: 'select', name: 'status', label: 'Status', placeholder: 'All statuses', options: DEALER_STATUSES.map((s) => ({ value: s, label: DEALER_STATUS_LABELS[s] })) },
    { kind: 'select', name: 'budget', label: 'Budget', placeholder: 'All budgets', options: DEALER_BUDGETS.map((b) => ({ value: b, label: b })) },
    { kind: 'select', name: 'state', label: 'State', placeholder: 'All states', options: states.map((s) => ({ value: s.state_id, label: s.state_name })) },
  ];

  return (
    <BackOfficeList
      seo={{ title: 'Dealership applications', description: 'Review applications to become a Revolt dealer.', path: paths.becomeDealerList.path }}
      filter={{ label: 'Filter dealership applications', controls }}
      params={params}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the applications."
      csv={{
        busy: exporting,
        error: exportError,
        download: exportCsv,
        label: exporting ? 'Preparing CSV…' : 'Export CSV',
        errorTitle: 'We could not export the applications.',
        className: 'form-actions dealer-list__actions',
      }}
      table={{
        caption: 'Dealership applications',
        columns: dealerColumns,
        rowKey: (a) => a.id,
        noun: NOUN,
        empty: { filtered: 'No applications match these filters.', none: 'There are no dealership applications yet.' },
      }}
    />
  );
}

export default DealerListScreen;
