// Products: the rules and workflows of the catalogue (the public list and detail, the top sellers line, the booking
// screen's product-in-a-colour, the back-office add, edit and retire, and the customer's single review). The SQL (and
// its short read caches) is in store.ts. Other modules use the catalogue through the functions exported here.
import type { MessageResponse, SortValue } from '@contract/common.js';
import {
  colourSlug,
  type ProductAdminListResponse,
  type ProductColour,
  type ProductColourRequest,
  type ProductColourResponse,
  type ProductCreateRequest,
  type ProductDetailResponse,
  type ProductListQuery,
  type ProductListResponse,
  type ProductRecord,
  type ProductSort,
  type ProductStatusFilter,
  type ProductUpdateRequest,
  type ReviewRequest,
  type ReviewResponse,
  type TopSellersResponse,
} from '@contract/products.js';
import { TOP_SELLERS_MIN_ORDERS, TOP_SELLERS_WINDOW_DAYS, productMessages, retiredLine, topSellersPlace } from '@contract/product-rules.js';
import { paths } from '@contract/paths.js';
import { findTokenUser } from '../../platform/auth/hook.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { pageOf } from '../../platform/db/sql.js';
import { findUserById } from '../accounts/service.js';
import {
  findActiveProduct,
  findProduct,
  hasReviewed,
  insertProduct,
  insertReview,
  listProducts,
  listProductsForBackOffice,
  listReviews,
  lockActiveProduct,
  productRating,
  retireProduct as retireProductRow,
  summaryOf,
  topSellersOf,
  updateProduct as updateProductRow,
} from './store.js';

// What other modules (orders, upgrades, users, the seeds' callers) read of the catalogue.
export { deleteReviewsByUser, findActiveProduct, findProduct, listProducts, listProductStandings } from './store.js';

const PAGE_SIZE = 12;

/** A colour of the product named by its name (any case) or its slug ("rebel-red"). */
function findColour(colours: ProductColour[], value: string): ProductColour | undefined {
  const name = value.trim().toLowerCase();
  const slug = colourSlug(value);
  return colours.find((c) => c.name.toLowerCase() === name || (slug !== '' && colourSlug(c.name) === slug));
}

const productNotFound = () => new HttpError(404, MSG.productNotFound);

async function activeProduct(db: Queryable, id: string): Promise<ProductRecord> {
  const product = await findActiveProduct(db, id);
  if (!product) throw productNotFound();
  return product;
}

async function existingProduct(db: Queryable, id: string): Promise<ProductRecord> {
  const product = await findProduct(db, id);
  if (!product) throw new HttpError(404, MSG.productNotFound);
  return product;
}

/**
 * The state's ranking when it has TOP_SELLERS_MIN_ORDERS sold orders in the window, else India's when it has, else
 * none: the SPA then shows no line at all.
 */
export async function topSellers({ db, now }: Deps, state: string | undefined): Promise<TopSellersResponse> {
  const at = now();
  const asked = state ? await topSellersOf(db, state, at) : null;
  const scope = asked && asked.orders >= TOP_SELLERS_MIN_ORDERS ? asked : await topSellersOf(db, null, at);
  const shown = scope.orders >= TOP_SELLERS_MIN_ORDERS;
  return {
    data: {
      state: shown ? scope.stateId : null,
      place: topSellersPlace(shown ? scope.stateName : null),
      window_days: TOP_SELLERS_WINDOW_DAYS,
      models: shown ? scope.models : [],
    },
  };
}

