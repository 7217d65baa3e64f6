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
import * as t from './messages';

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
    setNotice(t.otpSent({ mobile: normaliseMobile(values.mobile), minutes: Math.round(outcome.data / 60) }));
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
  const shownError = otpRefused && resendIn > 0 ? t.otpRefused({ seconds: resendIn }) : serverError;

  return (
    <div className="page container narrow">
      <Seo title={t.signIn} description={t.signinSeoDescription} path={paths.signin.path} noindex />
      <h1>{t.signIn}</h1>
      <p className="muted">{t.signinIntro}</p>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t.signIn}</legend>
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
            {m === 'password' ? t.withPassword : t.withOtp}
          </label>
        ))}
      </fieldset>
      {shownError ? <Alert>{shownError}</Alert> : null}
      {notice && mode === 'otp' && !shownError ? <Alert tone="info">{notice}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.signIn}>
        <MobileField value={values.mobile} error={errors.mobile} onValue={(mobile) => set({ mobile })} />
        {mode === 'password' ? (
          <div className="password-field">
            <TextField
              label={t.password}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={values.password}
              error={errors.password}
              onChange={(e) => set({ password: e.target.value })}
            />
            <Button variant="ghost" className="password-field__toggle" aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}>
              {showPassword ? t.hidePassword : t.showPassword}
            </Button>
          </div>
        ) : otpSent ? (
          <OtpField value={values.otp} error={errors.otp} onValue={(otp) => set({ otp })} />
        ) : null}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {mode === 'otp' && !otpSent ? t.sendOtp : t.signIn}
          </Button>
          {mode === 'otp' && otpSent ? (
            <Button variant="ghost" disabled={resendIn > 0 || busy} onClick={() => void sendOtp()}>
              {resendIn > 0 ? t.resendOtpIn({ seconds: resendIn }) : t.resendOtp}
            </Button>
          ) : null}
        </div>
      </form>
      <p>
        <Link to={paths.resetPassword.getHref()}>{t.forgotPassword}</Link>
      </p>
      <p>
        {t.newHere} <Link to={paths.register.getHref(redirect ?? undefined)}>{t.createAnAccount}</Link>
      </p>
      <p>
        {t.guestBefore} <Link to={paths.findBooking.getHref()}>{t.guestLink}</Link>
        {t.guestAfter}
      </p>
    </div>
  );
}

export default SigninScreen;
