// This browser's web push subscription (issue 30): permission is asked only from a click (browsers refuse or
// penalise a prompt on load), then the service worker's PushManager subscribes with our VAPID public key.
import * as t from './profile.messages';

/** How long to wait for the service worker (registered after load in a production build) before giving up. */
const WORKER_WAIT_MS = 10_000;

export type PushAvailability = 'unsupported' | 'blocked' | 'available';

/** The window's parts this file uses (a test passes its own). */
type PushWindow = Pick<Window, 'navigator'> & { Notification?: typeof Notification; PushManager?: unknown };

export function pushAvailability(win: PushWindow = window): PushAvailability {
  if (!('serviceWorker' in win.navigator) || !win.PushManager || !win.Notification) return 'unsupported';
  return win.Notification.permission === 'denied' ? 'blocked' : 'available';
}

/** URL-safe base64 (the VAPID public key) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** "Chrome on Android": enough for the customer to tell their devices apart, nothing more. */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser';
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : 'this device';
  return `${browser} on ${system}`;
}

export class PushSetupError extends Error {}

/** Asks permission (call it from a click), waits for the service worker and subscribes; gives the subscription's JSON. */
export async function subscribeThisBrowser(publicKey: string, win: PushWindow = window): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  if (!win.Notification) throw new PushSetupError(t.pushUnsupported);
  const permission = await win.Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(t.pushDenied);
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new PushSetupError(t.pushNotReady)), WORKER_WAIT_MS),
  );
  const registration = await Promise.race([win.navigator.serviceWorker.ready, timeout]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushSetupError(t.pushNoSubscription);
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}
