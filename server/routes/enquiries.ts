import { z } from 'zod';
import { apiError, idParams } from '@contract/common.js';
import { MARKETING_CONSENT_TEXT } from '@contract/consent-rules.js';
import {
  contactBody,
  enquiryResponse,
  myContactResponse,
  myNotifyResponse,
  myTestRideResponse,
  myTestRidesResponse,
  notifyBody,
  testRideAvailabilityQuery,
  testRideAvailabilityResponse,
  testRideBody,
  testRideRescheduleBody,
  type MyTestRide,
} from '@contract/enquiries.js';
import { addDays, firstName } from '@contract/rules.js';
import { CUSTOMER_CHANGE_HOURS, beforeChangeCutoff, enquiryMessages, enquiryReference, slotFullMessage, slotLabel, testRideDateWindow } from '@contract/enquiry-rules.js';
import { currentUser, optionalUserId } from '../auth/hook.js';
import { consumeLimits } from '../auth/rate-limit.js';
import type { Queryable } from '../db/index.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../errors.js';
import { ENQUIRY_MSG, MSG } from '../messages.js';
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
} from '../store/enquiries.js';
import { recordConsent } from '../modules/accounts/service.js';
import { isServiceCentreInCity } from '../store/reference.js';
import { lockHubDay, slotPlaces } from '../store/test-ride-slots.js';
import { fillMissingProfile } from '../modules/accounts/service.js';
import { activeProduct, checkedPlace, personAndPlace } from './lookups.js';

