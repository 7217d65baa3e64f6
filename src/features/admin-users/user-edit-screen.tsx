import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { RadioGroupField, TextField } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { useAppDispatch } from '@/lib/store/hooks';
import { check, hasErrors, validate, type Errors } from '@/lib/validation';
import { fetchUser, updateUser } from './users-thunks';
import './users.css';

type Role = 'customer' | 'dealer' | 'admin';
type Form = { name: string; email: string; role: Role };

// One role per account: the API keeps two flags, set here from the single choice.
const ROLE_OPTIONS: { value: Role; label: string; description: string }[] = [
  { value: 'customer', label: 'Customer', description: 'Books bikes and test rides' },
  { value: 'dealer', label: 'Dealer', description: 'Runs a hub: its bookings and test rides' },
  { value: 'admin', label: 'Administrator', description: 'Manages users, openings and everything else' },
];
const roleOf = (u: { isAdmin: boolean; isSeller: boolean }): Role => (u.isAdmin ? 'admin' : u.isSeller ? 'dealer' : 'customer');
const isRole = (v: string): v is Role => ROLE_OPTIONS.some((o) => o.value === v);

export function UserEditScreen() {
  const { id = '' } = useParams();
  const userId = Number(id);
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<Form | null>(null);
  const [mobile, setMobile] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors<'name' | 'email'>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
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
      const user = outcome.data;
      setMobile(user.mobile);
      setForm({ name: user.name, email: user.email, role: roleOf(user) });
    });
    return () => {
      live = false;
    };
  }, [dispatch, userId, attempt]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    const found = validate({ name: form.name, email: form.email }, { name: check.name, email: check.email });
    setErrors(found);
    setResult(null);
    if (hasErrors(found)) return;
    setBusy(true);
    const outcome = await dispatch(
      updateUser(userId, { name: form.name.trim(), email: form.email.trim(), isAdmin: form.role === 'admin', isSeller: form.role === 'dealer' }),
    );
    setBusy(false);
    setResult(outcome.ok ? { tone: 'success', text: 'The user has been saved.' } : { tone: 'error', text: outcome.error });
  }

  return (
    <div className="page container narrow">
      <Seo title="Edit user" description="Change a user's details and role." path={paths.userEdit.getHref(id)} noindex />
      <p>
        <Link to={paths.userList.getHref()}>← Back to users</Link>
      </p>
      <h1>Edit user</h1>
      {loadError ? (
        <Alert title="We could not load this user." onRetry={() => setAttempt((a) => a + 1)}>
          {loadError}
        </Alert>
      ) : !form ? (
        <Spinner label="Loading user" />
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Edit user">
          <p>Mobile: +91 {mobile}</p>
          {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
          <TextField label="Full name" name="name" required value={form.name} error={errors.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <TextField label="E-mail" name="email" type="email" required value={form.email} error={errors.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
          <RadioGroupField
            legend="Role"
            name="role"
            layout="cards"
            options={ROLE_OPTIONS}
            value={form.role}
            onChange={(role) => isRole(role) && setForm({ ...form, role })}
          />
          <div className="form-actions">
            <Button type="submit" busy={busy}>
              Save user
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

export default UserEditScreen;
