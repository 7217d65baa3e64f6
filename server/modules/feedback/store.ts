// Feedback requests (one per test ride or order, the SMS link's row), answers and the dashboard's figures.
// NPS is computed here, in SQL: % promoters (9–10) − % detractors (0–6) of the answers, one decimal.
import type { FeedbackEntry, FeedbackFilters, FeedbackSummary } from '@contract/feedback.js';
import { addDays } from '@contract/rules.js';
import { type FeedbackSubject } from '@contract/feedback-rules.js';
import type { Language } from '@contract/languages.js';
import type { Queryable } from '../../platform/db/index.js';
import { scopeCondition, type HubScope } from '../../platform/auth/hub-scope.js';

export type FeedbackRequest = {
  id: number;
  subject: FeedbackSubject;
  subjectId: number;
  hubId: number;
  hubName: string;
  mobile: string;
  customerId: number | null;
  expiresAt: Date;
  answered: boolean;
  reference: string;
  model: string;
};

/** The record a request is about: its hub, mobile and customer, or null when there is no such record. */
export async function findSubject(
  db: Queryable,
  subject: FeedbackSubject,
  id: number,
): Promise<{ hubId: number; mobile: string; customerId: number | null; ready: boolean } | null> {
  const sql =
    subject === 'order'
      ? `SELECT dealer_id AS "hubId", mobile, customer_id AS "customerId", state = 'delivered' AS ready FROM bookings WHERE id = $1`
      : `SELECT dealer_id AS "hubId", mobile, customer_id AS "customerId", status = 'completed' AS ready FROM test_rides WHERE id = $1`;
  const { rows } = await db.query<{ hubId: number; mobile: string; customerId: number | null; ready: boolean }>(sql, [id]);
  return rows[0] ?? null;
}

/** The language of the site the record was made on, or null when not known (a guest's SMS uses it). */
export async function subjectLanguage(db: Queryable, subject: FeedbackSubject, id: number): Promise<Language | null> {
  const table = subject === 'order' ? 'bookings' : 'test_rides';
  const { rows } = await db.query<{ language: Language | null }>(`SELECT language FROM ${table} WHERE id = $1`, [id]);
  return rows[0]?.language ?? null;
}

/** Creates the request of a record (once: a second call finds it and answers null). */
export async function insertRequest(
  tx: Queryable,
  request: { subject: FeedbackSubject; subjectId: number; hubId: number; mobile: string; customerId: number | null },
  now: Date,
  expiresAt: Date,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO feedback_requests (subject, subject_id, hub_id, mobile, customer_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (subject, subject_id) DO NOTHING RETURNING id`,
    [request.subject, request.subjectId, request.hubId, request.mobile, request.customerId, now, expiresAt],
  );
  return rows[0]?.id ?? null;
}

const SELECT_REQUEST = `
  SELECT r.id, r.subject, r.subject_id AS "subjectId", r.hub_id AS "hubId", s.name AS "hubName", r.mobile,
         r.customer_id AS "customerId", r.expires_at AS "expiresAt", (f.id IS NOT NULL) AS answered,
         CASE WHEN r.subject = 'test_ride' THEN 'TR-' || lpad(r.subject_id::text, 6, '0')
              ELSE (CASE b.kind WHEN 'purchase' THEN 'OD-' WHEN 'upgrade' THEN 'UG-' ELSE 'BK-' END) || lpad(r.subject_id::text, 6, '0')
         END AS reference,
         COALESCE(p.name, '') AS model
    FROM feedback_requests r
    JOIN service_centres s ON s.id = r.hub_id
    LEFT JOIN feedback f ON f.request_id = r.id
    LEFT JOIN bookings b ON r.subject = 'order' AND b.id = r.subject_id
    LEFT JOIN test_rides t ON r.subject = 'test_ride' AND t.id = r.subject_id
    LEFT JOIN products p ON p.id = COALESCE(b.model_id, t.model_id)`;

export async function findRequest(db: Queryable, id: number): Promise<FeedbackRequest | null> {
  const { rows } = await db.query<FeedbackRequest>(`${SELECT_REQUEST} WHERE r.id = $1`, [id]);
  return rows[0] ? { ...rows[0], expiresAt: new Date(rows[0].expiresAt) } : null;
}

export async function findRequestBySubject(db: Queryable, subject: FeedbackSubject, subjectId: number): Promise<FeedbackRequest | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM feedback_requests WHERE subject = $1 AND subject_id = $2', [subject, subjectId]);
  return rows[0] ? findRequest(db, rows[0].id) : null;
}

export type AnswerRow = { nps: number; hubRating: number; bikeRating: number; processRating: number; comment: string };

/** Stores the answer; false when the request already has one (the unique request_id decides, race included). */
export async function insertAnswer(db: Queryable, request: FeedbackRequest, answer: AnswerRow, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO feedback (request_id, subject, hub_id, nps, hub_rating, bike_rating, process_rating, comment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (request_id) DO NOTHING RETURNING id`,
    [request.id, request.subject, request.hubId, answer.nps, answer.hubRating, answer.bikeRating, answer.processRating, answer.comment, now],
  );
  return rows.length > 0;
}

