import type { Queryable } from '../../platform/db/index.js';
import type { SortValue } from '@contract/common.js';
import type {
  ProductCreateRequest,
  ProductListItem,
  ProductOrder,
  ProductRecord,
  ProductReview,
  ProductSort,
  ProductStatusFilter,
  ProductSummary,
  ProductUpdateRequest,
  RetiredProduct,
  TopSeller,
} from '@contract/products.js';
import { SOLD_STATES } from '@contract/order-lifecycle.js';
import { TOP_SELLERS_LIMIT, TOP_SELLERS_WINDOW_DAYS } from '@contract/product-rules.js';
import { firstName } from '@contract/rules.js';
import { likePattern, orderBy } from '../../platform/db/sql.js';

/** A products row: the contract's ProductRecord without the derived price, with the driver's timestamps (Date on pg, string on PGlite). */
type ProductRow = Omit<ProductRecord, 'price' | 'created_at' | 'updated_at' | 'retired_at'> & {
  created_at: Date | string;
  updated_at: Date | string;
  retired_at: Date | string | null;
};

// A model's rating is one truth (issue 27): the published reviews of verified owners (owner_reviews, server/modules/
// reviews), averaged to one decimal, the same figures as the model page's summary; 0 and 0 with none.
const SELECT_PRODUCT = `
  SELECT id, name, category, tagline, description, ex_price, charger, colours, specs,
         COALESCE((SELECT round(avg(o.rating), 1)::float8 FROM owner_reviews o WHERE o.model_id = products.id AND o.state = 'published'), 0) AS rating,
         (SELECT count(*)::int FROM owner_reviews o WHERE o.model_id = products.id AND o.state = 'published') AS num_reviews,
         active, retired_at, created_at, updated_at
  FROM products`;

// Fixed fragments only: the order is chosen from this list, never written from the request.
const ORDER_BY: Record<ProductOrder, string> = {
  price_asc: '(ex_price + charger) ASC, lower(name) ASC, id ASC',
  price_desc: '(ex_price + charger) DESC, lower(name) ASC, id ASC',
  range: "(specs->'rangeKm'->>'claimed')::numeric DESC NULLS LAST, lower(name) ASC, id ASC",
  newest: 'created_at DESC, id DESC',
  name: 'lower(name) ASC, id ASC',
};

