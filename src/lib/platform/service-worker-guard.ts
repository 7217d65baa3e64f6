// Kept tiny: it is in the entry chunk. The worker and its notices load as a lazy chunk (src/app/pwa/start.tsx) after
// the page has loaded, so a first visit never waits for them; `npm run dev` and the tests never register one.

/** Runs `start` once the window has loaded, only in a production build and a browser with service workers. */
export function afterLoadInProduction(production: boolean, win: Window, start: () => void): void {
  if (!production || !('serviceWorker' in win.navigator)) return;
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