/** India midnight of a YYYY-MM-DD date. */
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** The one WHERE of the list, the summary and the CSV: filters and the caller's hubs. */
export function feedbackWhere(filters: FeedbackFilters, scope: HubScope): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = [scopeCondition(scope, 'f.hub_id', params)];
  if (filters.from) {
    params.push(indiaMidnight(filters.from));
    conditions.push(`f.created_at >= $${params.length}`);
  }
  if (filters.to) {
    params.push(indiaMidnight(addDays(filters.to, 1)));
    conditions.push(`f.created_at < $${params.length}`);
  }
  if (filters.hub) {
    params.push(filters.hub);
    conditions.push(`f.hub_id = $${params.length}`);
  }
  if (filters.subject) {
    params.push(filters.subject);
    conditions.push(`f.subject = $${params.length}`);
  }
  return { where: conditions.join(' AND '), params };
}

const ENTRY_COLUMNS = `
  f.id, f.subject,
  CASE WHEN f.subject = 'test_ride' THEN 'TR-' || lpad(r.subject_id::text, 6, '0')
       ELSE (CASE b.kind WHEN 'purchase' THEN 'OD-' WHEN 'upgrade' THEN 'UG-' ELSE 'BK-' END) || lpad(r.subject_id::text, 6, '0')
  END AS reference,
  f.hub_id AS "hubId", s.name AS "hubName", f.nps, f.hub_rating AS "hubRating", f.bike_rating AS "bikeRating",
  f.process_rating AS "processRating", f.comment, f.created_at AS "createdAt"`;
const ENTRY_FROM = `
  FROM feedback f
  JOIN feedback_requests r ON r.id = f.request_id
  JOIN service_centres s ON s.id = f.hub_id
  LEFT JOIN bookings b ON f.subject = 'order' AND b.id = r.subject_id`;

/** The answers, newest first, one page. */
export async function listFeedback(db: Queryable, filters: FeedbackFilters, scope: HubScope, page: number, pageSize: number): Promise<{ rows: FeedbackEntry[]; total: number }> {
  const { where, params } = feedbackWhere(filters, scope);
  const [list, count] = await Promise.all([
    db.query<FeedbackEntry & { createdAt: Date }>(
      `SELECT ${ENTRY_COLUMNS} ${ENTRY_FROM} WHERE ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM feedback f WHERE ${where}`, params),
  ]);
  return { rows: list.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })), total: count.rows[0]?.total ?? 0 };
}

/** The CSV export: the same filters, every row, through sendCsv's cursor. */
export function feedbackExportQuery(filters: FeedbackFilters, scope: HubScope): { sql: string; params: unknown[] } {
  const { where, params } = feedbackWhere(filters, scope);
  return { sql: `SELECT ${ENTRY_COLUMNS} ${ENTRY_FROM} WHERE ${where} ORDER BY f.created_at DESC, f.id DESC`, params };
}

const NPS_SQL = `round(100.0 * (count(*) FILTER (WHERE f.nps >= 9) - count(*) FILTER (WHERE f.nps <= 6)) / NULLIF(count(*), 0), 1)::float8`;
const MONTH_SQL = `to_char((f.created_at AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM')`;

export async function feedbackSummary(db: Queryable, filters: FeedbackFilters, scope: HubScope): Promise<FeedbackSummary> {
  const { where, params } = feedbackWhere(filters, scope);
  const hubParams: unknown[] = [];
  const [totals, distribution, byMonth, byHub, hubs] = await Promise.all([
    db.query<{ responses: number; nps: number | null; promoters: number; passives: number; detractors: number; hub: number | null; bike: number | null; process: number | null }>(
      `SELECT count(*)::int AS responses, ${NPS_SQL} AS nps,
              count(*) FILTER (WHERE f.nps >= 9)::int AS promoters,
              count(*) FILTER (WHERE f.nps BETWEEN 7 AND 8)::int AS passives,
              count(*) FILTER (WHERE f.nps <= 6)::int AS detractors,
              round(avg(f.hub_rating), 2)::float8 AS hub, round(avg(f.bike_rating), 2)::float8 AS bike,
              round(avg(f.process_rating), 2)::float8 AS process
         FROM feedback f WHERE ${where}`,
      params,
    ),
    db.query<{ score: number; answers: number }>(`SELECT f.nps AS score, count(*)::int AS answers FROM feedback f WHERE ${where} GROUP BY f.nps`, params),
    db.query<{ month: string; responses: number; nps: number | null }>(
      `SELECT ${MONTH_SQL} AS month, count(*)::int AS responses, ${NPS_SQL} AS nps FROM feedback f WHERE ${where} GROUP BY 1 ORDER BY 1`,
      params,
    ),
    db.query<{ hubId: number; hubName: string; responses: number; nps: number | null }>(
      `SELECT f.hub_id AS "hubId", s.name AS "hubName", count(*)::int AS responses, ${NPS_SQL} AS nps
         FROM feedback f JOIN service_centres s ON s.id = f.hub_id WHERE ${where} GROUP BY f.hub_id, s.name ORDER BY s.name`,
      params,
    ),
    db.query<{ id: number; name: string }>(`SELECT s.id, s.name FROM service_centres s WHERE ${scopeCondition(scope, 's.id', hubParams)} ORDER BY s.name`, hubParams),
  ]);
  const t = totals.rows[0];
  const scores = Array.from({ length: 11 }, (_, score) => distribution.rows.find((row) => row.score === score)?.answers ?? 0);
  return {
    responses: t?.responses ?? 0,
    nps: t?.nps ?? null,
    promoters: t?.promoters ?? 0,
    passives: t?.passives ?? 0,
    detractors: t?.detractors ?? 0,
    distribution: scores,
    averages: { hub: t?.hub ?? null, bike: t?.bike ?? null, process: t?.process ?? null },
    byMonth: byMonth.rows,
    byHub: byHub.rows,
    hubs: hubs.rows,
  };
}
