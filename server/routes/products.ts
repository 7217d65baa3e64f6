import { apiError, messageResponse } from '@contract/common.js';
import {
  colourSlug,
  type ProductColour,
  productColourBody,
  productColourParams,
  productColourResponse,
  productAdminListQuery,
  productAdminListResponse,
  productCreateBody,
  productDealerListQuery,
  productDetailResponse,
  productParams,
  type ProductRecord,
  productRecordResponse,
  productUpdateBody,
  reviewBody,
  reviewResponse,
} from '@contract/products.js';
import { productEndpointSchemas } from '@contract/product-endpoint-schemas.js';
import { productEndpoints } from '@contract/product-endpoints.js';
import { TOP_SELLERS_MIN_ORDERS, TOP_SELLERS_WINDOW_DAYS, productMessages, retiredLine, topSellersPlace } from '@contract/product-rules.js';
import { paths } from '@contract/paths.js';
import { currentUser, findTokenUser } from '../auth/hook.js';
import { endpointRoute } from '../endpoint-route.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../errors.js';
import { MSG } from '../messages.js';
import {
  findProduct,
  hasReviewed,
  insertProduct,
  insertReview,
  listProducts,
  listProductsForBackOffice,
  listReviews,
  lockActiveProduct,
  productRating,
  retireProduct,
  summaryOf,
  topSellersOf,
  updateProduct,
} from '../store/products.js';
import { pageOf } from '../store/sql.js';
import { findUserById } from '../modules/accounts/service.js';
import type { Queryable } from '../db/index.js';
import { activeProduct } from './lookups.js';

const PAGE_SIZE = 12;
const errors = { '4xx': apiError };
const tags = ['Products'];

/** A colour of the product named by its name (any case) or its slug ("rebel-red"). */
function findColour(colours: ProductColour[], value: string): ProductColour | undefined {
  const name = value.trim().toLowerCase();
  const slug = colourSlug(value);
  return colours.find((c) => c.name.toLowerCase() === name || (slug !== '' && colourSlug(c.name) === slug));
}

const productNotFound = () => new HttpError(404, MSG.productNotFound);

async function existingProduct(db: Queryable, id: string): Promise<ProductRecord> {
  const product = await findProduct(db, id);
  if (!product) throw new HttpError(404, MSG.productNotFound);
  return product;
}

export function productRoutes(app: App, { db, now }: Deps): void {
  // The state's ranking when it has TOP_SELLERS_MIN_ORDERS sold orders in the window, else India's when it has,
  // else none: the SPA then shows no line at all.
  app.route({
    ...endpointRoute(productEndpoints.topSellers, productEndpointSchemas.topSellers, tags),
    handler: async (request) => {
      const at = now();
      const asked = request.query.state ? await topSellersOf(db, request.query.state, at) : null;
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
    },
  });

  app.route({
    ...endpointRoute(productEndpoints.list, productEndpointSchemas.list, tags),
    handler: async (request) => {
      const { pageNumber, name, category, order, all } = request.query;
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
    },
  });

  app.get(
    '/products/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'One active product with its specs and reviews; 410 for a retired one',
        params: productParams,
        response: { 200: productDetailResponse, ...errors },
      },
    },
    async (request) => {
      const found = await findProduct(db, request.params.id);
      // A retired model is gone for good (410, not 404): its old pages say so and link to the range.
      if (found?.retired_at) throw new HttpError(410, retiredLine(found.name), undefined, undefined, { range: paths.electricBike.getHref() });
      const product = await activeProduct(db, request.params.id, productNotFound);
      return { data: { ...summaryOf(product), reviews: await listReviews(db, product.id) } };
    },
  );

  app.post(
    '/products/:id/:colour',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A product in a chosen colour, for the booking screen',
        params: productColourParams,
        body: productColourBody,
        response: { 200: productColourResponse, ...errors },
      },
    },
    async (request) => {
      const { id, colour } = request.params;
      const body = request.body;
      if (body.productId.toLowerCase() !== id) throw fieldError('productId', 'Send the id of the product in the address.');
      const product = await activeProduct(db, id, productNotFound);
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
    },
  );

  // The back-office catalogue. Edits go through the legacy PUT /api/products/{id} (SPEC §7), which keeps the public list's cache right.
  app.get(
    '/admin/products',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Every product, active or not: searched, filtered, sorted and paged (back office)',
        querystring: productAdminListQuery,
        response: { 200: productAdminListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, sort, q, status } = request.query;
      const { rows, total } = await listProductsForBackOffice(db, { page, pageSize, sort, q: q || undefined, status, activeOnly: false });
      return pageOf(rows, total, page, pageSize);
    },
  );

  app.get(
    '/admin/products/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'One product, active or not, for the edit form (back office)',
        params: productParams,
        response: { 200: productRecordResponse, ...errors },
      },
    },
    async (request) => ({ data: await existingProduct(db, request.params.id) }),
  );

  app.get(
    '/dealer/products',
    {
      config: { auth: 'dealer' },
      schema: {
        tags,
        summary: 'The active catalogue with prices, read-only (dealers)',
        querystring: productDealerListQuery,
        response: { 200: productAdminListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, sort, q } = request.query;
      const { rows, total } = await listProductsForBackOffice(db, { page, pageSize, sort, q: q || undefined, activeOnly: true });
      return pageOf(rows, total, page, pageSize);
    },
  );
}

/** Legacy back-office calls (SPEC §7) at /api/products, outside the API prefix; bearer token through the auth hook. */
export function legacyProductRoutes(app: App, { db, now }: Deps): void {
  app.post(
    '/api/products',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Add a product (legacy back-office call)',
        body: productCreateBody,
        response: { 201: productRecordResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (await findProduct(db, body.id)) throw new HttpError(409, MSG.productExists);
      try {
        await insertProduct(db, body, now());
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, MSG.productExists);
        throw error;
      }
      reply.code(201);
      return { data: await existingProduct(db, body.id) };
    },
  );

  app.put(
    '/api/products/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Edit a product (legacy back-office call)',
        params: productParams,
        body: productUpdateBody,
        response: { 200: productRecordResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if ((await existingProduct(db, id)).retired_at) throw new HttpError(409, productMessages.retired);
      if (!(await updateProduct(db, id, request.body, now()))) throw new HttpError(409, productMessages.retired);
      return { data: await existingProduct(db, id) };
    },
  );

  app.delete(
    '/api/products/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Retire a product for good: off sale, out of every public list, its pages 410; its orders keep it (legacy back-office call)',
        params: productParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const product = await existingProduct(db, request.params.id);
      if (product.retired_at) throw new HttpError(409, productMessages.retired);
      if (!(await retireProduct(db, product.id, now()))) throw new HttpError(409, productMessages.retired);
      return { message: MSG.productRetired(product.name) };
    },
  );

  app.post(
    '/api/products/:id/reviews',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Review a product once (signed-in customer)',
        params: productParams,
        body: reviewBody,
        response: { 201: reviewResponse, ...errors },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { id } = request.params;
      const { rating, comment } = request.body;
      let data: { rating: number; num_reviews: number };
      try {
        data = await db.transaction(async (tx) => {
          if (!(await lockActiveProduct(tx, id))) throw new HttpError(404, MSG.productNotFound);
          if (await hasReviewed(tx, id, me.id)) throw new HttpError(409, MSG.alreadyReviewed);
          await insertReview(tx, { productId: id, userId: me.id, rating, comment }, now());
          return productRating(tx, id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, MSG.alreadyReviewed);
        throw error;
      }
      reply.code(201);
      return { message: MSG.reviewAdded, data };
    },
  );
}
