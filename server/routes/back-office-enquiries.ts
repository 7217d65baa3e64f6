// Back-office enquiries (issue 12): test rides for admins and dealers (a dealer only ever reaches their own hubs'
// rides: another hub's ride is the same 404 as a missing one), notify-me and contact requests for admins.
import {
  contactActionBody,
  contactDetailResponse,
  contactListQuery,
  contactListResponse,
  notifyActionBody,
  notifyDetailResponse,
  notifyListQuery,
  notifyListResponse,
  testRideActionBody,
  testRideCapacityBody,
  testRideCapacityResponse,
  testRideDetailResponse,
  testRideListQuery,
  testRideListResponse,
} from '@contract/back-office-enquiries.js';
import { apiError, idParams } from '@contract/common.js';
import { currentUser } from '../auth/hook.js';
import { exportFileName, sendCsv } from '../back-office/csv-export.js';
import { hubScopeOf } from '../back-office/hub-scope.js';
import type { RecordActor } from '../back-office/record-events.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError } from '../errors.js';
import type { SessionUser } from '../auth/session-store.js';
import {
  CONTACT_CSV_COLUMNS,
  NOTIFY_CSV_COLUMNS,
  actOnContactRequest,
  actOnNotifyRequest,
  contactExport,
  findContactRequest,
  findNotifyRequest,
  listContactRequests,
  listNotifyRequests,
  notifyExport,
} from '../store/back-office-enquiries.js';
import { TEST_RIDE_CSV_COLUMNS, actOnTestRide, findTestRide, listTestRides, testRideExport } from '../store/back-office-test-rides.js';
import type { ActionOutcome } from '../store/enquiry-lists.js';
import { pageOf } from '../store/sql.js';
import { setTestRideCapacity } from '../store/test-ride-slots.js';
import { enquiryMessages } from '@contract/enquiry-rules.js';

const errors = { '4xx': apiError };
const tags = ['Back office: enquiries'];
const csvDescription = 'Every row of the filtered list (not one page) as CSV, streamed; the filename carries the date and filters.';

export const BACK_OFFICE_ENQUIRY_MSG = {
  testRideNotFound: 'We could not find that test ride.',
  notifyNotFound: 'We could not find that notify-me request.',
  contactNotFound: 'We could not find that contact request.',
  notAllowed: 'That action is not possible in the record’s current state. Reload it to see what can be done now.',
  sameSlot: 'Choose a different day or slot from the one booked.',
  slotTaken: 'This rider already has a test ride at that hub in that slot.',
} as const;

const actorOf = (user: SessionUser): RecordActor => ({ userId: user.id, role: user.isAdmin ? 'admin' : 'dealer' });

/** Turns a refused action into the one error shape. */
function refuse(outcome: ActionOutcome, notFound: string): void {
  if (outcome.ok) return;
  switch (outcome.reason) {
    case 'not_found':
      throw new HttpError(404, notFound);
    case 'not_allowed':
      throw new HttpError(409, BACK_OFFICE_ENQUIRY_MSG.notAllowed);
    case 'slot_taken':
      throw new HttpError(409, BACK_OFFICE_ENQUIRY_MSG.slotTaken);
    case 'date':
      throw fieldError('date', enquiryMessages.date);
    case 'same_slot':
      throw fieldError('slot', BACK_OFFICE_ENQUIRY_MSG.sameSlot);
  }
}

const HUB_NOT_FOUND = 'We could not find that hub among yours.';

