// Back-office notify-me and contact requests (admin), SQL only: the lists and their export queries, one request's
// row and detail, and the writes of the moves (the moves' rules are in back-office-service.ts). Test rides are in
// test-ride-store.ts; what the lists share is in list-store.ts.
import type { ContactFilters, NotifyFilters, NotifyStatus } from '@contract/back-office-enquiries.js';
import type { Queryable } from '../../platform/db/index.js';
import { ENQUIRY_PREFIXES } from '@contract/enquiry-rules.js';
import type { ContactStatus } from '@contract/enquiries.js';
import {
  Conditions,
  type Filter,
  addSearch,
  addCreated,
  exportSelect,
  PLACE_SELECT,
  named,
  iso,
  type EnquiryRow,
  type PlaceRow,
  listPage,
  exportQuery,
  enquiryHead,
  enquiryPlace,
  enquiryTail,
} from './list-store.js';

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

export type NotifyRow = EnquiryRow<NotifyStatus> & PlaceRow & { updated_at: Date | string };

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

export function notifyExport(f: NotifyFilters): Filter & { sql: string } {
  return exportQuery(NOTIFY_LIST, notifyFilter(f), f.sort, exportSelect(ENQUIRY_PREFIXES.notify, PLACE_SELECT));
}

export async function findNotifyRow(db: Queryable, id: number, lock = false): Promise<NotifyRow | null> {
  const { rows } = await db.query<NotifyRow>(`SELECT ${NOTIFY_COLUMNS} ${NOTIFY_FROM} WHERE e.id = $1${lock ? ' FOR UPDATE OF e' : ''}`, [id]);
  return rows[0] ?? null;
}

/** A request's detail without its actions and timeline (the service adds them). */
export function notifyDetailOf(row: NotifyRow) {
  return { ...notifyItem(row), updated_at: iso(row.updated_at) };
}

export async function markNotifyContacted(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query(`UPDATE notify_requests SET status = 'contacted', updated_at = $2 WHERE id = $1`, [id, now]);
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

export type ContactRow = EnquiryRow<ContactStatus> & { topic: string };

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

export function contactExport(f: ContactFilters): Filter & { sql: string } {
  const select = exportSelect(ENQUIRY_PREFIXES.contact, 'e.topic, e.message, st.name AS state, ci.name AS city');
  return exportQuery(CONTACT_LIST, contactFilter(f), f.sort, select);
}

export type ContactDetailRow = ContactRow & {
  message: string;
  state_id: string | null;
  state_name: string | null;
  city_id: string | null;
  city_name: string | null;
  updated_at: Date | string;
};

export async function findContactRow(db: Queryable, id: number, lock = false): Promise<ContactDetailRow | null> {
  const { rows } = await db.query<ContactDetailRow>(
    `SELECT ${CONTACT_COLUMNS}, e.message, e.state_id, st.name AS state_name, e.city_id, ci.name AS city_name, e.updated_at
     ${CONTACT_FROM} WHERE e.id = $1${lock ? ' FOR UPDATE OF e' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** A request's detail without its actions and timeline (the service adds them). */
export function contactDetailOf(row: ContactDetailRow) {
  return {
    ...contactItem(row),
    message: row.message,
    state: row.state_id && row.state_name ? named(row.state_id, row.state_name) : null,
    city: row.city_id && row.city_name ? named(row.city_id, row.city_name) : null,
    updated_at: iso(row.updated_at),
  };
}

export async function closeContactRequest(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query(`UPDATE contact_messages SET status = 'closed', updated_at = $2 WHERE id = $1`, [id, now]);
}

/** A reply counts as a change of the request. */
export async function touchContactRequest(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE contact_messages SET updated_at = $2 WHERE id = $1', [id, now]);
}
