import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { fieldMessages as messages } from '@/lib/validation.messages';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, hasErrors, validate } from '@/lib/validation';
import { changePassword } from './account-thunks';
import { NewPasswordFields } from './new-password-fields';
import * as t from './profile.messages';

type Fields = 'currentPassword' | 'newPassword' | 'confirm';
const empty: Record<Fields, string> = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * The profile's password change: the current password, then the new one twice. Other devices are signed out. An
 * account made with only a mobile has no password yet: it sets its first one without a current one.
 */
export function ChangePasswordSection({ hasPassword, onChanged }: { hasPassword: boolean; onChanged?: () => void }) {
  const dispatch = useAppDispatch();
  const form = useForm<Fields>(empty);
  const { formRef, values, errors, serverError, setServerError, busy, set, reset, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    setDone(null);
    const found = validate(values, {
      ...(hasPassword ? { currentPassword: (v: string) => (v ? null : messages.currentPassword) } : {}),
      newPassword: check.newPassword,
      confirm: (v) => (v === values.newPassword ? null : messages.confirmPassword),
    });
    showErrors(found);
    if (hasErrors(found)) return;
    const outcome = await send(() => dispatch(changePassword(hasPassword ? { currentPassword: values.currentPassword, newPassword: values.newPassword } : { newPassword: values.newPassword })));
    if (!outcome.ok) return;
    reset(empty);
    setDone(outcome.data);
    onChanged?.();
  }

  return (
    <section aria-labelledby="change-password-title" className="profile-section">
      <h2 id="change-password-title">{hasPassword ? t.changePassword : t.setAPassword}</h2>
      {hasPassword ? null : <p className="muted">{t.noPasswordYet}</p>}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {serverError ? <Alert>{serverError}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={hasPassword ? t.changePassword : t.setAPassword}>
        {hasPassword ? (
          <TextField
            label={t.currentPassword}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            error={errors.currentPassword}
            onChange={(e) => set({ currentPassword: e.target.value })}
          />
        ) : null}
        <NewPasswordFields
          name="newPassword"
          values={{ password: values.newPassword, confirm: values.confirm }}
          errors={{ password: errors.newPassword, confirm: errors.confirm }}
          onChange={({ password, ...rest }) => set(password === undefined ? rest : { ...rest, newPassword: password })}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {hasPassword ? t.changePassword : t.setPassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
