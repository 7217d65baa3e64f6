// Back-office enquiries: test rides (scoped to the caller's hubs), notify-me and contact requests. Each list has
// ONE filter builder, used by its page query and by its CSV export, so the export is exactly the filtered set.
// Every change happens in a transaction with its record_events row (who, role, from, to, note).
import type {
  ContactAction,
  ContactFilters,
  NotifyAction,
  NotifyFilters,
  TestRideAction,
  TestRideFilters,
} from '@contract/back-office-enquiries.js';
import type { CsvColumn } from '../back-office/csv-export.js';
import { scopeCondition, type HubScope } from '../back-office/hub-scope.js';
import {
  addRecordEvent,
  listRecordEvents,
  type RecordActor,
  type RecordEvent,
  type RecordEventInput,
  type RecordSubject,
} from '../back-office/record-events.js';
import type { Db, Queryable } from '../db/index.js';
import { addDays } from '@contract/rules.js';
import { ENQUIRY_PREFIXES, testRideDateWindow } from '@contract/enquiry-rules.js';
import type { ContactStatus, TestRideSlot, TestRideStatus } from '@contract/enquiries.js';
import type { NotifyStatus } from '@contract/back-office-enquiries.js';
import { isUniqueViolation } from '../errors.js';
import { sendFeedbackLink } from '../feedback/links.js';
import { likePattern, orderBy } from './sql.js';

/** WHERE pieces and their parameters, numbered as they are added. */
class Conditions {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];

  /** Adds `build($n)` for a value that is set; skips undefined (a filter not chosen). */
  add(value: unknown, build: (placeholder: string) => string): void {
    if (value === undefined || value === null) return;
    this.params.push(value);
    this.parts.push(build(`$${this.params.length}`));
  }

  raw(condition: string): void {
    this.parts.push(condition);
  }

  get where(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

export type Filter = { where: string; params: unknown[] };

/** The start of a day in India (UTC+5:30 all year) as an instant: created-date filters read India's calendar. */
const indiaDayStart = (day: string) => `${day}T00:00:00+05:30`;

/** Name, mobile and e-mail as one text: the expression of the enquiry tables' trigram indexes (migration 024). */
export const ENQUIRY_SEARCH_TEXT = "(e.name || ' ' || e.mobile || ' ' || e.email)";

/** A search: name, mobile or e-mail anywhere (as one text, which the index holds), or the record's reference ("TR-000042", "tr42" or "42"). */
function addSearch(c: Conditions, q: string | undefined, prefix: string): void {
  if (!q) return;
  const ref = new RegExp(`^(?:${prefix}-?)?0*(\\d{1,9})$`, 'i').exec(q.replace(/\s+/g, ''));
  const id = ref ? Number(ref[1]) : null;
  c.params.push(likePattern(q), id !== null && id <= 2_147_483_647 ? id : null);
  const like = `$${c.params.length - 1}`;
  const exact = `$${c.params.length}`;
  c.raw(`(${ENQUIRY_SEARCH_TEXT} ILIKE ${like} OR e.id = ${exact}::int)`);
}

function addCreated(c: Conditions, from: string | undefined, to: string | undefined): void {
  c.add(from && indiaDayStart(from), (p) => `e.created_at >= ${p}::timestamptz`);
  c.add(to && indiaDayStart(addDays(to, 1)), (p) => `e.created_at < ${p}::timestamptz`);
}

/** SQL for a reference: the prefix and the id padded to six digits, never cut. */
const referenceSql = (prefix: string) => `'${prefix}-' || lpad(e.id::text, greatest(6, length(e.id::text)), '0')`;

/** An export's SELECT list in the order of its CSV columns: the head, `middle`, status and source, then `after`. */
const exportSelect = (prefix: string, middle: string, after = '') =>
  `${referenceSql(prefix)} AS reference, e.created_at, e.name, e.mobile, e.email, ${middle}, e.status, e.source${after}`;
const PLACE_SELECT = 'p.name AS model, st.name AS state, ci.name AS city';

const named = (id: string, name: string) => ({ id, name });
const iso = (value: Date | string) => new Date(value).toISOString();

/** The fields every enquiry row shares: who sent it, where it stands, where it came from, when. */
type EnquiryRow<S extends string> = { id: number; name: string; mobile: string; email: string; status: S; source: string; created_at: Date | string };

/** The model, state and city of a test ride or notify request, with their names. */
type PlaceRow = { model_id: string; model_name: string; state_id: string; state_name: string; city_id: string; city_name: string };

/** The head of every list item: id, its reference ("TR-000042") and the person's contact details. */
const enquiryHead = <S extends string>(row: EnquiryRow<S>, prefix: string) => ({
  id: row.id,
  reference: `${prefix}-${String(row.id).padStart(6, '0')}`,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
});

/** The tail of every list item: its status, source and creation. */
const enquiryTail = <S extends string>(row: EnquiryRow<S>) => ({ status: row.status, source: row.source, created_at: iso(row.created_at) });

const enquiryPlace = (row: PlaceRow) => ({
  model: named(row.model_id, row.model_name),
  state: named(row.state_id, row.state_name),
  city: named(row.city_id, row.city_name),
});

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

/** An enquiry table as its lists read it: the joins, the list columns and the sorts allowed. */
type Listing<F extends string> = { from: string; columns: string; sort: Record<F, string> };
type PageRequest<F extends string> = { sort: F | `-${F}`; page: number; pageSize: number };

/** One page of a list and the filtered total, both from the same WHERE. */
async function listPage<F extends string, R, T>(
  db: Queryable,
  list: Listing<F>,
  filter: Filter,
  { sort, page, pageSize }: PageRequest<F>,
  item: (row: R) => T,
): Promise<{ rows: T[]; total: number }> {
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${list.from} ${filter.where}`, filter.params);
  const n = filter.params.length;
  const order = orderBy(sort, list.sort, 'e.id');
  const { rows } = await db.query<R>(`SELECT ${list.columns} ${list.from} ${filter.where} ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...filter.params,
    pageSize,
    (page - 1) * pageSize,
  ]);
  return { rows: rows.map(item), total: count.rows[0]?.total ?? 0 };
}

