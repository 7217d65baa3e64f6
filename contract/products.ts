// Products (SPEC §3 "Product list response", §7 products rows). Prices are whole rupees; a product's
// price is ex_price + charger (SPEC §3). Ids are model slugs such as 'rv400'. zod schemas are the
// single source; the SPA imports the derived types only.
import { z } from 'zod';
import { blankToUndefined, listPage, pageNumber, pageSize, sortParam, text, type MessageResponse, type SortValue } from './common.js';
import { HEX_COLOUR_RE, PRODUCT_ACTIVE_FILTERS, PRODUCT_ID_RE, PRODUCT_LIMITS, PRODUCT_SORTS, colourSlug, productMessages } from './product-rules.js';

export { colourSlug };

/** range: the longest claimed range first (issue 27, /electric-bike's sort). */
export const productOrders = ['price_asc', 'price_desc', 'range', 'newest', 'name'] as const;
const rideModeValues = ['Eco', 'Normal', 'Sport'] as const;

const rupees = (message: string) => z.number({ error: message }).int(message).min(0, message).max(PRODUCT_LIMITS.priceMax, message);
const specNumber = z.number({ error: 'Use a number of 0 or more.' }).min(0, 'Use a number of 0 or more.').max(100_000, 'Use a number up to 100000.');
const specText = text('Use a text of 1 to 200 characters.', 200);

const productSpecsBody = z.object({
  batteryKwh: specNumber,
  batteryType: specText,
  removableBattery: z.boolean({ error: 'Use true or false.' }),
  rangeKm: z.object(
    { Eco: specNumber.optional(), Normal: specNumber.optional(), Sport: specNumber.optional(), claimed: specNumber },
    { error: 'Give the range in km: { claimed, Eco?, Normal?, Sport? }.' },
  ),
  topSpeedKmph: specNumber,
  motorKw: specNumber,
  torqueNm: specNumber,
  seatHeightMm: specNumber,
  groundClearanceMm: specNumber,
  payloadKg: specNumber,
  chargingStandard: specText,
  chargingFast: specText.optional(),
  ipRating: specText.optional(),
  acceleration: specText.optional(),
  warranty: specText,
  batteryWarranty: specText,
  rideModes: z
    .array(z.enum(rideModeValues, { error: 'Use Eco, Normal or Sport.' }), { error: 'List the ride modes.' })
    .min(1, 'List at least one ride mode.')
    .max(3, 'List each ride mode once.'),
  soundModes: z.number({ error: 'Use a whole number of 0 or more.' }).int('Use a whole number of 0 or more.').min(0, 'Use a whole number of 0 or more.').max(20, 'Use a number up to 20.'),
  regenerativeBraking: z.boolean({ error: 'Use true or false.' }),
  energyPerKmKwh: specNumber,
}, { error: 'Send the specifications as an object.' });

const colourBody = z.object(
  {
    name: text(productMessages.colourName, PRODUCT_LIMITS.colourName),
    hex: z.string({ error: productMessages.colourHex }).regex(HEX_COLOUR_RE, productMessages.colourHex),
  },
  { error: 'Give each colour as { name, hex }.' },
);
const coloursBody = z
  .array(colourBody, { error: 'List the colours as [{ name, hex }].' })
  .min(1, productMessages.colours)
  .max(PRODUCT_LIMITS.colours, productMessages.coloursMax)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((colour, index) => {
      const slug = colourSlug(colour.name);
      if (!slug) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: productMessages.colourLetters });
      else if (seen.has(slug)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: productMessages.colourDuplicate });
      seen.add(slug);
    });
  });

const productFields = {
  name: text(productMessages.name, PRODUCT_LIMITS.name),
  category: text(productMessages.category, PRODUCT_LIMITS.category),
  tagline: text(productMessages.tagline, PRODUCT_LIMITS.tagline),
  description: text(productMessages.description, PRODUCT_LIMITS.description),
  ex_price: rupees(productMessages.exPrice),
  charger: rupees(productMessages.charger),
  colours: coloursBody,
  specs: productSpecsBody,
};

export const productCreateBody = z.object({
  id: z
    .string({ error: productMessages.id })
    .trim()
    .max(PRODUCT_LIMITS.id, 'Use an id of 40 characters or fewer.')
    .regex(PRODUCT_ID_RE, productMessages.id),
  ...productFields,
  tagline: productFields.tagline.optional().default(''),
  /** On sale from the start (the default), or added off sale to be put on sale later. */
  active: z.boolean({ error: 'Use true or false.' }).optional().default(true),
});

export const productUpdateBody = z.object({
  name: productFields.name.optional(),
  category: productFields.category.optional(),
  tagline: productFields.tagline.optional(),
  description: productFields.description.optional(),
  ex_price: productFields.ex_price.optional(),
  charger: productFields.charger.optional(),
  colours: productFields.colours.optional(),
  specs: productFields.specs.optional(),
  active: z.boolean({ error: 'Use true or false.' }).optional(),
});

