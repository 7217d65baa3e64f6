// The enquiry JSON endpoints (issue 12), described once (contract/endpoint.ts): the public test-ride, notify-me and
// contact forms, the signed-in customer's own enquiries, and the back office's test rides (admins, and dealers for
// their hubs), notify-me and contact requests (admins). The server registers them (server/modules/enquiries/), the SPA
// calls them (src/features/enquiries, my-enquiries, back-office-enquiries) and the screen tests' MSW handlers are made
// from them. The CSV exports' 200 is the file. The test-ride capacity of a hub is described in
// service-visits-endpoints.ts (hubCapacityEndpoints), beside the hub-slots screen that sets it. Schemas:
// enquiries-endpoint-schemas.ts.
import type {
  ContactActionRequest,
  ContactDetailResponse,
  ContactListQuery,
  ContactListResponse,
  NotifyActionRequest,
  NotifyDetailResponse,
  NotifyListQuery,
  NotifyListResponse,
  TestRideActionRequest,
  TestRideDetailResponse,
  TestRideListQuery,
  TestRideListResponse,
} from './back-office-enquiries.js';
import { endpoint } from './endpoint.js';
import type {
  ContactInput,
  EnquiryResponse,
  MyContactResponse,
  MyNotifyResponse,
  MyTestRideResponse,
  MyTestRidesResponse,
  NotifyInput,
  TestRideAvailabilityQuery,
  TestRideAvailabilityResponse,
  TestRideInput,
  TestRideRescheduleRequest,
} from './enquiries.js';

type Id = { id: number };

export const enquiryEndpoints = {
  availability: endpoint<undefined, TestRideAvailabilityQuery, undefined, TestRideAvailabilityResponse>({
    method: 'GET', path: '/api/v1/test-rides/availability', access: 'public', status: 200,
    summary: "A hub's test-ride slots for a week, with the places left in each",
  }),
  bookTestRide: endpoint<undefined, undefined, TestRideInput, EnquiryResponse>({
    method: 'POST', path: '/api/v1/test-rides', access: 'public', status: 201,
    summary: 'Book a test ride',
  }),
  /** 201 when added; 200 (the same shape) when the mobile is already on the list for that model and city. */
  notify: endpoint<undefined, undefined, NotifyInput, EnquiryResponse>({
    method: 'POST', path: '/api/v1/notify', access: 'public', status: 201,
    summary: 'Ask to be told when a model reaches a city',
  }),
  contact: endpoint<undefined, undefined, ContactInput, EnquiryResponse>({
    method: 'POST', path: '/api/v1/contact', access: 'public', status: 201,
    summary: 'Send a message to customer care',
  }),
} as const;

export const myEnquiryEndpoints = {
  testRides: endpoint<undefined, undefined, undefined, MyTestRidesResponse>({
    method: 'GET', path: '/api/v1/me/test-rides', access: 'customer', status: 200,
    summary: 'My test rides',
  }),
  reschedule: endpoint<Id, undefined, TestRideRescheduleRequest, MyTestRideResponse>({
    method: 'POST', path: '/api/v1/me/test-rides/:id/reschedule', access: 'customer', status: 200,
    summary: 'Move my test ride to another day or slot',
  }),
  cancel: endpoint<Id, undefined, undefined, MyTestRideResponse>({
    method: 'POST', path: '/api/v1/me/test-rides/:id/cancel', access: 'customer', status: 200,
    summary: 'Cancel my test ride',
  }),
  notify: endpoint<undefined, undefined, undefined, MyNotifyResponse>({
    method: 'GET', path: '/api/v1/me/notify', access: 'customer', status: 200,
    summary: 'My notify-me requests',
  }),
  removeNotify: endpoint<Id, undefined, undefined, null>({
    method: 'DELETE', path: '/api/v1/me/notify/:id', access: 'customer', status: 204,
    summary: 'Remove one of my notify-me requests',
  }),
  contact: endpoint<undefined, undefined, undefined, MyContactResponse>({
    method: 'GET', path: '/api/v1/me/contact', access: 'customer', status: 200,
    summary: 'My messages to customer care',
  }),
} as const;

