// Copies of what a customer's screens last read, kept in local storage so the screen opens offline with the time it
// was last updated (issue 30): the booking pass, the dashboard's list of bookings, the booking detail. One entry per
// owner (`user-<id>`, or `guest` for a booking opened by its key) and key, with the time it was saved; a copy is
// read only under the owner that wrote it, so one customer never sees another's. The service worker never caches
// /api/ (decision 045), so these are the only copies of a customer's data in the browser, and a sign-out removes
// them all (lib/session clearStoredSession). Each screen keeps only what it shows.
import { keys, local, readJson, writeJson } from './storage';

export type OfflineCopy<T> = { data: T; savedAt: string };
type Owners = Record<string, Record<string, OfflineCopy<unknown>>>;

/** The most the copies take in local storage (characters of JSON, about 2 bytes each): the oldest go first. */
export const OFFLINE_COPY_LIMIT = 200_000;

/** A signed-in customer's id, or null for a guest. */
export const copyOwner = (userId: number | null) => (userId === null ? 'guest' : `user-${userId}`);

const readAll = (): Owners => readJson<Owners>(local(), keys.offlineCopies) ?? {};

export function readOfflineCopy<T>(userId: number | null, key: string, isCopy: (data: unknown) => data is T): OfflineCopy<T> | null {
  const copy = readAll()[copyOwner(userId)]?.[key];
  return copy && typeof copy.savedAt === 'string' && isCopy(copy.data) ? { data: copy.data, savedAt: copy.savedAt } : null;
}

/** Drops the oldest copies (any owner's) until the rest fit the limit; a copy larger than the limit is not kept. */
function capped(all: Owners): Owners {
  const entries = Object.entries(all).flatMap(([owner, copies]) => Object.entries(copies).map(([key, copy]) => ({ owner, key, copy, size: JSON.stringify(copy).length })));
  entries.sort((a, b) => b.copy.savedAt.localeCompare(a.copy.savedAt));
  const kept: Owners = {};
  let total = 0;
  for (const entry of entries) {
    total += entry.size + entry.key.length + 8;
    if (total > OFFLINE_COPY_LIMIT) break;
    kept[entry.owner] = { ...kept[entry.owner], [entry.key]: entry.copy };
  }
  return kept;
}

export function writeOfflineCopy(userId: number | null, key: string, data: unknown, now = new Date()): void {
  const all = readAll();
  const owner = copyOwner(userId);
  writeJson(local(), keys.offlineCopies, capped({ ...all, [owner]: { ...all[owner], [key]: { data, savedAt: now.toISOString() } } }));
}
