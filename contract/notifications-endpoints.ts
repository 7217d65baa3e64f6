// The customer's notification endpoints (issue 30), described once (contract/endpoint.ts): the channel × kind choices
// and the web push devices. Registered by server/modules/notifications/routes.ts. The WhatsApp Cloud API's status
// webhook is not called by the SPA: it is registered in server/modules/notifications/webhook-routes.ts.
import type { MessageResponse } from './common.js';
import { endpoint } from './endpoint.js';
import type {
  NotificationChoicesInput,
  NotificationSettingsResponse,
  NotificationSettingsUpdateResponse,
  PushDeviceResponse,
  PushKeyResponse,
  PushSubscriptionInput,
} from './notifications.js';

export const notificationsEndpoints = {
  settings: endpoint<undefined, undefined, undefined, NotificationSettingsResponse>({
    method: 'GET', path: '/api/v1/me/notifications', access: 'customer', status: 200,
    summary: 'My notification choices per channel and kind, and my devices that show notifications',
  }),
  setChoices: endpoint<undefined, undefined, NotificationChoicesInput, NotificationSettingsUpdateResponse>({
    method: 'PUT', path: '/api/v1/me/notifications', access: 'customer', status: 200,
    summary: 'Save my notification choices; turning WhatsApp or offers on records my consent with the words shown',
  }),
  pushKey: endpoint<undefined, undefined, undefined, PushKeyResponse>({
    method: 'GET', path: '/api/v1/me/notifications/push-key', access: 'customer', status: 200,
    summary: 'The VAPID public key this browser subscribes with',
  }),
  addPushDevice: endpoint<undefined, undefined, PushSubscriptionInput, PushDeviceResponse>({
    method: 'POST', path: '/api/v1/me/notifications/push-devices', access: 'customer', status: 201,
    summary: "Add this browser's push subscription (one per device; the same endpoint again replaces it)",
  }),
  removePushDevice: endpoint<{ id: number }, undefined, undefined, MessageResponse>({
    method: 'DELETE', path: '/api/v1/me/notifications/push-devices/:id', access: 'customer', status: 200,
    summary: 'Stop notifications on one of my devices',
  }),
} as const;

export type NotificationsEndpointName = keyof typeof notificationsEndpoints;
