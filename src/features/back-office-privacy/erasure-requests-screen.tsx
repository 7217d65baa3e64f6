import { useCallback, useEffect } from 'react';
import { Alert } from '@/components/alert';
import { Seo } from '@/components/seo';
import { Table, type Column } from '@/components/table';
import type { ErasureRequestRow } from '@contract/privacy';
import { paths } from '@contract/paths';
import { formatDateTime } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectErasureRequests, type ErasureRequestsSlice } from './erasure-requests-slice';
import { fetchErasureRequests } from './erasure-requests-thunks';

const columns: Column<ErasureRequestRow>[] = [
  { id: 'id', header: 'Request', cell: (row) => `ER-${String(row.id).padStart(6, '0')}`, rowHeader: true },
  { id: 'account', header: 'Account', cell: (row) => (row.userId === null ? '—' : `#${row.userId}`) },
  { id: 'requested', header: 'Requested', cell: (row) => formatDateTime(row.requestedAt) },
  { id: 'completed', header: 'Completed', cell: (row) => (row.completedAt ? formatDateTime(row.completedAt) : 'Pending (code not yet confirmed)') },
  { id: 'orders', header: 'Orders anonymised', cell: (row) => row.ordersAnonymised },
  { id: 'deleted', header: 'Records deleted', cell: (row) => row.recordsDeleted },
];

/** Erasure requests (DPDP Act 2023): when each was asked and carried out; the accounts are anonymised, so no names. */
export function ErasureRequestsScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: ErasureRequestsSlice) => selectErasureRequests(s));
  const load = useCallback(() => void dispatch(fetchErasureRequests()), [dispatch]);
  useEffect(load, [load]);

  return (
    <div className="page container">
      <Seo title="Erasure requests" description="Customers' requests to delete their accounts, and when each was carried out." path={paths.erasureRequests.path} noindex />
      <h1>Erasure requests</h1>
      <p>Each request to delete an account, newest first. Orders are kept without the person (tax and payment records); nothing here names anyone.</p>
      {list.status === 'failed' ? (
        <Alert title="We could not load the erasure requests." onRetry={load}>
          {list.error}
        </Alert>
      ) : (
        <Table
          caption="Erasure requests, newest first"
          columns={columns}
          rows={list.data?.data ?? []}
          rowKey={(row) => row.id}
          loading={list.data === null}
          loadingLabel="Loading erasure requests"
          empty="No erasure requests yet."
        />
      )}
    </div>
  );
}

export default ErasureRequestsScreen;
