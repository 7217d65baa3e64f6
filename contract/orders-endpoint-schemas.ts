// The zod schemas of the order endpoints of orders-endpoints.ts: the server validates with them and answers through
// them, the OpenAPI document shows them, and the screen tests check every mocked answer against them. A type check
// below ties each schema to its descriptor's types, so the two cannot drift.
import { z } from 'zod';
import { bookingBody, paymentOrderResponse, priceChangedError } from './bookings.js';
import { messageResponse } from './common.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import type { OrderEndpointName, orderEndpoints } from './orders-endpoints.js';
import {
  lookupBody,
  lookupVerifyBody,
  lookupVerifyResponse,
  orderBookingCreateResponse,
  orderCancelBody,
  orderEditBody,
  orderListQuery,
  orderListResponse,
  orderParams,
  orderResponse,
  purchaseBody,
  purchaseResponse,
} from './orders.js';

/** A document's body: the PDF (the server documents it as application/pdf, server/platform/openapi.ts pdfFile). */
const pdfText = z.string();

export const orderEndpointSchemas = {
  list: { querystring: orderListQuery, response: orderListResponse },
  read: { params: orderParams, response: orderResponse },
  pay: { params: orderParams, response: paymentOrderResponse },
  edit: { params: orderParams, body: orderEditBody, response: orderResponse },
  cancel: { params: orderParams, body: orderCancelBody, response: orderResponse },
  purchase: { body: purchaseBody, response: purchaseResponse, errors: { 409: priceChangedError } },
  book: { body: bookingBody, response: orderBookingCreateResponse, errors: { 409: priceChangedError } },
  lookup: { body: lookupBody, response: messageResponse },
  lookupVerify: { body: lookupVerifyBody, response: lookupVerifyResponse },
  receipt: { params: orderParams, response: pdfText },
  invoice: { params: orderParams, response: pdfText },
  deliveryNote: { params: orderParams, response: pdfText },
} as const satisfies Record<OrderEndpointName, EndpointSchemas>;

// Compile-time: each descriptor's answer is its schema's output, and its body the schema's input.
export const orderEndpointTypesAgree: TypesAgree<typeof orderEndpoints, typeof orderEndpointSchemas> = {
  list: true, read: true, pay: true, edit: true, cancel: true, purchase: true, book: true, lookup: true, lookupVerify: true, receipt: true, invoice: true, deliveryNote: true,
};
