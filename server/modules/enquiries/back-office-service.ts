// Enquiries in the back office: the test rides (a dealer only ever reaches their own hubs' rides: another hub's ride
// is the same 404 as a missing one; a ride marked done queues the rider's feedback link in the move's transaction),
// the notify-me and contact requests, their actions and the CSV columns of their exports. The public forms and the
// customer's own enquiries are in service.ts.
import type {
  ContactAction,
  ContactFilters,
  NotifyAction,
  NotifyFilters,
  NotifyStatus,
  TestRideAction,
  TestRideFilters,
} from '@contract/back-office-enquiries.js';
import type { ContactStatus, TestRideSlot, TestRideStatus } from '@contract/enquiries.js';
import { enquiryMessages, slotStart, testRideDateWindow } from '@contract/enquiry-rules.js';
import type { CsvColumn } from '../../platform/csv-export.js';
import { hubScopeOf, type HubScope } from '../../platform/auth/hub-scope.js';
import type { RecordActor } from '../../platform/db/record-events.js';
import type { Db, Queryable } from '../../platform/db/index.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { pageOf } from '../../platform/db/sql.js';
import { sendFeedbackLink } from '../feedback/service.js';
import { setTestRideCapacity } from '../service-visits/service.js';
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
  findTestRideRow,
  listTestRides,
  moveTestRide,
  setTestRideAssignee,
  setTestRideStatus,
  testRideDetailOf,
  testRideExport,
} from './test-ride-store.js';
import type { EnquiryDeps } from './service.js';

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
