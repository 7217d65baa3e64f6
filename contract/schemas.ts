// zod schemas for every request (and the main responses) of the API, built from rules.ts so the
// server's error texts are the SPA's. Server only: the SPA imports types.ts, never this file.
import { z } from 'zod';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  USER_SORTS,
  USER_TYPES,
  PAYMENT_STATUSES,
  bookingMessages,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_TOPICS,
  EMAIL_RE,
  JOB_DEPARTMENTS,
  JOB_LIMITS,
  JOB_TYPES,
  MOBILE_RE,
  NAME_RE,
  OTP_RE,
  PASSWORD_MAX,
  PINCODE_RE,
  TEST_RIDE_COMMENTS_MAX,
  TEST_RIDE_SLOTS,
  careerMessages,
  enquiryMessages,
  isStrongPassword,
  jobMessages,
  messages,
  normaliseMobile,
} from './rules.js';
import type {
  SortValue,
  UserListQuery,
  UserListResponse,
  ChatUserRequest,
  OtpRequest,
  ProfileUpdateRequest,
  RegisterRequest,
  SigninRequest,
  UserInfo,
  UserRecord,
  UserUpdateRequest,
  StateEntry,
  ServiceCentre,
  RegisterResponse,
  ApiError,
  ProductColour,
  ProductColourRequest,
  ProductColourResponse,
  ProductCreateRequest,
  ProductDetail,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  ProductRecord,
  ProductSpecs,
  ProductSummary,
  ProductUpdateRequest,
  ReviewRequest,
  ReviewResponse,
  ContactRequest,
  EnquiryResponse,
  NotifyRequest,
  TestRideRequest,
  AdminJob,
  AdminJobListResponse,
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationUpdateRequest,
  ApplicationUpdateResponse,
  Job,
  JobApplication,
  JobApplicationFields,
  JobApplicationResponse,
  JobListQuery,
  JobListResponse,
  JobResponse,
  JobSummary,
  JobUpdateRequest,
  JobWriteRequest,
  Booking,
  BookingCreateResponse,
  BookingRequest,
  BookingResponse,
  PaymentOrder,
  PaymentOrderResponse,
} from './types.js';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const mobile = z
  .string({ error: messages.mobile })
  .transform(normaliseMobile)
  .pipe(z.string().regex(MOBILE_RE, messages.mobile));
const email = z.string({ error: messages.email }).trim().max(254, messages.email).regex(EMAIL_RE, messages.email);
const name = z.string({ error: messages.name }).trim().regex(NAME_RE, messages.name);
const newPassword = z.string({ error: messages.password }).refine(isStrongPassword, messages.password);
const pincode = z.string({ error: messages.pincode }).trim().regex(PINCODE_RE, messages.pincode);
const refId = (message: string) => z.string({ error: message }).trim().min(1, message).max(20, message);
const state = refId(messages.state);
const city = refId(messages.city);
const area = refId(messages.area);

export const registerBody = z.object({
  name,
  mobile,
  email,
  state,
  city,
  area,
  pincode: z.preprocess(blankToUndefined, pincode.optional()),
  password: newPassword,
});

export const otpBody = z.object({ mobile });

const secret = (message: string) => z.preprocess(blankToUndefined, z.string({ error: message }).max(4 * PASSWORD_MAX, message).optional());

/** Exactly one of password / otp. */
export const signinBody = z
  .object({ mobile, password: secret(messages.passwordRequired), otp: secret(messages.otp) })
  .superRefine((value, ctx) => {
    if (value.password !== undefined && value.otp !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['otp'], message: 'Sign in with either your password or an OTP, not both.' });
    } else if (value.password === undefined && value.otp === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: messages.passwordRequired });
    } else if (value.otp !== undefined && !OTP_RE.test(value.otp)) {
      ctx.addIssue({ code: 'custom', path: ['otp'], message: messages.otp });
    }
  })
  .transform((value): { mobile: string; password: string } | { mobile: string; otp: string } =>
    value.otp !== undefined ? { mobile: value.mobile, otp: value.otp } : { mobile: value.mobile, password: value.password ?? '' },
  );

export const profileBody = z.object({ name, email, state, city, area, pincode });

export const userUpdateBody = z.object({
  name: name.optional(),
  email: email.optional(),
  isAdmin: z.boolean().optional(),
  isSeller: z.boolean().optional(),
});

export const chatUserBody = z.object({ mobile, isLoggedinUser: z.literal(true) });

