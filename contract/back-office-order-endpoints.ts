// The back office's order endpoints (issue 12), described once (contract/endpoint.ts): the server registers them
// (server/modules/orders/back-office-routes.ts; the admin's sandbox refund in customer-routes.ts), the SPA calls them
// (src/features/back-office-orders/back-office-orders-api.ts) and the screen tests' MSW handlers are made from them
// (tests/mocks/handlers/back-office-orders.ts). Their zod schemas are in back-office-order-endpoint-schemas.ts.
// Admins see every hub, a dealer their own hubs; cancelling for the customer and the sandbox refund are for admins.
import type {
  BackOfficeCancelRequest,
  BackOfficeOrderListQuery,
  BackOfficeOrderListResponse,
  BackOfficeOrderResponse,
  MyHubsResponse,
  OrderAllotRequest,
  OrderHubPaymentRequest,
  OrderMoveRequest,
  OrderNoteRequest,
} from './back-office-orders.js';
import { endpoint } from './endpoint.js';
import type { OrderRefundRequest, OrderRegistrationRequest, OrderResponse } from './orders.js';
import type { OrderInspectRequest } from './upgrade.js';

type Id = { id: number };
/** The export takes the list's filters and sort, never its page. */
export type BackOfficeOrderExportQuery = Omit<BackOfficeOrderListQuery, 'page' | 'pageSize'>;

export const backOfficeOrderEndpoints = {
  list: endpoint<undefined, BackOfficeOrderListQuery, undefined, BackOfficeOrderListResponse>({
    method: 'GET', path: '/api/v1/back-office/orders', access: 'dealer', status: 200,
    summary: "Orders of every kind, filtered, sorted and paged (a dealer sees their hubs' orders only)",
  }),
  /** Its 200 is the CSV file (text/csv, an attachment with the file name in Content-Disposition), not JSON. */
  export: endpoint<undefined, BackOfficeOrderExportQuery, undefined, string>({
    method: 'GET', path: '/api/v1/back-office/orders/export.csv', access: 'dealer', status: 200,
    summary: 'Every order matching the list filters as CSV, streamed (formula cells neutralised)',
  }),
  read: endpoint<Id, undefined, undefined, BackOfficeOrderResponse>({
    method: 'GET', path: '/api/v1/back-office/orders/:id', access: 'dealer', status: 200,
    summary: 'One order with its customer, hub, payments, refunds, timeline (who, role, when) and the actions allowed now',
  }),
  allot: endpoint<Id, undefined, OrderAllotRequest, BackOfficeOrderResponse>({
    method: 'POST', path: '/api/v1/back-office/orders/:id/allot', access: 'dealer', status: 200, summary: 'Allot a chassis (17 characters) to a confirmed order',
  }),
  ready: endpoint<Id, undefined, OrderMoveRequest, BackOfficeOrderResponse>({
    method: 'POST', path: '/api/v1/back-office/orders/:id/ready', access: 'dealer', status: 200, summary: 'Mark an allotted order ready for delivery',
  }),
  deliver: endpoint<Id, undefined, OrderMoveRequest, BackOfficeOrderResponse>({
    method: 'POST', path: '/api/v1/back-office/orders/:id/deliver', access: 'dealer', status: 200, summary: 'Mark an order delivered',
  }),
  note: endpoint<Id, undefined, OrderNoteRequest, BackOfficeOrderResponse>({
    method: 'POST', path: '/api/v1/back-office/orders/:id/notes', access: 'dealer', status: 200, summary: "Add a note to the order's timeline (the customer sees it too)",
  }),
  inspect: endpoint<Id, undefined, OrderInspectRequest, BackOfficeOrderResponse>({
    method: 'POST', path: '/api/v1/back-office/orders/:id/inspect', access: 'dealer', status: 200,
    summary: "Record the inspection of an upgrade's old bike: its final valuation and a note (again to correct it, until the handover)",
  }),
  registration: endpoint<Id, undefined, OrderRegistrationRequest, BackOfficeOrderResponse>({
    method: 'POST', path: '/api/v1/back-office/orders/:id/registration', access: 'dealer', status: 200,
    summary: "Record (or correct) a delivered bike's registration number, e.g. KA 01 AB 1234 or 22 BH 1234 AA",
  }),
  cancel: endpoint<Id, undefined, BackOfficeCancelRequest, BackOfficeOrderResponse>({
    method: 'POST', path: '/api/v1/back-office/orders/:id/cancel', access: 'admin', status: 200,
    summary: "Cancel an order on the customer's behalf with a reason; what was paid is refunded",
  }),
  hubPayment: endpoint<Id, undefined, OrderHubPaymentRequest, BackOfficeOrderResponse>({
    method: 'POST', path: '/api/v1/back-office/orders/:id/hub-payment', access: 'dealer', status: 200,
    summary: 'Record the payment received at the hub for a reserved pay-at-hub order, which confirms it',
  }),
  myHubs: endpoint<undefined, undefined, undefined, MyHubsResponse>({
    method: 'GET', path: '/api/v1/back-office/my-hubs', access: 'dealer', status: 200,
    summary: 'The hubs the caller works for (every hub for an admin), for the hub filter of the lists',
  }),
  /** Sandbox only: answers the customer's view of the order (the refund is the gateway's, not a back-office move). */
  refund: endpoint<Id, undefined, OrderRefundRequest, OrderResponse>({
    method: 'POST', path: '/api/v1/admin/orders/:id/refund', access: 'admin', status: 200, summary: 'Complete a sandbox refund now (refund_initiated → refunded)',
  }),
} as const;

export type BackOfficeOrderEndpointName = keyof typeof backOfficeOrderEndpoints;
