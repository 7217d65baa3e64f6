import { useCallback, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/loading-overlay';
import { PrivacyNote } from '@/components/privacy-note';
import { formatDateTime } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { changeMarketingConsent, fetchMarketingConsent } from './consent-thunks';
import { useAction } from '@/lib/use-action';
import { useSectionLoad } from './use-section-load';
import * as t from './profile.messages';

/** The profile's news-and-offers consent: what is in force, since when, and one button to give or withdraw it. */
export function MarketingConsentSection() {
  const dispatch = useAppDispatch();
  const [done, setDone] = useState<string | null>(null);
  const { run, busy, error } = useAction();
  const request = useCallback(() => dispatch(fetchMarketingConsent()), [dispatch]);
  const { status, data: consent, setData: setConsent, loadError, reload: load } = useSectionLoad(request);

  async function change(granted: boolean) {
    setDone(null);
    const outcome = await run(() => dispatch(changeMarketingConsent(granted)));
    if (!outcome.ok) return;
    setConsent(outcome.data.data);
    setDone(outcome.data.message);
  }

  return (
    <section aria-labelledby="marketing-consent-title" className="profile-section">
      <h2 id="marketing-consent-title">{t.newsAndOffers}</h2>
      <p className="muted">{t.serviceMessagesNote}</p>
      {status === 'loading' ? <Spinner label={t.loadingChoices} /> : null}
      {status === 'failed' ? (
        <Alert title={t.couldNotLoadChoices} onRetry={() => void load()}>
          {loadError}
        </Alert>
      ) : null}
      {status === 'ready' && consent ? (
        <>
          {done ? <Alert tone="success">{done}</Alert> : null}
          {error ? <Alert>{error}</Alert> : null}
          <p>
            {consent.at
              ? t.consentStateSince({ granted: consent.granted ? 'yes' : 'no', time: formatDateTime(consent.at) })
              : t.consentState({ granted: consent.granted ? 'yes' : 'no' })}
          </p>
          <div className="form-actions">
            <Button type="button" variant={consent.granted ? 'secondary' : 'primary'} busy={busy} onClick={() => void change(!consent.granted)}>
              {consent.granted ? t.withdrawConsent : t.giveConsent}
            </Button>
          </div>
          <PrivacyNote />
        </>
      ) : null}
    </section>
  );
}