export const idParams = z.object({
  id: z.coerce.number({ error: 'Use a numeric id.' }).int('Use a numeric id.').positive('Use a numeric id.').max(2_147_483_647, 'Use a numeric id.'),
});

/** Anything wrong here is an invalid link (401), not a bad request, so every value is optional. */
export const customerInfoParams = z.object({ c_id: z.string() });
export const customerInfoQuery = z.object({
  exp: z.string().optional().catch(undefined),
  sig: z.string().optional().catch(undefined),
});

const pageNumber = z.coerce.number({ error: 'Use a page number of 1 or more.' }).int('Use a page number of 1 or more.').min(1, 'Use a page number of 1 or more.').max(1_000_000, 'Use a page number of 1 or more.').default(1);
const pageSize = z.coerce
  .number({ error: `Use a page size from 1 to ${MAX_PAGE_SIZE}.` })
  .int(`Use a page size from 1 to ${MAX_PAGE_SIZE}.`)
  .min(1, `Use a page size from 1 to ${MAX_PAGE_SIZE}.`)
  .max(MAX_PAGE_SIZE, `Use a page size from 1 to ${MAX_PAGE_SIZE}.`)
  .default(DEFAULT_PAGE_SIZE);
/** `sort=field` or `sort=-field` (descending), where field is one of an allow-list: anything else is a 400. */
function sortParam<F extends string>(fields: readonly [F, ...F[]], fallback: SortValue<F>) {
  const values = fields.flatMap((f): SortValue<F>[] => [f, `-${f}`]);
  return z.preprocess(
    blankToUndefined,
    z
      .enum(values as [SortValue<F>, ...SortValue<F>[]], { error: `Sort by ${fields.join(', ')} (a leading - sorts descending).` })
      .optional()
      .transform((value): SortValue<F> => value ?? fallback),
  );
}

export const userListQuery = z.object({
  page: pageNumber,
  pageSize,
  sort: sortParam(USER_SORTS, '-created'),
  q: z.string().trim().max(80, 'Search with 80 characters or fewer.').optional(),
  role: z.preprocess(blankToUndefined, z.enum(USER_TYPES, { error: `Use a role of ${USER_TYPES.join(', ')}.` }).optional()),
});

// Responses

export const apiError = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
}).meta({ id: 'ApiError' });

const userRecordFields = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  state: z.string(),
  city: z.string(),
  area: z.string(),
  state_name: z.string(),
  city_name: z.string(),
  area_name: z.string(),
  pincode: z.string(),
  isAdmin: z.boolean(),
  isSeller: z.boolean(),
  isDealer: z.boolean(),
  user_type: z.enum(['customer', 'dealer', 'admin']),
  incentive: z.number(),
  region: z.string(),
};
export const userRecord = z.object({ ...userRecordFields, created_at: z.string() }).meta({ id: 'UserRecord' });
export const userInfo = z.object({ ...userRecordFields, token: z.string() }).meta({ id: 'UserInfo' });

export const registerResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), user: userInfo }),
  z.object({ status: z.literal('duplicate'), message: z.string() }),
]);
export const otpResponse = z.object({ status: z.literal('sent'), expiresInSeconds: z.number().int() });
export const messageResponse = z.object({ message: z.string() });
export const customerResponse = z.object({ data: userRecord });
export const customerInfoResponse = z.object({ data: z.array(userInfo) });
export const profileResponse = z.object({ status: z.literal(1), message: z.string(), user: userRecord });
export const userListResponse = z.object({ data: z.array(userRecord), page: z.number().int(), pageSize: z.number().int(), pages: z.number().int(), total: z.number().int() });
export const userUpdateResponse = z.object({ data: userRecord });

const stateEntry = z
  .object({
    state_id: z.string(),
    state_name: z.string(),
    cities: z.array(
      z.object({
        city_id: z.string(),
        city_name: z.string(),
        hubs: z.array(z.object({ area_id: z.string(), area_name: z.string(), pincode: z.string() })),
      }),
    ),
  })
  .meta({ id: 'StateEntry' });
export const stateListResponse = z.object({ data: z.array(stateEntry) });
export const upgradeStateListResponse = z.object({ data: z.array(stateEntry), version: z.string() });
const serviceCentre = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  state_id: z.string(),
  city_id: z.string(),
  pincode: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export const serviceCentreResponse = z.object({ data: z.array(serviceCentre) });
export const chatUserResponse = z.object({ status: z.literal('recorded') });
export const healthResponse = z.object({ status: z.literal('ok') });

// Products (SPEC §7 products rows)

