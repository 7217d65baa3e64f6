// Order endpoints (contract/orders-endpoints.ts), shared by the portal and the upgrade screens: the customer's
// bookings and purchases, their timeline, edit, cancel, pay, purchase from the cart and the guest look-up. Loaded on
// demand by the thunks (axios stays out of the first load). Calls about a guest's order carry the tab's booking key
// or the look-up session in headers.
import { pathOf, type BodyOf } from '@contract/endpoint';
import type { OrderDocument } from '@contract/order-document-rules';
import { ORDER_ACCESS_HEADERS, orderEndpoints } from '@contract/orders-endpoints';
import type { OrderKind } from '@contract/order-lifecycle';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';
import { fetchFile, type DownloadedFile } from '@/lib/download';

/** How a browser without an account proves it may see one order: the booking key of the tab that booked, or a look-up session. */
export type OrderAccess = { key?: string; lookup?: string };

const accessHeaders = (access: OrderAccess = {}) => {
  const headers: Record<string, string> = {};
  if (access.key) headers[ORDER_ACCESS_HEADERS.key] = access.key;
  if (access.lookup) headers[ORDER_ACCESS_HEADERS.lookup] = access.lookup;
  return headers;
};

// Requests and answers are typed by the descriptors themselves (callEndpoint infers the answer).
type Body<K extends keyof typeof orderEndpoints> = BodyOf<(typeof orderEndpoints)[K]>;

export const listMyOrders = (kind?: OrderKind) => callEndpoint(orderEndpoints.list, { query: kind ? { kind } : {} });

export const getOrder = (id: number, access?: OrderAccess) => callEndpoint(orderEndpoints.read, { params: { id }, headers: accessHeaders(access) });

export const payOrder = (id: number, access?: OrderAccess) =>
  callEndpoint(orderEndpoints.pay, { params: { id }, body: {}, headers: accessHeaders(access) });

export const editOrder = (id: number, body: Body<'edit'>, access?: OrderAccess) =>
  callEndpoint(orderEndpoints.edit, { params: { id }, body, headers: accessHeaders(access) });

export const cancelOrder = (id: number, body: Body<'cancel'>, access?: OrderAccess) =>
  callEndpoint(orderEndpoints.cancel, { params: { id }, body, headers: accessHeaders(access) });

export const createPurchase = (body: Body<'purchase'>) => callEndpoint(orderEndpoints.purchase, { body });

const DOCUMENT_ENDPOINTS = { receipt: orderEndpoints.receipt, invoice: orderEndpoints.invoice, 'delivery-note': orderEndpoints.deliveryNote } as const;

/**
 * An order's document as a PDF Blob with the file name the server gives. Its own axios call, not callEndpoint: it
 * needs the body as bytes, the Content-Disposition header, and an error's JSON read out of those bytes.
 */
export async function downloadOrderDocument(id: number, document: OrderDocument, access?: OrderAccess): Promise<DownloadedFile> {
  const e = DOCUMENT_ENDPOINTS[document];
  return fetchFile(api, { method: e.method, url: pathOf(e, { id }), headers: accessHeaders(access), responseType: 'arraybuffer' }, 'application/pdf');
}

export const requestLookup = (body: Body<'lookup'>) => callEndpoint(orderEndpoints.lookup, { body });

export const verifyLookup = (body: Body<'lookupVerify'>) => callEndpoint(orderEndpoints.lookupVerify, { body });
