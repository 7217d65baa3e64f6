// The zod schemas of the back office's order endpoints (back-office-order-endpoints.ts): the server validates with
// them and answers through them, the OpenAPI document shows them, and the screen tests check every mocked answer
// against them. The type check below ties each schema to its descriptor's types.
import { z } from 'zod';
import type { BackOfficeOrderEndpointName, backOfficeOrderEndpoints } from './back-office-order-endpoints.js';
import {
  backOfficeCancelBody,
  backOfficeOrderExportQuery,
  backOfficeOrderListQuery,
  backOfficeOrderListResponse,
  backOfficeOrderResponse,
  myHubsResponse,
  orderAllotBody,
  orderHubPaymentBody,
  orderMoveBody,
  orderNoteBody,
} from './back-office-orders.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';
import { orderParams, orderRefundBody, orderRegistrationBody, orderResponse } from './orders.js';
import { orderInspectBody } from './upgrade.js';

/** The export's body: the CSV text (the server documents it as text/csv, server/platform/openapi.ts csvFile). */
const csvText = z.string();

export const backOfficeOrderEndpointSchemas = {
  list: { querystring: backOfficeOrderListQuery, response: backOfficeOrderListResponse },
  export: { querystring: backOfficeOrderExportQuery, response: csvText },
  read: { params: orderParams, response: backOfficeOrderResponse },
  allot: { params: orderParams, body: orderAllotBody, response: backOfficeOrderResponse },
  ready: { params: orderParams, body: orderMoveBody, response: backOfficeOrderResponse },
  deliver: { params: orderParams, body: orderMoveBody, response: backOfficeOrderResponse },
  note: { params: orderParams, body: orderNoteBody, response: backOfficeOrderResponse },
  inspect: { params: orderParams, body: orderInspectBody, response: backOfficeOrderResponse },
  registration: { params: orderParams, body: orderRegistrationBody, response: backOfficeOrderResponse },
  cancel: { params: orderParams, body: backOfficeCancelBody, response: backOfficeOrderResponse },
  hubPayment: { params: orderParams, body: orderHubPaymentBody, response: backOfficeOrderResponse },
  myHubs: { response: myHubsResponse },
  refund: { params: orderParams, body: orderRefundBody, response: orderResponse },
} as const satisfies Record<BackOfficeOrderEndpointName, EndpointSchemas>;

// Compile-time: each descriptor's answer is its schema's output, and its body the schema's input.
export const backOfficeOrderEndpointTypesAgree: TypesAgree<typeof backOfficeOrderEndpoints, typeof backOfficeOrderEndpointSchemas> = {
  list: true, export: true, read: true, allot: true, ready: true, deliver: true, note: true, inspect: true, registration: true, cancel: true, hubPayment: true, myHubs: true, refund: true,
};
