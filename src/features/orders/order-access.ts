// How this tab proves it may see an order without an account: the key of a booking it made (written by
// the booking feature under keys.bookingAccess) or a guest look-up session (written here). Session
// storage, so both leave with the tab and a full sign-out wipes them.
import type { PaymentOrder } from '@contract/bookings';
import { config } from '@/lib/config';
import { keys, readJson, session, writeJson } from '@/lib/storage';
import type { OrderAccess } from '@/lib/api/orders';

type LookupSession = { token: string; expires_at: string };
type LookupMap = Record<string, LookupSession>;

const readLookups = (): LookupMap => readJson<LookupMap>(session(), keys.orderLookup) ?? {};

export function rememberLookup(orderId: number, lookup: LookupSession): void {
  writeJson(session(), keys.orderLookup, { ...readLookups(), [String(orderId)]: lookup });
}

function lookupToken(orderId: number, now = Date.now()): string | undefined {
  const entry = readLookups()[String(orderId)];
  if (!entry || typeof entry.token !== 'string') return undefined;
  return Date.parse(entry.expires_at) > now ? entry.token : undefined;
}

function bookingKey(orderId: number): string | undefined {
  // The booking feature's record ({ key, payment }) of the bookings made in this tab.
  const entry = readJson<Record<string, { key?: unknown }>>(session(), keys.bookingAccess)?.[String(orderId)];
  return typeof entry?.key === 'string' ? entry.key : undefined;
}

/** The headers' proof for one order (empty for a signed-in owner, whose token is enough). */
export function orderAccess(orderId: number): OrderAccess {
  const access: OrderAccess = {};
  const key = bookingKey(orderId);
  const lookup = lookupToken(orderId);
  if (key) access.key = key;
  if (lookup) access.lookup = lookup;
  return access;
}

/** The gateway's checkout page: the API may answer a path on its own host. */
export function checkoutHref(payment: PaymentOrder, origin: string): string {
  return new URL(payment.checkout_url, config.apiBaseUrl || origin).href;
}