const errors = { '4xx': apiError };
const tags = ['Enquiries'];
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** "2027-03-05" -> "05 March 2027". */
function longDate(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

const missingModel = () => fieldError('model', enquiryMessages.model);

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

/** How many of the next free slots a full slot's refusal offers. */
const FREE_OFFERED = 3;

/**
 * 409 when the hub's slot has no place left (the caller holds the lock of the hub's day), with the next slots that
 * have one, from that slot on up to the last bookable day.
 */
async function checkSlotFree(db: Queryable, hubId: number, date: string, slot: string, lastDay: string, exceptRide: number | null = null): Promise<void> {
  const day = await slotPlaces(db, hubId, date, date, exceptRide);
  if ((day.find((p) => p.slot === slot)?.left ?? 0) > 0) return;
  const ahead = await slotPlaces(db, hubId, date, lastDay, exceptRide);
  const free = ahead.filter((p) => p.left > 0 && (p.date > date || p.slot > slot)).slice(0, FREE_OFFERED);
  throw new HttpError(409, slotFullMessage(free));
}

export function enquiryRoutes(app: App, { db, config, now }: Deps): void {
  const limits = config.rateLimits;

  app.get(
    '/test-rides/availability',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "A hub's test-ride slots for a week, with the places left in each",
        querystring: testRideAvailabilityQuery,
        response: { 200: testRideAvailabilityResponse, ...errors },
      },
    },
    async (request) => {
      const { hub, from } = request.query;
      const window = testRideDateWindow(now());
      const first = from < window.min ? window.min : from;
      const last = addDays(first, 6) > window.max ? window.max : addDays(first, 6);
      if (first > last) return { data: [] };
      return { data: await slotPlaces(db, hub, first, last) };
    },
  );

  app.post(
    '/test-rides',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Book a test ride', body: testRideBody, response: { 201: enquiryResponse, ...errors } },
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      await consumeLimits(db, [
        { key: `test-ride:ip:${request.ip}`, rule: limits.testRidesPerIp },
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
        customerId: await optionalUserId(db, request, at),
      };
      let id: number | null;
      try {
        // The slot's last place goes to one visitor only: counted and taken under the lock of the hub's day.
        id = await db.transaction(async (tx) => {
          await lockHubDay(tx, ride.dealerId, ride.preferredDate);
          await checkSlotFree(tx, ride.dealerId, ride.preferredDate, ride.timeSlot, bookable.max);
          return insertTestRide(tx, ride, at);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, MSG.testRideTaken);
        throw error;
      }
      if (id === null) throw new HttpError(409, MSG.testRideTaken);
      if (body.marketing_consent) await recordConsent(db, { userId: ride.customerId, mobile: body.mobile, purpose: 'marketing', granted: true, text: MARKETING_CONSENT_TEXT, source: 'test-ride' }, at);
      // An account made with only a mobile keeps the e-mail and place its first test ride gives (none is overwritten).
      if (ride.customerId !== null) await fillMissingProfile(db, ride.customerId, { mobile: body.mobile, email: body.email, place: body }, at);

      reply.code(201);
      return {
        message: ENQUIRY_MSG.testRideReceived(firstName(body.name), model.name, longDate(body.preferred_date), slotLabel(body.time_slot)),
        data: { id, reference: enquiryReference('ride', id) },
      };
    },
  );

  app.post(
    '/notify',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Ask to be told when a model reaches a city',
        body: notifyBody,
        response: { 200: enquiryResponse, 201: enquiryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      await consumeLimits(db, [
        { key: `notify:ip:${request.ip}`, rule: limits.notifyPerIp },
        { key: `notify:mobile:${body.mobile}`, rule: limits.notifyPerMobile },
      ], at);

      const { city } = await checkedPlace(db, { state: body.state, city: body.city });
      const model = await activeProduct(db, body.model, missingModel);
      const customerId = await optionalUserId(db, request, at);
      const entry = { name: body.name, mobile: body.mobile, email: body.email, state: body.state, city: city.id, model: model.id, customerId };
      const result = await db.transaction((tx) => upsertNotifyRequest(tx, entry, at));

      const data = { id: result.id, reference: enquiryReference('notify', result.id) };
      if (!result.created) return { message: ENQUIRY_MSG.notifyExisting(model.name, city.name), data };
      reply.code(201);
      return { message: ENQUIRY_MSG.notifyAdded(firstName(body.name), model.name, city.name), data };
    },
  );

  app.post(
    '/contact',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Send a message to customer care',
        body: contactBody,
        response: { 201: enquiryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      await consumeLimits(db, [
        { key: `contact:ip:${request.ip}`, rule: limits.contactPerIp },
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
        customerId: await optionalUserId(db, request, at),
      }, at);

      reply.code(201);
      return { message: ENQUIRY_MSG.contactReceived(firstName(body.name)), data: { id, reference: enquiryReference('contact', id) } };
    },
  );

  const me = ['Me'];

  app.get(
    '/me/test-rides',
    { config: { auth: 'customer' }, schema: { tags: me, summary: 'My test rides', response: { 200: myTestRidesResponse, ...errors } } },
    async (request) => {
      const at = now();
      return { data: (await listMyTestRides(db, currentUser(request).id)).map((row) => toMyTestRide(row, at)) };
    },
  );

  app.post(
    '/me/test-rides/:id/reschedule',
    {
      config: { auth: 'customer' },
      schema: {
        tags: me,
        summary: 'Move my test ride to another day or slot',
        params: idParams,
        body: testRideRescheduleBody,
        response: { 200: myTestRideResponse, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const at = now();
      const ride = await findMyTestRide(db, userId, request.params.id);
      if (!ride) throw new HttpError(404, MY_MSG.notFound);
      if (!canChange(ride, at)) throw new HttpError(409, MY_MSG.tooLate);
      const { date, slot } = request.body;
      const window = testRideDateWindow(at);
      if (date < window.min || date > window.max) throw fieldError('date', enquiryMessages.date);
      if (date === ride.date && slot === ride.slot) throw fieldError('slot', MY_MSG.sameSlot);
      try {
        // The new slot must have a place (this ride's own place does not count against it).
        await db.transaction(async (tx) => {
          await lockHubDay(tx, ride.hub_id, date);
          await checkSlotFree(tx, ride.hub_id, date, slot, window.max, ride.id);
          await rescheduleTestRide(tx, ride.id, date, slot, at);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, MSG.testRideTaken);
        throw error;
      }
      const moved = await findMyTestRide(db, userId, ride.id);
      if (!moved) throw new HttpError(404, MY_MSG.notFound);
      return { data: toMyTestRide(moved, at) };
    },
  );

  app.post(
    '/me/test-rides/:id/cancel',
    {
      config: { auth: 'customer' },
      schema: { tags: me, summary: 'Cancel my test ride', params: idParams, response: { 200: myTestRideResponse, ...errors } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const at = now();
      const ride = await findMyTestRide(db, userId, request.params.id);
      if (!ride) throw new HttpError(404, MY_MSG.notFound);
      if (!canChange(ride, at)) throw new HttpError(409, MY_MSG.tooLate);
      await cancelTestRide(db, ride.id, at);
      return { data: toMyTestRide({ ...ride, status: 'cancelled' }, at) };
    },
  );

  app.get(
    '/me/notify',
    { config: { auth: 'customer' }, schema: { tags: me, summary: 'My notify-me requests', response: { 200: myNotifyResponse, ...errors } } },
    async (request) => ({
      data: (await listMyNotifyRequests(db, currentUser(request).id)).map((row) => ({
        ...row,
        reference: enquiryReference('notify', row.id),
        created_at: row.created_at.toISOString(),
      })),
    }),
  );

  app.delete(
    '/me/notify/:id',
    {
      config: { auth: 'customer' },
      schema: { tags: me, summary: 'Remove one of my notify-me requests', params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      if (!(await deleteMyNotifyRequest(db, currentUser(request).id, request.params.id))) throw new HttpError(404, MY_MSG.notifyNotFound);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/me/contact',
    { config: { auth: 'customer' }, schema: { tags: me, summary: 'My messages to customer care', response: { 200: myContactResponse, ...errors } } },
    async (request) => ({
      data: (await listMyContactMessages(db, currentUser(request).id)).map((row) => ({
        ...row,
        reference: enquiryReference('contact', row.id),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      })),
    }),
  );
}
