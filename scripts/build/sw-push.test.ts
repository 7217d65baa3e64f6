// @vitest-environment node
// public/sw-push.js (decision 047), run in a sandbox with the parts of a service worker's global scope it uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { PUSH_HANDLER } from './service-worker';

type Listener = (event: Record<string, unknown>) => void;

function worker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners: Record<string, Listener> = {};
  const self = {
    location: { origin: 'https://www.revoltmotors.com' },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  runInNewContext(readFileSync(join(process.cwd(), 'public', PUSH_HANDLER), 'utf8'), { self, URL });
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { self, fire };
}

describe('the push handler of the service worker', () => {
  it('shows the notice with its title, text and the page it opens', async () => {
    const { self, fire } = worker();
    const payload = { title: 'Your Revolt order', body: 'BK-000035 is allotted.', url: '/booking-detail/35', tag: 'order-allotted:/booking-detail/35' };
    await fire('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Your Revolt order', expect.objectContaining({ body: 'BK-000035 is allotted.', tag: payload.tag, data: { url: '/booking-detail/35' } }));
  });

  it('opens the order on a click, or focuses the tab already on it; never a page of another site', async () => {
    const focus = vi.fn(async () => undefined);
    const { self, fire } = worker([{ url: 'https://www.revoltmotors.com/booking-detail/7', focus }]);
    const click = (url: string) => fire('notificationclick', { notification: { close: vi.fn(), data: { url } } });
    await click('/booking-detail/35');
    expect(self.clients.openWindow).toHaveBeenCalledWith('https://www.revoltmotors.com/booking-detail/35');
    await click('/booking-detail/7');
    expect(focus).toHaveBeenCalledTimes(1);
    await click('https://evil.example/phish');
    expect(self.clients.openWindow).toHaveBeenCalledTimes(1);
  });
});
