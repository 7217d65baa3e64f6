// Enquiries (issue 12): the rules and workflows of the public test-ride, notify-me and contact forms, of the signed-in
// customer's own enquiries (the back office's are in back-office-service.ts). A test ride's slot is counted and taken
// under the lock of the hub's day (service-visits' slot places). The SQL is in store.ts, list-store.ts,
// test-ride-store.ts and request-store.ts.
import { MARKETING_CONSENT_TEXT } from '@contract/consent-rules.js';
import type { ContactRequest, MyTestRide, NotifyRequest, TestRideRequest, TestRideSlot } from '@contract/enquiries.js';
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages.js';
import {
  CUSTOMER_CHANGE_HOURS,
  beforeChangeCutoff,
  enquiryMessages,
  enquiryReference,
  slotFullMessage,
  slotLabel,
  testRideDateWindow,
} from '@contract/enquiry-rules.js';
import { addDays, firstName } from '@contract/rules.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { ENQUIRY_MSG, MSG } from '../../platform/messages.js';
import { activeProduct, checkedPlace, isServiceCentreInCity, personAndPlace } from '../reference/service.js';
import { recordConsent } from '../accounts/service.js';
import { fillMissingProfile } from '../accounts/service.js';
import { lockTestRideHubDay, testRideSlotPlaces } from '../service-visits/service.js';
import { ALL_HUBS } from '../../platform/auth/hub-scope.js';
import { findTestRideRow } from './test-ride-store.js';
import {
  cancelTestRide,
  deleteMyNotifyRequest,
  findMyTestRide,
  insertContactMessage,
  insertTestRide,
  listMyContactMessages,
  listMyNotifyRequests,
  listMyTestRides,
  rescheduleTestRide,
  upsertNotifyRequest,
  type MyTestRideRow,
} from './store.js';

export type EnquiryDeps = Pick<Deps, 'db' | 'config' | 'now'>;
/** Who sends a form: the caller's address (for the rate limits) and their account if signed in (read once the limits pass). */
/** Who sent a form: their address, their account (if signed in) and the language of the site they used (if named). */
export type Sender = { ip: string; customerId: (at: Date) => Promise<number | null>; language: Language | null };

