// Validation rules shared by the SPA (which imports this file at run time: it has no dependencies)
// and the server's zod schemas. One place, so a rule is never written twice. Only the rules every part of the
// site uses live here (people's details, passwords, paging, references, dates); each feature keeps its own in a
// zod-free `<feature>-rules.ts` next to this one, so a page's first load carries only the rules it uses.

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

// Back-office lists: page sizes (the columns each list may be sorted by live in its feature's rules).
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A record's reference as customers quote it: the prefix and the id zero-padded to 6 ("BK-000042"). */
export function recordReference(prefix: string, id: number): string {
  return `${prefix}-${String(id).padStart(6, '0')}`;
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

/**
 * The days banks are closed everywhere in India besides weekends, as MM-DD: the three national holidays
 * (Republic Day, Independence Day, Gandhi Jayanti). State and religious bank holidays differ from state to state and
 * year to year, so they are not counted: a refund promised "within N working days" may reach a bank one day later
 * in a state with a local holiday, never earlier than the date shown.
 */
export const NATIONAL_HOLIDAYS = ['01-26', '08-15', '10-02'] as const;

/** Whether a YYYY-MM-DD date is a working day: Monday to Friday and not a national holiday. */
export function isWorkingDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !(NATIONAL_HOLIDAYS as readonly string[]).includes(isoDate.slice(5));
}

/** The date `days` working days after a YYYY-MM-DD date (weekends and NATIONAL_HOLIDAYS skipped). */
export function addWorkingDays(isoDate: string, days: number): string {
  let date = isoDate;
  for (let left = days; left > 0; ) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) left -= 1;
  }
  return date;
}
