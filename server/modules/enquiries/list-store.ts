// What the back office's enquiry lists share (test rides in test-ride-store.ts, notify-me and contact requests in
// request-store.ts): ONE filter builder per list, used by its page query and by its CSV export, so the export is
// exactly the filtered set; the row pieces every list has; and the action runner, so every change happens in a
// transaction with its record_events row (who, role, from, to, note). SQL only: the CSV columns are the service's.
import { addRecordEvent, listRecordEvents, type RecordActor, type RecordEvent, type RecordEventInput, type RecordSubject } from '../../platform/db/record-events.js';
import type { Db, Queryable } from '../../platform/db/index.js';
import { addDays } from '@contract/rules.js';
import { likePattern, orderBy } from '../../platform/db/sql.js';

export class Conditions {
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
export const indiaDayStart = (day: string) => `${day}T00:00:00+05:30`;

/** Name, mobile and e-mail as one text: the expression of the enquiry tables' trigram indexes (migration 024). */
export const ENQUIRY_SEARCH_TEXT = "(e.name || ' ' || e.mobile || ' ' || e.email)";

/** A search: name, mobile or e-mail anywhere (as one text, which the index holds), or the record's reference ("TR-000042", "tr42" or "42"). */
export function addSearch(c: Conditions, q: string | undefined, prefix: string): void {
  if (!q) return;
  const ref = new RegExp(`^(?:${prefix}-?)?0*(\\d{1,9})$`, 'i').exec(q.replace(/\s+/g, ''));
  const id = ref ? Number(ref[1]) : null;
  c.params.push(likePattern(q), id !== null && id <= 2_147_483_647 ? id : null);
  const like = `$${c.params.length - 1}`;
  const exact = `$${c.params.length}`;
  c.raw(`(${ENQUIRY_SEARCH_TEXT} ILIKE ${like} OR e.id = ${exact}::int)`);
}

export function addCreated(c: Conditions, from: string | undefined, to: string | undefined): void {
  c.add(from && indiaDayStart(from), (p) => `e.created_at >= ${p}::timestamptz`);
  c.add(to && indiaDayStart(addDays(to, 1)), (p) => `e.created_at < ${p}::timestamptz`);
}

/** SQL for a reference: the prefix and the id padded to six digits, never cut. */
export const referenceSql = (prefix: string) => `'${prefix}-' || lpad(e.id::text, greatest(6, length(e.id::text)), '0')`;

/** An export's SELECT list in the order of its CSV columns: the head, `middle`, status and source, then `after`. */
export const exportSelect = (prefix: string, middle: string, after = '') =>
  `${referenceSql(prefix)} AS reference, e.created_at, e.name, e.mobile, e.email, ${middle}, e.status, e.source${after}`;
export const PLACE_SELECT = 'p.name AS model, st.name AS state, ci.name AS city';

export const named = (id: string, name: string) => ({ id, name });
export const iso = (value: Date | string) => new Date(value).toISOString();

/** The fields every enquiry row shares: who sent it, where it stands, where it came from, when. */
export type EnquiryRow<S extends string> = { id: number; name: string; mobile: string; email: string; status: S; source: string; created_at: Date | string };

/** The model, state and city of a test ride or notify request, with their names. */
export type PlaceRow = { model_id: string; model_name: string; state_id: string; state_name: string; city_id: string; city_name: string };

/** The head of every list item: id, its reference ("TR-000042") and the person's contact details. */
export const enquiryHead = <S extends string>(row: EnquiryRow<S>, prefix: string) => ({
  id: row.id,
  reference: `${prefix}-${String(row.id).padStart(6, '0')}`,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
});

/** The tail of every list item: its status, source and creation. */
export const enquiryTail = <S extends string>(row: EnquiryRow<S>) => ({ status: row.status, source: row.source, created_at: iso(row.created_at) });

export const enquiryPlace = (row: PlaceRow) => ({
  model: named(row.model_id, row.model_name),
  state: named(row.state_id, row.state_name),
  city: named(row.city_id, row.city_name),
});

/** An enquiry table as its lists read it: the joins, the list columns and the sorts allowed. */
export type Listing<F extends string> = { from: string; columns: string; sort: Record<F, string> };
export type PageRequest<F extends string> = { sort: F | `-${F}`; page: number; pageSize: number };

/** One page of a list and the filtered total, both from the same WHERE. */
export async function listPage<F extends string, R, T>(
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
export function exportQuery<F extends string>(list: Listing<F>, filter: Filter, sort: F | `-${F}`, select: string): Filter & { sql: string } {
  return { ...filter, sql: `SELECT ${select}\n    ${list.from} ${filter.where} ${orderBy(sort, list.sort, 'e.id')}` };
}

export const eventItem = (e: RecordEvent) => ({
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
export async function withEvents<T extends object>(db: Queryable, subject: RecordSubject, id: number, detail: T) {
  return { ...detail, events: (await listRecordEvents(db, subject, id)).map(eventItem) };
}

export type ActionRefusal = 'not_found' | 'not_allowed' | 'slot_taken' | 'date' | 'same_slot';
export type ActionOutcome = { ok: true } | { ok: false; reason: ActionRefusal };

export type ActionStep<R> = {
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
export async function actInTransaction<R, A extends string>(
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
