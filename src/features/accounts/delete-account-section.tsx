import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { OtpField } from '@/components/field';
import { paths } from '@contract/paths';
import { OTP_RE } from '@contract/rules';
import { useAppDispatch } from '@/lib/store/hooks';
import { sessionEnded } from '@/lib/store/family';
import { useAction } from '@/lib/use-action';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, validate } from '@/lib/validation';
import { eraseAccount, requestErasureCode } from './account-thunks';
import * as t from './profile.messages';

type Fields = 'otp';
const empty: Record<Fields, string> = { otp: '' };

/** "Delete my account": what goes and what is kept, a code to the account's mobile, then the erasure and sign-out. */
export function DeleteAccountSection() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<Fields>(empty);
  const { formRef, values, errors, serverError, setServerError, busy, set, showErrors } = form;
  const { submit: send } = useSubmit(form);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const code = useAction();
  const [erased, setErased] = useState<{ kept: string; removed: string } | null>(null);
  // The erased customer's session ends as they leave the page, whichever way: ended while the guarded profile is
  // still on screen, the guard would send them to the sign-in page before the home page.
  const wasErased = useRef(false);
  wasErased.current = erased !== null;
  useEffect(() => {
    const flag = wasErased;
    return () => {
      if (flag.current) dispatch(sessionEnded());
    };
  }, [dispatch]);

  async function sendCode() {
    setServerError(null);
    const outcome = await code.run(() => dispatch(requestErasureCode()));
    if (outcome.ok) setSentTo(outcome.data.mobileEnding);
    else setServerError(outcome.error);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validate(values, { otp: (v) => (OTP_RE.test(v) ? null : t.deleteOtp) });
    showErrors(found);
    if (hasErrors(found)) return;
    const outcome = await send(() => dispatch(eraseAccount(values.otp)));
    if (outcome.ok) setErased({ kept: outcome.data.kept, removed: outcome.data.removed });
  }

  function leave() {
    void navigate(paths.home.getHref(), { replace: true });
  }

  if (erased) {
    return (
      <section aria-labelledby="delete-account-title" className="profile-section">
        <h2 id="delete-account-title">{t.deleteAccount}</h2>
        <Alert tone="success" title={t.accountDeleted}>
          <p>{erased.removed}</p>
          <p>{erased.kept}</p>
          <p>{t.signedOut}</p>
        </Alert>
        <div className="form-actions">
          <Button onClick={leave}>{t.goHome}</Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="delete-account-title" className="profile-section">
      <h2 id="delete-account-title">{t.deleteAccount}</h2>
      <p>{t.erasureRemoved}</p>
      <p>
        <strong>{t.whatWeKeep}</strong> {t.erasureKept}
      </p>
      {serverError ? <Alert>{serverError}</Alert> : null}
      {sentTo === null ? (
        <div className="form-actions">
          <Button variant="secondary" busy={code.busy} onClick={() => void sendCode()}>
            {t.sendDeleteCode}
          </Button>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.deleteAccount}>
          <p>{`${t.deleteCodeSent} ${t.mobileEnding({ ending: sentTo })}`}</p>
          <OtpField label={t.codeFromSms} value={values.otp} error={errors.otp} onValue={(otp) => set({ otp })} />
          <div className="form-actions">
            <Button type="submit" busy={busy}>
              {t.deleteAccount}
            </Button>
            <Button variant="ghost" busy={code.busy} onClick={() => void sendCode()}>
              {t.sendNewCode}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
