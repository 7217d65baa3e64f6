import { Alert } from '@/components/alert';
import { ConfirmDialog } from '@/components/dialog';
import { FilterBar, type FilterControl } from '@/components/filter-bar';
import { PagedTable } from '@/components/paged-table';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppSelector } from '@/lib/store/hooks';
import { useUserDelete, useUserList } from './use-user-list';
import { userColumns } from './user-columns';
import './users.css';

const CONTROLS: FilterControl[] = [
  { kind: 'search', name: 'q', label: 'Search by name, mobile or e-mail' },
  {
    kind: 'select',
    name: 'role',
    label: 'Role',
    placeholder: 'All roles',
    options: [
      { value: 'customer', label: 'Customer' },
      { value: 'dealer', label: 'Dealer' },
      { value: 'admin', label: 'Admin' },
    ],
  },
];
const NOUN = { one: 'user', other: 'users' };

/** /userlist (admin): every account, searched, filtered by role, sorted and paged through the URL. */
export function UserListScreen() {
  const me = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const { list, params, load } = useUserList();
  const removal = useUserDelete(load);
  const data = list.data;

  return (
    <div className="page container">
      <Seo title="Users" description="Manage customer, dealer and admin accounts." path={paths.userList.path} noindex />
      <h1>Users</h1>
      <FilterBar
        label="Filter users"
        controls={CONTROLS}
        values={params.filters}
        onChange={params.setFilters}
        onClear={params.clearFilters}
        resultText={data && !list.loading ? `${data.total} ${data.total === 1 ? NOUN.one : NOUN.other}` : null}
      />
      {removal.notice ? <Alert tone={removal.notice.tone}>{removal.notice.text}</Alert> : null}
      {list.status === 'failed' ? (
        <Alert title="We could not load the users." onRetry={load}>
          {list.error}
        </Alert>
      ) : (
        <PagedTable
          caption="Users"
          columns={userColumns(me?.id, removal.ask)}
          page={data}
          loading={list.loading}
          rowKey={(u) => u.id}
          noun={NOUN}
          empty={{ filtered: 'No users match these filters.', none: 'There are no users yet.' }}
          filtered={params.filtered}
          sort={params.sort}
          onSortChange={params.setSort}
          hrefFor={params.hrefForPage}
        />
      )}
      <ConfirmDialog
        open={removal.pending !== null}
        title="Delete this account?"
        confirmLabel="Delete account"
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      >
        <p>The account of {removal.pending?.name} will be deleted with their reviews. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

export default UserListScreen;
