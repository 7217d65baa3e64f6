// A new password and its confirmation: registration, the password reset and the profile's change of password.
import { TextField } from '@/components/field';
import { fieldMessages as messages } from '@/lib/validation.messages';
import * as t from './messages';

type Values = { password: string; confirm: string };

export function NewPasswordFields({
  values,
  errors,
  onChange,
  name = 'password',
  labels = [t.newPassword, t.confirmNewPassword],
}: {
  values: Values;
  errors: Partial<Record<keyof Values, string | null>>;
  onChange: (patch: Partial<Values>) => void;
  /** The form field's name (the change-password form posts it as newPassword). */
  name?: string;
  labels?: [string, string];
}) {
  return (
    <>
      <TextField
        label={labels[0]}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        hint={messages.password}
        value={values.password}
        error={errors.password}
        onChange={(e) => onChange({ password: e.target.value })}
      />
      <TextField
        label={labels[1]}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirm}
        error={errors.confirm}
        onChange={(e) => onChange({ confirm: e.target.value })}
      />
    </>
  );
}
