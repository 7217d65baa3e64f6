import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectUserList, type UsersSlice } from './users-slice';
import { deleteUser, fetchUsers } from './users-thunks';
import './users.css';

function roleLabel(u: { isAdmin: boolean; isSeller: boolean }): string {
  return u.isAdmin ? 'Admin' : u.isSeller ? 'Dealer' : 'Customer';
}

export function UserListScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: UsersSlice) => selectUserList(s));
  const me = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const load = useCallback(() => void dispatch(fetchUsers({ page, q: applied || undefined })), [dispatch, page, applied]);
  useEffect(load, [load]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setApplied(query.trim());
  };

  async function remove(id: number, name: string) {
    if (!window.confirm(`Delete the account of ${name}? This cannot be undone.`)) return;
    const outcome = await dispatch(deleteUser(id));
    setMessage(outcome.ok ? { tone: 'success', text: `${name}'s account was deleted.` } : { tone: 'error', text: outcome.error });
    if (outcome.ok) load();
  }

  const data = list.data;
  return (
    <div className="page container">
      <Seo title="Users" description="Manage customer, dealer and admin accounts." path={paths.userList.path} noindex />
      <h1>Users</h1>
      <form className="users-search" role="search" onSubmit={onSearch}>
        <TextField label="Search by name, mobile or e-mail" name="q" value={query} onChange={(e) => setQuery(e.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {list.status === 'failed' ? (
        <Alert title="We could not load the users." onRetry={load}>
          {list.error}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading users" />
      ) : data.data.length === 0 ? (
        <p>No users match “{applied}”.</p>
      ) : (
        <>
          <div className="table-scroll" role="region" aria-label="Users" tabIndex={0}>
            <table className="data-table">
              <caption className="visually-hidden">
                Users, page {data.page} of {data.pages}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Mobile</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((u) => (
                  <tr key={u.id}>
                    <td>{u.name}</td>
                    <td>{u.mobile}</td>
                    <td>{u.email}</td>
                    <td>{roleLabel(u)}</td>
                    <td className="data-table__actions">
                      <Link to={paths.userEdit.getHref(u.id)} aria-label={`Edit ${u.name}`}>
                        Edit
                      </Link>
                      {me?.id !== u.id ? (
                        <Button variant="ghost" onClick={() => void remove(u.id, u.name)} aria-label={`Delete ${u.name}`}>
                          Delete
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label="Pages">
            <Button variant="secondary" disabled={data.page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span>
              Page {data.page} of {data.pages} ({data.total} users)
            </span>
            <Button variant="secondary" disabled={data.page >= data.pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}

export default UserListScreen;
