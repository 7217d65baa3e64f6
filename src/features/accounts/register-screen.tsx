import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MobileField, OtpField, TextField } from '@/components/field';
import { MarketingConsentField } from '@/components/marketing-consent-field';
import { PrivacyNote } from '@/components/privacy-note';
import { Seo } from '@/components/seo';
import { USER_ALREADY_REGISTERED } from '@contract/messages';
import { paths, safeRedirect } from '@contract/paths';
import { homeAfterSignin, selectIsSignedIn, selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, hasErrors, normaliseMobile, validate } from '@/lib/validation';
import { register, requestRegisterOtp } from './account-thunks';
import './account.css';
import * as t from './messages';

type Fields = 'mobile' | 'otp' | 'name' | 'marketing';

const empty: Record<Fields, string> = { mobile: '', otp: '', name: '', marketing: '' };

/**
 * Sign-up is a mobile, the code sent to it, then a name: the account exists and is signed in right after. E-mail,
 * place and password are asked when first needed (a booking, a test ride, the profile).
 */
type Step = 'mobile' | 'otp' | 'name';

export function RegisterScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const signedIn = useAppSelector((s: SessionSlice) => selectIsSignedIn(s));
  const user = useAppSelector((s: SessionSlice) => selectUserInfo(s));
  const form = useForm<Fields>(empty);
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const [step, setStep] = useState<Step>('mobile');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (signedIn) navigate(safeRedirect(redirect, homeAfterSignin(user)), { replace: true });
  }, [signedIn, navigate, redirect, user]);

  async function sendCode() {
    const outcome = await send(() => dispatch(requestRegisterOtp(normaliseMobile(values.mobile))));
    if (!outcome.ok) return;
    set({ otp: '' });
    setStep('otp');
    setNotice(t.codeSent({ mobile: normaliseMobile(values.mobile), minutes: Math.max(1, Math.round(outcome.data / 60)) }));
  }

  async function createAccount() {
    const body = {
      mobile: normaliseMobile(values.mobile),
      otp: values.otp.trim(),
      name: values.name.trim(),
      ...(values.marketing === 'yes' ? { marketing_consent: true } : {}),
    };
    await send(
      () => dispatch(register(body)),
      (failed) => {
        // A refused code is fixed on the code step (the name stays typed); a taken mobile is told with a way to sign in.
        if (failed.fieldErrors.otp) {
          setStep('otp');
          setNotice(null);
        }
        return false;
      },
    );
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const rules = step === 'mobile' ? { mobile: check.mobile } : step === 'otp' ? { otp: check.otp } : { name: check.name };
    const found = validate(values, rules);
    showErrors(found);
    if (hasErrors(found)) return;
    if (step === 'mobile') await sendCode();
    else if (step === 'otp') setStep('name');
    else await createAccount();
  }

  function changeMobile() {
    setStep('mobile');
    setNotice(null);
    setServerError(null);
  }

  return (
    <div className="page container narrow">
      <Seo title={t.registerTitle} description={t.registerSeoDescription} path={paths.register.path} noindex />
      <h1>{t.registerTitle}</h1>
      <p className="muted">{t.registerIntro}</p>
      {serverError === USER_ALREADY_REGISTERED ? (
        <Alert title={t.alreadyRegisteredTitle}>
          <p className="alert__next">
            {t.alreadyRegistered}{' '}
            <Link className="alert__link" to={paths.signin.getHref(redirect ?? undefined)}>
              {t.signInInstead}
            </Link>
          </p>
        </Alert>
      ) : serverError ? (
        <Alert>{serverError}</Alert>
      ) : null}
      {notice && step === 'otp' ? <Alert tone="info">{notice}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.registerForm}>
        {step === 'mobile' ? (
          <>
            <MobileField value={values.mobile} error={errors.mobile} onValue={(mobile) => set({ mobile })} />
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {t.sendCode}
              </Button>
            </div>
          </>
        ) : step === 'otp' ? (
          <>
            <OtpField label={t.code} value={values.otp} error={errors.otp} onValue={(otp) => set({ otp })} />
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {t.continueLabel}
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void sendCode()}>
                {t.sendNewCode}
              </Button>
              <Button type="button" variant="secondary" disabled={busy} onClick={changeMobile}>
                {t.changeMobile}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p>
              +91 {normaliseMobile(values.mobile)}{' '}
              <Button type="button" variant="ghost" disabled={busy} onClick={changeMobile}>
                {t.change}
              </Button>
            </p>
            <TextField label={t.fullName} name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
            <MarketingConsentField checked={values.marketing === 'yes'} onChange={(on) => set({ marketing: on ? 'yes' : '' })} />
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {t.createAccount}
              </Button>
            </div>
            <p className="muted">
              {t.termsBefore} <Link to={paths.companyPage.getHref('terms')}>{t.termsLink}</Link>
              {t.termsAfter}
            </p>
            <PrivacyNote />
          </>
        )}
      </form>
      <p>
        {t.alreadyRegisteredQuestion} <Link to={paths.signin.getHref(redirect ?? undefined)}>{t.signIn}</Link>
      </p>
    </div>
  );
}

export default RegisterScreen;
