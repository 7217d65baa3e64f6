import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import type { Column } from '@/components/table';
import type { UserAdminRecord } from '@contract/auth';
import { formatDate } from '@/lib/format';
import { paths } from '@contract/paths';

const ROLE_LABELS = { admin: 'Admin', dealer: 'Dealer', customer: 'Customer', callcentre: 'Call-centre agent' } as const;

/** The role, and for a dealer the hubs they run. */
function RoleCell({ user }: { user: UserAdminRecord }) {
  if (user.user_type !== 'dealer') return ROLE_LABELS[user.user_type];
  return (
    <>
      {ROLE_LABELS.dealer}
      {user.hubs.length ? (
        <ul className="user-hubs" aria-label={`Hubs of ${user.name}`}>
          {user.hubs.map((h) => (
            <li key={h.id}>
              {h.name}, {h.city_name}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The users table; the signed-in admin gets no Delete on their own row. */
export function userColumns(meId: number | undefined, onDelete: (user: UserAdminRecord) => void): Column<UserAdminRecord>[] {
  return [
    { id: 'name', header: 'Name', sortKey: 'name', rowHeader: true, cell: (u) => u.name },
    { id: 'mobile', header: 'Mobile', cell: (u) => u.mobile },
    { id: 'email', header: 'E-mail', sortKey: 'email', cell: (u) => u.email ?? '—' },
    { id: 'role', header: 'Role and hubs', cell: (u) => <RoleCell user={u} /> },
    { id: 'created', header: 'Joined', sortKey: 'created', cell: (u) => formatDate(u.created_at) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (u) => (
        <span className="users-actions">
          <Link to={paths.userEdit.getHref(u.id)} aria-label={`Edit ${u.name}`}>
            Edit
          </Link>
          {meId !== u.id ? (
            <Button variant="ghost" onClick={() => onDelete(u)} aria-label={`Delete ${u.name}`}>
              Delete
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
}
