// Who may see and change an order. Reading: its customer, the browser holding its booking key (x-booking-key),
// a guest look-up session for that one order (x-order-lookup), an admin. Changing (edit, cancel): its customer,
// the browser that booked it (its key) or the look-up session. Everyone else, and every unknown id, gets the same 404.
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../../platform/auth/hook.js';
import { hashToken, isWellFormedToken } from '../../platform/auth/tokens.js';
import type { Queryable } from '../../platform/db/index.js';
import { HttpError } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { hasLookupSession } from './lookup-store.js';
import { findOrder, type OrderRecord } from './store.js';
import type { Actor } from './lifecycle.js';

export const BOOKING_KEY_HEADER = 'x-booking-key';
export const LOOKUP_HEADER = 'x-order-lookup';

export type OrderAccess = { record: OrderRecord; actor: Actor; canChange: boolean };

function headerToken(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const token = typeof value === 'string' ? value.trim() : '';
  return isWellFormedToken(token) ? token : null;
}

export const notFound = () => new HttpError(404, MSG.bookingNotFound);

/** The order and what the caller may do with it, or the 404 of an unknown order. */
export async function orderAccess(db: Queryable, request: FastifyRequest, id: number, now: Date): Promise<OrderAccess> {
  const record = await findOrder(db, id);
  if (!record) throw notFound();
  const user = await optionalUser(db, request, now);
  if (user && record.customerId !== null && user.id === record.customerId) {
    return { record, actor: { userId: user.id, role: 'customer' }, canChange: true };
  }
  const lookup = headerToken(request, LOOKUP_HEADER);
  if (lookup && (await hasLookupSession(db, id, hashToken(lookup), now))) {
    return { record, actor: { userId: user?.id ?? null, role: 'guest' }, canChange: true };
  }
  if (user?.isAdmin) return { record, actor: { userId: user.id, role: 'admin' }, canChange: false };
  const key = headerToken(request, BOOKING_KEY_HEADER);
  if (key && hashToken(key) === record.accessKeyHash) return { record, actor: { userId: user?.id ?? null, role: 'guest' }, canChange: true };
  throw notFound();
}

/** orderAccess for a change: a reader who may not change the order gets the same 404. */
export async function changeableOrder(db: Queryable, request: FastifyRequest, id: number, now: Date): Promise<OrderAccess> {
  const access = await orderAccess(db, request, id, now);
  if (!access.canChange) throw notFound();
  return access;
}
