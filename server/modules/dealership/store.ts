// Dealership applications (migration 015): the public form's insert, the back-office list (one filter builder
// for the page and the CSV export), one application, and its review (status and notes, with record_events).
import type { SortValue } from '@contract/common.js';
import type { DealerApplication, DealerApplicationRequest, DealerListQuery } from '@contract/dealership.js';
import { dealerReference, type DealerSort, type DealerStatus } from '@contract/dealer-rules.js';
import { addRecordEvent, type RecordActor } from '../../platform/db/record-events.js';
import type { Queryable } from '../../platform/db/index.js';
import { likePattern, orderBy } from '../../platform/db/sql.js';

const SORT_COLUMNS: Record<DealerSort, string> = {
  created: 'd.created_at',
  name: 'lower(d.name)',
  showroom: 'd.showroom_sqft',
};

const FROM = 'FROM dealer_applications d JOIN states s ON s.id = d.state_id JOIN cities c ON c.id = d.city_id';

const COLUMNS = `d.id, d.name, d.mobile, d.email, d.state_id AS state, s.name AS state_name, d.city_id AS city, c.name AS city_name,
  d.current_business, d.showroom_sqft, d.budget, d.message, d.status, d.created_at, d.updated_at`;

type Row = Omit<DealerApplication, 'reference' | 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const toApplication = (row: Row): DealerApplication => ({
  ...row,
  reference: dealerReference(row.id),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

export async function insertDealerApplication(
  tx: Queryable,
  application: DealerApplicationRequest & { customerId: number | null },
  now: Date,
): Promise<number> {
  const a = application;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO dealer_applications (name, mobile, email, state_id, city_id, current_business, showroom_sqft, budget, message,
                                      customer_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     RETURNING id`,
    [a.name, a.mobile, a.email, a.state, a.city, a.current_business, a.showroom_sqft, a.budget, a.message ?? null, a.customerId, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('dealer application insert returned no id');
  await addRecordEvent(tx, 'dealer_application', id, { userId: a.customerId, role: a.customerId ? 'customer' : 'guest' }, { kind: 'created', to: 'new' }, now);
  return id;
}

export type DealerFilters = Pick<DealerListQuery, 'q' | 'status' | 'budget' | 'state'>;

/** The WHERE of the list and of its export: one builder, so the file holds exactly the rows the list shows. */
export function dealerFilter(filters: DealerFilters): { where: string; params: unknown[] } {
  return {
    where: `WHERE ($1::text IS NULL OR d.status = $1)
      AND ($2::text IS NULL OR d.budget = $2)
      AND ($3::text IS NULL OR d.state_id = $3)
      AND ($4::text IS NULL OR d.name ILIKE $4 OR d.mobile ILIKE $4 OR d.email ILIKE $4 OR c.name ILIKE $4)`,
    params: [filters.status ?? null, filters.budget ?? null, filters.state ?? null, filters.q ? likePattern(filters.q) : null],
  };
}

export async function listDealerApplications(
  db: Queryable,
  options: DealerFilters & { page: number; pageSize: number; sort: SortValue<DealerSort> },
): Promise<{ rows: DealerApplication[]; total: number }> {
  const { where, params } = dealerFilter(options);
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM} ${where}`, params);
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} ${FROM} ${where} ${orderBy(options.sort, SORT_COLUMNS, 'd.id')} LIMIT $5 OFFSET $6`,
    [...params, options.pageSize, (options.page - 1) * options.pageSize],
  );
  return { rows: rows.map(toApplication), total: count.rows[0]?.total ?? 0 };
}

/** The export's SELECT: the list's filters and sort, every row. */
export function dealerExportSql(filters: DealerFilters, sort: SortValue<DealerSort>): { sql: string; params: unknown[] } {
  const { where, params } = dealerFilter(filters);
  return {
    sql: `SELECT 'DA-' || lpad(d.id::text, 6, '0') AS reference, d.created_at, d.status, d.name, d.mobile, d.email, s.name AS state_name,
                 c.name AS city_name, d.current_business, d.showroom_sqft, d.budget, d.message
          ${FROM} ${where} ${orderBy(sort, SORT_COLUMNS, 'd.id')}`,
    params,
  };
}

export async function findDealerApplication(db: Queryable, id: number): Promise<DealerApplication | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} ${FROM} WHERE d.id = $1`, [id]);
  return rows[0] ? toApplication(rows[0]) : null;
}

/** A new status and/or a note, each an event; false when there is no such application. Locks the row. */
export async function reviewDealerApplication(
  tx: Queryable,
  id: number,
  change: { status?: DealerStatus; note?: string },
  actor: RecordActor,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query<{ status: DealerStatus }>('SELECT status FROM dealer_applications WHERE id = $1 FOR UPDATE', [id]);
  const current = rows[0];
  if (!current) return false;
  if (change.status && change.status !== current.status) {
    await tx.query('UPDATE dealer_applications SET status = $2, updated_at = $3 WHERE id = $1', [id, change.status, now]);
    await addRecordEvent(tx, 'dealer_application', id, actor, { kind: 'state', from: current.status, to: change.status, note: change.note }, now);
  } else if (change.note) {
    await tx.query('UPDATE dealer_applications SET updated_at = $2 WHERE id = $1', [id, now]);
    await addRecordEvent(tx, 'dealer_application', id, actor, { kind: 'note', note: change.note }, now);
  }
  return true;
}