/** The export's SELECT: the list's filter and sort, every row (the CSV streams it through a cursor). */
function exportQuery<F extends string>(list: Listing<F>, filter: Filter, sort: F | `-${F}`, select: string): Filter & { sql: string } {
  return { ...filter, sql: `SELECT ${select}\n    ${list.from} ${filter.where} ${orderBy(sort, list.sort, 'e.id')}` };
}

const eventItem = (e: RecordEvent) => ({
  id: e.id,
  kind: e.kind,
  from: e.from,
  to: e.to,
  note: e.note,
  actor_name: e.actorName,
  actor_role: e.actorRole,
  at: e.at,
});

/** A record's detail with its timeline last. */
async function withEvents<T extends object>(db: Queryable, subject: RecordSubject, id: number, detail: T) {
  return { ...detail, events: (await listRecordEvents(db, subject, id)).map(eventItem) };
}

export type ActionRefusal = 'not_found' | 'not_allowed' | 'slot_taken' | 'date' | 'same_slot';
export type ActionOutcome = { ok: true } | { ok: false; reason: ActionRefusal };

type ActionStep<R> = {
  tx: Queryable;
  row: R;
  note: string | null;
  /** Adds the record's event, in the same transaction, by the caller, at `now`. */
  record: (event: RecordEventInput) => Promise<void>;
};

/**
 * Locks the record, refuses a missing one or an action its state does not allow, then applies the action
 * with its event, all in one transaction. `apply` may refuse too, before it writes: a refusal is returned, not thrown,
 * so the transaction still commits.
 */
async function actInTransaction<R, A extends string>(
  db: Db,
  target: { subject: RecordSubject; id: number; actor: RecordActor; now: Date },
  find: (tx: Queryable) => Promise<R | null>,
  allowed: (row: R) => readonly A[],
  move: { action: A; note?: string | undefined },
  apply: (step: ActionStep<R>) => Promise<ActionOutcome | void>,
): Promise<ActionOutcome> {
  const { subject, id, actor, now } = target;
  return db.transaction(async (tx): Promise<ActionOutcome> => {
    const row = await find(tx);
    if (!row) return { ok: false, reason: 'not_found' };
    if (!allowed(row).includes(move.action)) return { ok: false, reason: 'not_allowed' };
    const record = async (event: RecordEventInput) => {
      await addRecordEvent(tx, subject, id, actor, event, now);
    };
    return (await apply({ tx, row, note: move.note || null, record })) ?? { ok: true };
  });
}

