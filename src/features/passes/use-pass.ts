// Reads a pass: from the server when it answers (and keeps a copy for this user), else, when the device could not
// reach the server, the copy last kept with its time. A refusal by the server (404, 409) is never papered over.
import { useEffect, useState } from 'react';
import type { PassKind } from '@contract/pass-rules';
import type { BookingPass } from '@contract/passes';
import { selectUserInfo, type SessionSlice } from '@/lib/session';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { cachePass, readCachedPass } from './pass-cache';
import { fetchPass } from './passes-thunks';

export type PassState =
  | { status: 'loading' }
  | { status: 'fresh'; pass: BookingPass }
  | { status: 'offline'; pass: BookingPass; savedAt: string }
  | { status: 'failed'; error: string };

export function usePass(kind: PassKind, id: number | null): { state: PassState; retry: () => void } {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((s: SessionSlice) => selectUserInfo(s)?.id ?? null);
  const [state, setState] = useState<PassState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setState({ status: 'loading' });
    void dispatch(fetchPass(kind, id)).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        cachePass(userId, outcome.data);
        setState({ status: 'fresh', pass: outcome.data });
        return;
      }
      const cached = outcome.status === undefined ? readCachedPass(userId, kind, id) : null;
      setState(cached ? { status: 'offline', pass: cached.pass, savedAt: cached.savedAt } : { status: 'failed', error: outcome.error });
    });
    return () => {
      live = false;
    };
  }, [dispatch, kind, id, userId, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
