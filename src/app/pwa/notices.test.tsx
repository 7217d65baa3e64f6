import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { valueSource } from '@/lib/value-source';
import { onlineSource, PwaNotices } from './notices';
import { startPwa } from './start';

// The worker library talks to navigator.serviceWorker, which jsdom has not: a stand-in with its events and the one call.
const workbox = vi.hoisted(() => ({ instances: [] as (EventTarget & { messageSkipWaiting: () => void; register: () => Promise<void> })[] }));
vi.mock('workbox-window', () => ({
  Workbox: class extends EventTarget {
    constructor(readonly url: string) {
      super();
      workbox.instances.push(this as never);
    }
    messageSkipWaiting = vi.fn();
    register = vi.fn(async () => undefined);
    // Resolves once the worker runs: start.tsx then keeps the offline pages (warm.test.ts), which jsdom cannot cache.
    active = Promise.resolve(undefined);
  },
}));

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

afterEach(() => {
  workbox.instances.length = 0;
  document.body.replaceChildren();
});

describe('PwaNotices', () => {
  it('says so while the browser is offline, in a live region that is there from the start', () => {
    render(<PwaNotices online={onlineSource(window)} update={valueSource(null)} />);
    const [offline] = screen.getAllByRole('status');
    expect(offline).toHaveTextContent('');
    setOnline(false);
    expect(offline).toHaveTextContent(/^You are offline\. .*forms keep what you type/);
    setOnline(true);
    expect(offline).toHaveTextContent('');
  });

  it('offers the waiting version with a Reload button that makes it take over', async () => {
    const update = valueSource<(() => void) | null>(null);
    render(<PwaNotices online={onlineSource(window)} update={update} />);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    const takeOver = vi.fn();
    act(() => update.set(takeOver));
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('A new version is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(takeOver).toHaveBeenCalledTimes(1);
  });
});

describe('startPwa', () => {
  it('registers /sw.js, and on "Reload" tells the waiting worker to take over, then reloads once it controls the page', async () => {
    const reload = vi.fn();
    act(() => startPwa({ firstVisit: true, reload }));
    const [worker] = workbox.instances;
    expect(worker).toBeDefined();
    expect(worker?.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    act(() => void worker?.dispatchEvent(new Event('waiting')));
    const button = await screen.findByRole('button', { name: 'Reload' });
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(worker?.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    worker?.dispatchEvent(new Event('controlling'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