// ---------------------------------------------------------------- the public forms

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** "2027-03-05" -> "05 March 2027". */
function longDate(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

const missingModel = () => fieldError('model', enquiryMessages.model);

/** How many of the next free slots a full slot's refusal offers. */
const FREE_OFFERED = 3;

/**
 * 409 when the hub's slot has no place left (the caller holds the lock of the hub's day), with the next slots that
 * have one, from that slot on up to the last bookable day.
 */
async function checkSlotFree(db: Queryable, hubId: number, date: string, slot: string, lastDay: string, exceptRide: number | null = null): Promise<void> {
  const day = await testRideSlotPlaces(db, hubId, date, date, exceptRide);
  if ((day.find((p) => p.slot === slot)?.left ?? 0) > 0) return;
  const ahead = await testRideSlotPlaces(db, hubId, date, lastDay, exceptRide);
  const free = ahead.filter((p) => p.left > 0 && (p.date > date || p.slot > slot)).slice(0, FREE_OFFERED);
  throw new HttpError(409, slotFullMessage(free));
}

/** A hub's test-ride slots for the week from `from` (within the bookable window), with the places left in each. */
export async function testRideAvailability({ db, now }: EnquiryDeps, hub: number, from: string) {
  const window = testRideDateWindow(now());
  const first = from < window.min ? window.min : from;
  const last = addDays(first, 6) > window.max ? window.max : addDays(first, 6);
  if (first > last) return [];
  return testRideSlotPlaces(db, hub, first, last);
}

export async function bookTestRide({ db, config, now }: EnquiryDeps, sender: Sender, body: TestRideRequest) {
  const limits = config.rateLimits;
  const at = now();
  await consumeLimits(db, [
    { key: `test-ride:ip:${sender.ip}`, rule: limits.testRidesPerIp },
    { key: `test-ride:mobile:${body.mobile}`, rule: limits.testRidesPerMobile },
  ], at);

  await checkedPlace(db, { state: body.state, city: body.city, area: body.area });
  const model = await activeProduct(db, body.model, missingModel);
  const bookable = testRideDateWindow(at);
  if (body.preferred_date < bookable.min || body.preferred_date > bookable.max) throw fieldError('preferred_date', enquiryMessages.date);
  if (!(await isServiceCentreInCity(db, body.dealer_id, body.city))) throw fieldError('dealer_id', enquiryMessages.dealer);

  const ride = {
    ...personAndPlace(body),
    model: model.id,
    preferredDate: body.preferred_date,
    timeSlot: body.time_slot,
    dealerId: body.dealer_id,
    comments: body.comments || null,
    customerId: await sender.customerId(at),
    language: sender.language,
  };
  let id: number | null;
  try {
    // The slot's last place goes to one visitor only: counted and taken under the lock of the hub's day.
    id = await db.transaction(async (tx) => {
      await lockTestRideHubDay(tx, ride.dealerId, ride.preferredDate);
      await checkSlotFree(tx, ride.dealerId, ride.preferredDate, ride.timeSlot, bookable.max);
      return insertTestRide(tx, ride, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG.testRideTaken);
    throw error;
  }
  if (id === null) throw new HttpError(409, MSG.testRideTaken);
  if (body.marketing_consent) await recordConsent(db, { userId: ride.customerId, mobile: body.mobile, purpose: 'marketing', granted: true, text: MARKETING_CONSENT_TEXT[ride.language ?? DEFAULT_LANGUAGE], source: 'test-ride' }, at);
  // An account made with only a mobile keeps the e-mail and place its first test ride gives (none is overwritten).
  if (ride.customerId !== null) await fillMissingProfile(db, ride.customerId, { mobile: body.mobile, email: body.email, place: body }, at);

  return {
    message: ENQUIRY_MSG.testRideReceived(firstName(body.name), model.name, longDate(body.preferred_date), slotLabel(body.time_slot)),
    data: { id, reference: enquiryReference('ride', id) },
  };
}

/** `created` false: this mobile already asked for the model in the city (answered 200, not 201). */
export async function addNotifyRequest({ db, config, now }: EnquiryDeps, sender: Sender, body: NotifyRequest) {
  const limits = config.rateLimits;
  const at = now();
  await consumeLimits(db, [
    { key: `notify:ip:${sender.ip}`, rule: limits.notifyPerIp },
    { key: `notify:mobile:${body.mobile}`, rule: limits.notifyPerMobile },
  ], at);

  const { city } = await checkedPlace(db, { state: body.state, city: body.city });
  const model = await activeProduct(db, body.model, missingModel);
  const customerId = await sender.customerId(at);
  const entry = { name: body.name, mobile: body.mobile, email: body.email, state: body.state, city: city.id, model: model.id, customerId };
  const result = await db.transaction((tx) => upsertNotifyRequest(tx, entry, at));

  const data = { id: result.id, reference: enquiryReference('notify', result.id) };
  if (!result.created) return { created: false, answer: { message: ENQUIRY_MSG.notifyExisting(model.name, city.name), data } };
  return { created: true, answer: { message: ENQUIRY_MSG.notifyAdded(firstName(body.name), model.name, city.name), data } };
}

export async function sendContactMessage({ db, config, now }: EnquiryDeps, sender: Sender, body: ContactRequest) {
  const limits = config.rateLimits;
  const at = now();
  await consumeLimits(db, [
    { key: `contact:ip:${sender.ip}`, rule: limits.contactPerIp },
    { key: `contact:mobile:${body.mobile}`, rule: limits.contactPerMobile },
  ], at);

  const place = await checkedPlace(db, { state: body.state, city: body.city });
  const id = await insertContactMessage(db, {
    name: body.name,
    mobile: body.mobile,
    email: body.email,
    topic: body.topic,
    message: body.message,
    state: place.state,
    city: place.city?.id ?? null,
    customerId: await sender.customerId(at),
  }, at);

  return { message: ENQUIRY_MSG.contactReceived(firstName(body.name)), data: { id, reference: enquiryReference('contact', id) } };
}

// ---------------------------------------------------------------- my enquiries

const MY_MSG = {
  notFound: 'We could not find that test ride in your account.',
  notifyNotFound: 'We could not find that request in your account.',
  tooLate: `This test ride can no longer be changed online: changes close ${CUSTOMER_CHANGE_HOURS} hours before the slot. Please call the hub.`,
  sameSlot: 'Choose a different day or slot from the one you have.',
} as const;

function canChange(row: Pick<MyTestRideRow, 'status' | 'date' | 'slot'>, now: Date): boolean {
  const open = row.status === 'requested' || row.status === 'confirmed';
  return open && beforeChangeCutoff(row.date, row.slot, now);
}

function toMyTestRide(row: MyTestRideRow, now: Date): MyTestRide {
  return {
    id: row.id,
    reference: enquiryReference('ride', row.id),
    model: row.model,
    model_name: row.model_name,
    hub: {
      id: row.hub_id,
      name: row.hub_name,
      address: row.hub_address,
      phone: row.hub_phone,
      map_url: `https://www.google.com/maps/dir/?api=1&destination=${row.hub_lat},${row.hub_lng}`,
    },
    date: row.date,
    slot: row.slot,
    status: row.status,
    can_change: canChange(row, now),
    created_at: row.created_at.toISOString(),
  };
}

export async function myTestRides({ db, now }: EnquiryDeps, userId: number): Promise<MyTestRide[]> {
  const at = now();
  return (await listMyTestRides(db, userId)).map((row) => toMyTestRide(row, at));
}

/** One of the customer's test rides (the booking pass, server/modules/passes), or a 404 naming it. */
export async function myTestRide({ db, now }: EnquiryDeps, userId: number, id: number): Promise<MyTestRide> {
  const ride = await findMyTestRide(db, userId, id);
  if (!ride) throw new HttpError(404, MY_MSG.notFound);
  return toMyTestRide(ride, now());
}

/** A test ride's hub and reference, whoever asks (the pass's token proved the caller may name it), or null. */
export async function testRideHub(db: Queryable, id: number): Promise<{ hubId: number; reference: string } | null> {
  const row = await findTestRideRow(db, id, ALL_HUBS);
  return row ? { hubId: row.hub_id, reference: enquiryReference('ride', row.id) } : null;
}

export async function rescheduleMyTestRide({ db, now }: EnquiryDeps, userId: number, id: number, to: { date: string; slot: TestRideSlot }): Promise<MyTestRide> {
  const at = now();
  const ride = await findMyTestRide(db, userId, id);
  if (!ride) throw new HttpError(404, MY_MSG.notFound);
  if (!canChange(ride, at)) throw new HttpError(409, MY_MSG.tooLate);
  const { date, slot } = to;
  const window = testRideDateWindow(at);
  if (date < window.min || date > window.max) throw fieldError('date', enquiryMessages.date);
  if (date === ride.date && slot === ride.slot) throw fieldError('slot', MY_MSG.sameSlot);
  try {
    // The new slot must have a place (this ride's own place does not count against it).
    await db.transaction(async (tx) => {
      await lockTestRideHubDay(tx, ride.hub_id, date);
      await checkSlotFree(tx, ride.hub_id, date, slot, window.max, ride.id);
      await rescheduleTestRide(tx, ride.id, date, slot, at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MSG.testRideTaken);
    throw error;
  }
  const moved = await findMyTestRide(db, userId, ride.id);
  if (!moved) throw new HttpError(404, MY_MSG.notFound);
  return toMyTestRide(moved, at);
}

export async function cancelMyTestRide({ db, now }: EnquiryDeps, userId: number, id: number): Promise<MyTestRide> {
  const at = now();
  const ride = await findMyTestRide(db, userId, id);
  if (!ride) throw new HttpError(404, MY_MSG.notFound);
  if (!canChange(ride, at)) throw new HttpError(409, MY_MSG.tooLate);
  await cancelTestRide(db, ride.id, at);
  return toMyTestRide({ ...ride, status: 'cancelled' }, at);
}

export async function myNotifyRequests({ db }: EnquiryDeps, userId: number) {
  return (await listMyNotifyRequests(db, userId)).map((row) => ({
    ...row,
    reference: enquiryReference('notify', row.id),
    created_at: row.created_at.toISOString(),
  }));
}

export async function removeMyNotifyRequest({ db }: EnquiryDeps, userId: number, id: number): Promise<void> {
  if (!(await deleteMyNotifyRequest(db, userId, id))) throw new HttpError(404, MY_MSG.notifyNotFound);
}

export async function myContactMessages({ db }: EnquiryDeps, userId: number) {
  return (await listMyContactMessages(db, userId)).map((row) => ({
    ...row,
    reference: enquiryReference('contact', row.id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}
