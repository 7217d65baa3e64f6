import { useCallback, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/loading-overlay';
import { NOTICE_KINDS, NOTIFY_CHANNELS, channelCarries, type NotificationChoices } from '@contract/notification-rules';
import type { NotificationSettings } from '@contract/notifications';
import { useAppDispatch } from '@/lib/store/hooks';
import { useAction } from '@/lib/use-action';
import { fetchNotificationSettings, saveNotificationChoices } from './notifications-thunks';
import * as t from './profile.messages';
import { PushDevices } from './push-devices';
import { useSectionLoad } from './use-section-load';

/** The profile's "Notifications": which channel tells the customer about what, and the devices that show them. */
export function NotificationsSection() {
  const dispatch = useAppDispatch();
  const [choices, setChoices] = useState<NotificationChoices | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { run, busy, error } = useAction();
  const request = useCallback(() => dispatch(fetchNotificationSettings()), [dispatch]);
  const resetChoices = useCallback((loaded: NotificationSettings) => setChoices(loaded.choices), []);
  const { status, data: settings, setData: setSettings, loadError, reload: load } = useSectionLoad(request, resetChoices);

  async function save() {
    if (!choices) return;
    setDone(null);
    const outcome = await run(() => dispatch(saveNotificationChoices(choices)));
    if (!outcome.ok) return;
    setSettings(outcome.data.data);
    setChoices(outcome.data.data.choices);
    setDone(outcome.data.message);
  }

  const toggle = (channel: keyof NotificationChoices, kind: keyof NotificationChoices['sms']) =>
    setChoices((current) => (current ? { ...current, [channel]: { ...current[channel], [kind]: !current[channel][kind] } } : current));

  return (
    <section aria-labelledby="notifications-title" className="profile-section">
      <h2 id="notifications-title">{t.notifications}</h2>
      {status === 'loading' ? <Spinner label={t.loadingNotifications} /> : null}
      {status === 'failed' ? (
        <Alert title={t.couldNotLoadNotifications} onRetry={() => void load()}>
          {loadError}
        </Alert>
      ) : null}
      {status === 'ready' && settings && choices ? (
        <>
          {settings.whatsappStopped ? <Alert tone="info">{t.whatsappStopped}</Alert> : null}
          <table className="notify-matrix">
            <caption className="muted">{t.matrixCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.update}</th>
                {NOTIFY_CHANNELS.map((channel) => (
                  <th scope="col" key={channel}>
                    {t.channelLabels[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTICE_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{t.kindLabels[kind]}</th>
                  {NOTIFY_CHANNELS.map((channel) => (
                    <td key={channel}>
                      {channelCarries(channel, kind) ? (
                        <input
                          type="checkbox"
                          aria-label={t.kindByChannel({ kind: t.kindLabels[kind], channel: t.channelLabels[channel] })}
                          checked={choices[channel][kind]}
                          onChange={() => toggle(channel, kind)}
                        />
                      ) : (
                        <span className="muted" title={t.notSentBy({ channel: t.channelLabels[channel] })}>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">{t.kindNotSentBy({ kind: t.kindLabels[kind], channel: t.channelLabels[channel] })}</span>
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted">
            {t.whatsappConsentLabel} {t.whatsappConsentText}
          </p>
          <p className="muted">
            {t.offersConsentLabel} {t.offersConsentText}
          </p>
          {done ? <Alert tone="success">{done}</Alert> : null}
          {error ? <Alert>{error}</Alert> : null}
          <div className="form-actions">
            <Button type="button" busy={busy} onClick={() => void save()}>
              {t.saveNotifications}
            </Button>
          </div>
          <PushDevices devices={settings.devices} onChange={(devices) => setSettings({ ...settings, devices })} />
        </>
      ) : null}
    </section>
  );
}
