// The zod schemas of the notification endpoints of notifications-endpoints.ts, tied to the descriptors' types below.
import { apiError, idParams, messageResponse } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { NotificationsEndpointName, notificationsEndpoints } from './notifications-endpoints.js';
import {
  notificationChoicesBody,
  notificationSettingsResponse,
  notificationSettingsUpdateResponse,
  pushDeviceResponse,
  pushKeyResponse,
  pushSubscriptionBody,
} from './notifications.js';

export const notificationsEndpointSchemas = {
  settings: { response: notificationSettingsResponse },
  setChoices: { body: notificationChoicesBody, response: notificationSettingsUpdateResponse },
  pushKey: { response: pushKeyResponse, errors: { 503: apiError } },
  addPushDevice: { body: pushSubscriptionBody, response: pushDeviceResponse },
  removePushDevice: { params: idParams, response: messageResponse },
} as const satisfies Record<NotificationsEndpointName, EndpointSchemas>;

export const notificationsEndpointTypesAgree: TypesAgree<typeof notificationsEndpoints, typeof notificationsEndpointSchemas> = {
  settings: true,
  setChoices: true,
  pushKey: true,
  addPushDevice: true,
  removePushDevice: true,
};