// ---------------------------------------------------------------- test rides

export function testRideFilter(f: TestRideFilters, scope: HubScope): Filter {
  const c = new Conditions();
  c.raw(scopeCondition(scope, 'e.dealer_id', c.params));
  addSearch(c, f.q, ENQUIRY_PREFIXES.ride);
  c.add(f.status, (p) => `e.status = ${p}`);
  c.add(f.model, (p) => `e.model_id = ${p}`);
  c.add(f.state, (p) => `e.state_id = ${p}`);
  c.add(f.city, (p) => `e.city_id = ${p}`);
  c.add(f.hub, (p) => `e.dealer_id = ${p}::int`);
  c.add(f.source, (p) => `e.source = ${p}`);
  c.add(f.dateFrom, (p) => `e.preferred_date >= ${p}::date`);
  c.add(f.dateTo, (p) => `e.preferred_date <= ${p}::date`);
  addCreated(c, f.createdFrom, f.createdTo);
  return { where: c.where, params: c.params };
}

const TEST_RIDE_FROM = `
  FROM test_rides e
  JOIN products p ON p.id = e.model_id
  JOIN states st ON st.id = e.state_id
  JOIN cities ci ON ci.id = e.city_id
  JOIN service_centres s ON s.id = e.dealer_id`;

const TEST_RIDE_COLUMNS = `e.id, e.name, e.mobile, e.email, e.model_id, p.name AS model_name, e.state_id, st.name AS state_name,
  e.city_id, ci.name AS city_name, e.dealer_id AS hub_id, s.name AS hub_name, to_char(e.preferred_date, 'YYYY-MM-DD') AS date,
  e.time_slot AS slot, e.status, e.source, e.assignee_name, e.created_at`;

const TEST_RIDE_SORT = { created: 'e.created_at', date: 'e.preferred_date', name: 'lower(e.name)', status: 'e.status' } as const;
const TEST_RIDE_LIST = { from: TEST_RIDE_FROM, columns: TEST_RIDE_COLUMNS, sort: TEST_RIDE_SORT };

type TestRideRow = EnquiryRow<TestRideStatus> &
  PlaceRow & {
    hub_id: number;
    hub_name: string;
    date: string;
    slot: TestRideSlot;
    assignee_name: string | null;
  };

function testRideItem(row: TestRideRow) {
  return {
    ...enquiryHead(row, ENQUIRY_PREFIXES.ride),
    ...enquiryPlace(row),
    hub: { id: row.hub_id, name: row.hub_name },
    date: row.date,
    slot: row.slot,
    assignee_name: row.assignee_name,
    ...enquiryTail(row),
  };
}
export type TestRideItem = ReturnType<typeof testRideItem>;

export async function listTestRides(db: Queryable, f: TestRideFilters, scope: HubScope): Promise<{ rows: TestRideItem[]; total: number }> {
  return listPage(db, TEST_RIDE_LIST, testRideFilter(f, scope), f, testRideItem);
}

export const TEST_RIDE_CSV_COLUMNS: CsvColumn[] = [
  ...CSV_HEAD,
  ...CSV_PLACE,
  { key: 'hub', header: 'Hub' },
  { key: 'date', header: 'Ride date' },
  { key: 'slot', header: 'Slot' },
  ...CSV_TAIL,
  { key: 'assignee', header: 'Assigned to' },
];

export function testRideExport(f: TestRideFilters, scope: HubScope): Filter & { sql: string } {
  const select = exportSelect(
    ENQUIRY_PREFIXES.ride,
    `${PLACE_SELECT}, s.name AS hub, to_char(e.preferred_date, 'YYYY-MM-DD') AS date, e.time_slot AS slot`,
    ', e.assignee_name AS assignee',
  );
  return exportQuery(TEST_RIDE_LIST, testRideFilter(f, scope), f.sort, select);
}

type TestRideDetailRow = TestRideRow & {
  area_id: string;
  area_name: string;
  pincode: string;
  comments: string | null;
  hub_address: string;
  hub_phone: string;
  assignee_mobile: string | null;
  updated_at: Date | string;
};