export const reviewBody = z.object({
  rating: z.number({ error: 'Give a rating from 1 to 5.' }).int('Give a rating from 1 to 5.').min(1, 'Give a rating from 1 to 5.').max(5, 'Give a rating from 1 to 5.'),
  comment: text('Write a comment (1 to 1000 characters).', 1000),
});

const productIdParam = z.string().trim().toLowerCase().max(60, 'Use a product id of 60 characters or fewer.');
export const productParams = z.object({ id: productIdParam });
export const productColourParams = z.object({ id: productIdParam, colour: z.string().trim().max(60, 'Use a colour of 60 characters or fewer.') });

export const productListQuery = z.object({
  pageNumber: z.coerce
    .number({ error: 'Use a page number of 1 or more.' })
    .int('Use a page number of 1 or more.')
    .min(1, 'Use a page number of 1 or more.')
    .max(1_000_000, 'Use a page number of 1 or more.')
    .default(1),
  name: z.string().trim().max(80, 'Search with 80 characters or fewer.').optional(),
  category: z.string().trim().max(60, 'Use a category of 60 characters or fewer.').optional(),
  order: z.enum(productOrders, { error: 'Order by price_asc, price_desc, range, newest or name.' }).default('price_asc'),
  all: z
    .enum(['true', 'false'], { error: 'Use all=true or all=false.' })
    .optional()
    .transform((value) => value === 'true'),
});

/** GET /api/v1/admin/products (admin: every product) and /dealer/products (dealer: the active catalogue), a page at a time. */
export const productAdminListQuery = z.object({
  page: pageNumber,
  pageSize,
  sort: sortParam(PRODUCT_SORTS, 'name'),
  q: z.string().trim().max(80, 'Search with 80 characters or fewer.').optional(),
  status: z.preprocess(
    blankToUndefined,
    z.enum(PRODUCT_ACTIVE_FILTERS, { error: `Use a status of ${PRODUCT_ACTIVE_FILTERS.join(' or ')}.` }).optional(),
  ),
});
export const productDealerListQuery = productAdminListQuery.omit({ status: true });

/** The token inside booking_info is optional and never fails the call, so anything odd there is dropped. */
export const productColourBody = z.object({
  productId: text('Send the productId of the product in the address.', 60),
  modelColor: text('Send the modelColor (a colour of the product).', 60),
  booking_info: z
    .looseObject({ authorization: z.string().max(512).optional().catch(undefined) })
    .optional()
    .catch(undefined),
});

export const productColour = z.object({ name: z.string(), hex: z.string() }).meta({ id: 'ProductColour' });
export const productSpecs = z
  .object({
    batteryKwh: z.number(),
    batteryType: z.string(),
    removableBattery: z.boolean(),
    /** Range per ride mode in km (IDC for RV1/RV1+), and the claimed figure. */
    rangeKm: z.object({ Eco: z.number().optional(), Normal: z.number().optional(), Sport: z.number().optional(), claimed: z.number() }),
    topSpeedKmph: z.number(),
    motorKw: z.number(),
    torqueNm: z.number(),
    seatHeightMm: z.number(),
    groundClearanceMm: z.number(),
    payloadKg: z.number(),
    chargingStandard: z.string(),
    chargingFast: z.string().optional(),
    ipRating: z.string().optional(),
    acceleration: z.string().optional(),
    warranty: z.string(),
    batteryWarranty: z.string(),
    rideModes: z.array(z.enum(rideModeValues)),
    soundModes: z.number(),
    regenerativeBraking: z.boolean(),
    /** Energy drawn from the wall per km, for the savings calculator (kWh/km, charging losses included). */
    energyPerKmKwh: z.number(),
  })
  .meta({ id: 'ProductSpecs' });
