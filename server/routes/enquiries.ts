import { apiError } from '@contract/common.js';
import { contactBody, enquiryResponse, notifyBody, testRideBody } from '@contract/enquiries.js';
import { enquiryMessages, enquiryReference, firstName, slotLabel, testRideDateWindow } from '@contract/rules.js';
import { optionalUserId } from '../auth/hook.js';
import { consumeLimits } from '../auth/rate-limit.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../errors.js';
import { ENQUIRY_MSG, MSG } from '../messages.js';
import { insertContactMessage, insertTestRide, upsertNotifyRequest } from '../store/enquiries.js';
import { isServiceCentreInCity } from '../store/reference.js';
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

export function enquiryRoutes(app: App, { db, config, now }: Deps): void {
  const limits = config.rateLimits;

  app.post(
    '/test-rides',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Book a test ride', body: testRideBody, response: { 201: enquiryResponse, ...errors } },
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      await consumeLimits(db, [{ key: `test-ride:ip:${request.ip}`, rule: limits.testRidesPerIp }], at);

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
        id = await insertTestRide(db, ride, at);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, MSG.testRideTaken);
        throw error;
      }
      if (id === null) throw new HttpError(409, MSG.testRideTaken);

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
      await consumeLimits(db, [{ key: `notify:ip:${request.ip}`, rule: limits.notifyPerIp }], at);

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
      await consumeLimits(db, [{ key: `contact:ip:${request.ip}`, rule: limits.contactPerIp }], at);

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
}
