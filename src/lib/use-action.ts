// The one way an action without a form sends (a button, a dialog's confirm, an OTP step): busy while it runs, and
// the one error message of a failed outcome; no field errors to map. A form sends through useSubmit (use-submit.ts).
import { useState } from 'react';

function failureOf(outcome: unknown): string | null {
  if (typeof outcome !== 'object' || outcome === null || !('ok' in outcome) || outcome.ok !== false) return null;
  return 'error' in outcome && typeof outcome.error === 'string' ? outcome.error : null;
}

/**
 * `const { run, busy, busyKey, error } = useAction<Key>()`. `run(request, key?)` clears the last message, marks `key`
 * busy (a row's id, a decision; true when not given), runs the request, clears busy even when it throws, keeps the
 * message of an `{ ok: false, error }` outcome as `error`, and resolves to the outcome for the caller to go on with.
 */
export function useAction<K = true>() {
  const [busyKey, setBusyKey] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run<O>(request: () => Promise<O>, key: K = true as K): Promise<O> {
    setError(null);
    setBusyKey(key);
    let outcome: O;
    try {
      outcome = await request();
    } finally {
      setBusyKey(null);
    }
    const failed = failureOf(outcome);
    if (failed !== null) setError(failed);
    return outcome;
  }
  return { run, busy: busyKey !== null, busyKey, error, setError };
}
