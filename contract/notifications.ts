// Notification choices of the signed-in customer (issue 30): GET and PUT /api/v1/me/notifications, and the web push
// devices. zod schemas are the single source; the SPA imports the types only.
import { z } from 'zod';
import { NOTICE_KINDS, NOTIFY_CHANNELS, PUSH_LABEL_MAX } from './notification-rules.js';

const kinds = z.object(Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, z.boolean()])) as Record<(typeof NOTICE_KINDS)[number], z.ZodBoolean>);
export const notificationChoices = z
  .object(Object.fromEntries(NOTIFY_CHANNELS.map((channel) => [channel, kinds])) as Record<(typeof NOTIFY_CHANNELS)[number], typeof kinds>)
  .meta({ id: 'NotificationChoices' });

export const pushDevice = z.object({ id: z.number().int(), label: z.string(), createdAt: z.string() }).meta({ id: 'PushDevice' });
export type PushDevice = z.output<typeof pushDevice>;

/** The customer's choices, the devices that show notifications, and whether a WhatsApp "STOP" turned WhatsApp off. */
export const notificationSettings = z
  .object({ choices: notificationChoices, devices: z.array(pushDevice), whatsappStopped: z.boolean() })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.output<typeof notificationSettings>;
export const notificationSettingsResponse = z.object({ data: notificationSettings });
export type NotificationSettingsResponse = z.output<typeof notificationSettingsResponse>;

/** PUT: the whole matrix; turning WhatsApp or offers on records a consent with the words shown. */
export const notificationChoicesBody = z.object({ choices: notificationChoices });
export type NotificationChoicesRequest = z.output<typeof notificationChoicesBody>;
export type NotificationChoicesInput = z.input<typeof notificationChoicesBody>;
export const notificationSettingsUpdateResponse = z.object({ message: z.string(), data: notificationSettings });
export type NotificationSettingsUpdateResponse = z.output<typeof notificationSettingsUpdateResponse>;

export const pushKeyResponse = z.object({ data: z.object({ publicKey: z.string() }) });
export type PushKeyResponse = z.output<typeof pushKeyResponse>;

/** POST: a browser's PushSubscription.toJSON() and a label for the profile's list. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ error: 'The subscription has no valid endpoint.' }).max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  label: z.string().trim().min(1).max(PUSH_LABEL_MAX),
});
export type PushSubscriptionRequest = z.output<typeof pushSubscriptionBody>;
export type PushSubscriptionInput = z.input<typeof pushSubscriptionBody>;
export const pushDeviceResponse = z.object({ message: z.string(), data: pushDevice });
export type PushDeviceResponse = z.output<typeof pushDeviceResponse>;
