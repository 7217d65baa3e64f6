import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { SPECIAL_CODE_LIMITS, specialCodeMessages } from '@contract/special-booking-rules';
import { formatDateTime } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, validate } from '@/lib/validation';
import { CopyField } from './copy-field';
import { issueSpecialCode } from './special-thunks';

type Fields = 'label' | 'max_uses' | 'valid_days';
type Issued = { code: string; label: string; maxUses: number; expires: string };

const whole = (v: string, max: number) => /^\d{1,4}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= max;

/** Issues an access code for the hidden special-customer page; the code is shown here once (the server keeps its hash). */
export function IssueSpecialCodeForm({ onIssued }: { onIssued: () => void }) {
  const dispatch = useAppDispatch();
  const form = useForm<Fields>({ label: '', max_uses: '1', valid_days: '30' });
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const [issued, setIssued] = useState<Issued | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      label: (v) => (v.trim().length >= 2 && v.trim().length <= SPECIAL_CODE_LIMITS.labelMax ? null : specialCodeMessages.label),
      max_uses: (v) => (whole(v, SPECIAL_CODE_LIMITS.maxUses) ? null : specialCodeMessages.maxUses),
      valid_days: (v) => (whole(v, SPECIAL_CODE_LIMITS.maxDays) ? null : specialCodeMessages.days),
    });
    if (hasErrors(found)) return showErrors(found);
    showErrors({});
    const outcome = await send(() => dispatch(issueSpecialCode({ label: values.label.trim(), max_uses: Number(values.max_uses), valid_days: Number(values.valid_days) })));
    if (!outcome.ok) return;
    const row = outcome.data.data;
    setIssued({ code: row.code, label: row.label, maxUses: row.max_uses, expires: row.expires_at });
    set({ label: '', max_uses: '1', valid_days: '30' });
    onIssued();
  }

  return (
    <section className="card register-issue" aria-labelledby="issue-code-title">
      <h2 id="issue-code-title">Issue an invitation code</h2>
      <p className="muted">
        Invited customers (a fleet, a corporate programme, early customers) enter the code on the hidden booking page; their bookings are allotted with priority. The code is shown only now:
        send it with the page’s address.
      </p>
      {issued ? (
        <Alert tone="success" title={`Code for ${issued.label}`}>
          <CopyField label="Access code" value={issued.code} />
          <p>
            Good for {issued.maxUses} {issued.maxUses === 1 ? 'booking' : 'bookings'} until {formatDateTime(issued.expires)}.
          </p>
        </Alert>
      ) : null}
      {serverError ? <Alert title="We could not issue the code.">{serverError}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Issue an invitation code" className="register-issue__form">
        <TextField label="For" name="label" required maxLength={SPECIAL_CODE_LIMITS.labelMax} hint="Who the code is for; customers see it on their booking, e.g. Fleet pilot: Chennai riders" value={values.label} error={errors.label} onChange={(e) => set({ label: e.target.value })} />
        <TextField label="Bookings allowed" name="max_uses" inputMode="numeric" required value={values.max_uses} error={errors.max_uses} hint={`1 for one customer, up to ${SPECIAL_CODE_LIMITS.maxUses}`} onChange={(e) => set({ max_uses: e.target.value })} />
        <TextField label="Valid for (days)" name="valid_days" inputMode="numeric" required value={values.valid_days} error={errors.valid_days} hint={`Up to ${SPECIAL_CODE_LIMITS.maxDays} days`} onChange={(e) => set({ valid_days: e.target.value })} />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? 'Issuing…' : 'Issue the code'}
          </Button>
        </div>
      </form>
    </section>
  );
}
