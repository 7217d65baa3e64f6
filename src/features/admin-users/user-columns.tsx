import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import type { Column } from '@/components/table';
import type { UserRecord } from '@contract/auth';
import { formatDate } from '@/lib/format';
import { paths } from '@contract/paths';

export function roleLabel(u: { isAdmin: boolean; isSeller: boolean }): string {
  return u.isAdmin ? 'Admin' : u.isSeller ? 'Dealer' : 'Customer';
}

/** The users table; the signed-in admin gets no Delete on their own row. */
export function userColumns(meId: number | undefined, onDelete: (user: UserRecord) => void): Column<UserRecord>[] {
  return [
    { id: 'name', header: 'Name', sortKey: 'name', rowHeader: true, cell: (u) => u.name },
    { id: 'mobile', header: 'Mobile', cell: (u) => u.mobile },
    { id: 'email', header: 'E-mail', sortKey: 'email', cell: (u) => u.email },
    { id: 'role', header: 'Role', cell: roleLabel },
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
