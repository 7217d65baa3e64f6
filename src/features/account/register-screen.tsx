import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { OtpField, PersonFields } from '@/components/field';
import { MarketingConsentField } from '@/components/marketing-consent-field';
import { PrivacyNote } from '@/components/privacy-note';
import { PlaceFields } from '@/components/location-fields';
import { Seo } from '@/components/seo';
import { USER_ALREADY_REGISTERED } from '@contract/messages';
import { messages } from '@contract/rules';
import { paths, safeRedirect } from '@contract/paths';
import { selectIsSignedIn, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { check, hasErrors, normaliseMobile, placeChecks, validate } from '@/lib/validation';
import { register, requestRegisterOtp } from './account-thunks';
import './account.css';
import { NewPasswordFields } from './new-password-fields';

type Fields = 'name' | 'mobile' | 'email' | 'state' | 'city' | 'area' | 'pincode' | 'password' | 'confirm' | 'otp' | 'marketing';

const empty: Record<Fields, string> = { name: '', mobile: '', email: '', state: '', city: '', area: '', pincode: '', password: '', confirm: '', otp: '', marketing: '' };

/** Two steps: the details (checked here, then a code goes to the mobile), then the code, which creates the account. */
type Step = 'details' | 'otp';

export function RegisterScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const signedIn = useAppSelector((s: SessionSlice) => selectIsSignedIn(s));
  const { formRef, values, errors, serverError, setServerError, busy, setBusy, set, showErrors, showServerErrors } = useForm<Fields>(empty);
  const [step, setStep] = useState<Step>('details');
  const [notice, setNotice] = useState<string | null>(null);

  // A new account lands on its profile with a welcome and next steps (unless a page asked for it).
  const welcomed = useRef(false);
  useEffect(() => {
    if (!signedIn) return;
    const target = safeRedirect(redirect, paths.profile.getHref());
    navigate(target, { replace: true, state: welcomed.current && target === paths.profile.getHref() ? { welcome: true } : undefined });
  }, [signedIn, navigate, redirect]);

  async function sendCode() {
    setBusy(true);
    const outcome = await dispatch(requestRegisterOtp(normaliseMobile(values.mobile)));
    setBusy(false);
    if (!outcome.ok) {
      showServerErrors(outcome.error, outcome.fieldErrors);
      return;
    }
    set({ otp: '' });
    setStep('otp');
    setNotice(`We sent a 6-digit OTP to +91 ${normaliseMobile(values.mobile)}. It is valid for ${Math.max(1, Math.round(outcome.data / 60))} minutes.`);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    if (step === 'details') {
      const found = validate(values, {
        name: check.name,
        mobile: check.mobile,
        email: check.email,
        ...placeChecks,
        password: check.newPassword,
        confirm: (v) => (v === values.password ? null : messages.confirmPassword),
      });
      showErrors(found);
      if (!hasErrors(found)) await sendCode();
      return;
    }
    const found = validate(values, { otp: check.otp });
    showErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    // Set before the call: the session may start (and the effect above run) before the call returns.
    welcomed.current = true;
    const outcome = await dispatch(
      register({
        name: values.name.trim(),
        mobile: normaliseMobile(values.mobile),
        email: values.email.trim(),
        state: values.state,
        city: values.city,
        area: values.area,
        pincode: values.pincode.trim(),
        password: values.password,
        otp: values.otp.trim(),
        ...(values.marketing === 'yes' ? { marketing_consent: true } : {}),
      }),
    );
    setBusy(false);
    if (outcome.ok) return;
    const detailErrors = Object.keys(outcome.fieldErrors).some((field) => field !== 'otp');
    // A duplicate or a detail the server refused (a common password) is fixed on the details step.
    if (outcome.error === USER_ALREADY_REGISTERED || detailErrors) {
      setStep('details');
      setNotice(null);
    }
    showServerErrors(outcome.error, outcome.fieldErrors);
  }

  function changeDetails() {
    setStep('details');
    setNotice(null);
    setServerError(null);
  }

  return (
    <div className="page container narrow">
      <Seo title="Create your account" description="Register with your mobile number to book a Revolt electric motorcycle, schedule test rides and track your bookings." path={paths.register.path} noindex />
      <h1>Create your account</h1>
      <p className="muted">It takes a minute. We use your mobile number to sign you in and to reach you about bookings and test rides.</p>
      {serverError === USER_ALREADY_REGISTERED ? (
        <Alert title={serverError}>
          <p className="alert__next">
            This mobile number already has an account.{' '}
            <Link className="alert__link" to={paths.signin.getHref(redirect ?? undefined)}>
              Sign in instead
            </Link>
          </p>
        </Alert>
      ) : serverError ? (
        <Alert>{serverError}</Alert>
      ) : null}
      {notice && step === 'otp' ? <Alert tone="info">{notice}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Register">
        {step === 'otp' ? (
          <>
            <OtpField value={values.otp} error={errors.otp} onValue={(otp) => set({ otp })} />
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                Create account
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void sendCode()}>
                Send a new OTP
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={changeDetails}>
                Change my details
              </Button>
            </div>
          </>
        ) : (
          <>
            <PersonFields values={values} errors={errors} onChange={set} />
            <PlaceFields value={values} errors={errors} onChange={(patch) => set(patch)} />
            <NewPasswordFields labels={['Password', 'Confirm password']} values={values} errors={errors} onChange={set} />
            <MarketingConsentField checked={values.marketing === 'yes'} onChange={(on) => set({ marketing: on ? 'yes' : '' })} />
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                Continue
              </Button>
            </div>
            <PrivacyNote />
          </>
        )}
      </form>
      <p>
        Already registered? <Link to={paths.signin.getHref(redirect ?? undefined)}>Sign in</Link>
      </p>
    </div>
  );
}

export default RegisterScreen;
