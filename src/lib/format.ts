// Formatters shared by screens, in the site's language ("26 नवंबर 2026" on the Hindi site; digits and ₹1,44,990 the same
// in both). Dates are calendar dates (no time zone shift between server and browser).
import { LOCALE } from './i18n/language';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-06-26" -> "26 June 2025" */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

const rupees = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** 94990 -> "₹94,990" (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** "+91 20 4671 3301" -> "tel:+912046713301" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A phone number as shown: its spaces non-breaking, so a number never wraps across lines. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "24 November 2026, 12:05 pm" in India time. */
export function formatDateTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}
