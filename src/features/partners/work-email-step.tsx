import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import type { PartnerOffer } from '@contract/partners';
import { useAppDispatch } from '@/lib/store/hooks';
import { check } from '@/lib/validation';
import { sendWorkEmailCode, verifyWorkEmail } from './partners-thunks';
import { useAction } from '@/lib/use-action';

export type WorkEmailProof = { email: string; token: string };

/** Step 1: a code to the work e-mail, then the code; the server answers the proof the booking step spends. */
export function WorkEmailStep({ offer, onVerified }: { offer: PartnerOffer; onVerified: (proof: WorkEmailProof) => void }) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<{ field: 'email' | 'code'; text: string } | null>(null);
  const { run, busy } = useAction();
  const domainHint = `Your ${offer.name} address, ending in @${offer.email_domain}`;

  async function send(e: FormEvent) {
    e.preventDefault();
    const address = email.trim().toLowerCase();
    const problem = check.email(address) ?? (address.endsWith(`@${offer.email_domain}`) ? null : `Use your work e-mail address ending in @${offer.email_domain}.`);
    if (problem) return setError({ field: 'email', text: problem });
    setError(null);
    const outcome = await run(() => dispatch(sendWorkEmailCode(offer.slug, address)));
    if (!outcome.ok) return setError({ field: 'email', text: outcome.fieldErrors.email ?? outcome.error });
    setSentTo(address);
    setNotice(outcome.data.message);
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (!sentTo) return;
    const problem = check.otp(code);
    if (problem) return setError({ field: 'code', text: problem });
    setError(null);
    const outcome = await run(() => dispatch(verifyWorkEmail(offer.slug, sentTo, code.trim())));
    if (!outcome.ok) return setError({ field: 'code', text: outcome.fieldErrors.code ?? outcome.error });
    onVerified({ email: outcome.data.data.email, token: outcome.data.data.token });
  }

  return (
    <section className="card partner-step" aria-labelledby="work-email-title">
      <h2 id="work-email-title">1. Verify your work e-mail</h2>
      {!sentTo ? (
        <form noValidate onSubmit={send} aria-label="Send a code to your work e-mail">
          <TextField label="Work e-mail" name="email" type="email" autoComplete="email" required hint={domainHint} value={email} error={error?.field === 'email' ? error.text : null} onChange={(e) => setEmail(e.target.value)} />
          <div className="form-actions">
            <Button type="submit" busy={busy}>
              {busy ? 'Sending…' : 'Send me a code'}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={confirm} aria-label="Enter the code from the e-mail">
          {notice ? <Alert tone="success">{notice}</Alert> : null}
          <TextField label="6-digit code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required value={code} error={error?.field === 'code' ? error.text : null} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          <div className="form-actions">
            <Button type="submit" busy={busy}>
              {busy ? 'Checking…' : 'Verify'}
            </Button>
            <Button variant="ghost" onClick={() => { setSentTo(null); setCode(''); setNotice(null); }}>
              Use another e-mail
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
