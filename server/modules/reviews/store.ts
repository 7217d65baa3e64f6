// Owners' reviews in SQL (no side effects): the delivered order a review is of, the reviews themselves, the model
// page's published list and summary, the back office's list and the helpful votes. The rules are in service.ts and
// contract/review-rules.ts.
import { orderReference, type OrderKind } from '@contract/order-lifecycle.js';
import { monthsOwned, type ReviewFlag, type ReviewSort, type ReviewState } from '@contract/review-rules.js';
import type { BackOfficeReview, OwnReview, PublicReview, ReviewSummary } from '@contract/reviews.js';
import { todayInIndia } from '@contract/rules.js';
import type { Queryable } from '../../platform/db/index.js';

/** A delivered order of the customer: its model and the day it was handed over (the day of its move to delivered). */
export type DeliveredOrder = { orderId: number; reference: string; model: string; modelName: string; deliveredOn: string; customerName: string };

export async function deliveredOrderOf(db: Queryable, customerId: number, orderId: number): Promise<DeliveredOrder | null> {
  const { rows } = await db.query<{ id: number; kind: OrderKind; model: string; model_name: string; delivered_on: string; customer_name: string }>(
    `SELECT b.id, b.kind, b.model_id AS model, p.name AS model_name, u.name AS customer_name,
            to_char((COALESCE((SELECT max(e.created_at) FROM order_events e WHERE e.order_id = b.id AND e.to_state = 'delivered'), b.updated_at) AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS delivered_on
       FROM bookings b JOIN products p ON p.id = b.model_id JOIN users u ON u.id = b.customer_id
      WHERE b.customer_id = $1 AND b.id = $2 AND b.state = 'delivered'`,
    [customerId, orderId],
  );
  const r = rows[0];
  return r ? { orderId: r.id, reference: orderReference(r.kind, r.id), model: r.model, modelName: r.model_name, deliveredOn: r.delivered_on, customerName: r.customer_name } : null;
}

type ReviewRow = {
  id: number;
  order_id: number;
  order_kind: OrderKind;
  customer_id: number;
  model: string;
  model_name: string;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  delivered_on: string;
  state: ReviewState;
  flags: ReviewFlag[];
  hidden_reason: string | null;
  reply: string | null;
  replied_at: Date | null;
  updated_at: Date;
  helpful: number;
  photo_width: number | null;
  photo_height: number | null;
};

const REVIEW_SELECT = `
  SELECT r.id, r.order_id, b.kind AS order_kind, r.customer_id, r.model_id AS model, p.name AS model_name, r.rating, r.title,
         r.body, r.author_name, to_char(r.delivered_on, 'YYYY-MM-DD') AS delivered_on, r.state, r.flags, r.hidden_reason,
         r.reply, r.replied_at, r.updated_at, CASE WHEN r.photo IS NULL THEN NULL ELSE r.photo_width END AS photo_width, r.photo_height,
         (SELECT count(*)::int FROM owner_review_votes v WHERE v.review_id = r.id) AS helpful
    FROM owner_reviews r
    JOIN bookings b ON b.id = r.order_id
    JOIN products p ON p.id = r.model_id`;

function publicView(r: ReviewRow): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author_name: r.author_name,
    months_owned: monthsOwned(r.delivered_on, todayInIndia(r.updated_at)),
    written_at: r.updated_at.toISOString(),
    helpful: r.helpful,
    reply: r.reply && r.replied_at ? { text: r.reply, at: r.replied_at.toISOString() } : null,
    photo: r.photo_width !== null && r.photo_height !== null ? { width: r.photo_width, height: r.photo_height } : null,
  };
}

function ownView(r: ReviewRow): OwnReview {
  return { ...publicView(r), state: r.state, hidden_reason: r.hidden_reason };
}

function backOfficeView(r: ReviewRow): BackOfficeReview {
  return {
    ...ownView(r),
    model: r.model,
    model_name: r.model_name,
    order_id: r.order_id,
    order_reference: orderReference(r.order_kind, r.order_id),
    customer_id: r.customer_id,
    flags: r.flags,
  };
}

