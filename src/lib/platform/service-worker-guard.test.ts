import { describe, expect, it, vi } from 'vitest';
import { afterLoadInProduction } from './service-worker-guard';

function fakeWindow(readyState: DocumentReadyState, withWorkers = true) {
  const target = new EventTarget();
  const win = Object.assign(target, {
    navigator: withWorkers ? { serviceWorker: {} } : {},
    document: { readyState },
  });
  return win as unknown as Window;
}

describe('afterLoadInProduction', () => {
  it('waits for the load event in a production build', () => {
    const win = fakeWindow('interactive');
    const start = vi.fn();
    afterLoadInProduction(true, win, start);
    expect(start).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    win.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the page has already loaded (the app scripts start after the first paint)', () => {
    const start = vi.fn();
    afterLoadInProduction(true, fakeWindow('complete'), start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts in a development build or the tests, nor without service workers', () => {
    const start = vi.fn();
    const dev = fakeWindow('interactive');
    afterLoadInProduction(false, dev, start);
    dev.dispatchEvent(new Event('load'));
    const old = fakeWindow('interactive', false);
    afterLoadInProduction(true, old, start);
    old.dispatchEvent(new Event('load'));
    afterLoadInProduction(import.meta.env.PROD, fakeWindow('complete'), start);
    expect(start).not.toHaveBeenCalled();
  });
});
