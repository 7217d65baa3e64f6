import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { PushDevice } from '@contract/notifications';
import { formatDateTime } from '@/lib/format';
import { useAppDispatch } from '@/lib/store/hooks';
import { useAction } from '@/lib/use-action';
import { addThisPushDevice, fetchPushKey, removeThisPushDevice } from './notifications-thunks';
import { deviceLabel, pushAvailability, PushSetupError, subscribeThisBrowser } from './push-device';

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
      setSetupError(failure instanceof PushSetupError ? failure.message : 'This browser could not turn notifications on. Try again, or use another browser.');
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
      <h3>Devices that show notifications</h3>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {error || setupError ? <Alert>{setupError ?? error}</Alert> : null}
      {devices.length === 0 ? <p className="muted">No device shows notifications yet.</p> : null}
      {devices.length > 0 ? (
        <ul className="push-devices__list">
          {devices.map((device) => (
            <li key={device.id}>
              <span>
                {device.label} <span className="muted">(since {formatDateTime(device.createdAt)})</span>
              </span>
              <Button type="button" variant="secondary" busy={busy && busyKey === device.id} onClick={() => void remove(device.id)} aria-label={`Stop notifications on ${device.label}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {availability === 'available' ? (
        <Button type="button" variant="secondary" busy={busy && busyKey === 'add'} onClick={() => void addThisDevice()}>
          Show notifications on this device
        </Button>
      ) : (
        <p className="muted">
          {availability === 'blocked'
            ? 'Notifications are blocked for this site in this browser: allow them in its site settings to turn them on here.'
            : 'This browser cannot show notifications from websites.'}
        </p>
      )}
    </div>
  );
}
