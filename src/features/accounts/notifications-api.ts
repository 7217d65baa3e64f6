import { notificationsEndpoints as e } from '@contract/notifications-endpoints';
import type { NotificationChoices } from '@contract/notification-rules';
import type { NotificationSettings, NotificationSettingsUpdateResponse, PushDeviceResponse, PushSubscriptionInput } from '@contract/notifications';
import type { MessageResponse } from '@contract/common';
import { callEndpoint } from '@/lib/api/endpoint';

export async function getNotificationSettings(): Promise<NotificationSettings> {
  return (await callEndpoint(e.settings, {})).data;
}

export async function setNotificationChoices(choices: NotificationChoices): Promise<NotificationSettingsUpdateResponse> {
  return callEndpoint(e.setChoices, { body: { choices } });
}

export async function getPushKey(): Promise<string> {
  return (await callEndpoint(e.pushKey, {})).data.publicKey;
}

export async function addPushDevice(body: PushSubscriptionInput): Promise<PushDeviceResponse> {
  return callEndpoint(e.addPushDevice, { body });
}

export async function removePushDevice(id: number): Promise<MessageResponse> {
  return callEndpoint(e.removePushDevice, { params: { id } });
}
