// Request and response shapes of the API (SPEC §3, §7). The SPA imports these with `import type`.
import type { APPLICATION_SORTS, APPLICATION_STATUSES, CONTACT_TOPICS, JOB_TYPES, PAYMENT_STATUSES, TEST_RIDE_SLOTS, USER_SORTS, USER_TYPES } from './rules.js';

export type UserType = (typeof USER_TYPES)[number];

/** A list's sort in the query: a column of its allow-list, with a leading - for descending. */
export type SortValue<F extends string> = F | `-${F}`;
/** Every back-office list answers one page of rows with the numbers a pager needs. */
export type ListPage<T> = { data: T[]; page: number; pageSize: number; pages: number; total: number };

/** The signed-in user as kept locally (SPEC §3). state/city/area hold ids; *_name their labels. */
export type UserInfo = {
  id: number;
  token: string;
  name: string;
  email: string;
  mobile: string;
  state: string;
  city: string;
  area: string;
  state_name: string;
  city_name: string;
  area_name: string;
  pincode: string;
  isAdmin: boolean;
  isSeller: boolean;
  isDealer: boolean;
  user_type: UserType;
  incentive: number;
  region: string;
};

/** A user as the API returns it outside sign-in: no token. */
export type UserRecord = Omit<UserInfo, 'token'> & { created_at: string };

export type ApiError = { message: string; errors?: { field: string; message: string }[] };

export type RegisterRequest = {
  name: string;
  mobile: string;
  email: string;
  state: string;
  city: string;
  area: string;
  pincode?: string;
  password: string;
};
export type RegisterResponse =
  | { status: 'success'; user: UserInfo }
  | { status: 'duplicate'; message: string };

export type SigninRequest =
  | { mobile: string; password: string; otp?: undefined }
  | { mobile: string; otp: string; password?: undefined };
/** 200 with a token on success; the same token also arrives in the x-auth-token header. */
export type SigninResponse = UserInfo;

export type OtpRequest = { mobile: string };
export type OtpResponse = { status: 'sent'; expiresInSeconds: number };

export type ProfileUpdateRequest = {
  name: string;
  email: string;
  state: string;
  city: string;
  area: string;
  pincode: string;
};
export type ProfileUpdateResponse = { status: 1; message: string; user: UserRecord };

export type CustomerResponse = { data: UserRecord };
/** GET /api/v1/customer/info/{c_id}?exp=&sig= — the first item is stored as the user. */
export type CustomerInfoResponse = { data: UserInfo[] };

/** GET /api/v1/users?q=&role=&sort=&page=&pageSize= (admin), newest first by default. */
export type UserListQuery = { q?: string; role?: UserType; sort?: SortValue<UserSort>; page?: number; pageSize?: number };
export type UserSort = (typeof USER_SORTS)[number];
export type UserListResponse = ListPage<UserRecord>;
export type UserUpdateRequest = {
  name?: string;
  email?: string;
  isAdmin?: boolean;
  isSeller?: boolean;
};
export type UserUpdateResponse = { data: UserRecord };
export type UserDeleteResponse = { message: string };

export type Hub = { area_id: string; area_name: string; pincode: string };
export type City = { city_id: string; city_name: string; hubs: Hub[] };
export type StateEntry = { state_id: string; state_name: string; cities: City[] };
export type StateListResponse = { data: StateEntry[] };
export type UpgradeStateListResponse = { data: StateEntry[]; version: string };

export type ServiceCentre = {
  id: number;
  name: string;
  address: string;
  state_id: string;
  city_id: string;
  pincode: string;
  phone: string;
  lat: number;
  lng: number;
};
export type ServiceCentreResponse = { data: ServiceCentre[] };

export type ChatUserRequest = { mobile: string; isLoggedinUser: true };
export type ChatUserResponse = { status: 'recorded' };

// Products (SPEC §3 "Product list response", §7 products rows). Prices are whole rupees; a product's
// price is ex_price + charger (SPEC §3). Ids are model slugs such as 'rv400'.

export type ProductColour = { name: string; hex: string };
export type ProductRideMode = 'Eco' | 'Normal' | 'Sport';

/** The specification fields of a model (the same fields as the SPA's bike data). */
export type ProductSpecs = {
  batteryKwh: number;
  batteryType: string;
  removableBattery: boolean;
  /** Range per ride mode in km (IDC for RV1/RV1+), and the claimed figure. */
  rangeKm: { Eco?: number; Normal?: number; Sport?: number; claimed: number };
  topSpeedKmph: number;
  motorKw: number;
  torqueNm: number;
  seatHeightMm: number;
  groundClearanceMm: number;
  payloadKg: number;
  chargingStandard: string;
  chargingFast?: string;
  ipRating?: string;
  acceleration?: string;
  warranty: string;
  batteryWarranty: string;
  rideModes: ProductRideMode[];
  soundModes: number;
  regenerativeBraking: boolean;
  /** Energy drawn from the wall per km, for the savings calculator (kWh/km, charging losses included). */
  energyPerKmKwh: number;
};