async function findTestRideRow(db: Queryable, id: number, scope: HubScope, lock = false): Promise<TestRideDetailRow | null> {
  const params: unknown[] = [id];
  const scoped = scopeCondition(scope, 'e.dealer_id', params);
  const { rows } = await db.query<TestRideDetailRow>(
    `SELECT ${TEST_RIDE_COLUMNS}, e.area_id, h.name AS area_name, e.pincode, e.comments, s.address AS hub_address, s.phone AS hub_phone,
            e.assignee_mobile, e.updated_at
     ${TEST_RIDE_FROM} JOIN hubs h ON h.id = e.area_id
     WHERE e.id = $1 AND ${scoped}${lock ? ' FOR UPDATE OF e' : ''}`,
    params,
  );
  return rows[0] ?? null;
}

/** The instant a slot starts: "10:00-12:00" on 2027-03-05 in India. */
function slotStart(date: string, slot: string): number {
  return Date.parse(`${date}T${slot.slice(0, 5)}:00+05:30`);
}

/** What may be done to a ride in its state: done and no-show only once its slot has begun. */
export function testRideActions(ride: { status: TestRideStatus; date: string; slot: string }, now: Date): TestRideAction[] {
  const begun = slotStart(ride.date, ride.slot) <= now.getTime();
  switch (ride.status) {
    case 'requested':
      return ['confirm', 'reschedule', 'assign', 'cancel', 'note'];
    case 'confirmed':
      return [...(begun ? (['complete', 'no_show'] as const) : []), 'reschedule', 'assign', 'cancel', 'note'];
    default:
      return ['note'];
  }
}

export async function findTestRide(db: Queryable, id: number, scope: HubScope, now: Date) {
  const row = await findTestRideRow(db, id, scope);
  if (!row) return null;
  return withEvents(db, 'test_ride', id, {
    ...testRideItem(row),
    area: named(row.area_id, row.area_name),
    pincode: row.pincode,
    comments: row.comments,
    hub: { id: row.hub_id, name: row.hub_name, address: row.hub_address, phone: row.hub_phone },
    assignee_mobile: row.assignee_mobile,
    updated_at: iso(row.updated_at),
    actions: testRideActions(row, now),
  });
}

export type TestRideMove =
  | { action: 'confirm' | 'complete' | 'no_show' | 'cancel' | 'note'; note?: string | undefined }
  | { action: 'reschedule'; date: string; slot: TestRideSlot; note?: string | undefined }
  | { action: 'assign'; name: string; mobile: string; note?: string | undefined };

const NEXT_STATUS = { confirm: 'confirmed', complete: 'completed', no_show: 'no_show', cancel: 'cancelled' } as const;

