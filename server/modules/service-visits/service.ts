// The service-visit workflows: book, move, confirm, complete, cancel. Each runs in one transaction that checks who
// may do it and when, takes the hub-day lock before counting a slot's places, writes the change and its timeline
// event, and queues the customer's SMS; the routes deliver the SMS after the commit.
import { slotFullMessage, slotWhen } from '@contract/enquiry-rules.js';
import {
  customerCanChange,
  serviceDateWindow,
  serviceVisitActionsFor,
  serviceVisitEventText,
  serviceVisitMessages as m,
  type ServiceType,
  type ServiceVisitAction,
  type ServiceVisitSmsStatus,
  type ServiceVisitState,
} from '@contract/service-visit-rules.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { hubSlotPlaces, lockHubDay, setHubCapacity, slotOrNextFree, type SlotPlaces } from './slot-store.js';
import { queueVisitSms } from './notices.js';
import { deliveredBikesOf, hubExists, insertVisit, insertVisitEvent, lockVisit, updateVisit, type VisitActor } from './store.js';

export const visitNotFound = () => new HttpError(404, m.notFound);

type Slot = { date: string; slot: string };

function checkDate(date: string, now: Date): void {
  const window = serviceDateWindow(now);
  if (date < window.min || date > window.max) throw fieldError('date', m.date);
}

/** Under the hub-day lock: the slot has a place, or the 409 that names the next free ones. */
async function takeSlot(tx: Queryable, hubId: number, at: Slot, now: Date, except: number | null): Promise<void> {
  await lockHubDay(tx, hubId, at.date);
  const found = await slotOrNextFree(tx, 'service', hubId, at, serviceDateWindow(now).max, except);
  if (found.free) return;
  const free_slots = found.next.map(({ date, slot }) => ({ date, slot }));
  throw new HttpError(409, slotFullMessage(free_slots), undefined, undefined, { free_slots });
}

export type BookRequest = { order_id: number; service_type: ServiceType; hub_id: number; date: string; slot: string; note?: string; odometer_km?: number };

export async function bookVisit(deps: Deps, customerId: number, body: BookRequest): Promise<number> {
  const now = deps.now();
  checkDate(body.date, now);
  const [bike] = await deliveredBikesOf(deps.db, customerId, body.order_id);
  if (!bike) throw new HttpError(404, m.bikeNotFound);
  if (!(await hubExists(deps.db, body.hub_id))) throw fieldError('hub_id', m.hub);
  return deps.db.transaction(async (tx) => {
    await takeSlot(tx, body.hub_id, body, now, null);
    let id: number;
    try {
      id = await insertVisit(
        tx,
        { orderId: bike.orderId, customerId, hubId: body.hub_id, serviceType: body.service_type, date: body.date, slot: body.slot, note: body.note || null, odometerKm: body.odometer_km ?? null },
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, m.alreadyBooked);
      throw error;
    }
    await insertVisitEvent(
      tx,
      id,
      { kind: 'state', from: null, to: 'requested', text: serviceVisitEventText.requested(body.service_type, slotWhen(body.date, body.slot)), note: body.note || null },
      { userId: customerId, role: 'customer' },
      now,
    );
    await queueVisitSms(tx, id, 'requested', now);
    return id;
  });
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockVisit>>>;
/** Who changes a visit: its customer (their own, up to 2 hours before the slot) or the hub (the caller checked the scope). */
export type Changer = { actor: VisitActor; customerId?: number };

/** Locks the visit and refuses a change the changer may not make now: 404 for another customer's, 409 when too late or not allowed. */
async function lockedFor(tx: Queryable, id: number, changer: Changer, action: ServiceVisitAction, now: Date): Promise<Locked> {
  const visit = await lockVisit(tx, id);
  if (!visit) throw visitNotFound();
  if (changer.customerId !== undefined) {
    if (visit.customerId !== changer.customerId) throw visitNotFound();
    if (action !== 'cancel' && action !== 'reschedule') throw new HttpError(409, m.notAllowed);
    if (!serviceVisitActionsFor(visit.state).includes(action)) throw new HttpError(409, m.notAllowed);
    if (!customerCanChange(visit, now)) throw new HttpError(409, m.tooLate);
    return visit;
  }
  if (!serviceVisitActionsFor(visit.state).includes(action)) throw new HttpError(409, m.notAllowed);
  return visit;
}

async function recordMove(tx: Queryable, id: number, from: ServiceVisitState, to: ServiceVisitState, text: string, note: string | null, actor: VisitActor, sms: ServiceVisitSmsStatus, now: Date) {
  await insertVisitEvent(tx, id, { kind: 'state', from, to, text, note }, actor, now);
  await queueVisitSms(tx, id, sms, now);
}

export async function rescheduleVisit(deps: Deps, id: number, changer: Changer, to: Slot & { note?: string }): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // Whose visit it is comes first: a stranger learns nothing, not even that the date was wrong.
    const visit = await lockedFor(tx, id, changer, 'reschedule', now);
    checkDate(to.date, now);
    if (visit.date === to.date && visit.slot === to.slot) throw new HttpError(409, m.sameSlot);
    await takeSlot(tx, visit.hubId, to, now, id);
    await updateVisit(tx, id, { date: to.date, slot: to.slot }, now);
    await insertVisitEvent(
      tx,
      id,
      { kind: 'reschedule', from: visit.state, to: visit.state, text: serviceVisitEventText.rescheduled(slotWhen(to.date, to.slot)), note: to.note || null },
      changer.actor,
      now,
    );
    await queueVisitSms(tx, id, 'rescheduled', now);
  });
}