/** The fields a product is created with and listed by. */
type ProductBase = {
  id: string;
  name: string;
  category: string;
  description: string;
  ex_price: number;
  charger: number;
  colours: ProductColour[];
};

export type ProductSummary = ProductBase & {
  /** ex_price + charger. */
  price: number;
  /** Average review rating, one decimal; 0 with no reviews. */
  rating: number;
  num_reviews: number;
};

export type ProductPlan = { product_id: string; ex_price: number; charger: number };
export type ProductOrder = 'price_asc' | 'price_desc' | 'newest' | 'name';

/** GET /api/v1/products?pageNumber=&name=&category=&order=&all= (all=true: every match in one page). */
export type ProductListQuery = {
  pageNumber: number;
  name?: string;
  category?: string;
  order: ProductOrder;
  all: boolean;
};
export type ProductListResponse = { data: ProductSummary[]; productPlan: ProductPlan[]; page: number; pages: number };

/** A review as shown on the product page: `name` is the reviewer's first name. */
export type ProductReview = { id: number; name: string; rating: number; comment: string; created_at: string };
export type ProductDetail = ProductSummary & { specs: ProductSpecs; reviews: ProductReview[] };
export type ProductDetailResponse = { data: ProductDetail };

/** POST /api/v1/products/{id}/{colour}: the session token travels inside booking_info (SPEC §7). */
export type ProductColourRequest = {
  productId: string;
  modelColor: string;
  booking_info?: { authorization?: string; [key: string]: unknown };
};
export type ProductColourResponse = {
  data: {
    products: ProductSummary[];
    product: ProductSummary;
    colour: ProductColour;
    /** Present only when booking_info.authorization is a live session token. */
    customer?: { id: number; name: string };
  };
};

/** Legacy admin calls (POST/PUT /api/products). */
export type ProductCreateRequest = ProductBase & { specs: ProductSpecs };
export type ProductUpdateRequest = Partial<Omit<ProductCreateRequest, 'id'>> & { active?: boolean };
/** A product as the admin calls return it (inactive ones included). */
export type ProductRecord = ProductSummary & { specs: ProductSpecs; active: boolean; created_at: string; updated_at: string };
export type ProductRecordResponse = { data: ProductRecord };
export type ProductDeleteResponse = { message: string };

export type ReviewRequest = { rating: number; comment: string };
export type ReviewResponse = { message: string; data: { rating: number; num_reviews: number } };

// Careers (SPEC §2 careers routes; the job and application fields are "not shown" in the spec, so
// these are designed here). A job's description is plain text: paragraphs split by blank lines.

export type JobType = (typeof JOB_TYPES)[number];
export type JobStatus = 'open' | 'closed';
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type JobSummary = {
  id: number;
  title: string;
  department: string;
  location: string;
  type: JobType;
  /** Free text such as "2-4 years". */
  experience: string;
  summary: string;
  status: JobStatus;
  posted_at: string;
  closed_at: string | null;
};
export type Job = JobSummary & { description: string; responsibilities: string[]; requirements: string[] };

/** GET /api/v1/jobs?department=&location=&type= — open jobs, newest first, and the filter choices. */
export type JobListQuery = { department?: string; location?: string; type?: string };
export type JobListResponse = { data: JobSummary[]; filters: { departments: string[]; locations: string[]; types: string[] } };
/** GET /api/v1/jobs/{id} — a closed job is still returned (status 'closed') so old links explain themselves. */
export type JobResponse = { data: Job };

/** POST /api/v1/admin/jobs (admin). */
export type JobWriteRequest = {
  title: string;
  department: string;
  location: string;
  type: JobType;
  experience: string;
  summary: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
};
/** PUT /api/v1/admin/jobs/{id} (admin): any fields; status 'closed' closes the opening, 'open' reopens it. */
export type JobUpdateRequest = Partial<JobWriteRequest> & { status?: JobStatus };
export type AdminJob = Job & { applications: number };
/** GET /api/v1/admin/jobs (admin): every job, closed ones included, with its application count. */
export type AdminJobListResponse = { data: AdminJob[] };

/**
 * POST /api/v1/jobs/{id}/applications — multipart/form-data with these text fields and the file
 * field `cv` (PDF or DOCX, at most CV_MAX_BYTES). Public; rate-limited per address.
 */
export type JobApplicationFields = {
  name: string;
  email: string;
  mobile: string;
  city: string;
  experience_years: number;
  current_company?: string;
  linkedin?: string;
  cover_note?: string;
  /** "true": the applicant agrees to the application being kept to consider them. */
  consent: 'true';
};
export type JobApplicationResponse = { message: string; data: { id: number; job_id: number; job_title: string } };

