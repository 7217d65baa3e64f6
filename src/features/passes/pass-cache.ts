// The passes last read, kept in local storage per user (a guest's under "guest") so a pass opens offline with the
// time it was last updated (issue 30). Only the pass is kept, never the order's personal details; a sign-out removes
// the whole key (lib/session clearStoredSession), so nobody else reads them on this device.
import type { PassKind } from '@contract/pass-rules';
import type { BookingPass } from '@contract/passes';
import { keys, local, readJson, writeJson } from '@/lib/storage';

export type CachedPass = { pass: BookingPass; savedAt: string };
type Cache = Record<string, Record<string, CachedPass>>;

const owner = (userId: number | null) => (userId === null ? 'guest' : `user-${userId}`);
const entry = (kind: PassKind, id: number) => `${kind}-${id}`;

export function readCachedPass(userId: number | null, kind: PassKind, id: number): CachedPass | null {
  const cached = readJson<Cache>(local(), keys.bookingPasses)?.[owner(userId)]?.[entry(kind, id)];
  return cached && typeof cached.savedAt === 'string' && cached.pass?.kind === kind ? cached : null;
}

export function cachePass(userId: number | null, pass: BookingPass, now = new Date()): void {
  const all = readJson<Cache>(local(), keys.bookingPasses) ?? {};
  const mine = { ...all[owner(userId)], [entry(pass.kind, pass.id)]: { pass, savedAt: now.toISOString() } };
  writeJson(local(), keys.bookingPasses, { ...all, [owner(userId)]: mine });
}
