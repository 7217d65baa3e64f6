// The passes last read, kept for offline reading per user (a guest's under "guest") with the time they were saved
// (lib/offline-copy.ts, issue 30). Only the pass is kept, never the order's personal details.
import type { PassKind } from '@contract/pass-rules';
import type { BookingPass } from '@contract/passes';
import { readOfflineCopy, writeOfflineCopy } from '@/lib/offline-copy';

export type CachedPass = { pass: BookingPass; savedAt: string };

const keyOf = (kind: PassKind, id: number) => `pass-${kind}-${id}`;

export function readCachedPass(userId: number | null, kind: PassKind, id: number): CachedPass | null {
  const isPass = (data: unknown): data is BookingPass => (data as BookingPass | null)?.kind === kind && (data as BookingPass).id === id;
  const copy = readOfflineCopy(userId, keyOf(kind, id), isPass);
  return copy ? { pass: copy.data, savedAt: copy.savedAt } : null;
}

export function cachePass(userId: number | null, pass: BookingPass, now = new Date()): void {
  writeOfflineCopy(userId, keyOf(pass.kind, pass.id), pass, now);
}
