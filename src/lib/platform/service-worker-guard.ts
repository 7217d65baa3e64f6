// Kept tiny: it is in the entry chunk. The worker and its notices load as a lazy chunk (src/app/pwa/start.tsx) after
// the page has loaded, so a first visit never waits for them; `npm run dev` and the tests never register one.

/** What counts as using the page. Scroll does not bubble; a capturing listener on the window sees every element's. */
const USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Runs `start` once, at the first of USE_EVENTS on `win`. */
export function onFirstUse(win: Window, start: () => void): void {
  const options = { capture: true, passive: true } as const;
  const go = () => {
    for (const type of USE_EVENTS) win.removeEventListener(type, go, options);
    start();
  };
  for (const type of USE_EVENTS) win.addEventListener(type, go, options);
}

/**
 * Runs `start` in a production build in a browser with service workers, once the window has loaded: at once on a
 * later visit (a worker already controls the page), and on a first visit only at the visitor's first use of the
 * page (a tap, a key, a wheel or a scroll), so neither the chunk nor the worker's install shares the first load
 * (docs/decisions/045-pwa-offline.md). `start` is told which of the two it is.
 */
export function startWorkerInProduction(production: boolean, win: Window, start: (firstVisit: boolean) => void): void {
  if (!production || !('serviceWorker' in win.navigator)) return;
  const due = () => (win.navigator.serviceWorker.controller ? start(false) : onFirstUse(win, () => start(true)));
  if (win.document.readyState === 'complete') due();
  else win.addEventListener('load', due, { once: true });
}