/** A colour's address form: "Rebel Red" -> "rebel-red". The colour call accepts the name (any case) or this. */
export function colourSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

const PRODUCT_ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX_RE = /^#[0-9a-fA-F]{6}$/;
const productOrders = ['price_asc', 'price_desc', 'newest', 'name'] as const;
const rideModeValues = ['Eco', 'Normal', 'Sport'] as const;

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);
const rupees = (message: string) => z.number({ error: message }).int(message).min(0, message).max(10_000_000, message);
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
    name: text('Enter the colour name (1 to 40 characters).', 40),
    hex: z.string({ error: 'Use a colour code like #c8102e.' }).regex(HEX_RE, 'Use a colour code like #c8102e.'),
  },
  { error: 'Give each colour as { name, hex }.' },
);
const coloursBody = z
  .array(colourBody, { error: 'List the colours as [{ name, hex }].' })
  .min(1, 'List at least one colour.')
  .max(12, 'List 12 colours or fewer.')
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((colour, index) => {
      const slug = colourSlug(colour.name);
      if (!slug) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Use a colour name with letters or digits.' });
      else if (seen.has(slug)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Give each colour a different name.' });
      seen.add(slug);
    });
  });

const productFields = {
  name: text('Enter the product name (1 to 80 characters).', 80),
  category: text('Enter the category (1 to 60 characters).', 60),
  description: text('Enter a description (1 to 500 characters).', 500),
  ex_price: rupees('Enter the ex-showroom price in whole rupees (0 to 10000000).'),
  charger: rupees('Enter the charger price in whole rupees (0 if none).'),
  colours: coloursBody,
  specs: productSpecsBody,
};

export const productCreateBody = z.object({
  id: z
    .string({ error: 'Use a lower-case id of letters, digits and single hyphens, for example rv400-brz.' })
    .trim()
    .max(40, 'Use an id of 40 characters or fewer.')
    .regex(PRODUCT_ID_RE, 'Use a lower-case id of letters, digits and single hyphens, for example rv400-brz.'),
  ...productFields,
});

export const productUpdateBody = z.object({
  name: productFields.name.optional(),
  category: productFields.category.optional(),
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
  order: z.enum(productOrders, { error: 'Order by price_asc, price_desc, newest or name.' }).default('price_asc'),
  all: z
    .enum(['true', 'false'], { error: 'Use all=true or all=false.' })
    .optional()
    .transform((value) => value === 'true'),
});

/** The token inside booking_info is optional and never fails the call, so anything odd there is dropped. */
export const productColourBody = z.object({
  productId: text('Send the productId of the product in the address.', 60),
  modelColor: text('Send the modelColor (a colour of the product).', 60),
  booking_info: z
    .looseObject({ authorization: z.string().max(512).optional().catch(undefined) })
    .optional()
    .catch(undefined),
});

