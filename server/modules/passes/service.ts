// The booking pass (issue 30, decision 046): the customer's pass of a paid order or a coming test ride, with a signed,
// expiring token drawn as a QR code, and the hub's "open by token". Orders and test rides are read through their
// modules' service.ts; which records have a pass and how long a token lasts are contract/pass-rules.ts.
import type { FastifyRequest } from 'fastify';
import type { BookingPass } from '@contract/passes.js';
import { HUB_OPENING_HOURS, hasOrderPass, hasTestRidePass, hubMapLink, passExpiry, passMessages, type PassKind } from '@contract/pass-rules.js';
import { slotStart } from '@contract/enquiry-rules.js';
import { todayInIndia } from '@contract/rules.js';
import { hubScopeOf } from '../../platform/auth/hub-scope.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { qrSvgPath } from '../../platform/qr.js';
import { myTestRide, testRideHub } from '../enquiries/service.js';
import { findOrder, orderAccess } from '../orders/service.js';
import { signPassToken, verifyPassToken } from './token.js';

export type PassDeps = Pick<Deps, 'db' | 'config' | 'now'>;

type PassRecord = Omit<BookingPass, 'hub' | 'token' | 'expires_at' | 'qr' | 'issued_at'> & {
  hub: { name: string; address: string; phone: string };
};

/** The pass of a record: its token runs PASS_TOKEN_DAYS from `anchor` (the slot, the delivery, or now). */
function passOf(secret: string, record: PassRecord, anchor: Date, now: Date): BookingPass {
  const expiresAt = passExpiry(anchor);
  const token = signPassToken(secret, { kind: record.kind, id: record.id, expiresAt });
  return {
    ...record,
    hub: { ...record.hub, map_url: hubMapLink(record.hub), opening_hours: HUB_OPENING_HOURS },
    token,
    expires_at: expiresAt.toISOString(),
    qr: qrSvgPath(token),
    issued_at: now.toISOString(),
  };
}

/** A paid order's pass, for whoever may read the order (its customer, booking key, look-up session; an admin). */
export async function orderPass({ db, config, now }: PassDeps, request: FastifyRequest, id: number): Promise<BookingPass> {
  const at = now();
  const { record } = await orderAccess(db, request, id, at);
  const { order } = record;
  if (!hasOrderPass(order.state)) throw new HttpError(409, passMessages.noPass);
  const delivered = order.delivered_at === null ? null : new Date(order.delivered_at);
  const pass: PassRecord = {
    kind: 'order',
    id: order.id,
    reference: order.reference,
    model: order.model,
    model_name: order.model_name,
    colour: order.colour,
    hub: { name: order.hub.name, address: order.hub.address, phone: order.hub.phone },
    date: null,
    slot: null,
    delivery_date: delivered === null ? null : todayInIndia(delivered),
  };
  return passOf(config.passTokenSecret, pass, delivered ?? at, at);
}

/** The pass of one of the customer's coming test rides (requested or confirmed). */
export async function testRidePass(deps: PassDeps, userId: number, id: number): Promise<BookingPass> {
  const at = deps.now();
  const ride = await myTestRide(deps, userId, id);
  if (!hasTestRidePass(ride.status)) throw new HttpError(409, passMessages.noRidePass);
  const pass: PassRecord = {
    kind: 'test_ride',
    id: ride.id,
    reference: ride.reference,
    model: ride.model,
    model_name: ride.model_name,
    colour: null,
    hub: { name: ride.hub.name, address: ride.hub.address, phone: ride.hub.phone },
    date: ride.date,
    slot: ride.slot,
    delivery_date: null,
  };
  return passOf(deps.config.passTokenSecret, pass, slotStart(ride.date, ride.slot), at);
}

/**
 * The record a pass's token names, for a dealer of its hub or an admin. A forged token is a 400 and an expired one a
 * 410, each saying what to do; another hub's record is a 403 (the signed token already proves the record exists).
 */
export async function openPass({ db, config, now }: PassDeps, user: SessionUser, token: string): Promise<{ kind: PassKind; id: number; reference: string }> {
  const check = verifyPassToken(config.passTokenSecret, token, now());
  if (!check.ok) throw check.reason === 'expired' ? new HttpError(410, passMessages.expired) : new HttpError(400, passMessages.forged);
  const found = check.kind === 'order' ? await orderHub(db, check.id) : await testRideHub(db, check.id);
  if (!found) throw new HttpError(404, MSG.bookingNotFound);
  const scope = await hubScopeOf(db, user);
  if (scope.kind === 'hubs' && !scope.hubIds.includes(found.hubId)) throw new HttpError(403, passMessages.notYours);
  return { kind: check.kind, id: check.id, reference: found.reference };
}

async function orderHub(db: PassDeps['db'], id: number): Promise<{ hubId: number; reference: string } | null> {
  const record = await findOrder(db, id);
  return record ? { hubId: record.order.hub.id, reference: record.order.reference } : null;
}
