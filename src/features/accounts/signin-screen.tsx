import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MobileField, OtpField, TextField } from '@/components/field';
import { Seo } from '@/components/seo';
import { paths, safeRedirect } from '@contract/paths';
import { homeAfterSignin, selectIsSignedIn, selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, hasErrors, normaliseMobile, validate } from '@/lib/validation';
import { requestOtp, signin } from './account-thunks';
import './account.css';

type Mode = 'password' | 'otp';
type Fields = 'mobile' | 'password' | 'otp';
const RESEND_AFTER_S = 30;

export function SigninScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const signedIn = useAppSelector((s: SessionSlice) => selectIsSignedIn(s));
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const target = safeRedirect(redirect, homeAfterSignin(user));
  const form = useForm<Fields>({ mobile: '', password: '', otp: '' });
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit } = useSubmit(form);

  const [mode, setMode] = useState<Mode>('password');
  const [notice, setNotice] = useState<string | null>(null);
  const [otpSent, setOtpSent] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const [otpRefused, setOtpRefused] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  useEffect(() => {
    if (signedIn) navigate(target, { replace: true });
  }, [signedIn, navigate, target]);

  useEffect(() => {
    if (resendIn <= 0) return;
    const t = window.setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => window.clearTimeout(t);
  }, [resendIn]);

  async function sendOtp() {
    const found = validate(values, { mobile: check.mobile });
    showErrors(found);
    setServerError(null);
    if (hasErrors(found)) return;
    const outcome = await submit(() => dispatch(requestOtp(normaliseMobile(values.mobile))));
    if (!outcome.ok) return;
    setOtpRefused(false);
    setOtpSent(true);
    setResendIn(RESEND_AFTER_S);
    setNotice(`We sent a 6-digit OTP to +91 ${normaliseMobile(values.mobile)}. It is valid for ${Math.round(outcome.data / 60)} minutes.`);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    if (mode === 'otp' && !otpSent) return sendOtp();
    const found = validate(values, mode === 'password' ? { mobile: check.mobile, password: check.password } : { mobile: check.mobile, otp: check.otp });
    showErrors(found);
    if (hasErrors(found)) return;
    const mobile = normaliseMobile(values.mobile);
    await submit(
      () => dispatch(signin(mode === 'password' ? { mobile, password: values.password } : { mobile, otp: values.otp.trim() })),
      (failed) => {
        // The "We sent…" notice is old news once the code is refused.
        setNotice(null);
        setOtpRefused(mode === 'otp' && failed.status === 401);
      },
    );
  }

  // While resend is locked, "request a new OTP" is not something the customer can do yet.
  const shownError =
    otpRefused && resendIn > 0 ? `That OTP did not work. Check the code, or request a new one in ${resendIn} s.` : serverError;

  return (
    <div className="page container narrow">
      <Seo title="Sign in" description="Sign in to your Revolt account to manage bookings, test rides, referrals and your profile." path={paths.signin.path} noindex />
      <h1>Sign in</h1>
      <p className="muted">Use the mobile number you registered with.</p>
      <fieldset className="segmented">
        <legend className="visually-hidden">Sign in</legend>
        {(['password', 'otp'] as const).map((m) => (
          <label key={m} className={mode === m ? 'segmented__option is-selected' : 'segmented__option'}>
            <input
              type="radio"
              name="signin-mode"
              value={m}
              checked={mode === m}
              onChange={() => {
                setMode(m);
                showErrors({});
                setServerError(null);
                setOtpRefused(false);
                setNotice(null);
              }}
            />
            {m === 'password' ? 'With password' : 'With OTP'}
          </label>
        ))}
      </fieldset>
      {shownError ? <Alert>{shownError}</Alert> : null}
      {notice && mode === 'otp' && !shownError ? <Alert tone="info">{notice}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Sign in">
        <MobileField value={values.mobile} error={errors.mobile} onValue={(mobile) => set({ mobile })} />
        {mode === 'password' ? (
          <div className="password-field">
            <TextField
              label="Password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={values.password}
              error={errors.password}
              onChange={(e) => set({ password: e.target.value })}
            />
            <Button variant="ghost" className="password-field__toggle" aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}>
              {showPassword ? 'Hide password' : 'Show password'}
            </Button>
          </div>
        ) : otpSent ? (
          <OtpField value={values.otp} error={errors.otp} onValue={(otp) => set({ otp })} />
        ) : null}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {mode === 'otp' && !otpSent ? 'Send OTP' : 'Sign in'}
          </Button>
          {mode === 'otp' && otpSent ? (
            <Button variant="ghost" disabled={resendIn > 0 || busy} onClick={() => void sendOtp()}>
              {resendIn > 0 ? `Resend OTP in ${resendIn} s` : 'Resend OTP'}
            </Button>
          ) : null}
        </div>
      </form>
      <p>
        <Link to={paths.resetPassword.getHref()}>Forgot password?</Link>
      </p>
      <p>
        New here? <Link to={paths.register.getHref(redirect ?? undefined)}>Create an account</Link>
      </p>
      <p>
        Booked without an account? <Link to={paths.findBooking.getHref()}>Find my booking</Link> with its reference and your mobile.
      </p>
    </div>
  );
}

export default SigninScreen;