const productColour = z.object({ name: z.string(), hex: z.string() }).meta({ id: 'ProductColour' });
const productSpecs = z
  .object({
    batteryKwh: z.number(),
    batteryType: z.string(),
    removableBattery: z.boolean(),
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
  price: z.number().int(),
  colours: z.array(productColour),
  rating: z.number(),
  num_reviews: z.number().int(),
};
const productSummary = z.object(productSummaryFields).meta({ id: 'ProductSummary' });
const productReview = z.object({ id: z.number().int(), name: z.string(), rating: z.number().int(), comment: z.string(), created_at: z.string() });
const productDetail = z.object({ ...productSummaryFields, specs: productSpecs, reviews: z.array(productReview) }).meta({ id: 'ProductDetail' });
const productRecord = z
  .object({ ...productSummaryFields, specs: productSpecs, active: z.boolean(), created_at: z.string(), updated_at: z.string() })
  .meta({ id: 'ProductRecord' });

export const productListResponse = z.object({
  data: z.array(productSummary),
  productPlan: z.array(z.object({ product_id: z.string(), ex_price: z.number().int(), charger: z.number().int() })),
  page: z.number().int(),
  pages: z.number().int(),
});
export const productDetailResponse = z.object({ data: productDetail });
export const productColourResponse = z.object({
  data: z.object({
    products: z.array(productSummary),
    product: productSummary,
    colour: productColour,
    customer: z.object({ id: z.number().int(), name: z.string() }).optional(),
  }),
});
export const productRecordResponse = z.object({ data: productRecord });
export const reviewResponse = z.object({ message: z.string(), data: z.object({ rating: z.number(), num_reviews: z.number().int() }) });

// Compile-time proof that the schemas describe exactly the contract's types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assignable<A, B> = [A] extends [B] ? true : false;
const contractChecks: [
  Same<z.output<typeof registerBody>, RegisterRequest>,
  Same<z.output<typeof otpBody>, OtpRequest>,
  Assignable<z.output<typeof signinBody>, SigninRequest>,
  Same<z.output<typeof profileBody>, ProfileUpdateRequest>,
  Same<z.output<typeof userUpdateBody>, UserUpdateRequest>,
  Same<z.output<typeof chatUserBody>, ChatUserRequest>,
  Same<z.output<typeof userInfo>, UserInfo>,
  Same<z.output<typeof userRecord>, UserRecord>,
  Same<z.output<typeof registerResponse>, RegisterResponse>,
  Same<z.output<typeof stateEntry>, StateEntry>,
  Same<z.output<typeof serviceCentre>, ServiceCentre>,
  Same<z.output<typeof apiError>, ApiError>,
  Assignable<z.output<typeof userListQuery>, UserListQuery>,
  Same<z.output<typeof userListResponse>, UserListResponse>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true];
void contractChecks;
const productContractChecks: [
  Same<z.output<typeof productCreateBody>, ProductCreateRequest>,
  Same<z.output<typeof productUpdateBody>, ProductUpdateRequest>,
  Same<z.output<typeof reviewBody>, ReviewRequest>,
  Same<z.output<typeof productListQuery>, ProductListQuery>,
  Same<z.output<typeof productColourBody>, ProductColourRequest>,
  Same<z.output<typeof productSpecsBody>, ProductSpecs>,
  Same<z.output<typeof productSpecs>, ProductSpecs>,
  Same<z.output<typeof productColour>, ProductColour>,
  Same<z.output<typeof productSummary>, ProductSummary>,
  Same<z.output<typeof productDetail>, ProductDetail>,
  Same<z.output<typeof productRecord>, ProductRecord>,
  Same<z.output<typeof productListResponse>, ProductListResponse>,
  Same<z.output<typeof productDetailResponse>, ProductDetailResponse>,
  Same<z.output<typeof productColourResponse>, ProductColourResponse>,
  Same<z.output<typeof reviewResponse>, ReviewResponse>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];
void productContractChecks;

// Enquiries (test rides, notify me, contact us; types.ts "Enquiries")

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). The server checks the range. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_RE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const enquiryModel = z
  .string({ error: enquiryMessages.model })
  .trim()
  .toLowerCase()
  .min(1, enquiryMessages.model)
  .max(60, enquiryMessages.model);

/** The person block and the place of the public forms (types.ts PersonAndPlace). */
const personAndPlace = { name, mobile, email, state, city, area, pincode };

export const testRideBody = z.object({
  ...personAndPlace,
  model: enquiryModel,
  preferred_date: z.string({ error: enquiryMessages.date }).trim().refine(isCalendarDate, enquiryMessages.date),
  time_slot: z.enum(TEST_RIDE_SLOTS, { error: enquiryMessages.slot }),
  dealer_id: z
    .number({ error: enquiryMessages.dealer })
    .int(enquiryMessages.dealer)
    .positive(enquiryMessages.dealer)
    .max(2_147_483_647, enquiryMessages.dealer),
  comments: z.preprocess(
    blankToUndefined,
    z.string({ error: enquiryMessages.comments }).trim().max(TEST_RIDE_COMMENTS_MAX, enquiryMessages.comments).optional(),
  ),
});

export const notifyBody = z.object({ name, mobile, email, state, city, model: enquiryModel });

export const contactBody = z.object({
  name,
  mobile,
  email,
  topic: z.enum(CONTACT_TOPICS, { error: enquiryMessages.topic }),
  message: z
    .string({ error: enquiryMessages.message })
    .trim()
    .min(CONTACT_MESSAGE_MIN, enquiryMessages.message)
    .max(CONTACT_MESSAGE_MAX, enquiryMessages.message),
  state: z.preprocess(blankToUndefined, state.optional()),
  city: z.preprocess(blankToUndefined, city.optional()),
});

export const enquiryResponse = z
  .object({ message: z.string(), data: z.object({ id: z.number().int(), reference: z.string() }) })
  .meta({ id: 'EnquiryResponse' });

const enquiryContractChecks: [
  Same<z.output<typeof testRideBody>, TestRideRequest>,
  Same<z.output<typeof notifyBody>, NotifyRequest>,
  Same<z.output<typeof contactBody>, ContactRequest>,
  Same<z.output<typeof enquiryResponse>, EnquiryResponse>,
] = [true, true, true, true];
void enquiryContractChecks;