export async function confirmVisit(deps: Deps, id: number, changer: Changer, note: string | null): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const visit = await lockedFor(tx, id, changer, 'confirm', now);
    await updateVisit(tx, id, { state: 'confirmed' }, now);
    await recordMove(tx, id, visit.state, 'confirmed', serviceVisitEventText.confirmed(slotWhen(visit.date, visit.slot)), note, changer.actor, 'confirmed', now);
  });
}

export type Completion = { work_notes: string; parts: { name: string; quantity: number }[]; odometer_km?: number };

export async function completeVisit(deps: Deps, id: number, changer: Changer, done: Completion): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const visit = await lockedFor(tx, id, changer, 'complete', now);
    await updateVisit(tx, id, { state: 'completed', workNotes: done.work_notes, parts: done.parts, odometerKm: done.odometer_km }, now);
    await recordMove(tx, id, visit.state, 'completed', serviceVisitEventText.completed(), done.work_notes, changer.actor, 'completed', now);
  });
}

export async function cancelVisit(deps: Deps, id: number, changer: Changer, note: string | null): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const visit = await lockedFor(tx, id, changer, 'cancel', now);
    await updateVisit(tx, id, { state: 'cancelled' }, now);
    await recordMove(tx, id, visit.state, 'cancelled', serviceVisitEventText.cancelled(changer.customerId !== undefined), note, changer.actor, 'cancelled', now);
  });
}

// ---- A hub's test-ride slots (the enquiries module's): test rides and service visits share the hub's day lock and
// the slot counting of slot-store.ts, so the enquiries reach them through these functions only.
export type { SlotPlaces };

/** Serialises bookings of one hub's day (transaction-scoped); test rides and service visits of a hub share it. */
export const lockTestRideHubDay = (tx: Queryable, hubId: number, date: string): Promise<void> => lockHubDay(tx, hubId, date);

/** Every test-ride slot of the hub's days from `from` to `to` (YYYY-MM-DD, both included) with its places left; [] for an unknown hub. */
export function testRideSlotPlaces(db: Queryable, hubId: number, from: string, to: string, exceptRide: number | null = null): Promise<SlotPlaces[]> {
  return hubSlotPlaces(db, 'test-ride', hubId, from, to, exceptRide);
}

/** Sets how many rides a hub takes per slot; false for an unknown hub. */
export function setTestRideCapacity(db: Queryable, hubId: number, capacity: number): Promise<boolean> {
  return setHubCapacity(db, 'test-ride', hubId, capacity);
}
