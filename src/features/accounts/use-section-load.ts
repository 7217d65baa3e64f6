// A profile section's first load: loading, then the data or the failure's message with a retry (reload). The section
// keeps the data with setData after its own saves; onLoaded runs on each successful load (an editable copy to reset).
import { useCallback, useEffect, useState } from 'react';

type Loaded<T> = { ok: true; data: T } | { ok: false; error: string };

export function useSectionLoad<T>(request: () => Promise<Loaded<T>>, onLoaded?: (data: T) => void) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [data, setData] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    setStatus('loading');
    const outcome = await request();
    if (outcome.ok) {
      setData(outcome.data);
      onLoaded?.(outcome.data);
      setStatus('ready');
    } else {
      setLoadError(outcome.error);
      setStatus('failed');
    }
  }, [request, onLoaded]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { status, data, setData, loadError, reload };
}
