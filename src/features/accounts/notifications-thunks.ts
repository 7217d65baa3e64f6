// The profile's notification choices and push devices (issue 30). No slice: the section holds what it shows.
import type { MessageResponse } from '@contract/common';
import type { NotificationChoices } from '@contract/notification-rules';
import type { NotificationSettings, NotificationSettingsUpdateResponse, PushDeviceResponse, PushSubscriptionInput } from '@contract/notifications';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';

const notificationsApi = () => import('./notifications-api');

export function fetchNotificationSettings(): AppThunk<Promise<RequestOutcome<NotificationSettings>>> {
  return apiRequest(notificationsApi, null, (api) => api.getNotificationSettings());
}

export function saveNotificationChoices(choices: NotificationChoices): AppThunk<Promise<RequestOutcome<NotificationSettingsUpdateResponse>>> {
  return apiRequest(notificationsApi, null, (api) => api.setNotificationChoices(choices));
}

export function fetchPushKey(): AppThunk<Promise<RequestOutcome<string>>> {
  return apiRequest(notificationsApi, null, (api) => api.getPushKey());
}

export function addThisPushDevice(body: PushSubscriptionInput): AppThunk<Promise<RequestOutcome<PushDeviceResponse>>> {
  return apiRequest(notificationsApi, null, (api) => api.addPushDevice(body));
}

export function removeThisPushDevice(id: number): AppThunk<Promise<RequestOutcome<MessageResponse>>> {
  return apiRequest(notificationsApi, null, (api) => api.removePushDevice(id));
}
