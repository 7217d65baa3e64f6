// The documents of an order the customer downloads as PDF (made by the server from the order's data on request):
// which there are, their names, and when each exists. Zod-free: the SPA shows a link only where the server will
// answer with the file, from the same rule.
import type { OrderState } from './order-lifecycle.js';

export const ORDER_DOCUMENTS = ['receipt', 'invoice', 'delivery-note'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];

export const ORDER_DOCUMENT_LABELS: Readonly<Record<OrderDocument, string>> = {
  receipt: 'Booking receipt',
  invoice: 'Tax invoice',
  'delivery-note': 'Delivery note',
};

/** The file name, e.g. "tax-invoice-OD-000042.pdf". */
export const orderDocumentFileName = (document: OrderDocument, reference: string) =>
  `${ORDER_DOCUMENT_LABELS[document].toLowerCase().replace(/\s+/g, '-')}-${reference}.pdf`;

/** Whether the document exists yet: a receipt once something was paid online, the invoice and delivery note once delivered. */
export function hasOrderDocument(document: OrderDocument, order: { state: OrderState; amount_paid: number }): boolean {
  return document === 'receipt' ? order.amount_paid > 0 : order.state === 'delivered';
}

export const orderDocumentMessages: Readonly<Record<OrderDocument, string>> = {
  receipt: 'There is no receipt yet: nothing has been paid online for this order.',
  invoice: 'The tax invoice is issued when the bike is delivered.',
  'delivery-note': 'The delivery note is issued when the bike is delivered.',
};
