// The guest look-up of a booking (reference and mobile, then the OTP sent to that mobile): the form of
// /find-my-booking, and the same form in place on a booking page this browser cannot open (booked on another
// device, the tab closed), so the page opens where the customer is instead of sending them away.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@contract/paths';
import { useAppDispatch } from '@/lib/store/hooks';
import { startLookup, verifyLookup } from '@/lib/order-store';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, hasErrors, normaliseMobile, validate } from '@/lib/validation';
import { Alert } from './alert';
import { Button } from './button';
import { MobileField, OtpField, TextField } from './field';
import * as t from './order-lookup.messages';
import './order-summary.css';

type Fields = 'reference' | 'mobile' | 'otp';
const REFERENCE_RE = /^(BK|OD)-\d{6}$/;
const cleanReference = (v: string) => v.trim().toUpperCase();

type FormProps = {
  /** Prefilled (a link's ?reference=, or the page's own booking); the customer may still change it. */
  reference?: string;
  /** The order the OTP opened: its session is in this tab; the form stays busy until the promise settles. */
  onOpened: (orderId: number) => void | Promise<void>;
};

/** Reference and mobile → an OTP to that mobile → the order opens; whatever was typed stays after a refusal. */
export function OrderLookupForm({ reference = '', onOpened }: FormProps) {
  const dispatch = useAppDispatch();
  const form = useForm<Fields>({ reference, mobile: '', otp: '' });
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const [sent, setSent] = useState<string | null>(null);
  const who = () => ({ reference: cleanReference(values.reference), mobile: normaliseMobile(values.mobile) });

  async function sendOtp() {
    const found = validate(values, { reference: (v: string) => (REFERENCE_RE.test(cleanReference(v)) ? null : t.referenceInvalid), mobile: check.mobile });
    showErrors(found);
    if (hasErrors(found)) return;
    const outcome = await send(() => dispatch(startLookup(who())));
    if (outcome.ok) setSent(t.otpSent(outcome.data));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    if (!sent) return sendOtp();
    const found = validate(values, { otp: check.otp });
    showErrors(found);
    if (hasErrors(found)) return;
    // Busy until the order has opened, not only until the code is checked.
    await send(async () => {
      const outcome = await dispatch(verifyLookup({ ...who(), otp: values.otp.trim() }));
      if (outcome.ok) await onOpened(outcome.data.order_id);
      return outcome;
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.formLabel}>
      {serverError ? <Alert>{serverError}</Alert> : null}
      {sent ? <Alert tone="info">{sent}</Alert> : null}
      <TextField
        label={t.referenceLabel}
        name="reference"
        required
        autoCapitalize="characters"
        hint={t.referenceHint}
        readOnly={Boolean(sent)}
        value={values.reference}
        error={errors.reference}
        onChange={(e) => set({ reference: e.target.value })}
      />
      <MobileField readOnly={Boolean(sent)} value={values.mobile} error={errors.mobile} onValue={(mobile) => set({ mobile })} />
      {sent ? <OtpField value={values.otp} error={errors.otp} onValue={(otp) => set({ otp })} /> : null}
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {sent ? t.openBooking : t.sendOtp}
        </Button>
        {sent ? (
          <Button
            variant="ghost"
            onClick={() => {
              setSent(null);
              set({ otp: '' });
            }}
          >
            {t.changeReference}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

type InPlaceProps = FormProps & { reference: string };

/** A booking page this browser may not open: the look-up in place (the page opens once the OTP is right), or sign in. */
export function LookUpInPlace({ reference, onOpened }: InPlaceProps) {
  const { pathname } = useLocation();
  return (
    <>
      <h1>{t.inPlaceTitle}</h1>
      <p>
        {t.inPlaceBefore}
        <strong>{reference}</strong>
        {t.inPlaceAfter}
      </p>
      <OrderLookupForm reference={reference} onOpened={onOpened} />
      <ul className="order-lookup__other">
        <li>
          <Link to={paths.signin.getHref(pathname)}>{t.signIn}</Link>
          {t.signInAfter}
        </li>
        <li>
          <Link to={paths.contactUs.getHref()}>{t.contactUs}</Link>
          {t.contactUsAfter}
        </li>
      </ul>
    </>
  );
}