// Careers (jobs and applications; types.ts "Careers")

const JOB_STATUSES = ['open', 'closed'] as const;
const between = (message: string, min: number, max: number) => z.string({ error: message }).trim().min(min, message).max(max, message);
const jobLines = (message: string) =>
  z.array(between(message, 1, JOB_LIMITS.itemLength), { error: message }).min(JOB_LIMITS.items[0], message).max(JOB_LIMITS.items[1], message);
const limit = (message: string, [min, max]: readonly [number, number]) => between(message, min, max);

const jobFields = {
  title: limit(jobMessages.title, JOB_LIMITS.title),
  department: z.enum(JOB_DEPARTMENTS, { error: jobMessages.department }),
  location: limit(jobMessages.location, JOB_LIMITS.location),
  type: z.enum(JOB_TYPES, { error: jobMessages.type }),
  experience: limit(jobMessages.experience, JOB_LIMITS.experience),
  summary: limit(jobMessages.summary, JOB_LIMITS.summary),
  description: limit(jobMessages.description, JOB_LIMITS.description),
  responsibilities: jobLines(jobMessages.responsibilities),
  requirements: jobLines(jobMessages.requirements),
};

export const jobWriteBody = z.object(jobFields);

export const jobUpdateBody = z.object({
  title: jobFields.title.optional(),
  department: jobFields.department.optional(),
  location: jobFields.location.optional(),
  type: jobFields.type.optional(),
  experience: jobFields.experience.optional(),
  summary: jobFields.summary.optional(),
  description: jobFields.description.optional(),
  responsibilities: jobFields.responsibilities.optional(),
  requirements: jobFields.requirements.optional(),
  status: z.enum(JOB_STATUSES, { error: 'Use status open or closed.' }).optional(),
});

const jobFilter = (message: string) => z.string({ error: message }).trim().max(80, message).optional();
export const jobListQuery = z.object({
  department: jobFilter('Use a department of 80 characters or fewer.'),
  location: jobFilter('Use a location of 80 characters or fewer.'),
  type: jobFilter('Use a job type of 80 characters or fewer.'),
});

/** An absolute https:// address with a host name, as a LinkedIn (or similar) profile link. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const optionalText = (message: string, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().max(max, message).optional());

/** The text fields of a job application. They arrive as multipart form fields, so every value is a string. */
export const jobApplicationBody = z.object({
  name,
  email,
  mobile,
  city: between(careerMessages.city, 2, 80),
  experience_years: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: careerMessages.experience }).int(careerMessages.experience).min(0, careerMessages.experience).max(50, careerMessages.experience),
  ),
  current_company: optionalText('Keep the company name to 120 characters or fewer.', 120),
  linkedin: z.preprocess(
    blankToUndefined,
    z.string({ error: careerMessages.linkedin }).trim().max(300, careerMessages.linkedin).refine(isHttpsUrl, careerMessages.linkedin).optional(),
  ),
  cover_note: optionalText(careerMessages.coverNote, 2000),
  consent: z.literal('true', { error: careerMessages.consent }),
});

export const applicationListQuery = z.object({
  jobId: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'Use a numeric job id.' }).int('Use a numeric job id.').positive('Use a numeric job id.').max(2_147_483_647, 'Use a numeric job id.').optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(APPLICATION_STATUSES, { error: `Use a status of ${APPLICATION_STATUSES.join(', ')}.` }).optional(),
  ),
  q: z.string().trim().max(80, 'Search with 80 characters or fewer.').optional(),
  page: pageNumber,
  pageSize,
  sort: sortParam(APPLICATION_SORTS, '-created'),
});

export const applicationUpdateBody = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: `Choose a status: ${APPLICATION_STATUSES.join(', ')}.` }),
});

const jobSummaryFields = {
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  type: z.enum(JOB_TYPES),
  experience: z.string(),
  summary: z.string(),
  status: z.enum(JOB_STATUSES),
  posted_at: z.string(),
  closed_at: z.string().nullable(),
};
const jobDetailFields = {
  ...jobSummaryFields,
  description: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
};
const jobSummary = z.object(jobSummaryFields).meta({ id: 'JobSummary' });
const job = z.object(jobDetailFields).meta({ id: 'Job' });
const adminJob = z.object({ ...jobDetailFields, applications: z.number().int() }).meta({ id: 'AdminJob' });
const jobApplication = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    job_title: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    city: z.string(),
    experience_years: z.number().int(),
    current_company: z.string(),
    linkedin: z.string(),
    cover_note: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    cv_name: z.string(),
    cv_type: z.string(),
    cv_size: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'JobApplication' });

