// The one way a screen downloads a file: busy while it comes, saved under the server's file name, and one error
// message (the thunk's, SPEC §8) for the screen to show in its Alert or notice.
import { useState } from 'react';
import { saveDownload, type DownloadedFile } from './download';

type DownloadOutcome = { ok: true; data: DownloadedFile | Blob | void } | { ok: false; error: string };

/**
 * `const { download, busy, error } = useDownload<Key>()`. `download(key, run, fallbackName)` marks `key` busy (a row's
 * id, or true), runs the thunk, saves what it returns (a Blob or { blob, disposition }; nothing when the thunk saved it
 * itself) under the server's name or `fallbackName`, and resolves to the outcome; a failure's message is `error`.
 */
export function useDownload<K = true>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function download<O extends DownloadOutcome>(key: K, run: () => Promise<O>, fallbackName: string): Promise<O> {
    setBusy(key);
    setError(null);
    const outcome = await run();
    setBusy(null);
    if (!outcome.ok) setError(outcome.error);
    else if (outcome.data instanceof Blob) saveDownload(outcome.data, null, fallbackName);
    else if (outcome.data) saveDownload(outcome.data.blob, outcome.data.disposition, fallbackName);
    return outcome;
  }
  return { download, busy, error, clearError: () => setError(null) };
}
