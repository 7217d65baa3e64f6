import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { orderMessages } from '@contract/order-lifecycle';
import { paths } from '@contract/paths';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MobileField, OtpField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { check, hasErrors, normaliseMobile, validate } from '@/lib/validation';
import { startLookup, verifyLookup } from './orders-thunks';
import './orders.css';

type Fields = 'reference' | 'mobile' | 'otp';
const REFERENCE_RE = /^(BK|OD)-\d{6}$/;
const REFERENCE_MESSAGE = 'Enter your booking reference, e.g. BK-000042.';
const cleanReference = (v: string) => v.trim().toUpperCase();

/** /find-my-booking: a guest opens a booking from any device with its reference, the mobile and an OTP. */
export function FindBookingScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { formRef, values, errors, serverError, setServerError, busy, setBusy, set, showErrors, showServerErrors } = useForm<Fields>({
    reference: params.get('reference') ?? '',
    mobile: '',
    otp: '',
  });
  const [sent, setSent] = useState<string | null>(null);

  async function sendOtp() {
    const found = validate(values, { reference: (v: string) => (REFERENCE_RE.test(cleanReference(v)) ? null : REFERENCE_MESSAGE), mobile: check.mobile });
    showErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const outcome = await dispatch(startLookup({ reference: cleanReference(values.reference), mobile: normaliseMobile(values.mobile) }));
    setBusy(false);
    if (outcome.ok) setSent(outcome.data || orderMessages.lookup);
    else showServerErrors(outcome.error, outcome.fieldErrors);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    if (!sent) return sendOtp();
    const found = validate(values, { otp: check.otp });
    showErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const outcome = await dispatch(verifyLookup({ reference: cleanReference(values.reference), mobile: normaliseMobile(values.mobile), otp: values.otp.trim() }));
    setBusy(false);
    if (outcome.ok) navigate(paths.bookingDetail.getHref(outcome.data.order_id));
    else showServerErrors(outcome.error, outcome.fieldErrors);
  }

  return (
    <div className="page container narrow">
      <Seo title="Find my booking" description="Open your Revolt booking with its reference and your mobile number." path={paths.findBooking.getHref()} noindex />
      <h1>Find my booking</h1>
      <p>Booked without an account, or on another device? Enter your booking reference and the mobile number you booked with. We send an OTP to that mobile.</p>
      {serverError ? <Alert>{serverError}</Alert> : null}
      {sent ? <Alert tone="info">{sent}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Find my booking">
        <TextField
          label="Booking reference"
          name="reference"
          required
          autoCapitalize="characters"
          hint="As in your confirmation SMS, e.g. BK-000042"
          readOnly={Boolean(sent)}
          value={values.reference}
          error={errors.reference}
          onChange={(e) => set({ reference: e.target.value })}
        />
        <MobileField readOnly={Boolean(sent)} value={values.mobile} error={errors.mobile} onValue={(mobile) => set({ mobile })} />
        {sent ? (
          <OtpField value={values.otp} error={errors.otp} onValue={(otp) => set({ otp })} />
        ) : null}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {sent ? 'Open my booking' : 'Send OTP'}
          </Button>
          {sent ? (
            <Button
              variant="ghost"
              onClick={() => {
                setSent(null);
                set({ otp: '' });
              }}
            >
              Change reference or mobile
            </Button>
          ) : null}
        </div>
      </form>
      <p>
        Have an account? <Link to={paths.signin.getHref(paths.userBooking.getHref())}>Sign in</Link> to see all your bookings.
      </p>
    </div>
  );
}

export default FindBookingScreen;