export function backOfficeEnquiryRoutes(app: App, { db, now }: Deps): void {
  // ---- Test rides: 'dealer' (admins pass it too); the hub scope is applied in SQL.
  app.get(
    '/back-office/test-rides',
    {
      config: { auth: 'dealer' },
      schema: { tags, summary: 'Test rides of the caller’s hubs (every hub for admins), filtered and paged', querystring: testRideListQuery, response: { 200: testRideListResponse, ...errors } },
    },
    async (request) => {
      const f = request.query;
      const { rows, total } = await listTestRides(db, f, await hubScopeOf(db, currentUser(request)));
      return pageOf(rows, total, f.page, f.pageSize);
    },
  );

  app.get(
    '/back-office/test-rides/export.csv',
    {
      config: { auth: 'dealer' },
      schema: { tags, summary: 'Export the filtered test rides as CSV', description: csvDescription, produces: ['text/csv'], querystring: testRideListQuery },
    },
    async (request, reply) => {
      const f = request.query;
      const { sql, params } = testRideExport(f, await hubScopeOf(db, currentUser(request)));
      const { page: _page, pageSize: _size, sort: _sort, ...filters } = f;
      return sendCsv(reply, db, { filename: exportFileName('test-rides', now(), filters), columns: TEST_RIDE_CSV_COLUMNS, sql, params });
    },
  );

  app.get(
    '/back-office/test-rides/:id',
    {
      config: { auth: 'dealer' },
      schema: { tags, summary: 'One test ride with its timeline and the actions allowed now', params: idParams, response: { 200: testRideDetailResponse, ...errors } },
    },
    async (request) => {
      const ride = await findTestRide(db, request.params.id, await hubScopeOf(db, currentUser(request)), now());
      if (!ride) throw new HttpError(404, BACK_OFFICE_ENQUIRY_MSG.testRideNotFound);
      return { data: ride };
    },
  );

  app.post(
    '/back-office/test-rides/:id/actions',
    {
      config: { auth: 'dealer' },
      schema: {
        tags,
        summary: 'Confirm, reschedule, mark done or no-show, cancel, assign to a hub person, or note a test ride',
        params: idParams,
        body: testRideActionBody,
        response: { 200: testRideDetailResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await hubScopeOf(db, user);
      const at = now();
      refuse(await actOnTestRide(db, request.params.id, scope, actorOf(user), request.body, at), BACK_OFFICE_ENQUIRY_MSG.testRideNotFound);
      const ride = await findTestRide(db, request.params.id, scope, at);
      if (!ride) throw new HttpError(404, BACK_OFFICE_ENQUIRY_MSG.testRideNotFound);
      return { data: ride };
    },
  );

  // A hub's places per test-ride slot: its dealer (for their hubs) or an admin. Rides already booked stay.
  app.put(
    '/back-office/hubs/:id/test-ride-capacity',
    {
      config: { auth: 'dealer' },
      schema: {
        tags,
        summary: 'Set how many test rides a hub takes in each slot of a day',
        params: idParams,
        body: testRideCapacityBody,
        response: { 200: testRideCapacityResponse, ...errors },
      },
    },
    async (request) => {
      const scope = await hubScopeOf(db, currentUser(request));
      const hubId = request.params.id;
      if (scope.kind === 'hubs' && !scope.hubIds.includes(hubId)) throw new HttpError(404, HUB_NOT_FOUND);
      const { capacity } = request.body;
      if (!(await setTestRideCapacity(db, hubId, capacity))) throw new HttpError(404, HUB_NOT_FOUND);
      return { message: `This hub now takes ${capacity} test ${capacity === 1 ? 'ride' : 'rides'} in each slot.`, data: { hub_id: hubId, capacity } };
    },
  );

  // ---- Notify-me requests (admin).
  app.get(
    '/back-office/notify-requests',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Notify-me requests, filtered and paged', querystring: notifyListQuery, response: { 200: notifyListResponse, ...errors } },
    },
    async (request) => {
      const f = request.query;
      const { rows, total } = await listNotifyRequests(db, f);
      return pageOf(rows, total, f.page, f.pageSize);
    },
  );

  app.get(
    '/back-office/notify-requests/export.csv',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Export the filtered notify-me requests as CSV', description: csvDescription, produces: ['text/csv'], querystring: notifyListQuery },
    },
    async (request, reply) => {
      const f = request.query;
      const { sql, params } = notifyExport(f);
      const { page: _page, pageSize: _size, sort: _sort, ...filters } = f;
      return sendCsv(reply, db, { filename: exportFileName('notify-requests', now(), filters), columns: NOTIFY_CSV_COLUMNS, sql, params });
    },
  );

  app.get(
    '/back-office/notify-requests/:id',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'One notify-me request with its timeline', params: idParams, response: { 200: notifyDetailResponse, ...errors } },
    },
    async (request) => {
      const found = await findNotifyRequest(db, request.params.id);
      if (!found) throw new HttpError(404, BACK_OFFICE_ENQUIRY_MSG.notifyNotFound);
      return { data: found };
    },
  );

  app.post(
    '/back-office/notify-requests/:id/actions',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Mark a notify-me request contacted, or note it', params: idParams, body: notifyActionBody, response: { 200: notifyDetailResponse, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      refuse(await actOnNotifyRequest(db, id, actorOf(currentUser(request)), request.body, now()), BACK_OFFICE_ENQUIRY_MSG.notifyNotFound);
      const found = await findNotifyRequest(db, id);
      if (!found) throw new HttpError(404, BACK_OFFICE_ENQUIRY_MSG.notifyNotFound);
      return { data: found };
    },
  );

  // ---- Contact requests (admin).
  app.get(
    '/back-office/contact-requests',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Contact requests, filtered and paged', querystring: contactListQuery, response: { 200: contactListResponse, ...errors } },
    },
    async (request) => {
      const f = request.query;
      const { rows, total } = await listContactRequests(db, f);
      return pageOf(rows, total, f.page, f.pageSize);
    },
  );

  app.get(
    '/back-office/contact-requests/export.csv',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Export the filtered contact requests as CSV', description: csvDescription, produces: ['text/csv'], querystring: contactListQuery },
    },
    async (request, reply) => {
      const f = request.query;
      const { sql, params } = contactExport(f);
      const { page: _page, pageSize: _size, sort: _sort, ...filters } = f;
      return sendCsv(reply, db, { filename: exportFileName('contact-requests', now(), filters), columns: CONTACT_CSV_COLUMNS, sql, params });
    },
  );

  app.get(
    '/back-office/contact-requests/:id',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'One contact request with its timeline', params: idParams, response: { 200: contactDetailResponse, ...errors } },
    },
    async (request) => {
      const found = await findContactRequest(db, request.params.id);
      if (!found) throw new HttpError(404, BACK_OFFICE_ENQUIRY_MSG.contactNotFound);
      return { data: found };
    },
  );

  app.post(
    '/back-office/contact-requests/:id/actions',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Reply to, close or note a contact request', params: idParams, body: contactActionBody, response: { 200: contactDetailResponse, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      refuse(await actOnContactRequest(db, id, actorOf(currentUser(request)), request.body, now()), BACK_OFFICE_ENQUIRY_MSG.contactNotFound);
      const found = await findContactRequest(db, id);
      if (!found) throw new HttpError(404, BACK_OFFICE_ENQUIRY_MSG.contactNotFound);
      return { data: found };
    },
  );
}