function toRecord(row: ProductRow): ProductRecord {
  return {
    ...summaryOf(row),
    active: row.active,
    retired_at: row.retired_at === null ? null : new Date(row.retired_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The list form of a product; its price is ex_price + charger (SPEC §3). */
export function summaryOf(p: Omit<ProductSummary, 'price'>): ProductSummary {
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    tagline: p.tagline,
    description: p.description,
    ex_price: p.ex_price,
    charger: p.charger,
    price: p.ex_price + p.charger,
    colours: p.colours.map(({ name, hex }) => ({ name, hex })),
    rating: Number(p.rating),
    num_reviews: p.num_reviews,
    specs: p.specs,
  };
}

export async function countProducts(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM products');
  return rows[0]?.total ?? 0;
}

type ListOptions = { page: number; pageSize: number | null; name?: string; category?: string; order: ProductOrder };
type ListResult = { rows: ProductSummary[]; total: number; retired: RetiredProduct[] };

// The public list is read by every shop page and changes only when a product or a review is written: each database
// keeps its recent answers for LIST_TTL_MS (the bound for writes by another instance or inside a transaction still
// open), and every product write of this process drops them. Bounded, so varied searches cannot grow it. A refresh is
// one query, shared by the requests that arrive while it runs: on PGlite a query holds the event loop (bench:api,
// docs/operations.md "Load"), so each refresh is a pause for every request in flight.
export const LIST_TTL_MS = 2000;
const LIST_CACHE_SIZE = 64;
type ListEntry = { at: number; version: number; value: Promise<ListResult> };
const listCache = new WeakMap<Queryable, Map<string, ListEntry>>();
let listVersion = 0;

/** Drops every cached product list; each product and rating write below calls it before and after it writes. */
export function productsChanged(): void {
  listVersion += 1;
}

/** Active products matching the filters. pageSize null: all of them. */
export async function listProducts(db: Queryable, options: ListOptions): Promise<ListResult> {
  const key = JSON.stringify([options.page, options.pageSize, options.name ?? null, options.category ?? null, options.order]);
  const cache = listCache.get(db) ?? new Map<string, ListEntry>();
  listCache.set(db, cache);
  const hit = cache.get(key);
  if (hit && hit.version === listVersion && Date.now() - hit.at < LIST_TTL_MS) return hit.value;
  const version = listVersion;
  const value = queryProducts(db, options);
  if (cache.size >= LIST_CACHE_SIZE) cache.clear();
  cache.set(key, { at: Date.now(), version, value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Every retired model as JSON ([{ id, name }], by name), a column of the list's one query. */
const RETIRED_JSON = `COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY lower(r.name), r.id)
  FROM products r WHERE r.retired_at IS NOT NULL), '[]'::json)`;

/**
 * The page, the filtered total and the retired models in one query; a page past the end (or an empty list) has no row
 * to carry them, so one query counts and lists the retired.
 */
async function queryProducts(db: Queryable, options: ListOptions): Promise<ListResult> {
  const filter = 'WHERE active AND ($1::text IS NULL OR name ILIKE $1) AND ($2::text IS NULL OR lower(category) = lower($2))';
  const params = [options.name ? likePattern(options.name) : null, options.category ?? null];
  const offset = options.pageSize === null ? 0 : (options.page - 1) * options.pageSize;
  const { rows } = await db.query<ProductRow & { total: number; retired: RetiredProduct[] }>(
    `SELECT p.*, count(*) OVER ()::int AS total, ${RETIRED_JSON} AS retired
       FROM (${SELECT_PRODUCT} ${filter}) p ORDER BY ${ORDER_BY[options.order]} LIMIT $3 OFFSET $4`,
    [...params, options.pageSize, offset],
  );
  const first = rows[0];
  if (first) return { rows: rows.map(summaryOf), total: first.total, retired: first.retired };
  const count = await db.query<{ total: number; retired: RetiredProduct[] }>(
    `SELECT (SELECT count(*)::int FROM products ${filter}) AS total, ${RETIRED_JSON} AS retired`,
    params,
  );
  return { rows: [], total: count.rows[0]?.total ?? 0, retired: count.rows[0]?.retired ?? [] };
}

const BACK_OFFICE_SORT: Record<ProductSort, string> = { name: 'lower(name)', price: '(ex_price + charger)', updated: 'updated_at' };

/**
 * The back-office catalogue, a page at a time: every product for an admin (status narrows it), active ones only
 * when `activeOnly` (a dealer's read-only view). Never cached: an admin sees their own edit at once.
 */
export async function listProductsForBackOffice(
  db: Queryable,
  options: { page: number; pageSize: number; sort: SortValue<ProductSort>; q?: string; status?: ProductStatusFilter; activeOnly: boolean },
): Promise<{ rows: ProductListItem[]; total: number }> {
  const status = options.activeOnly ? 'active' : (options.status ?? null);
  const filter = `WHERE ($1::text IS NULL OR name ILIKE $1 OR id ILIKE $1 OR category ILIKE $1)
    AND ($2::text IS NULL OR ($2 = 'active' AND active) OR ($2 = 'inactive' AND NOT active AND retired_at IS NULL) OR ($2 = 'retired' AND retired_at IS NOT NULL))`;
  const params = [options.q ? likePattern(options.q) : null, status];
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products ${filter}`, params);
  const { rows } = await db.query<ProductRow>(
    `${SELECT_PRODUCT} ${filter} ${orderBy(options.sort, BACK_OFFICE_SORT, 'id')} LIMIT $3 OFFSET $4`,
    [...params, options.pageSize, (options.page - 1) * options.pageSize],
  );
  return {
    rows: rows.map((row) => {
      const { active, retired_at, updated_at } = toRecord(row);
      return { ...summaryOf(row), active, retired_at, updated_at };
    }),
    total: count.rows[0]?.total ?? 0,
  };
}

/** The product whatever its active flag (callers decide whether an inactive one counts). */
export async function findProduct(db: Queryable, id: string): Promise<ProductRecord | null> {
  const { rows } = await db.query<ProductRow>(`${SELECT_PRODUCT} WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The product when it is active (one a customer may see, ask about or book), or null. */
export async function findActiveProduct(db: Queryable, id: string): Promise<ProductRecord | null> {
  const { rows } = await db.query<ProductRow>(`${SELECT_PRODUCT} WHERE id = $1 AND active`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Newest first, each with the reviewer's first name only. */
export async function listReviews(db: Queryable, productId: string): Promise<ProductReview[]> {
  const { rows } = await db.query<{ id: number; name: string; rating: number; comment: string; created_at: Date | string }>(
    `SELECT r.id, u.name, r.rating, r.comment, r.created_at
     FROM reviews r JOIN users u ON u.id = r.user_id
     WHERE r.product_id = $1
     ORDER BY r.created_at DESC, r.id DESC`,
    [productId],
  );
  return rows.map((row) => ({ ...row, name: firstName(row.name), created_at: new Date(row.created_at).toISOString() }));
}

export async function insertProduct(db: Queryable, p: ProductCreateRequest, now: Date): Promise<void> {
  productsChanged();
  await db.query(
    `INSERT INTO products (id, name, category, tagline, description, ex_price, charger, colours, specs, active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $11)`,
    [p.id, p.name, p.category, p.tagline, p.description, p.ex_price, p.charger, JSON.stringify(p.colours), JSON.stringify(p.specs), p.active, now],
  );
  productsChanged();
}

/** Applies the given fields; false when there is no such product (active or not). */
export async function updateProduct(db: Queryable, id: string, patch: ProductUpdateRequest, now: Date): Promise<boolean> {
  productsChanged();
  const { rows } = await db.query(
    `UPDATE products SET
       name = COALESCE($2, name),
       category = COALESCE($3, category),
       tagline = COALESCE($11, tagline),
       description = COALESCE($4, description),
       ex_price = COALESCE($5::integer, ex_price),
       charger = COALESCE($6::integer, charger),
       colours = COALESCE($7::jsonb, colours),
       specs = COALESCE($8::jsonb, specs),
       active = COALESCE($9::boolean, active),
       updated_at = $10
     WHERE id = $1 AND retired_at IS NULL
     RETURNING id`,
    [
      id,
      patch.name ?? null,
      patch.category ?? null,
      patch.description ?? null,
      patch.ex_price ?? null,
      patch.charger ?? null,
      patch.colours ? JSON.stringify(patch.colours) : null,
      patch.specs ? JSON.stringify(patch.specs) : null,
      patch.active ?? null,
      now,
      patch.tagline ?? null,
    ],
  );
  productsChanged();
  return rows.length > 0;
}

/** Retires a model for good (off sale, out of every public list and page); its row stays for the orders that name it. False when there is no unretired product with this id. */
export async function retireProduct(db: Queryable, id: string, now: Date): Promise<boolean> {
  productsChanged();
  const { rows } = await db.query(
    'UPDATE products SET active = false, retired_at = $2, updated_at = $2 WHERE id = $1 AND retired_at IS NULL RETURNING id',
    [id, now],
  );
  productsChanged();
  return rows.length > 0;
}

type Standing = { id: string; active: boolean; retired: boolean };
const standingsCache = new WeakMap<Queryable, { at: number; version: number; value: Promise<Standing[]> }>();

/**
 * Each product's public standing, for the pages the server sends (server/spa.ts): on sale, or retired. Every page
 * request reads it, so like the public list it is kept LIST_TTL_MS and dropped by this process's product writes.
 */
export function listProductStandings(db: Queryable): Promise<Standing[]> {
  const hit = standingsCache.get(db);
  if (hit && hit.version === listVersion && Date.now() - hit.at < LIST_TTL_MS) return hit.value;
  const value = db
    .query<Standing>('SELECT id, active, retired_at IS NOT NULL AS retired FROM products ORDER BY id')
    .then(({ rows }) => rows);
  standingsCache.set(db, { at: Date.now(), version: listVersion, value });
  value.catch(() => standingsCache.delete(db));
  return value;
}

/** Locks an active product's row until the transaction ends, so concurrent reviews recompute in turn. */
export async function lockActiveProduct(tx: Queryable, id: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT id FROM products WHERE id = $1 AND active FOR UPDATE', [id]);
  return rows.length > 0;
}

export async function hasReviewed(db: Queryable, productId: string, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM reviews WHERE product_id = $1 AND user_id = $2', [productId, userId]);
  return rows.length > 0;
}

export async function insertReview(
  tx: Queryable,
  review: { productId: string; userId: number; rating: number; comment: string },
  now: Date,
): Promise<void> {
  await tx.query('INSERT INTO reviews (product_id, user_id, rating, comment, created_at) VALUES ($1, $2, $3, $4, $5)', [
    review.productId, review.userId, review.rating, review.comment, now,
  ]);
}

/** The product's rating and count (SELECT_PRODUCT's figures: its verified owners' published reviews). */
export async function productRating(db: Queryable, productId: string): Promise<{ rating: number; num_reviews: number }> {
  const row = await findProduct(db, productId);
  if (!row) throw new Error(`no product ${productId} to rate`);
  return { rating: row.rating, num_reviews: row.num_reviews };
}

/**
 * Removes a user's comments (the legacy reviews table). Call inside the transaction that removes the account: its
 * owner reviews go with it (ON DELETE CASCADE), so the cached lists, whose ratings counted them, are dropped.
 */
export async function deleteReviewsByUser(tx: Queryable, userId: number): Promise<void> {
  productsChanged();
  await tx.query('DELETE FROM reviews WHERE user_id = $1', [userId]);
  productsChanged();
}

/** One scope's ranking: how many sold orders it has in the window, and its active models, most ordered first. */
export type TopSellersScope = { stateId: string | null; stateName: string | null; orders: number; models: TopSeller[] };

// Top sellers are read by every visit to the shop and the home page, and change only as orders are paid: each
// database keeps a scope's answer (a state's, or India's) for TOP_SELLERS_TTL_MS. Stale by a minute at most is fine
// for a "most booked" line. Bounded: one entry per two-letter id at most.
export const TOP_SELLERS_TTL_MS = 60_000;
type TopSellersEntry = { at: number; value: Promise<TopSellersScope> };
const topSellersCache = new WeakMap<Queryable, Map<string, TopSellersEntry>>();

/** A scope's ranking (stateId null: India) over the TOP_SELLERS_WINDOW_DAYS before `at`, cached per scope. */
export async function topSellersOf(db: Queryable, stateId: string | null, at: Date): Promise<TopSellersScope> {
  const key = stateId ?? '';
  const cache = topSellersCache.get(db) ?? new Map<string, TopSellersEntry>();
  topSellersCache.set(db, cache);
  const hit = cache.get(key);
  if (hit && at.getTime() - hit.at >= 0 && at.getTime() - hit.at < TOP_SELLERS_TTL_MS) return hit.value;
  const value = queryTopSellers(db, stateId, at);
  cache.set(key, { at: at.getTime(), value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** $1 the sold states, $2 the window's start, $3 (byState) the state id. */
export function topSellersSql(byState: boolean): string {
  return `SELECT b.model_id AS id, p.name, p.active, count(*)::int AS orders, (sum(count(*)) OVER ())::int AS total,
            ${byState ? '(SELECT st.name FROM states st WHERE st.id = $3)' : 'NULL::text'} AS state_name
     FROM bookings b JOIN products p ON p.id = b.model_id
     WHERE b.state = ANY($1::text[]) AND b.created_at >= $2 ${byState ? 'AND b.state_id = $3' : ''}
     GROUP BY b.model_id, p.name, p.active
     ORDER BY orders DESC, lower(p.name), b.model_id`;
}

/**
 * One grouped query: the sold orders (SOLD_STATES) of the window per model, of one state (served by
 * bookings_place_created_idx) or of India (bookings_created_idx). Every kind counts (an upgrade sells a new bike
 * too); the total counts inactive models' orders as well, the ranking names only models still on sale.
 */
export async function queryTopSellers(db: Queryable, stateId: string | null, at: Date): Promise<TopSellersScope> {
  const since = new Date(at.getTime() - TOP_SELLERS_WINDOW_DAYS * 86_400_000);
  const { rows } = await db.query<{ id: string; name: string; active: boolean; orders: number; total: number; state_name: string | null }>(
    topSellersSql(stateId !== null),
    stateId === null ? [SOLD_STATES, since] : [SOLD_STATES, since, stateId],
  );
  const stateName = rows[0]?.state_name ?? (stateId === null ? null : await stateNameOf(db, stateId));
  const models = rows.filter((row) => row.active).slice(0, TOP_SELLERS_LIMIT).map((row, i) => ({ id: row.id, name: row.name, rank: i + 1 }));
  return { stateId, stateName, orders: rows[0]?.total ?? 0, models };
}

async function stateNameOf(db: Queryable, stateId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM states WHERE id = $1', [stateId]);
  return rows[0]?.name ?? null;
}
