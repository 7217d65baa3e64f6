// Loaded by src/main.tsx after the window's load event (on a first visit, at the first use of the page), in production
// builds only (startWorkerInProduction): registers the service worker that `npm run build` writes
// (scripts/build/service-worker.ts) and shows its notices in a root of their own at the end of <body>, apart from the
// app's tree, so the entry chunk carries none of this.
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { keepLoadedFiles } from './first-use';
import { valueSource } from '@/lib/value-source';
import { onlineSource, PwaNotices } from './notices';
import { warmOfflinePages } from './warm';

/** `firstVisit`: no worker controlled the page when it opened (startWorkerInProduction decided it). */
export function startPwa({ firstVisit, reload = () => window.location.reload() }: { firstVisit: boolean; reload?: () => void }): void {
  const worker = new Workbox('/sw.js');
  const update = valueSource<(() => void) | null>(null);
  // A new version waits (it never takes over a page by itself); the visitor's "Reload" makes it take over, and the page
  // reloads once it controls the page, so no screen runs half on the old files and half on the new.
  worker.addEventListener('waiting', () => {
    update.set(() => {
      worker.addEventListener('controlling', reload);
      worker.messageSkipWaiting();
    });
  });
  worker.register().catch((error: unknown) => console.warn('The service worker was not registered', error));
  if (firstVisit) {
    // The first install: the chunks, fonts and images this visit loaded before the worker was there are kept too.
    worker.addEventListener('activated', (event) => {
      if (!event.isUpdate) keepLoadedFiles();
    });
  } else {
    // After the first visit (a page the worker already controlled when it opened), once the page is idle, the model
    // pages and the comparison are kept for offline reading. Never during a first visit: it would share its bandwidth.
    void worker.active.then(() => {
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
      idle(() => {
        warmOfflinePages().catch((error: unknown) => console.warn('The offline pages were not cached', error));
      });
    });
  }

  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<PwaNotices online={onlineSource(window)} update={update} />);
}
