// Keys of everything the SPA keeps in the browser, and safe accessors (storage can throw in
// private modes or when disabled; the site must still work).
export const keys = {
  userInfo: 'userInfo',
  shippingAddress: 'shippingAddress',
  orderDetails: 'orderDetails',
  upgradeOrderDetails: 'upgradeOrderDetails',
  cartItems: 'cartItems',
  paymentMethod: 'paymentMethod',
  mobileAppView: 'mobileAppView',
  sessionToken: 'x-auth-token',
  blocker: 'blocker',
  /** Session storage: per booking made in this tab, the key that reads it and its latest payment order. */
  bookingAccess: 'bookingAccess',
  /** Session storage: per order, the guest look-up session (token and expiry) that reads it on this tab. */
  orderLookup: 'orderLookup',
  /** Session storage: the Rev Club code of the last `?ref=` link this tab arrived with (prefills booking forms). */
  referralCode: 'referralCode',
  /** Local storage: what the customer's screens last read, per user (lib/offline-copy.ts); a sign-out removes it. */
  offlineCopies: 'offlineCopies',
} as const;

export function readJson<T>(storage: Storage | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the in-memory state still holds the value for this visit.
  }
}

export function remove(storage: Storage | undefined, ...names: string[]): void {
  try {
    for (const n of names) storage?.removeItem(n);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function local(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** SPEC §4: on first load, when no 'updated_date' marker is stored, all local storage is cleared. */
export function ensureStorageMarker(storage: Storage | undefined, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(key) !== null) return false;
    storage.clear();
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
