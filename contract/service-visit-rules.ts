// Service visits (owners of delivered bikes book a service at a hub): the service types, the states of a visit, the
// service schedule, the customer's change window, and every text the customer reads (screens, timeline, SMS), defined
// once. Zod-free: the SPA, the server, its SQL callers and the MSW handlers import it at run time.
import { CUSTOMER_CHANGE_HOURS, TEST_RIDE_SLOTS, beforeChangeCutoff, dayAndMonth, slotLabel } from './enquiry-rules.js';
import { addDays, recordReference, todayInIndia } from './rules.js';

export const SERVICE_TYPES = ['periodic', 'repair', 'battery_check'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  periodic: 'Periodic service',
  repair: 'Repair',
  battery_check: 'Battery check',
};

/** A hub's service day has the same four two-hour slots as its test-ride day (one slot grid per hub). */
export const SERVICE_SLOTS = TEST_RIDE_SLOTS;
export type ServiceSlot = (typeof SERVICE_SLOTS)[number];
export { slotLabel };

export const SERVICE_VISIT_STATES = ['requested', 'confirmed', 'completed', 'cancelled'] as const;
export type ServiceVisitState = (typeof SERVICE_VISIT_STATES)[number];
/** A requested or confirmed visit holds a place in its slot. */
export const OPEN_VISIT_STATES: readonly ServiceVisitState[] = ['requested', 'confirmed'];
export const SERVICE_VISIT_STATE_LABELS: Record<ServiceVisitState, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const SERVICE_VISIT_ACTIONS = ['confirm', 'reschedule', 'complete', 'cancel'] as const;
export type ServiceVisitAction = (typeof SERVICE_VISIT_ACTIONS)[number];

/** What the hub may do with a visit in each state. */
export function serviceVisitActionsFor(state: ServiceVisitState): ServiceVisitAction[] {
  switch (state) {
    case 'requested':
      return ['confirm', 'reschedule', 'complete', 'cancel'];
    case 'confirmed':
      return ['reschedule', 'complete', 'cancel'];
    default:
      return [];
  }
}

export const isOpenVisit = (state: ServiceVisitState) => OPEN_VISIT_STATES.includes(state);

/** "SV-000042": the reference the customer quotes. */
export const serviceVisitReference = (id: number) => recordReference('SV', id);

/** A visit can be booked or moved from tomorrow up to this many days ahead. */
export const SERVICE_MAX_DAYS_AHEAD = 30;
export function serviceDateWindow(now: Date = new Date()): { min: string; max: string } {
  const today = todayInIndia(now);
  return { min: addDays(today, 1), max: addDays(today, SERVICE_MAX_DAYS_AHEAD) };
}

/** Whether the customer may still cancel or move an open visit at `now`. */
export function customerCanChange(visit: { state: ServiceVisitState; date: string; slot: string }, now: Date): boolean {
  return isOpenVisit(visit.state) && beforeChangeCutoff(visit.date, visit.slot, now);
}

/**
 * The service schedule of a Revolt electric motorcycle, counted from its delivery. Our decision (an EV has no engine
 * oil: a service checks brakes, chain, tyres, battery and motor health and updates the software, so the intervals are
 * longer than a petrol bike's): the 1st service is free, at 1 month or 1,000 km; the 2nd at 6 months or 5,000 km;
 * the 3rd at 12 months or 10,000 km; then one every 12 months or 10,000 km after the 3rd, whichever comes first.
 * Only completed periodic services count; a repair or a battery check does not move the schedule.
 */
export const SERVICE_SCHEDULE = [
  { months: 1, km: 1_000, free: true },
  { months: 6, km: 5_000, free: false },
  { months: 12, km: 10_000, free: false },
] as const;
export const SERVICE_REPEAT = { months: 12, km: 10_000 } as const;

export type ServiceDue = {
  /** 1 for the first service. */
  number: number;
  /** The date it is due by (YYYY-MM-DD), counted from the delivery date. */
  due_date: string;
  /** The odometer reading it is due at. */
  due_km: number;
  free: boolean;
  /** Its date has passed (the km cannot be known until the owner tells us). */
  overdue: boolean;
};

