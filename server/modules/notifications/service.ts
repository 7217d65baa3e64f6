// Notifications (issue 30, decision 047): the customer's choices per channel and kind, their push devices, the
// WhatsApp Cloud API's webhook events, and the fan-out other modules send their notices through (fan-out.ts).
// Turning WhatsApp or offers on records a consent with the words the profile showed (the accounts module's consents).
import {
  OFFERS_CONSENT_TEXT,
  WHATSAPP_CONSENT_TEXT,
  carriedChoices,
  isStopWord,
  notificationMessages,
  type NotificationChoices,
} from '@contract/notification-rules.js';
import type { Language } from '@contract/languages.js';
import type { NotificationSettings, PushDevice, PushSubscriptionRequest } from '@contract/notifications.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { isAllowedPushEndpoint } from '../../platform/push.js';
import { recordConsent } from '../accounts/service.js';
import {
  choicesOf,
  clearOptOut,
  deletePushDevice,
  mobileOfUser,
  pushDevicesOf,
  recordInbound,
  saveChoices,
  savePushDevice,
  turnChannelOff,
  updateWhatsAppStatus,
  userOfMobile,
  whatsappContact,
  type PushDeviceRow,
} from './store.js';
import type { WhatsAppEvents } from './webhook.js';

export { fanOut, type Notice, type NotifyDeps } from './fan-out.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const device = (row: PushDeviceRow): PushDevice => ({ id: row.id, label: row.label, createdAt: iso(row.created_at) });

async function requireMobile(deps: Pick<Deps, 'db'>, userId: number): Promise<string> {
  const mobile = await mobileOfUser(deps.db, userId);
  if (!mobile) throw new HttpError(404, MSG.notFound);
  return mobile;
}

export async function notificationSettings(deps: Pick<Deps, 'db'>, userId: number): Promise<NotificationSettings> {
  const mobile = await requireMobile(deps, userId);
  const [choices, devices, contact] = await Promise.all([choicesOf(deps.db, userId), pushDevicesOf(deps.db, userId), whatsappContact(deps.db, mobile)]);
  return { choices, devices: devices.map(device), whatsappStopped: Boolean(contact?.opted_out_at) };
}

const anyOn = (row: Record<string, boolean>) => Object.values(row).some(Boolean);
const offersOn = (choices: NotificationChoices) => Object.values(choices).some((row) => row.offers);

/**
 * Saves the matrix (a box of a channel that does not carry the kind is saved off); WhatsApp or offers turned on (from
 * none) or off (to none) is a consent given or withdrawn, recorded with the statement the profile showed, in the
 * language of its site (`language`).
 */
export async function setNotificationChoices(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: number,
  asked: NotificationChoices,
  language: Language,
): Promise<{ message: string; data: NotificationSettings }> {
  const mobile = await requireMobile(deps, userId);
  const choices = carriedChoices(asked);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await choicesOf(tx, userId);
    await saveChoices(tx, userId, choices, now);
    const consent = { userId, mobile, source: 'profile' as const };
    if (anyOn(before.whatsapp) !== anyOn(choices.whatsapp)) {
      await recordConsent(tx, { ...consent, purpose: 'whatsapp', granted: anyOn(choices.whatsapp), text: WHATSAPP_CONSENT_TEXT[language] }, now);
      if (anyOn(choices.whatsapp)) await clearOptOut(tx, mobile);
    }
    if (offersOn(before) !== offersOn(choices)) {
      await recordConsent(tx, { ...consent, purpose: 'marketing', granted: offersOn(choices), text: OFFERS_CONSENT_TEXT[language] }, now);
    }
  });
  return { message: notificationMessages.saved, data: await notificationSettings(deps, userId) };
}

export async function pushPublicKey(deps: Pick<Deps, 'push'>): Promise<{ publicKey: string }> {
  try {
    return { publicKey: await deps.push.publicKey() };
  } catch {
    throw new HttpError(503, notificationMessages.pushUnavailable);
  }
}

export async function addPushDevice(deps: Pick<Deps, 'db' | 'now' | 'config'>, userId: number, body: PushSubscriptionRequest): Promise<{ message: string; data: PushDevice }> {
  // The server POSTs to this address: only a known push service's, never one the caller picks (SSRF).
  if (!isAllowedPushEndpoint(body.endpoint, deps.config.pushServiceHosts)) throw new HttpError(400, notificationMessages.pushHostRefused, [{ field: 'endpoint', message: notificationMessages.pushHostRefused }]);
  const row = await savePushDevice(deps.db, { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, label: body.label }, deps.now());
  return { message: notificationMessages.pushAdded, data: device(row) };
}

export async function removePushDevice(deps: Pick<Deps, 'db'>, userId: number, id: number): Promise<{ message: string }> {
  if (!(await deletePushDevice(deps.db, userId, id))) throw new HttpError(404, MSG.notFound);
  return { message: notificationMessages.pushRemoved };
}

/** The text a STOP is recorded with (the consent's "text shown" is what the customer wrote, and where). */
const stopText = (text: string) => `Replied "${text.trim().slice(0, 40)}" on WhatsApp.`;

/**
 * The Cloud API's events: statuses update our messages; an inbound message opens the 24-hour window, and a STOP
 * opts the number out of WhatsApp (every kind off for its account, the withdrawal recorded as a consent).
 */
export async function applyWhatsAppEvents(deps: Pick<Deps, 'db' | 'now'>, events: WhatsAppEvents): Promise<{ statuses: number; stops: number }> {
  let statuses = 0;
  let stops = 0;
  for (const status of events.statuses) {
    if (await updateWhatsAppStatus(deps.db, status.id, status.status, status.error, status.at)) statuses += 1;
  }
  for (const inbound of events.inbound) {
    const stop = inbound.text !== null && isStopWord(inbound.text);
    await deps.db.transaction(async (tx) => {
      await recordInbound(tx, inbound.mobile, inbound.at, stop);
      if (!stop) return;
      const user = await userOfMobile(tx, inbound.mobile);
      if (user) {
        await turnChannelOff(tx, user.id, 'whatsapp', deps.now());
        await recordConsent(tx, { userId: user.id, mobile: inbound.mobile, purpose: 'whatsapp', granted: false, text: stopText(inbound.text ?? ''), source: 'whatsapp' }, deps.now());
      } else {
        await recordConsent(tx, { userId: null, mobile: inbound.mobile, purpose: 'whatsapp', granted: false, text: stopText(inbound.text ?? ''), source: 'whatsapp' }, deps.now());
      }
    });
    if (stop) stops += 1;
  }
  return { statuses, stops };
}
