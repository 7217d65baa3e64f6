// The customer's order endpoints, described once (contract/endpoint.ts): the server registers them
// (server/routes/orders.ts), the SPA calls them (src/lib/api/orders.ts) and the screen tests' MSW handlers are made
// from them (tests/mocks/handlers/orders.ts). Their zod schemas are in orders-endpoint-schemas.ts.
import type { BookingInput, PaymentOrderResponse } from './bookings.js';
import type { MessageResponse } from './common.js';
import { endpoint } from './endpoint.js';
import type { OrderKind } from './order-lifecycle.js';
import type {
  LookupRequest,
  LookupVerifyRequest,
  LookupVerifyResponse,
  OrderCancelRequest,
  OrderEditRequest,
  OrderBookingCreateResponse,
  OrderListResponse,
  OrderResponse,
  PurchaseRequest,
  PurchaseResponse,
} from './orders.js';

type Id = { id: number };

export const orderEndpoints = {
  list: endpoint<undefined, { kind?: OrderKind }, undefined, OrderListResponse>({
    method: 'GET', path: '/api/v1/orders', access: 'customer', status: 200, summary: 'My orders of every kind, newest first',
  }),
  read: endpoint<Id, undefined, undefined, OrderResponse>({
    method: 'GET', path: '/api/v1/orders/:id', access: 'public', status: 200,
    summary: 'An order with its timeline, payments and refunds (its customer, booking key, look-up session or an admin)',
  }),
  pay: endpoint<Id, undefined, Record<string, never>, PaymentOrderResponse>({
    method: 'POST', path: '/api/v1/orders/:id/payments', access: 'public', status: 201, summary: 'Open a new payment order for an unpaid order',
  }),
  edit: endpoint<Id, undefined, OrderEditRequest, OrderResponse>({
    method: 'PATCH', path: '/api/v1/orders/:id', access: 'public', status: 200,
    summary: 'Change colour, hub (same state) or contact details while reserved or confirmed (its customer, the browser that booked, or look-up session)',
  }),
  cancel: endpoint<Id, undefined, OrderCancelRequest, OrderResponse>({
    method: 'POST', path: '/api/v1/orders/:id/cancel', access: 'public', status: 200,
    summary: 'Cancel an order with a reason; what was paid is refunded (its customer, the browser that booked, or look-up session)',
  }),
  purchase: endpoint<undefined, undefined, PurchaseRequest, PurchaseResponse>({
    method: 'POST', path: '/api/v1/orders', access: 'customer', status: 201, summary: 'Buy a bike: pay the full price online or at the hub',
  }),
  /** 409 with the current price when the expected price is stale (bookings.ts priceChangedError). */
  book: endpoint<undefined, undefined, BookingInput, OrderBookingCreateResponse>({
    method: 'POST', path: '/api/v1/bookings', access: 'public', status: 201, summary: 'Book a bike and open its payment order',
  }),
  lookup: endpoint<undefined, undefined, LookupRequest, MessageResponse>({
    method: 'POST', path: '/api/v1/orders/lookup', access: 'public', status: 202,
    summary: 'Guest look-up: an OTP to the mobile of the booking, when the reference and mobile match',
  }),
  lookupVerify: endpoint<undefined, undefined, LookupVerifyRequest, LookupVerifyResponse>({
    method: 'POST', path: '/api/v1/orders/lookup/verify', access: 'public', status: 200,
    summary: 'Guest look-up: the OTP opens a 30-minute session for that one order',
  }),
  /** Its 200 is the PDF (application/pdf, an attachment with the file name in Content-Disposition), not JSON. */
  receipt: endpoint<Id, undefined, undefined, string>({
    method: 'GET', path: '/api/v1/orders/:id/receipt.pdf', access: 'public', status: 200,
    summary: 'The booking receipt as PDF, once something was paid online (who may read the order)',
  }),
  invoice: endpoint<Id, undefined, undefined, string>({
    method: 'GET', path: '/api/v1/orders/:id/invoice.pdf', access: 'public', status: 200,
    summary: 'The tax invoice (GST) as PDF, once the bike is delivered (who may read the order)',
  }),
  deliveryNote: endpoint<Id, undefined, undefined, string>({
    method: 'GET', path: '/api/v1/orders/:id/delivery-note.pdf', access: 'public', status: 200,
    summary: 'The delivery note as PDF, once the bike is delivered (who may read the order)',
  }),
} as const;

export type OrderEndpointName = keyof typeof orderEndpoints;

/** Headers by which a browser without an account proves it may see (and change) one order. */
export const ORDER_ACCESS_HEADERS = { key: 'x-booking-key', lookup: 'x-order-lookup' } as const;
