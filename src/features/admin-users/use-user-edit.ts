// The user edit form: loads the user with their hubs, keeps the one role choice and a dealer's hubs, checks and saves.
import { useEffect, useState, type FormEvent } from 'react';
import type { UserAdminRecord, UserType, UserUpdateRequest } from '@contract/auth';
import { USER_TYPES, userRoleMessages } from '@contract/user-rules';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, validate } from '@/lib/validation';
import { fetchUser, updateUser } from './users-thunks';

type Field = 'name' | 'email' | 'role';
const EXTRA = ['hubIds'] as const;
const isRole = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

export function useUserEdit(userId: number) {
  const dispatch = useAppDispatch();
  const form = useForm<Field, Record<Field, string>, 'hubIds'>({ name: '', email: '', role: 'customer' }, EXTRA);
  const { reset, showErrors, setServerError, setError } = form;
  const { submit: send } = useSubmit(form);
  const [user, setUser] = useState<UserAdminRecord | null>(null);
  const [hubIds, setHubIds] = useState<number[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    void dispatch(fetchUser(userId)).then((outcome) => {
      if (!live) return;
      if (!outcome.ok) {
        setLoadError(outcome.error);
        return;
      }
      setUser(outcome.data);
      reset({ name: outcome.data.name, email: outcome.data.email ?? '', role: outcome.data.user_type });
      setHubIds(outcome.data.hubs.map((h) => h.id));
    });
    return () => {
      live = false;
    };
  }, [dispatch, userId, attempt, reset]);

  const chooseHubs = (ids: number[]) => {
    setHubIds(ids);
    setError('hubIds', null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    setServerError(null);
    const { role } = form.values;
    const found: Partial<Record<Field | 'hubIds', string>> = validate(form.values, {
      name: check.name,
      // An account made with only a mobile has no e-mail: the admin may leave it blank.
      email: (v) => (v.trim() ? check.email(v) : null),
    });
    if (!isRole(role)) found.role = userRoleMessages.role;
    if (role === 'dealer' && hubIds.length === 0) found.hubIds = userRoleMessages.dealerHubs;
    if (Object.keys(found).length || !isRole(role)) {
      showErrors(found);
      return;
    }
    const email = form.values.email.trim() || undefined;
    const body: UserUpdateRequest = { name: form.values.name.trim(), email, role, ...(role === 'dealer' ? { hubIds } : {}) };
    const outcome = await send(() => dispatch(updateUser(userId, body)));
    if (!outcome.ok) return;
    setUser(outcome.data);
    setHubIds(outcome.data.hubs.map((h) => h.id));
    setSaved(true);
  }

  return { form, user, hubIds, chooseHubs, loadError, saved, retry: () => setAttempt((a) => a + 1), submit };
}
