import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { MobileField, OtpField } from '@/components/field';
import { Seo } from '@/components/seo';
import { fieldMessages as messages } from '@/lib/validation.messages';
import { paths } from '@contract/paths';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { check, hasErrors, normaliseMobile, validate } from '@/lib/validation';
import { requestPasswordResetOtp, resetPassword } from './account-thunks';
import './account.css';
import * as t from './messages';
import { NewPasswordFields } from './new-password-fields';

type Fields = 'mobile' | 'otp' | 'password' | 'confirm';
/** The mobile, then the code with the new password, then done. */
type Step = 'mobile' | 'code' | 'done';

export function ResetPasswordScreen() {
  const dispatch = useAppDispatch();
  const form = useForm<Fields>({
    mobile: '',
    otp: '',
    password: '',
    confirm: '',
  });
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const [step, setStep] = useState<Step>('mobile');
  const [notice, setNotice] = useState<string | null>(null);

  async function sendCode() {
    const outcome = await send(() => dispatch(requestPasswordResetOtp(normaliseMobile(values.mobile))));
    if (!outcome.ok) return;
    setStep('code');
    setNotice(t.resetOtpSent({ mobile: normaliseMobile(values.mobile), minutes: Math.max(1, Math.round(outcome.data / 60)) }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    if (step === 'mobile') {
      const found = validate(values, { mobile: check.mobile });
      showErrors(found);
      if (!hasErrors(found)) await sendCode();
      return;
    }
    const found = validate(values, {
      otp: check.otp,
      password: check.newPassword,
      confirm: (v) => (v === values.password ? null : messages.confirmPassword),
    });
    showErrors(found);
    if (hasErrors(found)) return;
    const outcome = await send(() => dispatch(resetPassword({ mobile: normaliseMobile(values.mobile), otp: values.otp.trim(), password: values.password })));
    if (!outcome.ok) return;
    setNotice(outcome.data);
    setStep('done');
  }

  return (
    <div className="page container narrow">
      <Seo title={t.resetTitle} description={t.resetSeoDescription} path={paths.resetPassword.path} noindex />
      <h1>{t.resetTitle}</h1>
      {step === 'done' ? (
        <>
          <Alert tone="success">{notice}</Alert>
          <p>
            <Link to={paths.signin.getHref()}>{t.signIn}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="muted">{t.resetIntro}</p>
          {serverError ? <Alert>{serverError}</Alert> : null}
          {notice ? <Alert tone="info">{notice}</Alert> : null}
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.resetForm}>
            <MobileField value={values.mobile} error={errors.mobile} readOnly={step === 'code'} onValue={(mobile) => set({ mobile })} />
            {step === 'code' ? (
              <>
                <OtpField value={values.otp} error={errors.otp} onValue={(otp) => set({ otp })} />
                <NewPasswordFields values={values} errors={errors} onChange={set} />
              </>
            ) : null}
            <div className="form-actions">
              <Button type="submit" busy={busy}>
                {step === 'mobile' ? t.sendOtp : t.setNewPassword}
              </Button>
              {step === 'code' ? (
                <Button variant="ghost" disabled={busy} onClick={() => void sendCode()}>
                  {t.sendNewOtp}
                </Button>
              ) : null}
            </div>
          </form>
          <p>
            {t.rememberedIt} <Link to={paths.signin.getHref()}>{t.signIn}</Link>
          </p>
        </>
      )}
    </div>
  );
}

export default ResetPasswordScreen;