async function reviewWhere(db: Queryable, where: string, params: unknown[]): Promise<ReviewRow | null> {
  const { rows } = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE ${where}`, params);
  return rows[0] ?? null;
}

export async function ownReviewOfOrder(db: Queryable, orderId: number): Promise<OwnReview | null> {
  const row = await reviewWhere(db, 'r.order_id = $1', [orderId]);
  return row ? ownView(row) : null;
}

export async function backOfficeReview(db: Queryable, id: number): Promise<BackOfficeReview | null> {
  const row = await reviewWhere(db, 'r.id = $1', [id]);
  return row ? backOfficeView(row) : null;
}

/** State and author of a review, locked until the transaction ends. */
export async function lockReview(tx: Queryable, id: number): Promise<{ state: ReviewState; customerId: number } | null> {
  const { rows } = await tx.query<{ state: ReviewState; customer_id: number }>('SELECT state, customer_id FROM owner_reviews WHERE id = $1 FOR UPDATE', [id]);
  const r = rows[0];
  return r ? { state: r.state, customerId: r.customer_id } : null;
}

export type ReviewWrite = { orderId: number; customerId: number; model: string; rating: number; title: string; body: string; authorName: string; deliveredOn: string; flags: ReviewFlag[] };

/** Writes the order's review, or rewrites it: either way it waits for moderation again, without a previous reason. */
export async function saveReview(db: Queryable, w: ReviewWrite, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO owner_reviews (order_id, customer_id, model_id, rating, title, body, author_name, delivered_on, flags, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9::text[], $10, $10)
     ON CONFLICT (order_id) DO UPDATE SET rating = EXCLUDED.rating, title = EXCLUDED.title, body = EXCLUDED.body,
            flags = EXCLUDED.flags, state = 'pending', hidden_reason = NULL, published_at = NULL, updated_at = EXCLUDED.updated_at`,
    [w.orderId, w.customerId, w.model, w.rating, w.title, w.body, w.authorName, w.deliveredOn, w.flags, now],
  );
}

export async function setReviewState(db: Queryable, id: number, state: ReviewState, reason: string | null, now: Date): Promise<void> {
  await db.query(
    `UPDATE owner_reviews SET state = $2::text, hidden_reason = $3::text,
            published_at = CASE WHEN $2::text = 'published' THEN $4::timestamptz ELSE NULL END
      WHERE id = $1`,
    [id, state, reason, now],
  );
}

export async function setReviewReply(db: Queryable, id: number, reply: string, now: Date): Promise<void> {
  await db.query('UPDATE owner_reviews SET reply = $2, replied_at = $3 WHERE id = $1', [id, reply, now]);
}

/** A model's published reviews, one page, newest first or most helpful first (then newest). */
export async function listPublished(db: Queryable, model: string, sort: ReviewSort, page: number, pageSize: number): Promise<{ rows: PublicReview[]; total: number }> {
  const order = sort === 'helpful' ? 'helpful DESC, r.published_at DESC, r.id DESC' : 'r.published_at DESC, r.id DESC';
  const [{ rows }, count] = await Promise.all([
    db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.model_id = $1 AND r.state = 'published' ORDER BY ${order} LIMIT $2 OFFSET $3`, [model, pageSize, (page - 1) * pageSize]),
    db.query<{ n: number }>("SELECT count(*)::int AS n FROM owner_reviews WHERE model_id = $1 AND state = 'published'", [model]),
  ]);
  return { rows: rows.map(publicView), total: count.rows[0]?.n ?? 0 };
}

/** The average (one decimal), count and distribution of a model's published reviews. */
export async function reviewSummary(db: Queryable, model: string): Promise<ReviewSummary> {
  const { rows } = await db.query<{ rating: number; n: number }>(
    "SELECT rating, count(*)::int AS n FROM owner_reviews WHERE model_id = $1 AND state = 'published' GROUP BY rating",
    [model],
  );
  const distribution = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (const r of rows) {
    distribution[r.rating - 1] = r.n;
    count += r.n;
    sum += r.rating * r.n;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, distribution };
}

/** Reviews in one state: those waiting oldest first (first come, first read), the others newest first. */
export async function listByState(db: Queryable, state: ReviewState, page: number, pageSize: number): Promise<{ rows: BackOfficeReview[]; total: number }> {
  const order = state === 'pending' ? 'r.updated_at, r.id' : 'r.updated_at DESC, r.id DESC';
  const [{ rows }, count] = await Promise.all([
    db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.state = $1 ORDER BY ${order} LIMIT $2 OFFSET $3`, [state, pageSize, (page - 1) * pageSize]),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM owner_reviews WHERE state = $1', [state]),
  ]);
  return { rows: rows.map(backOfficeView), total: count.rows[0]?.n ?? 0 };
}