export const jobListResponse = z.object({
  data: z.array(jobSummary),
  filters: z.object({ departments: z.array(z.string()), locations: z.array(z.string()), types: z.array(z.string()) }),
});
export const jobResponse = z.object({ data: job });
export const adminJobListResponse = z.object({ data: z.array(adminJob) });
export const jobApplicationResponse = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), job_id: z.number().int(), job_title: z.string() }),
});
export const applicationListResponse = z.object({
  data: z.array(jobApplication),
  page: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export const applicationUpdateResponse = z.object({ data: jobApplication });

const careerContractChecks: [
  Assignable<z.output<typeof jobWriteBody>, JobWriteRequest>,
  Assignable<z.output<typeof jobUpdateBody>, JobUpdateRequest>,
  Same<z.output<typeof jobListQuery>, JobListQuery>,
  Same<z.output<typeof jobApplicationBody>, JobApplicationFields>,
  Assignable<z.output<typeof applicationListQuery>, ApplicationListQuery>,
  Same<z.output<typeof applicationUpdateBody>, ApplicationUpdateRequest>,
  Same<z.output<typeof jobSummary>, JobSummary>,
  Same<z.output<typeof job>, Job>,
  Same<z.output<typeof adminJob>, AdminJob>,
  Same<z.output<typeof jobApplication>, JobApplication>,
  Same<z.output<typeof jobListResponse>, JobListResponse>,
  Same<z.output<typeof jobResponse>, JobResponse>,
  Same<z.output<typeof adminJobListResponse>, AdminJobListResponse>,
  Same<z.output<typeof jobApplicationResponse>, JobApplicationResponse>,
  Same<z.output<typeof applicationListResponse>, ApplicationListResponse>,
  Same<z.output<typeof applicationUpdateResponse>, ApplicationUpdateResponse>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];
void careerContractChecks;

// Bookings (types.ts "Bookings")

export const bookingBody = z.object({
  ...personAndPlace,
  model: z.string({ error: bookingMessages.model }).trim().toLowerCase().min(1, bookingMessages.model).max(60, bookingMessages.model),
  colour: z.string({ error: bookingMessages.colour }).trim().min(1, bookingMessages.colour).max(60, bookingMessages.colour),
  dealer_id: z
    .number({ error: bookingMessages.dealer })
    .int(bookingMessages.dealer)
    .positive(bookingMessages.dealer)
    .max(2_147_483_647, bookingMessages.dealer),
  accept_terms: z.literal(true, { error: bookingMessages.terms }),
});

export const bookingParams = z.object({
  id: z.coerce.number({ error: 'Use a booking number.' }).int('Use a booking number.').positive('Use a booking number.').max(2_147_483_647, 'Use a booking number.'),
});

const paymentOrder = z
  .object({ order_id: z.string(), amount: z.number().int(), currency: z.literal('INR'), checkout_url: z.string() })
  .meta({ id: 'PaymentOrder' });
const booking = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    model: z.string(),
    model_name: z.string(),
    colour: z.string(),
    price: z.number().int(),
    amount: z.number().int(),
    payment_status: z.enum(PAYMENT_STATUSES),
    paid_at: z.string().nullable(),
    name: z.string(),
    mobile: z.string(),
    email: z.string(),
    hub: z.object({ id: z.number().int(), name: z.string(), address: z.string(), phone: z.string() }),
    created_at: z.string(),
  })
  .meta({ id: 'Booking' });

export const bookingCreateResponse = z.object({
  message: z.string(),
  data: z.object({ booking, access_key: z.string(), payment: paymentOrder }),
});
export const bookingResponse = z.object({ data: booking });
export const paymentOrderResponse = z.object({ data: paymentOrder });

const bookingContractChecks: [
  Same<z.output<typeof bookingBody>, BookingRequest>,
  Same<z.output<typeof paymentOrder>, PaymentOrder>,
  Same<z.output<typeof booking>, Booking>,
  Same<z.output<typeof bookingCreateResponse>, BookingCreateResponse>,
  Same<z.output<typeof bookingResponse>, BookingResponse>,
  Same<z.output<typeof paymentOrderResponse>, PaymentOrderResponse>,
] = [true, true, true, true, true, true];
void bookingContractChecks;
