import { useEffect, useState, useSyncExternalStore } from 'react';
import { requestActivity } from '@/lib/api/events';
import * as t from './loading-overlay.messages';
import './loading-overlay.css';

const SHOW_AFTER_MS = 250;

/** SPEC §2: a dim full-screen layer with a spinner while requests run (after a short delay, to avoid flashes). */
export function LoadingOverlay() {
  const busy = useSyncExternalStore(requestActivity.subscribe, () => requestActivity.count() > 0, () => false);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const t = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(t);
  }, [busy]);
  if (!visible) return null;
  return <Spinner overlay label={t.pleaseWait} />;
}

export function Spinner({ label = t.loading, overlay = false }: { label?: string; overlay?: boolean }) {
  return (
    <div className={overlay ? 'overlay' : 'spinner-box'} role="status" aria-live="polite" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