/** Applies one back-office move to a ride the caller may see, with its event, in one transaction. */
export async function actOnTestRide(db: Db, id: number, scope: HubScope, actor: RecordActor, move: TestRideMove, now: Date): Promise<ActionOutcome> {
  try {
    const target = { subject: 'test_ride' as const, id, actor, now };
    const find = (tx: Queryable) => findTestRideRow(tx, id, scope, true);
    return await actInTransaction(db, target, find, (ride) => testRideActions(ride, now), move, async ({ tx, row: ride, note, record }) => {
      switch (move.action) {
        case 'note':
          await record({ kind: 'note', note });
          break;
        case 'assign':
          await tx.query('UPDATE test_rides SET assignee_name = $2, assignee_mobile = $3, updated_at = $4 WHERE id = $1', [id, move.name, move.mobile, now]);
          await record({ kind: 'assign', from: ride.assignee_name, to: `${move.name} (${move.mobile})`, note });
          break;
        case 'reschedule': {
          const bookable = testRideDateWindow(now);
          if (move.date < bookable.min || move.date > bookable.max) return { ok: false, reason: 'date' };
          if (move.date === ride.date && move.slot === ride.slot) return { ok: false, reason: 'same_slot' };
          // The status stays: a confirmed ride moved by the hub is agreed with the rider.
          await tx.query('UPDATE test_rides SET preferred_date = $2::date, time_slot = $3, updated_at = $4 WHERE id = $1', [id, move.date, move.slot, now]);
          await record({ kind: 'edit', from: `${ride.date} ${ride.slot}`, to: `${move.date} ${move.slot}`, note });
          break;
        }
        default: {
          const to = NEXT_STATUS[move.action];
          await tx.query('UPDATE test_rides SET status = $2, updated_at = $3 WHERE id = $1', [id, to, now]);
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

// ---------------------------------------------------------------- notify requests

export function notifyFilter(f: NotifyFilters): Filter {
  const c = new Conditions();
  addSearch(c, f.q, ENQUIRY_PREFIXES.notify);
  c.add(f.status, (p) => `e.status = ${p}`);
  c.add(f.model, (p) => `e.model_id = ${p}`);
  c.add(f.state, (p) => `e.state_id = ${p}`);
  c.add(f.city, (p) => `e.city_id = ${p}`);
  c.add(f.source, (p) => `e.source = ${p}`);
  addCreated(c, f.createdFrom, f.createdTo);
  return { where: c.where, params: c.params };
}

const NOTIFY_FROM = `
  FROM notify_requests e
  JOIN products p ON p.id = e.model_id
  JOIN states st ON st.id = e.state_id
  JOIN cities ci ON ci.id = e.city_id`;
const NOTIFY_COLUMNS = `e.id, e.name, e.mobile, e.email, e.model_id, p.name AS model_name, e.state_id, st.name AS state_name,
  e.city_id, ci.name AS city_name, e.status, e.source, e.created_at, e.updated_at`;
const NOTIFY_SORT = { created: 'e.created_at', name: 'lower(e.name)', status: 'e.status' } as const;
const NOTIFY_LIST = { from: NOTIFY_FROM, columns: NOTIFY_COLUMNS, sort: NOTIFY_SORT };

type NotifyRow = EnquiryRow<NotifyStatus> & PlaceRow & { updated_at: Date | string };

function notifyItem(row: NotifyRow) {
  return {
    ...enquiryHead(row, ENQUIRY_PREFIXES.notify),
    ...enquiryPlace(row),
    ...enquiryTail(row),
  };
}

export async function listNotifyRequests(db: Queryable, f: NotifyFilters) {
  return listPage(db, NOTIFY_LIST, notifyFilter(f), f, notifyItem);
}

export const NOTIFY_CSV_COLUMNS: CsvColumn[] = [...CSV_HEAD, ...CSV_PLACE, ...CSV_TAIL];

export function notifyExport(f: NotifyFilters): Filter & { sql: string } {
  return exportQuery(NOTIFY_LIST, notifyFilter(f), f.sort, exportSelect(ENQUIRY_PREFIXES.notify, PLACE_SELECT));
}

export function notifyActions(status: NotifyStatus): NotifyAction[] {
  return status === 'new' ? ['contacted', 'note'] : ['note'];
}

async function findNotifyRow(db: Queryable, id: number, lock = false): Promise<NotifyRow | null> {
  const { rows } = await db.query<NotifyRow>(`SELECT ${NOTIFY_COLUMNS} ${NOTIFY_FROM} WHERE e.id = $1${lock ? ' FOR UPDATE OF e' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function findNotifyRequest(db: Queryable, id: number) {
  const row = await findNotifyRow(db, id);
  if (!row) return null;
  return withEvents(db, 'notify_request', id, { ...notifyItem(row), updated_at: iso(row.updated_at), actions: notifyActions(row.status) });
}

export async function actOnNotifyRequest(db: Db, id: number, actor: RecordActor, move: { action: NotifyAction; note?: string | undefined }, now: Date): Promise<ActionOutcome> {
  const target = { subject: 'notify_request' as const, id, actor, now };
  const find = (tx: Queryable) => findNotifyRow(tx, id, true);
  return actInTransaction(db, target, find, (row) => notifyActions(row.status), move, async ({ tx, row, note, record }) => {
    if (move.action === 'contacted') {
      await tx.query(`UPDATE notify_requests SET status = 'contacted', updated_at = $2 WHERE id = $1`, [id, now]);
      await record({ kind: 'state', from: row.status, to: 'contacted', note });
    } else {
      await record({ kind: 'note', note });
    }
  });
}

// ---------------------------------------------------------------- contact requests

export function contactFilter(f: ContactFilters): Filter {
  const c = new Conditions();
  addSearch(c, f.q, ENQUIRY_PREFIXES.contact);
  c.add(f.status, (p) => `e.status = ${p}`);
  c.add(f.topic, (p) => `e.topic = ${p}`);
  addCreated(c, f.createdFrom, f.createdTo);
  return { where: c.where, params: c.params };
}

const CONTACT_FROM = `
  FROM contact_messages e
  LEFT JOIN states st ON st.id = e.state_id
  LEFT JOIN cities ci ON ci.id = e.city_id`;
const CONTACT_COLUMNS = `e.id, e.name, e.mobile, e.email, e.topic, e.status, e.source, e.created_at`;
const CONTACT_SORT = { created: 'e.created_at', name: 'lower(e.name)', topic: 'e.topic', status: 'e.status' } as const;
const CONTACT_LIST = { from: CONTACT_FROM, columns: CONTACT_COLUMNS, sort: CONTACT_SORT };

type ContactRow = EnquiryRow<ContactStatus> & { topic: string };

function contactItem(row: ContactRow) {
  return {
    ...enquiryHead(row, ENQUIRY_PREFIXES.contact),
    topic: row.topic,
    ...enquiryTail(row),
  };
}

export async function listContactRequests(db: Queryable, f: ContactFilters) {
  return listPage(db, CONTACT_LIST, contactFilter(f), f, contactItem);
}

export const CONTACT_CSV_COLUMNS: CsvColumn[] = [
  ...CSV_HEAD,
  { key: 'topic', header: 'Topic' },
  { key: 'message', header: 'Message' },
  { key: 'state', header: 'State' },
  { key: 'city', header: 'City' },
  ...CSV_TAIL,
];

export function contactExport(f: ContactFilters): Filter & { sql: string } {
  const select = exportSelect(ENQUIRY_PREFIXES.contact, 'e.topic, e.message, st.name AS state, ci.name AS city');
  return exportQuery(CONTACT_LIST, contactFilter(f), f.sort, select);
}

export function contactActions(status: ContactStatus): ContactAction[] {
  return status === 'open' ? ['reply', 'close', 'note'] : ['note'];
}

type ContactDetailRow = ContactRow & {
  message: string;
  state_id: string | null;
  state_name: string | null;
  city_id: string | null;
  city_name: string | null;
  updated_at: Date | string;
};

async function findContactRow(db: Queryable, id: number, lock = false): Promise<ContactDetailRow | null> {
  const { rows } = await db.query<ContactDetailRow>(
    `SELECT ${CONTACT_COLUMNS}, e.message, e.state_id, st.name AS state_name, e.city_id, ci.name AS city_name, e.updated_at
     ${CONTACT_FROM} WHERE e.id = $1${lock ? ' FOR UPDATE OF e' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findContactRequest(db: Queryable, id: number) {
  const row = await findContactRow(db, id);
  if (!row) return null;
  return withEvents(db, 'contact_message', id, {
    ...contactItem(row),
    message: row.message,
    state: row.state_id && row.state_name ? named(row.state_id, row.state_name) : null,
    city: row.city_id && row.city_name ? named(row.city_id, row.city_name) : null,
    updated_at: iso(row.updated_at),
    actions: contactActions(row.status),
  });
}

export async function actOnContactRequest(db: Db, id: number, actor: RecordActor, move: { action: ContactAction; note?: string | undefined }, now: Date): Promise<ActionOutcome> {
  const target = { subject: 'contact_message' as const, id, actor, now };
  const find = (tx: Queryable) => findContactRow(tx, id, true);
  return actInTransaction(db, target, find, (row) => contactActions(row.status), move, async ({ tx, row, note, record }) => {
    if (move.action === 'close') {
      await tx.query(`UPDATE contact_messages SET status = 'closed', updated_at = $2 WHERE id = $1`, [id, now]);
      await record({ kind: 'state', from: row.status, to: 'closed', note });
    } else {
      if (move.action === 'reply') await tx.query('UPDATE contact_messages SET updated_at = $2 WHERE id = $1', [id, now]);
      await record({ kind: move.action, note });
    }
  });
}