const productSummaryFields = {
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  ex_price: z.number().int(),
  charger: z.number().int(),
  /** ex_price + charger. */
  price: z.number().int(),
  colours: z.array(productColour),
  /** Average review rating, one decimal; 0 with no reviews. */
  rating: z.number(),
  num_reviews: z.number().int(),
  /** One line under the name on cards and the model's page ('' when the admin gave none). */
  tagline: z.string(),
  specs: productSpecs,
};
export const productSummary = z.object(productSummaryFields).meta({ id: 'ProductSummary' });
export const productReview = z.object({ id: z.number().int(), name: z.string(), rating: z.number().int(), comment: z.string(), created_at: z.string() });
export const productDetail = z.object({ ...productSummaryFields, reviews: z.array(productReview) }).meta({ id: 'ProductDetail' });
export const productRecord = z
  .object({
    ...productSummaryFields,
    active: z.boolean(),
    /** When an admin retired the model (never on sale again), or null. */
    retired_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ProductRecord' });

export const productPlan = z.object({ product_id: z.string(), ex_price: z.number().int(), charger: z.number().int() });

/** A model an admin retired: its old pages answer 410 and say so, with a link to the range. */
export const retiredProduct = z.object({ id: z.string(), name: z.string() }).meta({ id: 'RetiredProduct' });
export const productListResponse = z.object({
  data: z.array(productSummary),
  /** Every retired model (whatever the filters), so the SPA can say "no longer sold" on its old pages. */
  retired: z.array(retiredProduct),
  productPlan: z.array(productPlan),
  page: z.number().int(),
  pages: z.number().int(),
});
export const productDetailResponse = z.object({ data: productDetail });
export const productColourResponse = z.object({
  data: z.object({
    products: z.array(productSummary),
    product: productSummary,
    colour: productColour,
    /** Present only when booking_info.authorization is a live session token. */
    customer: z.object({ id: z.number().int(), name: z.string() }).optional(),
  }),
});
export const productRecordResponse = z.object({ data: productRecord });
/** A back-office list row: the summary with its active flag and last change, no specs. */
export const productListItem = z
  .object({ ...productSummaryFields, active: z.boolean(), retired_at: z.string().nullable(), updated_at: z.string() })
  .meta({ id: 'ProductListItem' });
export const productAdminListResponse = listPage(productListItem);
export const reviewResponse = z.object({ message: z.string(), data: z.object({ rating: z.number(), num_reviews: z.number().int() }) });

/** Top sellers (product-rules.ts): a state id such as MH; without one (or blank), India's ranking. */
export const topSellersQuery = z.object({
  state: z.preprocess(blankToUndefined, z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use a state id, e.g. MH.').optional()),
});
export const topSeller = z.object({ id: z.string(), name: z.string(), rank: z.number().int().min(1) }).meta({ id: 'TopSeller' });
/**
 * The ranking of the state asked for when it has enough orders, else India's (state null), else none (models
 * empty: show nothing). `place` is what the line names: the state's name or "India".
 */
export const topSellersResponse = z
  .object({
    data: z.object({
      state: z.string().nullable(),
      place: z.string(),
      window_days: z.number().int(),
      models: z.array(topSeller),
    }),
  })
  .meta({ id: 'TopSellers' });

export type ProductColour = z.output<typeof productColour>;
/** The specification fields of a model (the same fields as the SPA's bike data). */
export type ProductSpecs = z.output<typeof productSpecs>;
export type ProductRideMode = ProductSpecs['rideModes'][number];
export type ProductSummary = z.output<typeof productSummary>;
export type RetiredProduct = z.output<typeof retiredProduct>;
export type ProductPlan = z.output<typeof productPlan>;
/** GET /api/v1/products?pageNumber=&name=&category=&order=&all= (all=true: every match in one page). */
export type ProductListQuery = z.output<typeof productListQuery>;
/** The list's query as the SPA sends it (every field optional). */
export type ProductListParams = Partial<z.input<typeof productListQuery>>;
export type ProductOrder = ProductListQuery['order'];
export type ProductListResponse = z.output<typeof productListResponse>;
/** A review as shown on the product page: `name` is the reviewer's first name. */
export type ProductReview = z.output<typeof productReview>;
export type ProductDetail = z.output<typeof productDetail>;
export type ProductDetailResponse = z.output<typeof productDetailResponse>;
/** POST /api/v1/products/{id}/{colour}: the session token travels inside booking_info (SPEC §7). */
export type ProductColourRequest = z.output<typeof productColourBody>;
export type ProductColourResponse = z.output<typeof productColourResponse>;
/** Legacy admin calls (POST/PUT /api/products). */
export type ProductCreateRequest = z.output<typeof productCreateBody>;
export type ProductUpdateRequest = z.output<typeof productUpdateBody>;
/** A product as the admin calls return it (inactive ones included). */
export type ProductRecord = z.output<typeof productRecord>;
export type ProductRecordResponse = z.output<typeof productRecordResponse>;
export type ProductDeleteResponse = MessageResponse;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type ProductStatusFilter = (typeof PRODUCT_ACTIVE_FILTERS)[number];
export type ProductListItem = z.output<typeof productListItem>;
export type ProductAdminListResponse = z.output<typeof productAdminListResponse>;
/** The back-office list's query as the SPA sends it (every field optional). */
export type ProductAdminListQuery = Partial<Omit<z.output<typeof productAdminListQuery>, 'sort'>> & { sort?: SortValue<ProductSort> };
export type ReviewRequest = z.output<typeof reviewBody>;
/** The bodies as sent (the inputs of their schemas: defaults not yet filled in). */
export type ProductCreateInput = z.input<typeof productCreateBody>;
export type ProductUpdateInput = z.input<typeof productUpdateBody>;
export type ProductColourInput = z.input<typeof productColourBody>;
export type ReviewInput = z.input<typeof reviewBody>;
export type ReviewResponse = z.output<typeof reviewResponse>;
export type TopSellersQuery = z.input<typeof topSellersQuery>;
export type TopSeller = z.output<typeof topSeller>;
export type TopSellersResponse = z.output<typeof topSellersResponse>;
