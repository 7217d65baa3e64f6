import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { OtpField } from '@/components/field';
import { paths } from '@contract/paths';
import { ERASURE_KEPT, ERASURE_REMOVED, privacyMessages } from '@contract/privacy-rules';
import { OTP_RE } from '@contract/rules';
import { useAppDispatch } from '@/lib/store/hooks';
import { sessionEnded } from '@/lib/store/family';
import { useAction } from '@/lib/use-action';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { hasErrors, validate } from '@/lib/validation';
import { eraseAccount, requestErasureCode } from './account-thunks';

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
    const found = validate(values, { otp: (v) => (OTP_RE.test(v) ? null : privacyMessages.otp) });
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
        <h2 id="delete-account-title">Delete my account</h2>
        <Alert tone="success" title={privacyMessages.erased}>
          <p>{erased.removed}</p>
          <p>{erased.kept}</p>
          <p>You have been signed out.</p>
        </Alert>
        <div className="form-actions">
          <Button onClick={leave}>Go to the home page</Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="delete-account-title" className="profile-section">
      <h2 id="delete-account-title">Delete my account</h2>
      <p>{ERASURE_REMOVED}</p>
      <p>
        <strong>What we keep, and why:</strong> {ERASURE_KEPT}
      </p>
      {serverError ? <Alert>{serverError}</Alert> : null}
      {sentTo === null ? (
        <div className="form-actions">
          <Button variant="secondary" busy={code.busy} onClick={() => void sendCode()}>
            Send me a code to delete my account
          </Button>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Delete my account">
          <p>{`${privacyMessages.codeSent} (mobile ending ${sentTo})`}</p>
          <OtpField label="Code from the SMS" value={values.otp} error={errors.otp} onValue={(otp) => set({ otp })} />
          <div className="form-actions">
            <Button type="submit" busy={busy}>
              Delete my account
            </Button>
            <Button variant="ghost" busy={code.busy} onClick={() => void sendCode()}>
              Send a new code
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
