import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { SPECIAL_CODE_RE, normaliseSpecialCode, specialCodeMessages } from '@contract/special-booking-rules';
import { useAppDispatch } from '@/lib/store/hooks';
import { checkAccessCode } from './special-thunks';
import { useAction } from '@/lib/use-action';

export type InvitationPass = { token: string; label: string };

/** Step 1 of the special-customer page: the invitation's access code, checked by the server (tries are limited). */
export function AccessCodeStep({ onAccepted }: { onAccepted: (pass: InvitationPass) => void }) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!SPECIAL_CODE_RE.test(normaliseSpecialCode(code))) return setError(specialCodeMessages.format);
    setError(null);
    const outcome = await run(() => dispatch(checkAccessCode(code)));
    if (!outcome.ok) return setError(outcome.fieldErrors.code ?? outcome.error);
    onAccepted({ token: outcome.data.data.token, label: outcome.data.data.label });
  }

  return (
    <section className="card partner-step" aria-labelledby="access-code-title">
      <h2 id="access-code-title">1. Enter your access code</h2>
      <form noValidate onSubmit={submit} aria-label="Check your access code">
        <TextField
          label="Access code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          required
          hint="12 letters and digits, as in your invitation (e.g. K7M2-QX9D-R4TW)"
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? 'Checking…' : 'Check my code'}
          </Button>
        </div>
      </form>
    </section>
  );
}
