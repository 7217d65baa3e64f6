// Enquiries (test rides, notify me, contact us): choices and limits shared by the forms and the server.
// Zod-free: the SPA imports it at run time.
import { addDays, recordReference, todayInIndia } from './rules.js';

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
/** A day (YYYY-MM-DD) as people read it: "12 March". */
export function dayAndMonth(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''}`;
}

/** A day (YYYY-MM-DD) and slot as people read them: "12 March, 10 am – 12 pm" (test rides, service visits). */
export function slotWhen(date: string, slot: string): string {
  return `${dayAndMonth(date)}, ${slotLabel(slot)}`;
}

/** When a slot starts, as an instant (the slot's hours are India time, UTC+5:30 all year). */
export function slotStart(date: string, slot: string): Date {
  return new Date(`${date}T${slot.slice(0, 5)}:00+05:30`);
}

/** The customer may move or cancel their own test ride or service visit online until this many hours before its slot; after that they call the hub. */
export const CUSTOMER_CHANGE_HOURS = 2;

/** Whether `now` is still CUSTOMER_CHANGE_HOURS or more before the slot starts (the state is the caller's to check). */
export function beforeChangeCutoff(date: string, slot: string, now: Date): boolean {
  return slotStart(date, slot).getTime() - now.getTime() >= CUSTOMER_CHANGE_HOURS * 3_600_000;
}

/** A full slot's refusal, with the next slots that still have a place ("12 March, 10 am – 12 pm"). */
export function slotFullMessage(free: readonly { date: string; slot: string }[]): string {
  const when = free.map((f) => slotWhen(f.date, f.slot));
  return when.length
    ? `That slot is full at this hub. The next free slots: ${when.join('; ')}.`
    : 'That slot is full at this hub, and so are the days after it. Choose another hub or call us.';
}
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * The reminder SMS of a test ride, the day before it: queued from 5 pm India time (late enough that the day's
 * changes are in, early enough to plan), not after 9 pm (nobody is texted at night; a ride booked that late for the
 * next morning was just confirmed on screen). A ride cancelled or already reminded is not texted.
 */
export const TEST_RIDE_REMINDER_HOURS = { from: 17, until: 21 } as const;
export function testRideReminderSms(reference: string, model: string, when: string, hub: string, phone: string): string {
  return `Reminder: your ${model} test ride ${reference} is tomorrow, ${when}, at ${hub}. Bring your driving licence. To change it, call ${phone}.`;
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
  return recordReference(ENQUIRY_PREFIXES[kind], id);
}

/** Bookable test-ride dates: from tomorrow up to TEST_RIDE_MAX_DAYS_AHEAD days ahead, in India time (the form and the server). */
export function testRideDateWindow(now: Date = new Date()): { min: string; max: string } {
  const today = todayInIndia(now);
  return { min: addDays(today, 1), max: addDays(today, TEST_RIDE_MAX_DAYS_AHEAD) };
}
