import { useSyncExternalStore } from 'react';
import { Button } from '@/components/button';
import type { Source } from '@/lib/value-source';
import './notices.css';

/** navigator.onLine and its 'online'/'offline' events. */
export function onlineSource(win: Window): Source<boolean> {
  return {
    subscribe(onChange) {
      win.addEventListener('online', onChange);
      win.addEventListener('offline', onChange);
      return () => {
        win.removeEventListener('online', onChange);
        win.removeEventListener('offline', onChange);
      };
    },
    get: () => win.navigator.onLine,
  };
}

type Props = {
  online: Source<boolean>;
  /** Set when a new version waits: makes it take over, then reloads the page. */
  update: Source<(() => void) | null>;
};

/** The offline banner and the new-version notice. Both live regions are always there, so a change is announced. */
export function PwaNotices({ online, update }: Props) {
  const isOnline = useSyncExternalStore(online.subscribe, online.get, () => true);
  const takeOver = useSyncExternalStore(update.subscribe, update.get, () => null);
  return (
    <div className="pwa-notices">
      <div role="status" className={isOnline ? undefined : 'pwa-notice pwa-notice--offline'}>
        {isOnline ? null : 'You are offline. Pages you have visited still open; forms keep what you type but cannot send it until you are back online.'}
      </div>
      <div role="status" className={takeOver ? 'pwa-notice' : undefined}>
        {takeOver ? (
          <>
            <span>A new version is ready.</span>
            <Button variant="secondary" className="pwa-notice__action" onClick={takeOver}>
              Reload
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
