// Enquiries (issue 12): the rules and workflows of the public test-ride, notify-me and contact forms, of the signed-in
// customer's own enquiries, and of the back office's test rides (a dealer only ever reaches their own hubs' rides:
// another hub's ride is the same 404 as a missing one), notify-me and contact requests. A test ride's slot is counted
// and taken under the lock of the hub's day (service-visits' slot places); a ride marked done queues the rider's
// feedback link in the move's transaction. The SQL is in store.ts, list-store.ts, test-ride-store.ts and
// request-store.ts; the CSV columns of the exports are here.
import type { ContactAction, ContactFilters, NotifyAction, NotifyFilters, NotifyStatus, TestRideAction, TestRideFilters } from '@contract/back-office-enquiries.js';
import { MARKETING_CONSENT_TEXT } from '@contract/consent-rules.js';
import type { ContactRequest, ContactStatus, MyTestRide, NotifyRequest, TestRideRequest, TestRideSlot, TestRideStatus } from '@contract/enquiries.js';
import {
  CUSTOMER_CHANGE_HOURS,
  beforeChangeCutoff,
  enquiryMessages,
  enquiryReference,
  slotFullMessage,
  slotLabel,
  slotStart,
  testRideDateWindow,
} from '@contract/enquiry-rules.js';
import { addDays, firstName } from '@contract/rules.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import type { CsvColumn } from '../../platform/csv-export.js';
import { hubScopeOf, type HubScope } from '../../platform/auth/hub-scope.js';
import type { RecordActor } from '../../platform/db/record-events.js';
import type { Db, Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { ENQUIRY_MSG, MSG } from '../../platform/messages.js';
import { activeProduct, checkedPlace, isServiceCentreInCity, personAndPlace } from '../reference/service.js';
import { recordConsent } from '../accounts/service.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { pageOf } from '../../platform/db/sql.js';
import { fillMissingProfile } from '../accounts/service.js';
import { sendFeedbackLink } from '../feedback/service.js';
import { lockTestRideHubDay, setTestRideCapacity, testRideSlotPlaces } from '../service-visits/service.js';
import { actInTransaction, withEvents, type ActionOutcome } from './list-store.js';
import {
  closeContactRequest,
  contactDetailOf,
  contactExport,
  findContactRow,
  findNotifyRow,
  listContactRequests,
  listNotifyRequests,
  markNotifyContacted,
  notifyDetailOf,
  notifyExport,
  touchContactRequest,
} from './request-store.js';
import {
  cancelTestRide,
  deleteMyNotifyRequest,
  findMyTestRide,
  insertContactMessage,
  insertTestRide,
  listMyContactMessages,
  listMyNotifyRequests,
  listMyTestRides,
  rescheduleTestRide,
  upsertNotifyRequest,
  type MyTestRideRow,
} from './store.js';
import { findTestRideRow, listTestRides, moveTestRide, setTestRideAssignee, setTestRideStatus, testRideDetailOf, testRideExport } from './test-ride-store.js';

type EnquiryDeps = Pick<Deps, 'db' | 'config' | 'now'>;
/** Who sends a form: the caller's address (for the rate limits) and their account if signed in (read once the limits pass). */
export type Sender = { ip: string; customerId: (at: Date) => Promise<number | null> };

// ---------------------------------------------------------------- the public forms

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** "2027-03-05" -> "05 March 2027". */
function longDate(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

const missingModel = () => fieldError('model', enquiryMessages.model);

/** How many of the next free slots a full slot's refusal offers. */
const FREE_OFFERED = 3;

/**
 * 409 when the hub's slot has no place left (the caller holds the lock of the hub's day), with the next slots that
 * have one, from that slot on up to the last bookable day.
 */
async function checkSlotFree(db: Queryable, hubId: number, date: string, slot: string, lastDay: string, exceptRide: number | null = null): Promise<void> {
  const day = await testRideSlotPlaces(db, hubId, date, date, exceptRide);
  if ((day.find((p) => p.slot === slot)?.left ?? 0) > 0) return;
  const ahead = await testRideSlotPlaces(db, hubId, date, lastDay, exceptRide);
  const free = ahead.filter((p) => p.left > 0 && (p.date > date || p.slot > slot)).slice(0, FREE_OFFERED);
  throw new HttpError(409, slotFullMessage(free));
}

/** A hub's test-ride slots for the week from `from` (within the bookable window), with the places left in each. */
export async function testRideAvailability({ db, now }: EnquiryDeps, hub: number, from: string) {
  const window = testRideDateWindow(now());
  const first = from < window.min ? window.min : from;
  const last = addDays(first, 6) > window.max ? window.max : addDays(first, 6);
  if (first > last) return [];
  return testRideSlotPlaces(db, hub, first, last);
}

export async function bookTestRide({ db, config, now }: EnquiryDeps, sender: Sender, body: TestRideRequest) {
  const limits = config.rateLimits;
  const at = now();
  await consumeLimits(db, [
    { key: `test-ride:ip:${sender.ip}`, rule: limits.testRidesPerIp },
    { key: `test-ride:mobile:${body.mobile}`, rule: limits.testRidesPerMobile },
  ], at);

  await checkedPlace(db, { state: body.state, city: body.city, area: body.area });
  const model = await activeProduct(db, body.model, missingModel);
  const bookable = testRideDateWindow(at);
  if (body.preferred_date < bookable.min || body.preferred_date > bookable.max) throw fieldError('preferred_date', enquiryMessages.date);
  if (!(await isServiceCentreInCity(db, body.dealer_id, body.city))) throw fieldError('dealer_id', enquiryMessages.dealer);

  const ride = {
    ...personAndPlace(body),
    model: model.id,
    preferredDate: body.preferred_date,
    timeSlot: body.time_slot,
    dealerId: body.dealer_id,
    comments: body.comments || null,
    customerId: await sender.customerId(at),
  };
  let id: number | null;
  try {
    // The slot's last place goes to one visitor only: counted and taken under the lock of the hub's day.
    id = await db.transaction(async (tx) => {
      await lockTestRideHubDay(tx, ride.dealerId, ride.preferredDate);
      await checkSlotFree(tx, ride.dealerId, ride.preferredDate, ride.timeSlot, bookable.max);
      return insertTestRide(tx, ride, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG.testRideTaken);
    throw error;
  }
  if (id === null) throw new HttpError(409, MSG.testRideTaken);
  if (body.marketing_consent) await recordConsent(db, { userId: ride.customerId, mobile: body.mobile, purpose: 'marketing', granted: true, text: MARKETING_CONSENT_TEXT, source: 'test-ride' }, at);
  // An account made with only a mobile keeps the e-mail and place its first test ride gives (none is overwritten).
  if (ride.customerId !== null) await fillMissingProfile(db, ride.customerId, { mobile: body.mobile, email: body.email, place: body }, at);

  return {
    message: ENQUIRY_MSG.testRideReceived(firstName(body.name), model.name, longDate(body.preferred_date), slotLabel(body.time_slot)),
    data: { id, reference: enquiryReference('ride', id) },
  };
}

/** `created` false: this mobile already asked for the model in the city (answered 200, not 201). */
export async function addNotifyRequest({ db, config, now }: EnquiryDeps, sender: Sender, body: NotifyRequest) {
  const limits = config.rateLimits;
  const at = now();
  await consumeLimits(db, [
    { key: `notify:ip:${sender.ip}`, rule: limits.notifyPerIp },
    { key: `notify:mobile:${body.mobile}`, rule: limits.notifyPerMobile },
  ], at);

  const { city } = await checkedPlace(db, { state: body.state, city: body.city });
  const model = await activeProduct(db, body.model, missingModel);
  const customerId = await sender.customerId(at);
  const entry = { name: body.name, mobile: body.mobile, email: body.email, state: body.state, city: city.id, model: model.id, customerId };
  const result = await db.transaction((tx) => upsertNotifyRequest(tx, entry, at));

  const data = { id: result.id, reference: enquiryReference('notify', result.id) };
  if (!result.created) return { created: false, answer: { message: ENQUIRY_MSG.notifyExisting(model.name, city.name), data } };
  return { created: true, answer: { message: ENQUIRY_MSG.notifyAdded(firstName(body.name), model.name, city.name), data } };
}

export async function sendContactMessage({ db, config, now }: EnquiryDeps, sender: Sender, body: ContactRequest) {
  const limits = config.rateLimits;
  const at = now();
  await consumeLimits(db, [
    { key: `contact:ip:${sender.ip}`, rule: limits.contactPerIp },
    { key: `contact:mobile:${body.mobile}`, rule: limits.contactPerMobile },
  ], at);

  const place = await checkedPlace(db, { state: body.state, city: body.city });
  const id = await insertContactMessage(db, {
    name: body.name,
    mobile: body.mobile,
    email: body.email,
    topic: body.topic,
    message: body.message,
    state: place.state,
    city: place.city?.id ?? null,
    customerId: await sender.customerId(at),
  }, at);

  return { message: ENQUIRY_MSG.contactReceived(firstName(body.name)), data: { id, reference: enquiryReference('contact', id) } };
}

// ---------------------------------------------------------------- my enquiries

const MY_MSG = {
  notFound: 'We could not find that test ride in your account.',
  notifyNotFound: 'We could not find that request in your account.',
  tooLate: `This test ride can no longer be changed online: changes close ${CUSTOMER_CHANGE_HOURS} hours before the slot. Please call the hub.`,
  sameSlot: 'Choose a different day or slot from the one you have.',
} as const;

function canChange(row: Pick<MyTestRideRow, 'status' | 'date' | 'slot'>, now: Date): boolean {
  const open = row.status === 'requested' || row.status === 'confirmed';
  return open && beforeChangeCutoff(row.date, row.slot, now);
}

function toMyTestRide(row: MyTestRideRow, now: Date): MyTestRide {
  return {
    id: row.id,
    reference: enquiryReference('ride', row.id),
    model: row.model,
    model_name: row.model_name,
    hub: {
      id: row.hub_id,
      name: row.hub_name,
      address: row.hub_address,
      phone: row.hub_phone,
      map_url: `https://www.google.com/maps/dir/?api=1&destination=${row.hub_lat},${row.hub_lng}`,
    },
    date: row.date,
    slot: row.slot,
    status: row.status,
    can_change: canChange(row, now),
    created_at: row.created_at.toISOString(),
  };
}

export async function myTestRides({ db, now }: EnquiryDeps, userId: number): Promise<MyTestRide[]> {
  const at = now();
  return (await listMyTestRides(db, userId)).map((row) => toMyTestRide(row, at));
}

export async function rescheduleMyTestRide({ db, now }: EnquiryDeps, userId: number, id: number, to: { date: string; slot: TestRideSlot }): Promise<MyTestRide> {
  const at = now();
  const ride = await findMyTestRide(db, userId, id);
  if (!ride) throw new HttpError(404, MY_MSG.notFound);
  if (!canChange(ride, at)) throw new HttpError(409, MY_MSG.tooLate);
  const { date, slot } = to;
  const window = testRideDateWindow(at);
  if (date < window.min || date > window.max) throw fieldError('date', enquiryMessages.date);
  if (date === ride.date && slot === ride.slot) throw fieldError('slot', MY_MSG.sameSlot);
  try {
    // The new slot must have a place (this ride's own place does not count against it).
    await db.transaction(async (tx) => {
      await lockTestRideHubDay(tx, ride.hub_id, date);
      await checkSlotFree(tx, ride.hub_id, date, slot, window.max, ride.id);
      await rescheduleTestRide(tx, ride.id, date, slot, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG.testRideTaken);
    throw error;
  }
  const moved = await findMyTestRide(db, userId, ride.id);
  if (!moved) throw new HttpError(404, MY_MSG.notFound);
  return toMyTestRide(moved, at);
}

export async function cancelMyTestRide({ db, now }: EnquiryDeps, userId: number, id: number): Promise<MyTestRide> {
  const at = now();
  const ride = await findMyTestRide(db, userId, id);
  if (!ride) throw new HttpError(404, MY_MSG.notFound);
  if (!canChange(ride, at)) throw new HttpError(409, MY_MSG.tooLate);
  await cancelTestRide(db, ride.id, at);
  return toMyTestRide({ ...ride, status: 'cancelled' }, at);
}

export async function myNotifyRequests({ db }: EnquiryDeps, userId: number) {
  return (await listMyNotifyRequests(db, userId)).map((row) => ({
    ...row,
    reference: enquiryReference('notify', row.id),
    created_at: row.created_at.toISOString(),
  }));
}

export async function removeMyNotifyRequest({ db }: EnquiryDeps, userId: number, id: number): Promise<void> {
  if (!(await deleteMyNotifyRequest(db, userId, id))) throw new HttpError(404, MY_MSG.notifyNotFound);
}

export async function myContactMessages({ db }: EnquiryDeps, userId: number) {
  return (await listMyContactMessages(db, userId)).map((row) => ({
    ...row,
    reference: enquiryReference('contact', row.id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

// ---------------------------------------------------------------- the back office

export const BACK_OFFICE_ENQUIRY_MSG = {
  testRideNotFound: 'We could not find that test ride.',
  notifyNotFound: 'We could not find that notify-me request.',
  contactNotFound: 'We could not find that contact request.',
  notAllowed: 'That action is not possible in the record’s current state. Reload it to see what can be done now.',
  sameSlot: 'Choose a different day or slot from the one booked.',
  slotTaken: 'This rider already has a test ride at that hub in that slot.',
} as const;

const HUB_NOT_FOUND = 'We could not find that hub among yours.';

const actorOf = (user: SessionUser): RecordActor => ({ userId: user.id, role: user.isAdmin ? 'admin' : 'dealer' });

/** Turns a refused action into the one error shape. */
function refuse(outcome: ActionOutcome, notFound: string): void {
  if (outcome.ok) return;
  switch (outcome.reason) {
    case 'not_found':
      throw new HttpError(404, notFound);
    case 'not_allowed':
      throw new HttpError(409, BACK_OFFICE_ENQUIRY_MSG.notAllowed);
    case 'slot_taken':
      throw new HttpError(409, BACK_OFFICE_ENQUIRY_MSG.slotTaken);
    case 'date':
      throw fieldError('date', enquiryMessages.date);
    case 'same_slot':
      throw fieldError('slot', BACK_OFFICE_ENQUIRY_MSG.sameSlot);
  }
}

/** The first columns of every enquiry CSV: the reference, when it came, who sent it. */
const CSV_HEAD: CsvColumn[] = [
  { key: 'reference', header: 'Reference' },
  { key: 'created_at', header: 'Created' },
  { key: 'name', header: 'Name' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'email', header: 'E-mail' },
];

const CSV_PLACE: CsvColumn[] = [
  { key: 'model', header: 'Model' },
  { key: 'state', header: 'State' },
  { key: 'city', header: 'City' },
];

/** The last columns of every enquiry CSV but the test rides' (whose assignee comes after them). */
const CSV_TAIL: CsvColumn[] = [
  { key: 'status', header: 'Status' },
  { key: 'source', header: 'Source' },
];

export const TEST_RIDE_CSV_COLUMNS: CsvColumn[] = [
  ...CSV_HEAD,
  ...CSV_PLACE,
  { key: 'hub', header: 'Hub' },
  { key: 'date', header: 'Ride date' },
  { key: 'slot', header: 'Slot' },
  ...CSV_TAIL,
  { key: 'assignee', header: 'Assigned to' },
];

export const NOTIFY_CSV_COLUMNS: CsvColumn[] = [...CSV_HEAD, ...CSV_PLACE, ...CSV_TAIL];

export const CONTACT_CSV_COLUMNS: CsvColumn[] = [
  ...CSV_HEAD,
  { key: 'topic', header: 'Topic' },
  { key: 'message', header: 'Message' },
  { key: 'state', header: 'State' },
  { key: 'city', header: 'City' },
  ...CSV_TAIL,
];

// ---- Test rides: 'dealer' (admins pass it too); the hub scope is applied in SQL.

export async function testRidePage({ db }: EnquiryDeps, user: SessionUser, f: TestRideFilters) {
  const { rows, total } = await listTestRides(db, f, await hubScopeOf(db, user));
  return pageOf(rows, total, f.page, f.pageSize);
}

export async function testRideExportOf({ db }: EnquiryDeps, user: SessionUser, f: TestRideFilters) {
  return testRideExport(f, await hubScopeOf(db, user));
}

/** What may be done to a ride in its state: done and no-show only once its slot has begun. */
export function testRideActions(ride: { status: TestRideStatus; date: string; slot: string }, now: Date): TestRideAction[] {
  const begun = slotStart(ride.date, ride.slot).getTime() <= now.getTime();
  switch (ride.status) {
    case 'requested':
      return ['confirm', 'reschedule', 'assign', 'cancel', 'note'];
    case 'confirmed':
      return [...(begun ? (['complete', 'no_show'] as const) : []), 'reschedule', 'assign', 'cancel', 'note'];
    default:
      return ['note'];
  }
}

async function testRideOf(db: Queryable, id: number, scope: HubScope, now: Date) {
  const row = await findTestRideRow(db, id, scope);
  if (!row) throw new HttpError(404, BACK_OFFICE_ENQUIRY_MSG.testRideNotFound);
  return withEvents(db, 'test_ride', id, { ...testRideDetailOf(row), actions: testRideActions(row, now) });
}

export async function testRideDetail({ db, now }: EnquiryDeps, user: SessionUser, id: number) {
  return testRideOf(db, id, await hubScopeOf(db, user), now());
}

export type TestRideMove =
  | { action: 'confirm' | 'complete' | 'no_show' | 'cancel' | 'note'; note?: string | undefined }
  | { action: 'reschedule'; date: string; slot: TestRideSlot; note?: string | undefined }
  | { action: 'assign'; name: string; mobile: string; note?: string | undefined };

const NEXT_STATUS = { confirm: 'confirmed', complete: 'completed', no_show: 'no_show', cancel: 'cancelled' } as const;

/** Applies one back-office move to a ride the caller may see, with its event, in one transaction. */
async function moveRide(db: Db, id: number, scope: HubScope, actor: RecordActor, move: TestRideMove, now: Date): Promise<ActionOutcome> {
  try {
    const target = { subject: 'test_ride' as const, id, actor, now };
    const find = (tx: Queryable) => findTestRideRow(tx, id, scope, true);
    return await actInTransaction(db, target, find, (ride) => testRideActions(ride, now), move, async ({ tx, row: ride, note, record }) => {
      switch (move.action) {
        case 'note':
          await record({ kind: 'note', note });
          break;
        case 'assign':
          await setTestRideAssignee(tx, id, move.name, move.mobile, now);
          await record({ kind: 'assign', from: ride.assignee_name, to: `${move.name} (${move.mobile})`, note });
          break;
        case 'reschedule': {
          const bookable = testRideDateWindow(now);
          if (move.date < bookable.min || move.date > bookable.max) return { ok: false, reason: 'date' };
          if (move.date === ride.date && move.slot === ride.slot) return { ok: false, reason: 'same_slot' };
          // The status stays: a confirmed ride moved by the hub is agreed with the rider.
          await moveTestRide(tx, id, move.date, move.slot, now);
          await record({ kind: 'edit', from: `${ride.date} ${ride.slot}`, to: `${move.date} ${move.slot}`, note });
          break;
        }
        default: {
          const to = NEXT_STATUS[move.action];
          await setTestRideStatus(tx, id, to, now);
          await record({ kind: 'state', from: ride.status, to, note });
          // A ride done: the rider gets the feedback link by SMS (queued in this transaction).
          if (to === 'completed') await sendFeedbackLink(tx, { subject: 'test_ride', id }, now);
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'slot_taken' };
    throw error;
  }
}

export async function actOnTestRide({ db, now }: EnquiryDeps, user: SessionUser, id: number, move: TestRideMove) {
  const scope = await hubScopeOf(db, user);
  const at = now();
  refuse(await moveRide(db, id, scope, actorOf(user), move, at), BACK_OFFICE_ENQUIRY_MSG.testRideNotFound);
  return testRideOf(db, id, scope, at);
}

/** A hub's places per test-ride slot: its dealer (for their hubs) or an admin. Rides already booked stay. */
export async function setHubTestRideCapacity({ db }: EnquiryDeps, user: SessionUser, hubId: number, capacity: number) {
  const scope = await hubScopeOf(db, user);
  if (scope.kind === 'hubs' && !scope.hubIds.includes(hubId)) throw new HttpError(404, HUB_NOT_FOUND);
  if (!(await setTestRideCapacity(db, hubId, capacity))) throw new HttpError(404, HUB_NOT_FOUND);
  return { message: `This hub now takes ${capacity} test ${capacity === 1 ? 'ride' : 'rides'} in each slot.`, data: { hub_id: hubId, capacity } };
}

// ---- Notify-me requests (admin).

export async function notifyRequestPage({ db }: EnquiryDeps, f: NotifyFilters) {
  const { rows, total } = await listNotifyRequests(db, f);
  return pageOf(rows, total, f.page, f.pageSize);
}

export const notifyRequestExport = (f: NotifyFilters) => notifyExport(f);

export function notifyActions(status: NotifyStatus): NotifyAction[] {
  return status === 'new' ? ['contacted', 'note'] : ['note'];
}

export async function notifyRequestDetail({ db }: EnquiryDeps, id: number) {
  const row = await findNotifyRow(db, id);
  if (!row) throw new HttpError(404, BACK_OFFICE_ENQUIRY_MSG.notifyNotFound);
  return withEvents(db, 'notify_request', id, { ...notifyDetailOf(row), actions: notifyActions(row.status) });
}

export async function actOnNotifyRequest(deps: EnquiryDeps, user: SessionUser, id: number, move: { action: NotifyAction; note?: string | undefined }) {
  const now = deps.now();
  const target = { subject: 'notify_request' as const, id, actor: actorOf(user), now };
  const find = (tx: Queryable) => findNotifyRow(tx, id, true);
  const outcome = await actInTransaction(deps.db, target, find, (row) => notifyActions(row.status), move, async ({ tx, row, note, record }) => {
    if (move.action === 'contacted') {
      await markNotifyContacted(tx, id, now);
      await record({ kind: 'state', from: row.status, to: 'contacted', note });
    } else {
      await record({ kind: 'note', note });
    }
  });
  refuse(outcome, BACK_OFFICE_ENQUIRY_MSG.notifyNotFound);
  return notifyRequestDetail(deps, id);
}

// ---- Contact requests (admin).

export async function contactRequestPage({ db }: EnquiryDeps, f: ContactFilters) {
  const { rows, total } = await listContactRequests(db, f);
  return pageOf(rows, total, f.page, f.pageSize);
}

export const contactRequestExport = (f: ContactFilters) => contactExport(f);

export function contactActions(status: ContactStatus): ContactAction[] {
  return status === 'open' ? ['reply', 'close', 'note'] : ['note'];
}

export async function contactRequestDetail({ db }: EnquiryDeps, id: number) {
  const row = await findContactRow(db, id);
  if (!row) throw new HttpError(404, BACK_OFFICE_ENQUIRY_MSG.contactNotFound);
  return withEvents(db, 'contact_message', id, { ...contactDetailOf(row), actions: contactActions(row.status) });
}

export async function actOnContactRequest(deps: EnquiryDeps, user: SessionUser, id: number, move: { action: ContactAction; note?: string | undefined }) {
  const now = deps.now();
  const target = { subject: 'contact_message' as const, id, actor: actorOf(user), now };
  const find = (tx: Queryable) => findContactRow(tx, id, true);
  const outcome = await actInTransaction(deps.db, target, find, (row) => contactActions(row.status), move, async ({ tx, row, note, record }) => {
    if (move.action === 'close') {
      await closeContactRequest(tx, id, now);
      await record({ kind: 'state', from: row.status, to: 'closed', note });
    } else {
      if (move.action === 'reply') await touchContactRequest(tx, id, now);
      await record({ kind: move.action, note });
    }
  });
  refuse(outcome, BACK_OFFICE_ENQUIRY_MSG.contactNotFound);
  return contactRequestDetail(deps, id);
}

/** The filters of an export's file name: the list's, without its page and sort. */
export function exportFilters<F extends { page: number; pageSize: number; sort: string }>(f: F): Omit<F, 'page' | 'pageSize' | 'sort'> {
  const { page: _page, pageSize: _size, sort: _sort, ...filters } = f;
  return filters;
}
