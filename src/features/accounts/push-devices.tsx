import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { PushDevice } from '@contract/notifications';
import { formatDateTime } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { useAction } from '@/lib/use-action';
import { addThisPushDevice, fetchPushKey, removeThisPushDevice } from './notifications-thunks';
import { deviceLabel, pushAvailability, PushSetupError, subscribeThisBrowser } from './push-device';
import * as t from './profile.messages';

/** The devices that show notifications, and the button that asks this browser's permission (only on its click). */
export function PushDevices({ devices, onChange }: { devices: PushDevice[]; onChange: (devices: PushDevice[]) => void }) {
  const dispatch = useAppDispatch();
  const { run, busy, busyKey, error } = useAction<number | 'add'>();
  const [done, setDone] = useState<string | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const availability = pushAvailability();

  async function addThisDevice() {
    setDone(null);
    setSetupError(null);
    const key = await run(() => dispatch(fetchPushKey()), 'add');
    if (!key.ok) return;
    let subscription;
    try {
      subscription = await subscribeThisBrowser(key.data);
    } catch (failure) {
      setSetupError(failure instanceof PushSetupError ? failure.message : t.pushFailed);
      return;
    }
    const added = await run(() => dispatch(addThisPushDevice({ ...subscription, label: deviceLabel(navigator.userAgent) })), 'add');
    if (!added.ok) return;
    onChange([...devices.filter((d) => d.id !== added.data.data.id), added.data.data]);
    setDone(added.data.message);
  }

  async function remove(id: number) {
    setDone(null);
    const removed = await run(() => dispatch(removeThisPushDevice(id)), id);
    if (!removed.ok) return;
    onChange(devices.filter((d) => d.id !== id));
    setDone(removed.data.message);
  }

  return (
    <div className="push-devices">
      <h3>{t.devicesTitle}</h3>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {error || setupError ? <Alert>{setupError ?? error}</Alert> : null}
      {devices.length === 0 ? <p className="muted">{t.noDevices}</p> : null}
      {devices.length > 0 ? (
        <ul className="push-devices__list">
          {devices.map((device) => (
            <li key={device.id}>
              <span>
                {device.label} <span className="muted">{t.since({ time: formatDateTime(device.createdAt) })}</span>
              </span>
              <Button type="button" variant="secondary" busy={busy && busyKey === device.id} onClick={() => void remove(device.id)} aria-label={t.stopOn({ device: device.label })}>
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {availability === 'available' ? (
        <Button type="button" variant="secondary" busy={busy && busyKey === 'add'} onClick={() => void addThisDevice()}>
          {t.showOnThisDevice}
        </Button>
      ) : (
        <p className="muted">
          {availability === 'blocked' ? t.pushBlocked : t.pushUnsupported}
        </p>
      )}
    </div>
  );
}
