import { describe, expect, it, vi } from 'vitest';
import { onFirstUse, startWorkerInProduction } from './service-worker-guard';

function fakeWindow(readyState: DocumentReadyState, worker: 'none' | 'first-visit' | 'controlled' = 'first-visit') {
  const target = new EventTarget();
  const serviceWorker = { controller: worker === 'controlled' ? {} : null };
  const win = Object.assign(target, {
    navigator: worker === 'none' ? {} : { serviceWorker },
    document: { readyState },
  });
  return win as unknown as Window;
}

describe('startWorkerInProduction', () => {
  it('on a later visit (a worker controls the page) starts at the load event', () => {
    const win = fakeWindow('interactive', 'controlled');
    const start = vi.fn();
    startWorkerInProduction(true, win, start);
    expect(start).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    win.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(false);
  });

  it('starts at once when the page has already loaded (the app scripts start after the first paint)', () => {
    const start = vi.fn();
    startWorkerInProduction(true, fakeWindow('complete', 'controlled'), start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('on a first visit waits, after the load, for the first use of the page', () => {
    const win = fakeWindow('interactive');
    const start = vi.fn();
    startWorkerInProduction(true, win, start);
    win.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('keydown'));
    win.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(true);
  });

  it('never starts in a development build or the tests, nor without service workers', () => {
    const start = vi.fn();
    const dev = fakeWindow('interactive', 'controlled');
    startWorkerInProduction(false, dev, start);
    dev.dispatchEvent(new Event('load'));
    const old = fakeWindow('interactive', 'none');
    startWorkerInProduction(true, old, start);
    old.dispatchEvent(new Event('load'));
    startWorkerInProduction(import.meta.env.PROD, fakeWindow('complete', 'controlled'), start);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('onFirstUse', () => {
  it('starts once, at the first tap, key or scroll, even a scroll inside an element', () => {
    const start = vi.fn();
    onFirstUse(window, start);
    const list = document.createElement('div');
    document.body.append(list);
    list.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    list.remove();
  });
});
