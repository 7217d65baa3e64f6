import { Alert } from '@/components/alert';
import { BackOfficeList } from '@/components/back-office-list';
import { ConfirmDialog } from '@/components/dialog';
import type { FilterControl } from '@/components/filter-bar';
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
      { value: 'callcentre', label: 'Call-centre agent' },
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

  return (
    <BackOfficeList
      seo={{ title: 'Users', description: 'Manage customer, dealer and admin accounts.', path: paths.userList.path }}
      filter={{ label: 'Filter users', controls: CONTROLS }}
      params={params}
      list={list}
      onRetry={load}
      loadErrorTitle="We could not load the users."
      notice={removal.notice ? <Alert tone={removal.notice.tone}>{removal.notice.text}</Alert> : null}
      table={{
        caption: 'Users',
        columns: userColumns(me?.id, removal.ask),
        rowKey: (u) => u.id,
        noun: NOUN,
        empty: { filtered: 'No users match these filters.', none: 'There are no users yet.' },
      }}
    >
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
    </BackOfficeList>
  );
}

export default UserListScreen;
