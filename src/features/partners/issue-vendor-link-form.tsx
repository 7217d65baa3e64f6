import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { bookingIdOf, bookingReference } from '@contract/booking-rules';
import { formatDateTime } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, validate } from '@/lib/validation';
import { CopyField } from './copy-field';
import { issueVendorLink } from './vendor-thunks';

const VENDOR_RE = /^[A-Za-z0-9 .&-]{2,60}$/;
const messagesOf = {
  reference: 'Enter the booking reference, e.g. BK-000041.',
  vendor: 'Name the vendor (letters, digits, spaces, . & -).',
};

type Issued = { url: string; expires: string; vendor: string; reference: string };

/** Issues a signed, single-use link for a vendor to approve or reject a booking; the link is shown here once. */
export function IssueVendorLinkForm({ onIssued }: { onIssued: () => void }) {
  const dispatch = useAppDispatch();
  const form = useForm<'reference' | 'vendor'>({ reference: '', vendor: '' });
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const [issued, setIssued] = useState<Issued | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, {
      reference: (v) => (bookingIdOf(v) ? null : messagesOf.reference),
      vendor: (v) => (VENDOR_RE.test(v.trim()) ? null : messagesOf.vendor),
    });
    const id = bookingIdOf(values.reference);
    if (hasErrors(found) || !id) return showErrors(found);
    showErrors({});
    const outcome = await send(() => dispatch(issueVendorLink(id, values.vendor.trim())));
    if (!outcome.ok && outcome.status === 404) return showErrors({ reference: outcome.error });
    if (!outcome.ok) return;
    const { url, expires_at } = outcome.data.data;
    setIssued({ url: new URL(url, window.location.origin).href, expires: expires_at, vendor: values.vendor.trim(), reference: bookingReference(id) });
    set({ reference: '', vendor: '' });
    onIssued();
  }

  return (
    <section className="card register-issue" aria-labelledby="issue-vendor-link-title">
      <h2 id="issue-vendor-link-title">Issue a link</h2>
      <p className="muted">The vendor approves or rejects the booking once from this link, within 72 hours. The link is shown only now: send it to the vendor.</p>
      {issued ? (
        <Alert tone="success" title={`Link for ${issued.vendor} on ${issued.reference}`}>
          <CopyField label="Vendor link" value={issued.url} />
          <p>Valid until {formatDateTime(issued.expires)}.</p>
        </Alert>
      ) : null}
      {serverError ? <Alert title="We could not issue the link.">{serverError}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Issue a vendor link" className="register-issue__form">
        <TextField label="Booking reference" name="reference" autoComplete="off" required value={values.reference} error={errors.reference} onChange={(e) => set({ reference: e.target.value })} />
        <TextField label="Vendor" name="vendor" autoComplete="organization" required maxLength={60} hint="The finance or partner company, e.g. Bajaj Finance" value={values.vendor} error={errors.vendor} onChange={(e) => set({ vendor: e.target.value })} />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {busy ? 'Issuing…' : 'Issue the link'}
          </Button>
        </div>
      </form>
    </section>
  );
}
