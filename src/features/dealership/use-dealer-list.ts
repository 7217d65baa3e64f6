// The dealership applications list: filters, sort and page from the URL, the request they make, and the export.
import { useCallback, useEffect } from 'react';
import type { DealerListQuery } from '@contract/dealership';
import { DEALER_BUDGETS, DEALER_SORTS, DEALER_STATUSES, type DealerBudget, type DealerStatus } from '@contract/dealer-rules';
import { useListParams } from '@/lib/use-list-params';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useDownload } from '@/lib/use-download';
import { selectDealerList, type DealershipSlice } from './dealership-slice';
import { exportDealerApplications, fetchDealerApplications } from './dealership-thunks';

const FILTERS = { q: '', status: '', budget: '', state: '' };
const ALLOWED = { status: DEALER_STATUSES, budget: DEALER_BUDGETS };

const isStatus = (v: string): v is DealerStatus => (DEALER_STATUSES as readonly string[]).includes(v);
const isBudget = (v: string): v is DealerBudget => (DEALER_BUDGETS as readonly string[]).includes(v);

export function useDealerList() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: DealershipSlice) => selectDealerList(s));
  const params = useListParams({ filters: FILTERS, sorts: DEALER_SORTS, defaultSort: '-created', allowed: ALLOWED });
  const { q, status, budget, state } = params.filters;
  const { sort, page } = params;
  const csv = useDownload();

  const query: DealerListQuery = {
    q: q || undefined,
    status: isStatus(status) ? status : undefined,
    budget: isBudget(budget) ? budget : undefined,
    state: state || undefined,
    sort,
  };
  const load = useCallback(
    () =>
      void dispatch(
        fetchDealerApplications({
          q: q || undefined,
          status: isStatus(status) ? status : undefined,
          budget: isBudget(budget) ? budget : undefined,
          state: state || undefined,
          sort,
          page,
        }),
      ),
    [dispatch, q, status, budget, state, sort, page],
  );
  useEffect(load, [load]);

  const exportCsv = () => csv.download(true, () => dispatch(exportDealerApplications(query)), 'dealer-applications.csv');

  return { list, params, load, exportCsv, exporting: csv.busy !== null, exportError: csv.error };
}