/** A YYYY-MM-DD date moved by whole months (the 31st of a shorter month becomes its last day). */
export function addMonths(isoDate: string, months: number): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The next periodic service of a bike delivered on `deliveredOn` (YYYY-MM-DD) that has had `completedPeriodic` of them. */
export function nextServiceDue(deliveredOn: string, completedPeriodic: number, now: Date = new Date()): ServiceDue {
  const index = Math.max(0, Math.floor(completedPeriodic));
  const fixed = SERVICE_SCHEDULE[index];
  const last = SERVICE_SCHEDULE[SERVICE_SCHEDULE.length - 1]!;
  const beyond = index - (SERVICE_SCHEDULE.length - 1);
  const months = fixed ? fixed.months : last.months + beyond * SERVICE_REPEAT.months;
  const km = fixed ? fixed.km : last.km + beyond * SERVICE_REPEAT.km;
  const due_date = addMonths(deliveredOn, months);
  return { number: index + 1, due_date, due_km: km, free: fixed?.free ?? false, overdue: due_date < todayInIndia(now) };
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** "1st service (free): by 12 March 2026 or at 1,000 km, whichever comes first". */
export function serviceDueText(due: Pick<ServiceDue, 'number' | 'due_date' | 'due_km' | 'free'>): string {
  const date = `${dayAndMonth(due.due_date)} ${due.due_date.slice(0, 4)}`;
  return `${ordinal(due.number)} service${due.free ? ' (free)' : ''}: by ${date} or at ${due.due_km.toLocaleString('en-IN')} km, whichever comes first`;
}

export const SERVICE_NOTE_MAX = 500;
export const WORK_NOTES_MAX = 2000;
export const PARTS_MAX = 30;
export const ODOMETER_MAX = 500_000;

export const serviceVisitMessages = {
  bike: 'Choose the bike to service.',
  serviceType: 'Choose the kind of service.',
  hub: 'Choose the hub where you want the service.',
  date: `Choose a date from tomorrow up to ${SERVICE_MAX_DAYS_AHEAD} days ahead.`,
  slot: 'Choose a time slot.',
  note: `Keep your note to ${SERVICE_NOTE_MAX} characters or fewer.`,
  odometer: `Enter the odometer reading in km, from 0 to ${ODOMETER_MAX.toLocaleString('en-IN')}.`,
  workNotes: `Write what was done, in up to ${WORK_NOTES_MAX} characters.`,
  partName: 'Name each part (up to 80 characters).',
  partQuantity: 'Use a quantity from 1 to 99.',
  parts: `List up to ${PARTS_MAX} parts.`,
  capacity: 'Use a number of visits per slot from 0 to 20.',
  notFound: 'Service visit not found',
  bikeNotFound: 'We could not find a delivered bike of yours with that order.',
  hubNotFound: 'Hub not found',
  alreadyBooked: 'This bike already has a service visit booked. Change or cancel that one instead.',
  tooLate: `A visit can be changed or cancelled online until ${CUSTOMER_CHANGE_HOURS} hours before its slot. Please call the hub.`,
  notAllowed: 'This visit cannot be changed that way in its present state.',
  sameSlot: 'The visit is already in that slot. Choose another one.',
  booked: (reference: string) => `Service visit ${reference} is booked. The hub will confirm it.`,
  cancelled: (reference: string) => `Service visit ${reference} is cancelled.`,
  rescheduled: (reference: string) => `Service visit ${reference} is moved.`,
  confirmed: (reference: string) => `Service visit ${reference} is confirmed.`,
  completed: (reference: string) => `Service visit ${reference} is completed.`,
  capacitySet: (capacity: number) => `This hub now takes ${capacity} service ${capacity === 1 ? 'visit' : 'visits'} in each slot.`,
} as const;

/** The timeline's words for each change (the server writes them on the event). */
export const serviceVisitEventText = {
  requested: (type: ServiceType, when: string) => `${SERVICE_TYPE_LABELS[type]} requested for ${when}`,
  confirmed: (when: string) => `Confirmed by the hub for ${when}`,
  rescheduled: (when: string) => `Moved to ${when}`,
  completed: () => 'Service completed',
  cancelled: (byCustomer: boolean) => (byCustomer ? 'Cancelled by you' : 'Cancelled by the hub'),
  /** An open visit of an owner who deleted their account (nobody can be reached for it). */
  erased: () => 'Cancelled: the owner deleted their account',
} as const;

/** What the SMS of each change says (DLT template SMS_TEMPLATE_SERVICE_VISIT: variables reference, status, when, hub). */
export type ServiceVisitSmsStatus = 'requested' | 'confirmed' | 'rescheduled' | 'completed' | 'cancelled';
export function serviceVisitSmsText(reference: string, status: ServiceVisitSmsStatus, when: string, hub: string): string {
  return `Revolt Motors: your service visit ${reference} at ${hub} (${when}) is ${status}. See it in My account > Dashboard.`;
}
