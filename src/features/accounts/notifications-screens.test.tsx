import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationMessages } from '@contract/notification-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { notificationSettings } from '../../../tests/mocks/handlers/notifications';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ProfileScreen } from './profile-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

function renderProfile() {
  return renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfileScreen />} />
    </Routes>,
    { route: '/profile', preloadedState: signedIn() },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notification choices in the profile', () => {
  it('shows the defaults (SMS for what was asked for), and saves WhatsApp and push for orders', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/v1/me/notifications', async ({ request }) => {
        const json = (await request.json()) as { choices: ReturnType<typeof notificationSettings>['choices'] };
        sent.push(json);
        return HttpResponse.json({ message: notificationMessages.saved, data: notificationSettings({ choices: json.choices }) });
      }),
    );
    const { user } = renderProfile();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const box = (name: string) => within(section).getByRole('checkbox', { name });
    expect(await within(section).findByRole('checkbox', { name: 'My orders by SMS' })).toBeChecked();
    // SMS never carries offers: no box, and the row says so.
    expect(within(section).queryByRole('checkbox', { name: 'News and offers by SMS' })).toBeNull();
    expect(within(section).getByText('News and offers are not sent by SMS')).toBeInTheDocument();
    expect(box('News and offers by WhatsApp')).not.toBeChecked();
    expect(box('My orders by WhatsApp')).not.toBeChecked();
    expect(within(section).getByText(/reply STOP on WhatsApp/)).toBeInTheDocument();

    await user.click(box('My orders by WhatsApp'));
    await user.click(box('My orders by Browser notifications'));
    await user.click(box('Test ride reminders by SMS'));
    await user.click(within(section).getByRole('button', { name: 'Save notification choices' }));
    expect(await within(section).findByText(notificationMessages.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        choices: {
          sms: { orders: true, 'test-rides': false, service: true, support: true, offers: false },
          whatsapp: { orders: true, 'test-rides': false, service: false, support: false, offers: false },
          push: { orders: true, 'test-rides': false, service: false, support: false, offers: false },
        },
      },
    ]);
    expect(box('My orders by WhatsApp')).toBeChecked();
  });

  it('says when a WhatsApp STOP turned WhatsApp off', async () => {
    server.use(http.get('/api/v1/me/notifications', () => HttpResponse.json({ data: notificationSettings({ whatsappStopped: true }) })));
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(section).findByText(notificationMessages.whatsappStopped)).toBeInTheDocument();
  });

  it('asks the browser’s permission only when the button is clicked, then adds this device', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    vi.stubGlobal('Notification', Object.assign(function Notification() {}, { permission: 'default', requestPermission }));
    vi.stubGlobal('PushManager', function PushManager() {});
    const subscription = { toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BKey', auth: 'AuthKey' } }) };
    const subscribe = vi.fn(async () => subscription);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) },
    });
    const added: unknown[] = [];
    server.use(
      http.post('/api/v1/me/notifications/push-devices', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ message: notificationMessages.pushAdded, data: { id: 9, label: 'Chrome on Android', createdAt: '2027-03-10T06:30:00.000Z' } }, { status: 201 });
      }),
    );
    const { user } = renderProfile();
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const button = await within(section).findByRole('button', { name: 'Show notifications on this device' });
    expect(within(section).getByText('No device shows notifications yet.')).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();

    await user.click(button);
    expect(await within(section).findByText(notificationMessages.pushAdded)).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(added).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BKey', auth: 'AuthKey' }, label: expect.any(String) }]);
    expect(within(section).getByText('Chrome on Android')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Stop notifications on Chrome on Android' }));
    expect(await within(section).findByText(notificationMessages.pushRemoved)).toBeInTheDocument();
    expect(within(section).getByText('No device shows notifications yet.')).toBeInTheDocument();
  });
});