export const backOfficeEnquiryEndpoints = {
  testRides: endpoint<undefined, TestRideListQuery, undefined, TestRideListResponse>({
    method: 'GET', path: '/api/v1/back-office/test-rides', access: 'dealer', status: 200,
    summary: 'Test rides of the caller’s hubs (every hub for admins), filtered and paged',
  }),
  /** Its 200 is the CSV file (text/csv, an attachment with the file name in Content-Disposition), not JSON. */
  testRidesExport: endpoint<undefined, TestRideListQuery, undefined, string>({
    method: 'GET', path: '/api/v1/back-office/test-rides/export.csv', access: 'dealer', status: 200,
    summary: 'Export the filtered test rides as CSV',
  }),
  testRide: endpoint<Id, undefined, undefined, TestRideDetailResponse>({
    method: 'GET', path: '/api/v1/back-office/test-rides/:id', access: 'dealer', status: 200,
    summary: 'One test ride with its timeline and the actions allowed now',
  }),
  actOnTestRide: endpoint<Id, undefined, TestRideActionRequest, TestRideDetailResponse>({
    method: 'POST', path: '/api/v1/back-office/test-rides/:id/actions', access: 'dealer', status: 200,
    summary: 'Confirm, reschedule, mark done or no-show, cancel, assign to a hub person, or note a test ride',
  }),
  notifyRequests: endpoint<undefined, NotifyListQuery, undefined, NotifyListResponse>({
    method: 'GET', path: '/api/v1/back-office/notify-requests', access: 'admin', status: 200,
    summary: 'Notify-me requests, filtered and paged',
  }),
  /** Its 200 is the CSV file. */
  notifyRequestsExport: endpoint<undefined, NotifyListQuery, undefined, string>({
    method: 'GET', path: '/api/v1/back-office/notify-requests/export.csv', access: 'admin', status: 200,
    summary: 'Export the filtered notify-me requests as CSV',
  }),
  notifyRequest: endpoint<Id, undefined, undefined, NotifyDetailResponse>({
    method: 'GET', path: '/api/v1/back-office/notify-requests/:id', access: 'admin', status: 200,
    summary: 'One notify-me request with its timeline',
  }),
  actOnNotifyRequest: endpoint<Id, undefined, NotifyActionRequest, NotifyDetailResponse>({
    method: 'POST', path: '/api/v1/back-office/notify-requests/:id/actions', access: 'admin', status: 200,
    summary: 'Mark a notify-me request contacted, or note it',
  }),
  contactRequests: endpoint<undefined, ContactListQuery, undefined, ContactListResponse>({
    method: 'GET', path: '/api/v1/back-office/contact-requests', access: 'admin', status: 200,
    summary: 'Contact requests, filtered and paged',
  }),
  /** Its 200 is the CSV file. */
  contactRequestsExport: endpoint<undefined, ContactListQuery, undefined, string>({
    method: 'GET', path: '/api/v1/back-office/contact-requests/export.csv', access: 'admin', status: 200,
    summary: 'Export the filtered contact requests as CSV',
  }),
  contactRequest: endpoint<Id, undefined, undefined, ContactDetailResponse>({
    method: 'GET', path: '/api/v1/back-office/contact-requests/:id', access: 'admin', status: 200,
    summary: 'One contact request with its timeline',
  }),
  actOnContactRequest: endpoint<Id, undefined, ContactActionRequest, ContactDetailResponse>({
    method: 'POST', path: '/api/v1/back-office/contact-requests/:id/actions', access: 'admin', status: 200,
    summary: 'Reply to, close or note a contact request',
  }),
} as const;

export type EnquiryEndpointName = keyof typeof enquiryEndpoints;
export type MyEnquiryEndpointName = keyof typeof myEnquiryEndpoints;
export type BackOfficeEnquiryEndpointName = keyof typeof backOfficeEnquiryEndpoints;