export type JobApplication = {
  id: number;
  job_id: number;
  job_title: string;
  name: string;
  email: string;
  mobile: string;
  city: string;
  experience_years: number;
  current_company: string;
  linkedin: string;
  cover_note: string;
  status: ApplicationStatus;
  cv_name: string;
  cv_type: string;
  cv_size: number;
  created_at: string;
};
/** GET /api/v1/admin/applications?jobId=&status=&q=&sort=&page=&pageSize= (admin), 20 a page, newest first by default. */
export type ApplicationListQuery = { jobId?: number; status?: ApplicationStatus; q?: string; sort?: SortValue<ApplicationSort>; page?: number; pageSize?: number };
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export type ApplicationListResponse = ListPage<JobApplication>;
/** PATCH /api/v1/admin/applications/{id} (admin). */
export type ApplicationUpdateRequest = { status: ApplicationStatus };
export type ApplicationUpdateResponse = { data: JobApplication };
/** GET /api/v1/admin/applications/{id}/cv (admin): the file itself, as an attachment. */

// Enquiries (SPEC §2 enquiry routes; their fields are "not shown" in the spec, so designed here).
// state/city/area are the ids of the state-city-hub list; model is a bike id such as 'rv400'.

export type TestRideSlot = (typeof TEST_RIDE_SLOTS)[number];
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Who is asking and where: the person block and the place (state, city and nearest area ids, pincode). */
export type PersonAndPlace = { name: string; mobile: string; email: string; state: string; city: string; area: string; pincode: string };

/** POST /api/v1/test-rides (public; a signed-in customer's id is recorded when a token is sent). */
export type TestRideRequest = PersonAndPlace & {
  model: string;
  /** YYYY-MM-DD, from tomorrow (India time) up to TEST_RIDE_MAX_DAYS_AHEAD days ahead. */
  preferred_date: string;
  time_slot: TestRideSlot;
  /** A service hub id from GET /api/v1/common/getservicecenter in the chosen city. */
  dealer_id: number;
  comments?: string;
};
/** POST /api/v1/notify (public): tell me when a model is available in my city. */
export type NotifyRequest = { name: string; mobile: string; email: string; state: string; city: string; model: string };
/** POST /api/v1/contact (public). */
export type ContactRequest = { name: string; mobile: string; email: string; topic: ContactTopic; message: string; state?: string; city?: string };

/** 201 for every enquiry: `reference` is what the customer quotes (e.g. "TR-000123"). */
export type EnquiryResponse = { message: string; data: { id: number; reference: string } };

// Bookings (SPEC §2 /book and /thankyoubooking/:id; the booking fields are "not shown" in the spec, so
// designed here). A booking reserves a bike in a colour at a hub; the booking amount is paid online
// through the payment gateway, the rest at the hub on delivery.

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** POST /api/v1/bookings (public; a signed-in customer's id is recorded when a token is sent). */
export type BookingRequest = PersonAndPlace & {
  /** A bike id such as 'rv400'. */
  model: string;
  /** One of the model's colour names, e.g. 'Cosmic Black'. */
  colour: string;
  /** The hub (GET /api/v1/common/getservicecenter) in the chosen city where the bike is delivered. */
  dealer_id: number;
  /** The customer accepted the booking terms. */
  accept_terms: true;
};

/** A payment order: the SPA sends the customer to `checkout_url` (absolute, or relative to the API's base address). */
export type PaymentOrder = { order_id: string; amount: number; currency: 'INR'; checkout_url: string };

export type BookingHub = { id: number; name: string; address: string; phone: string };

export type Booking = {
  id: number;
  /** What the customer quotes, e.g. "BK-000042". */
  reference: string;
  model: string;
  model_name: string;
  colour: string;
  /** The bike price (ex-showroom + charger) when booked, in rupees. */
  price: number;
  /** The booking amount, in rupees. */
  amount: number;
  /** Of the latest payment attempt: pending until the gateway reports. */
  payment_status: PaymentStatus;
  paid_at: string | null;
  name: string;
  mobile: string;
  email: string;
  hub: BookingHub;
  created_at: string;
};

/** 201: the booking, the key with which this browser may read it without an account, and its payment order. */
export type BookingCreateResponse = { message: string; data: { booking: Booking; access_key: string; payment: PaymentOrder } };
/** GET /api/v1/bookings/{id}: with header x-booking-key, or the token of the customer who booked, or an admin's. */
export type BookingResponse = { data: Booking };
/** POST /api/v1/bookings/{id}/payments (same access): a new payment order while the booking is unpaid; 409 once paid. */
export type PaymentOrderResponse = { data: PaymentOrder };