/** Records the user's vote (a second one changes nothing); the review's helpful count after it. */
export async function addVote(db: Queryable, reviewId: number, userId: number, now: Date): Promise<number> {
  await db.query('INSERT INTO owner_review_votes (review_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [reviewId, userId, now]);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM owner_review_votes WHERE review_id = $1', [reviewId]);
  return rows[0]?.n ?? 0;
}

/** Sets (or with null, removes) the photo of the order's review, which then waits for moderation again; false without a review. */
export async function setReviewPhoto(db: Queryable, orderId: number, photo: { contentType: string; width: number; height: number; data: Buffer } | null, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE owner_reviews SET photo = $2, photo_type = $3, photo_width = $4, photo_height = $5, state = 'pending', hidden_reason = NULL,
            published_at = NULL, updated_at = $6
      WHERE order_id = $1 RETURNING id`,
    [orderId, photo?.data ?? null, photo?.contentType ?? null, photo?.width ?? null, photo?.height ?? null, now],
  );
  return rows.length > 0;
}

/** A review's photo with what decides who may see it. */
export async function findReviewPhoto(db: Queryable, id: number): Promise<{ contentType: string; data: Buffer; state: ReviewState; customerId: number } | null> {
  const { rows } = await db.query<{ photo_type: string; photo: Uint8Array; state: ReviewState; customer_id: number }>(
    'SELECT photo_type, photo, state, customer_id FROM owner_reviews WHERE id = $1 AND photo IS NOT NULL',
    [id],
  );
  const r = rows[0];
  return r ? { contentType: r.photo_type, data: Buffer.from(r.photo), state: r.state, customerId: r.customer_id } : null;
}

/** What a review's notices need: the owner's mobile, the model's name, the author and rating, the state. */
export async function reviewForNotice(
  db: Queryable,
  by: { reviewId: number } | { orderId: number },
): Promise<{ mobile: string | null; modelName: string; authorName: string; rating: number; state: ReviewState } | null> {
  const [column, value] = 'reviewId' in by ? ['r.id', by.reviewId] : ['r.order_id', by.orderId];
  const { rows } = await db.query<{ mobile: string | null; model_name: string; author_name: string; rating: number; state: ReviewState }>(
    `SELECT u.mobile, p.name AS model_name, r.author_name, r.rating, r.state
       FROM owner_reviews r JOIN products p ON p.id = r.model_id LEFT JOIN users u ON u.id = r.customer_id
      WHERE ${column} = $1`,
    [value],
  );
  const row = rows[0];
  return row ? { mobile: row.mobile, modelName: row.model_name, authorName: row.author_name, rating: row.rating, state: row.state } : null;
}

/** The ids of a model's reviews the user voted helpful. */
export async function votedReviewIds(db: Queryable, userId: number, model: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT v.review_id AS id FROM owner_review_votes v JOIN owner_reviews r ON r.id = v.review_id WHERE v.user_id = $1 AND r.model_id = $2 ORDER BY v.review_id',
    [userId, model],
  );
  return rows.map((r) => r.id);
}

/** The e-mail addresses of the admins (the moderators), for "a review is waiting". */
export async function adminEmails(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>("SELECT email FROM users WHERE is_admin AND email IS NOT NULL AND email <> '' ORDER BY id");
  return rows.map((r) => r.email);
}
