// The customer's notification choices and push devices for screen tests, made from the contract
// (contract/notifications-endpoints.ts).
import { HttpResponse } from 'msw';
import { notificationsEndpointSchemas as schemas } from '@contract/notifications-endpoint-schemas';
import { notificationsEndpoints as e } from '@contract/notifications-endpoints';
import { NOTICE_KINDS, NOTIFY_CHANNELS, defaultChoice, notificationMessages, type NotificationChoices } from '@contract/notification-rules';
import type { NotificationSettings } from '@contract/notifications';
import { endpointHandler } from '../endpoint';

export const defaultNotificationChoices = (): NotificationChoices =>
  Object.fromEntries(NOTIFY_CHANNELS.map((channel) => [channel, Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, defaultChoice(channel, kind)]))])) as NotificationChoices;

/** A customer who never chose: the defaults, no device, no WhatsApp STOP. */
export const notificationSettings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  choices: defaultNotificationChoices(),
  devices: [],
  whatsappStopped: false,
  ...overrides,
});

export const notificationHandlers = [
  endpointHandler(e.settings, schemas.settings, () => HttpResponse.json({ data: notificationSettings() })),
  endpointHandler(e.setChoices, schemas.setChoices, async ({ request }) => {
    const { choices } = (await request.json()) as { choices: NotificationChoices };
    return HttpResponse.json({ message: notificationMessages.saved, data: notificationSettings({ choices }) });
  }),
  endpointHandler(e.pushKey, schemas.pushKey, () => HttpResponse.json({ data: { publicKey: 'BPublicKeyForTests' } })),
  endpointHandler(e.addPushDevice, schemas.addPushDevice, async ({ request }) => {
    const { label } = (await request.json()) as { label: string };
    return HttpResponse.json({ message: notificationMessages.pushAdded, data: { id: 7, label, createdAt: '2027-03-10T06:30:00.000Z' } }, { status: 201 });
  }),
  endpointHandler(e.removePushDevice, schemas.removePushDevice, () => HttpResponse.json({ message: notificationMessages.pushRemoved })),
];
