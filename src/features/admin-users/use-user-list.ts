// The users list: filters, sort and page from the URL, the request they make, and deleting a user.
import { useCallback, useEffect, useState } from 'react';
import { USER_SORTS, USER_TYPES } from '@contract/user-rules';
import type { UserAdminRecord, UserType } from '@contract/auth';
import { useListParams } from '@/lib/use-list-params';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useAction } from '@/lib/use-action';
import { selectUserList, type UsersSlice } from './users-slice';
import { deleteUser, fetchUsers } from './users-thunks';

const FILTERS = { q: '', role: '' };
const ALLOWED = { role: USER_TYPES };

const isUserType = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

export type Notice = { tone: 'success' | 'error'; text: string };

export function useUserList() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: UsersSlice) => selectUserList(s));
  const params = useListParams({ filters: FILTERS, sorts: USER_SORTS, defaultSort: '-created', allowed: ALLOWED });
  const { q, role } = params.filters;
  const { sort, page } = params;

  const load = useCallback(
    () => void dispatch(fetchUsers({ q: q || undefined, role: isUserType(role) ? role : undefined, sort, page })),
    [dispatch, q, role, sort, page],
  );
  useEffect(load, [load]);

  return { list, params, load };
}

/** Deleting asks first (the dialog shows `pending`), then reloads the list. */
export function useUserDelete(reload: () => void) {
  const dispatch = useAppDispatch();
  const [asked, setAsked] = useState<UserAdminRecord | null>(null);
  const { run, busy } = useAction();
  const [notice, setNotice] = useState<Notice | null>(null);

  const confirm = async () => {
    if (!asked) return;
    const { id, name } = asked;
    const outcome = await run(() => dispatch(deleteUser(id)));
    setAsked(null);
    setNotice(outcome.ok ? { tone: 'success', text: `${name}'s account was deleted.` } : { tone: 'error', text: outcome.error });
    if (outcome.ok) reload();
  };

  return { pending: asked, busy, notice, ask: setAsked, cancel: () => setAsked(null), confirm };
}