/** The public list: 12 a page, or every active product with all=true. */
export async function productList({ db }: Deps, query: ProductListQuery): Promise<ProductListResponse> {
  const { pageNumber, name, category, order, all } = query;
  const page = all ? 1 : pageNumber;
  const { rows, total, retired } = await listProducts(db, {
    page,
    pageSize: all ? null : PAGE_SIZE,
    name: name || undefined,
    category: category || undefined,
    order,
  });
  return {
    data: rows,
    retired,
    productPlan: rows.map((p) => ({ product_id: p.id, ex_price: p.ex_price, charger: p.charger })),
    page,
    pages: all ? 1 : Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

/** One active product with its reviews. A retired model is gone for good (410, not 404): its old pages say so and link to the range. */
export async function productDetail({ db }: Deps, id: string): Promise<ProductDetailResponse> {
  const found = await findProduct(db, id);
  if (found?.retired_at) throw new HttpError(410, retiredLine(found.name), undefined, undefined, { range: paths.electricBike.getHref() });
  const product = await activeProduct(db, id);
  return { data: { ...summaryOf(product), reviews: await listReviews(db, product.id) } };
}

/** The booking screen's product in a colour; the token inside booking_info is a convenience (SPEC §7). */
export async function productInColour({ db, now }: Deps, id: string, colour: string, body: ProductColourRequest): Promise<ProductColourResponse> {
  if (body.productId.toLowerCase() !== id) throw fieldError('productId', 'Send the id of the product in the address.');
  const product = await activeProduct(db, id);
  const choices = `${product.name} comes in ${product.colours.map((c) => c.name).join(', ')}.`;
  const chosen = findColour(product.colours, colour);
  if (!chosen) throw fieldError('colour', choices);
  const named = findColour(product.colours, body.modelColor);
  if (!named) throw fieldError('modelColor', choices);
  if (named !== chosen) throw fieldError('modelColor', `Send the colour in the address (${chosen.name}).`);

  const { rows: products } = await listProducts(db, { page: 1, pageSize: null, order: 'price_asc' });
  // The token is a convenience here: a missing, stale or malformed one just means no customer.
  const session = await findTokenUser(db, body.booking_info?.authorization, now());
  const user = session ? await findUserById(db, session.id) : null;
  return {
    data: {
      products,
      product: summaryOf(product),
      colour: { name: chosen.name, hex: chosen.hex },
      ...(user ? { customer: { id: user.id, name: user.name } } : {}),
    },
  };
}

type BackOfficeQuery = { page: number; pageSize: number; sort: SortValue<ProductSort>; q?: string; status?: ProductStatusFilter };

/** The back-office list (every product) or the dealers' (the active catalogue), a page at a time. */
export async function backOfficeProducts({ db }: Deps, query: BackOfficeQuery, activeOnly: boolean): Promise<ProductAdminListResponse> {
  const { page, pageSize, sort, q, status } = query;
  const { rows, total } = await listProductsForBackOffice(db, { page, pageSize, sort, q: q || undefined, status, activeOnly });
  return pageOf(rows, total, page, pageSize);
}

export async function backOfficeProduct({ db }: Deps, id: string): Promise<ProductRecord> {
  return existingProduct(db, id);
}

export async function createProduct({ db, now }: Deps, body: ProductCreateRequest): Promise<ProductRecord> {
  if (await findProduct(db, body.id)) throw new HttpError(409, MSG.productExists);
  try {
    await insertProduct(db, body, now());
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG.productExists);
    throw error;
  }
  return existingProduct(db, body.id);
}

export async function editProduct({ db, now }: Deps, id: string, patch: ProductUpdateRequest): Promise<ProductRecord> {
  if ((await existingProduct(db, id)).retired_at) throw new HttpError(409, productMessages.retired);
  if (!(await updateProductRow(db, id, patch, now()))) throw new HttpError(409, productMessages.retired);
  return existingProduct(db, id);
}

/** Off sale for good: out of every public list, its pages 410; its orders keep it. */
export async function retireProduct({ db, now }: Deps, id: string): Promise<MessageResponse> {
  const product = await existingProduct(db, id);
  if (product.retired_at) throw new HttpError(409, productMessages.retired);
  if (!(await retireProductRow(db, product.id, now()))) throw new HttpError(409, productMessages.retired);
  return { message: MSG.productRetired(product.name) };
}

/** A customer reviews an active product once. */
export async function reviewProduct({ db, now }: Deps, id: string, userId: number, { rating, comment }: ReviewRequest): Promise<ReviewResponse> {
  let data: { rating: number; num_reviews: number };
  try {
    data = await db.transaction(async (tx) => {
      if (!(await lockActiveProduct(tx, id))) throw new HttpError(404, MSG.productNotFound);
      if (await hasReviewed(tx, id, userId)) throw new HttpError(409, MSG.alreadyReviewed);
      await insertReview(tx, { productId: id, userId, rating, comment }, now());
      return productRating(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG.alreadyReviewed);
    throw error;
  }
  return { message: MSG.reviewAdded, data };
}
