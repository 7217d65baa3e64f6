// Validation rules shared by the SPA (which imports this file at run time: it has no dependencies)
// and the server's zod schemas. One place, so a rule is never written twice.

export const MOBILE_RE = /^[6-9]\d{9}$/;
export const PINCODE_RE = /^[1-9]\d{5}$/;
// Deliberately simple: one @, something either side, a dot in the domain, no spaces.
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const OTP_RE = /^\d{6}$/;
export const NAME_RE = /^[\p{L} .'-]{2,80}$/u;

export const PASSWORD_MIN = 8;
/** Long enough for any passphrase; scrypt takes any length, so the cap only bounds the work per sign-in. */
export const PASSWORD_MAX = 128;
/** From this length a password needs no digit or symbol: a passphrase of four plain words is accepted. */
export const PASSPHRASE_MIN = 16;

export const messages = {
  mobile: 'Enter a valid 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
  pincode: 'Enter a valid 6-digit pincode.',
  email: 'Enter a valid e-mail address, for example name@example.com.',
  otp: 'Enter the 6-digit OTP sent to your mobile.',
  name: 'Enter your full name (2 to 80 letters).',
  password: `Use ${PASSWORD_MIN} or more characters with a letter, a number and a symbol, or a passphrase of ${PASSPHRASE_MIN} or more characters (up to ${PASSWORD_MAX}).`,
  passwordCommon: 'This password is one of the most common ones and easy to guess. Choose another.',
  currentPassword: 'Enter your current password.',
  passwordRequired: 'Enter your password.',
  confirmPassword: 'The two passwords do not match.',
  state: 'Choose your state.',
  city: 'Choose your city.',
  area: 'Choose your nearest area.',
} as const;

export type FieldName = keyof typeof messages;

/** 8+ characters with a letter, a digit and a symbol, or a passphrase of 16+ characters of any kind (not one repeated). */
export function isStrongPassword(value: string): boolean {
  const length = Array.from(value).length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return false;
  if (length >= PASSPHRASE_MIN) return new Set(value.toLowerCase()).size >= 5;
  return /\p{L}/u.test(value) && /\d/.test(value) && /[^\p{L}\d]/u.test(value);
}

/** The first word of a full name, for greetings and for showing a reviewer without their surname. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Strips spaces, dashes and a leading +91 or 0, which people often type. */
export function normaliseMobile(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) return digits.slice(3);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

// Back-office lists: page sizes and the columns each list may be sorted by (`sort=name` or `sort=-name`).
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const USER_TYPES = ['customer', 'dealer', 'admin'] as const;
export const USER_SORTS = ['created', 'name', 'email'] as const;
export const APPLICATION_SORTS = ['created', 'name', 'experience', 'city'] as const;

// Careers (jobs and applications): choices and limits shared by the apply form and the server.
export const JOB_DEPARTMENTS = ['Engineering', 'Manufacturing', 'Sales', 'Service', 'Marketing', 'Design', 'Finance', 'People'] as const;
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export const APPLICATION_STATUSES = ['new', 'shortlisted', 'interview', 'rejected', 'hired'] as const;
/** A CV is a PDF or a Word (.docx) file of at most 5 MB; the server checks the bytes, not just the name. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.docx'] as const;
export const CV_MIME_TYPES = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
/** Limits of a job opening (admin form and server), [min, max] characters unless noted. */
export const JOB_LIMITS = {
  title: [3, 120],
  location: [2, 80],
  experience: [1, 40],
  summary: [10, 300],
  description: [20, 6000],
  /** Number of responsibilities or requirements. */
  items: [1, 15],
  itemLength: 300,
} as const;
export const jobMessages = {
  title: `Enter a title of ${JOB_LIMITS.title[0]} to ${JOB_LIMITS.title[1]} characters.`,
  department: 'Choose a department.',
  location: `Enter a location of ${JOB_LIMITS.location[0]} to ${JOB_LIMITS.location[1]} characters.`,
  type: 'Choose the type of job: Full-time, Part-time, Contract or Internship.',
  experience: `Enter the experience needed in ${JOB_LIMITS.experience[0]} to ${JOB_LIMITS.experience[1]} characters, for example "2-4 years".`,
  summary: `Write a summary of ${JOB_LIMITS.summary[0]} to ${JOB_LIMITS.summary[1]} characters.`,
  description: `Write a description of ${JOB_LIMITS.description[0]} to 6,000 characters.`,
  responsibilities: `List ${JOB_LIMITS.items[0]} to ${JOB_LIMITS.items[1]} responsibilities, one per line, each up to ${JOB_LIMITS.itemLength} characters.`,
  requirements: `List ${JOB_LIMITS.items[0]} to ${JOB_LIMITS.items[1]} requirements, one per line, each up to ${JOB_LIMITS.itemLength} characters.`,
} as const;
export const careerMessages = {
  cvRequired: 'Attach your CV as a PDF or Word (.docx) file.',
  cvType: 'Your CV must be a PDF or Word (.docx) file.',
  cvSize: 'Your CV must be 5 MB or smaller.',
  experience: 'Enter your years of experience as a number from 0 to 50.',
  city: 'Enter the city you live in.',
  linkedin: 'Enter a full profile link starting with https://, or leave it empty.',
  coverNote: 'Keep the note to 2,000 characters or fewer.',
  consent: 'Please agree to us keeping your application to consider you for this role.',
} as const;

// Enquiries (test rides, notify me, contact us): choices and limits shared by the forms and the server.
export const TEST_RIDE_SLOTS = ['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00'] as const;

/** "14:00" -> "2 pm", "12:00" -> "12 pm", "09:30" -> "9:30 am". */
function clock12(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
}

/** A slot as people read it: "10:00-12:00" -> "10 am – 12 pm" (the value sent stays the slot). */
export function slotLabel(slot: string): string {
  const [from, to] = slot.split('-');
  return from && to ? `${clock12(from)} – ${clock12(to)}` : slot;
}
/** A test ride can be booked from tomorrow up to this many days ahead. */
export const TEST_RIDE_MAX_DAYS_AHEAD = 30;
export const CONTACT_TOPICS = ['Buying a bike', 'Booking or payment', 'Test ride', 'Service and repairs', 'Dealership', 'Feedback', 'Other'] as const;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
export const TEST_RIDE_COMMENTS_MAX = 500;
export const enquiryMessages = {
  model: 'Choose a model.',
  date: `Choose a date from tomorrow up to ${TEST_RIDE_MAX_DAYS_AHEAD} days ahead.`,
  slot: 'Choose a time slot.',
  dealer: 'Choose the hub where you want to ride.',
  topic: 'Choose what your message is about.',
  message: `Write your message in ${CONTACT_MESSAGE_MIN} to ${CONTACT_MESSAGE_MAX} characters.`,
  comments: `Keep your note to ${TEST_RIDE_COMMENTS_MAX} characters or fewer.`,
} as const;

/** The reference a customer quotes for an enquiry: "TR-000042" (test ride), "NM-…" (notify me), "CU-…" (contact us). */
export const ENQUIRY_PREFIXES = { ride: 'TR', notify: 'NM', contact: 'CU' } as const;
export type EnquiryKind = keyof typeof ENQUIRY_PREFIXES;
export function enquiryReference(kind: EnquiryKind, id: number): string {
  return reference(ENQUIRY_PREFIXES[kind], id);
}

function reference(prefix: string, id: number): string {
  return `${prefix}-${String(id).padStart(6, '0')}`;
}

// Bookings: a bike is reserved online with a refundable booking amount; the rest is paid at the hub on
// delivery. The amount is the maker's decision (SPEC leaves it "not shown"); the bike price is the
// product's ex-showroom price plus charger at the time of booking.
export const BOOKING_AMOUNT = 499;
/** SPEC §4 booking payment statuses: pending until the gateway reports, then success or failed. */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed'] as const;
/** Days within which a cancelled booking's amount is refunded to the account it was paid from. */
export const BOOKING_REFUND_DAYS = 7;
export const bookingMessages = {
  model: 'Choose the bike you want to book.',
  colour: 'Choose a colour.',
  dealer: 'Choose the hub where you will take delivery.',
  terms: 'Please accept the booking terms to continue.',
} as const;

/** "BK-000042": the reference a customer quotes for a booking. */
export function bookingReference(id: number): string {
  return reference('BK', id);
}

/** The booking id a typed reference names ("BK-000042", "bk 42" or "42"); null when it names none. */
export function bookingIdOf(value: string): number | null {
  const match = /^(?:BK[\s-]*)?0*(\d{1,9})$/i.exec(value.trim());
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/** Today's calendar date in India (UTC+5:30 all year) as YYYY-MM-DD: test-ride windows and subsidy dates use it. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Bookable test-ride dates: from tomorrow up to TEST_RIDE_MAX_DAYS_AHEAD days ahead, in India time (the form and the server). */
export function testRideDateWindow(now: Date = new Date()): { min: string; max: string } {
  const today = todayInIndia(now);
  return { min: addDays(today, 1), max: addDays(today, TEST_RIDE_MAX_DAYS_AHEAD) };
}

// Back-office catalogue and users: the product edit form and the server check the same limits and say the same thing.
export const PRODUCT_SORTS = ['name', 'price', 'updated'] as const;
export const PRODUCT_ACTIVE_FILTERS = ['active', 'inactive'] as const;
/** A colour's address form: "Rebel Red" -> "rebel-red". The colour call accepts the name (any case) or this. */
export function colourSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
export const HEX_COLOUR_RE = /^#[0-9a-fA-F]{6}$/;
export const PRODUCT_LIMITS = { priceMax: 10_000_000, description: 500, colourName: 40, colours: 12 } as const;
export const productMessages = {
  exPrice: 'Enter the ex-showroom price in whole rupees (0 to 10000000).',
  charger: 'Enter the charger price in whole rupees (0 if none).',
  description: 'Enter a description (1 to 500 characters).',
  colourName: 'Enter the colour name (1 to 40 characters).',
  colourHex: 'Use a colour code like #c8102e.',
  colourDuplicate: 'Give each colour a different name.',
  colourLetters: 'Use a colour name with letters or digits.',
  colours: 'List at least one colour.',
  coloursMax: 'List 12 colours or fewer.',
} as const;
export const userRoleMessages = {
  role: 'Choose customer, dealer or admin.',
  dealerHubs: 'Choose at least one hub this dealer runs.',
  hubsOnlyForDealers: 'Only a dealer runs hubs: choose the dealer role or no hubs.',
  unknownHub: 'Choose hubs from the list of service centres.',
} as const;
// Growth (issue 14): dealership applications (/become-dealer and its back-office review).
/** SPEC §3 "Budget option list": each option's value is its label. */
export const DEALER_BUDGETS = ['Min 24 Lacs', '25-30 Lacs', '30–40 Lacs'] as const;
export type DealerBudget = (typeof DEALER_BUDGETS)[number];
export const DEALER_BUDGET_OPTIONS = DEALER_BUDGETS.map((value) => ({ Option: value, Value: value }));

/** A dealership application's review: new → contacted → shortlisted → onboarded, or rejected at any point. */
export const DEALER_STATUSES = ['new', 'contacted', 'shortlisted', 'rejected', 'onboarded'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];
export const DEALER_STATUS_LABELS: Record<DealerStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  onboarded: 'Onboarded',
};

export const DEALER_SORTS = ['created', 'name', 'showroom'] as const;
export type DealerSort = (typeof DEALER_SORTS)[number];

export const DEALER_LIMITS = {
  businessMax: 200,
  messageMax: 2000,
  noteMax: 1000,
  showroomMin: 100,
  showroomMax: 100_000,
} as const;

export const dealerMessages = {
  business: `Tell us about your current business (up to ${DEALER_LIMITS.businessMax} characters).`,
  showroom: `Enter the showroom space in square feet, from ${DEALER_LIMITS.showroomMin} to ${DEALER_LIMITS.showroomMax.toLocaleString('en-IN')}.`,
  budget: 'Choose your investment budget.',
  message: `Keep the message to ${DEALER_LIMITS.messageMax} characters.`,
  status: 'Choose a status from the list.',
  note: `Write a note of up to ${DEALER_LIMITS.noteMax} characters.`,
  nothing: 'Change the status or write a note.',
} as const;

/** The reference an applicant quotes: 'DA-' + the id zero-padded to 6. */
export function dealerReference(id: number): string {
  return `DA-${String(id).padStart(6, '0')}`;
}

/** The page address a lead records: any 'ref=' query parameter dropped (SPEC §5 "'?ref=' is dropped from the lead url"). */
export function leadUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const bare = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = bare.indexOf('?');
  if (queryAt < 0) return url;
  const kept = bare
    .slice(queryAt + 1)
    .split('&')
    .filter((part) => part && !/^ref=/i.test(part));
  return `${bare.slice(0, queryAt)}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}
// Support tickets (/support/freshdesk, the portal's tickets, the back office's /support).
export const SUPPORT_TOPICS = ['service', 'booking', 'delivery', 'payment', 'app', 'other'] as const;
export const SUPPORT_TOPIC_LABELS: Record<(typeof SUPPORT_TOPICS)[number], string> = {
  service: 'Service or repair',
  booking: 'Booking',
  delivery: 'Delivery',
  payment: 'Payment or refund',
  app: 'MyRevolt app',
  other: 'Something else',
};
/** open: waiting for Revolt; pending: Revolt replied and waits for the customer; resolved and closed end it. */
export const SUPPORT_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export const SUPPORT_SORTS = ['created', 'updated', 'status', 'topic'] as const;
/** First-response SLA: a ticket breaches it when Revolt's first reply comes later than this after it was raised (or has not come yet). */
export const SUPPORT_SLA_HOURS = 24;
export const SUPPORT_MESSAGE_MAX = 2000;
export const SUPPORT_PHOTOS_MAX = 3;
export const SUPPORT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const supportMessages = {
  topic: 'Choose what your ticket is about.',
  message: `Describe the problem in 10 to ${SUPPORT_MESSAGE_MAX} characters.`,
  reply: `Write a reply of 1 to ${SUPPORT_MESSAGE_MAX} characters.`,
  order: 'Choose one of your orders, or none.',
  photoType: 'Attach photos as JPEG, PNG or WebP images.',
  photoSize: `Each photo must be ${SUPPORT_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  photoCount: `Attach at most ${SUPPORT_PHOTOS_MAX} photos.`,
} as const;

/** "ST-000042": the reference a customer quotes for a support ticket. */
export function supportReference(id: number): string {
  return reference('ST', id);
}
/** The service dashboard's columns it may be sorted by. */
export const SERVICE_DASH_SORTS = ['name', 'test_rides', 'deliveries', 'tickets', 'response', 'nps'] as const;
// Feedback and NPS (issue 15). NPS = % promoters (9–10) − % detractors (0–6), from 0–10 answers.
export const NPS_MAX = 10;
export const RATING_MAX = 5;
export const FEEDBACK_COMMENT_MAX = 1000;
export const FEEDBACK_SUBJECTS = ['test_ride', 'order'] as const;
export type FeedbackSubject = (typeof FEEDBACK_SUBJECTS)[number];
/** Shown by the feedback form and the API alike. */
export const feedbackMessages = {
  linkInvalid: 'This feedback link is not valid. Please use the link in your SMS.',
  linkExpired: 'This feedback link has expired. Thank you for riding with Revolt.',
  answered: 'Feedback for this ride has already been given. Thank you!',
  notYours: 'We could not find that test ride or order among yours.',
  notReady: 'Feedback opens once the test ride is completed or the bike is delivered.',
  nps: `Choose a score from 0 to ${NPS_MAX}.`,
  rating: `Choose 1 to ${RATING_MAX} stars.`,
  comment: `Keep the comment under ${FEEDBACK_COMMENT_MAX} characters.`,
  date: 'Use a date as YYYY-MM-DD.',
} as const;
export const FEEDBACK_SUBJECT_LABELS: Readonly<Record<FeedbackSubject, string>> = { test_ride: 'Test ride', order: 'Delivery' };

// Home banners (issue 15): every banner image is cropped to this aspect ratio, so the home page reserves its space.
export const BANNER_ASPECT = { width: 2, height: 1 } as const;
export const BANNER_HEADLINE_MAX = 80;
export const BANNER_ALT_MAX = 160;
/** Shown by the banner dashboard and the API alike. */
export const bannerMessages = {
  headline: `Write a headline of up to ${BANNER_HEADLINE_MAX} characters.`,
  alt: `Describe the image for people who cannot see it (up to ${BANNER_ALT_MAX} characters).`,
  link: 'Link to a page of this site (starting with /) or an https address on an allowed host.',
  start: 'Choose when the banner starts.',
  end: 'The end must come after the start.',
  image: 'Choose a JPEG, PNG or WebP image of at least 960 px wide.',
  imageSize: 'The image must be 8 MB or smaller.',
  order: 'Send every banner id once, in the new order.',
  notFound: 'Banner not found.',
} as const;

// Vendor links (issue 14): the register of the links an admin issued, and each link's state as the list shows it.
export const VENDOR_LINK_STATUSES = ['open', 'used', 'expired', 'revoked'] as const;
export type VendorLinkStatus = (typeof VENDOR_LINK_STATUSES)[number];
export const VENDOR_LINK_STATUS_LABELS: Readonly<Record<VendorLinkStatus, string>> = { open: 'Open', used: 'Used', expired: 'Expired', revoked: 'Revoked' };
export const VENDOR_LINK_SORTS = ['issued', 'expires', 'vendor'] as const;
export type VendorLinkSort = (typeof VENDOR_LINK_SORTS)[number];

// The hidden special-customer booking page (issue 14): invitation codes an admin issues, each for a group of
// customers (a fleet, a corporate programme, invited early customers), good for a number of bookings until it lapses.
export const SPECIAL_CODE_STATUSES = ['active', 'used_up', 'expired', 'revoked'] as const;
export type SpecialCodeStatus = (typeof SPECIAL_CODE_STATUSES)[number];
export const SPECIAL_CODE_STATUS_LABELS: Readonly<Record<SpecialCodeStatus, string>> = { active: 'Active', used_up: 'Used up', expired: 'Expired', revoked: 'Revoked' };
export const SPECIAL_CODE_SORTS = ['created', 'expires', 'label'] as const;
export type SpecialCodeSort = (typeof SPECIAL_CODE_SORTS)[number];
export const SPECIAL_CODE_LIMITS = { labelMax: 80, maxUses: 500, maxDays: 90 } as const;
/** Codes are 12 characters of an alphabet without 0/O/1/I/L, shown as XXXX-XXXX-XXXX; spaces and dashes are ignored. */
export const SPECIAL_CODE_RE = /^[A-HJ-KMNP-Z2-9]{12}$/;
export function normaliseSpecialCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}
export const specialCodeMessages = {
  format: 'Enter the 12-character access code from your invitation, e.g. K7M2-QX9D-R4TW.',
  wrong: 'This access code is not valid. Check your invitation, or ask the person who invited you.',
  label: `Say who the code is for, in up to ${SPECIAL_CODE_LIMITS.labelMax} characters.`,
  maxUses: `Allow from 1 to ${SPECIAL_CODE_LIMITS.maxUses} bookings.`,
  days: `Keep the code valid for 1 to ${SPECIAL_CODE_LIMITS.maxDays} days.`,
} as const;
