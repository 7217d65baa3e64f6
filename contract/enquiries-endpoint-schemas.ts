// The zod schemas of the enquiry endpoints of enquiries-endpoints.ts, tied to the descriptors' types below.
import { z } from 'zod';
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
  testRideDetailResponse,
  testRideListQuery,
  testRideListResponse,
} from './back-office-enquiries.js';
import { idParams } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import {
  contactBody,
  enquiryResponse,
  myContactResponse,
  myNotifyResponse,
  myTestRideResponse,
  myTestRidesResponse,
  noContent,
  notifyBody,
  testRideAvailabilityQuery,
  testRideAvailabilityResponse,
  testRideBody,
  testRideRescheduleBody,
} from './enquiries.js';
import type {
  BackOfficeEnquiryEndpointName,
  EnquiryEndpointName,
  MyEnquiryEndpointName,
  backOfficeEnquiryEndpoints,
  enquiryEndpoints,
  myEnquiryEndpoints,
} from './enquiries-endpoints.js';

/** An export's body: the CSV text (the server documents it as text/csv). */
const csvText = z.string();

export const enquiryEndpointSchemas = {
  availability: { querystring: testRideAvailabilityQuery, response: testRideAvailabilityResponse },
  bookTestRide: { body: testRideBody, response: enquiryResponse },
  // Already on the list: 200 with the same shape.
  notify: { body: notifyBody, response: enquiryResponse, errors: { 200: enquiryResponse } },
  contact: { body: contactBody, response: enquiryResponse },
} as const satisfies Record<EnquiryEndpointName, EndpointSchemas>;

export const myEnquiryEndpointSchemas = {
  testRides: { response: myTestRidesResponse },
  reschedule: { params: idParams, body: testRideRescheduleBody, response: myTestRideResponse },
  cancel: { params: idParams, response: myTestRideResponse },
  notify: { response: myNotifyResponse },
  removeNotify: { params: idParams, response: noContent },
  contact: { response: myContactResponse },
} as const satisfies Record<MyEnquiryEndpointName, EndpointSchemas>;

export const backOfficeEnquiryEndpointSchemas = {
  testRides: { querystring: testRideListQuery, response: testRideListResponse },
  testRidesExport: { querystring: testRideListQuery, response: csvText },
  testRide: { params: idParams, response: testRideDetailResponse },
  actOnTestRide: { params: idParams, body: testRideActionBody, response: testRideDetailResponse },
  notifyRequests: { querystring: notifyListQuery, response: notifyListResponse },
  notifyRequestsExport: { querystring: notifyListQuery, response: csvText },
  notifyRequest: { params: idParams, response: notifyDetailResponse },
  actOnNotifyRequest: { params: idParams, body: notifyActionBody, response: notifyDetailResponse },
  contactRequests: { querystring: contactListQuery, response: contactListResponse },
  contactRequestsExport: { querystring: contactListQuery, response: csvText },
  contactRequest: { params: idParams, response: contactDetailResponse },
  actOnContactRequest: { params: idParams, body: contactActionBody, response: contactDetailResponse },
} as const satisfies Record<BackOfficeEnquiryEndpointName, EndpointSchemas>;

export const enquiryEndpointTypesAgree: TypesAgree<typeof enquiryEndpoints, typeof enquiryEndpointSchemas> = {
  availability: true,
  bookTestRide: true,
  notify: true,
  contact: true,
};

export const myEnquiryEndpointTypesAgree: TypesAgree<typeof myEnquiryEndpoints, typeof myEnquiryEndpointSchemas> = {
  testRides: true,
  reschedule: true,
  cancel: true,
  notify: true,
  removeNotify: true,
  contact: true,
};

export const backOfficeEnquiryEndpointTypesAgree: TypesAgree<typeof backOfficeEnquiryEndpoints, typeof backOfficeEnquiryEndpointSchemas> = {
  testRides: true,
  testRidesExport: true,
  testRide: true,
  actOnTestRide: true,
  notifyRequests: true,
  notifyRequestsExport: true,
  notifyRequest: true,
  actOnNotifyRequest: true,
  contactRequests: true,
  contactRequestsExport: true,
  contactRequest: true,
  actOnContactRequest: true,
};
