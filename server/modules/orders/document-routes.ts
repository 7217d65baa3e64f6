// An order's documents as PDF (contract/order-document-rules.ts): the booking receipt, the tax invoice and the delivery
// note, made on request from the order's data (documents.ts) for whoever may read the order (access.ts: its
// customer, the browser holding its key or look-up session, an admin; everyone else the order's 404). A document
// that does not exist yet (an invoice before delivery) is a 409 that says when it will.
import { apiError } from '@contract/common.js';
import { hasOrderDocument, orderDocumentFileName, orderDocumentMessages, type OrderDocument } from '@contract/order-document-rules.js';
import { orderEndpointSchemas } from '@contract/orders-endpoint-schemas.js';
import { orderEndpoints } from '@contract/orders-endpoints.js';
import type { FastifyReply } from 'fastify';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { HttpError } from '../../platform/errors.js';
import { pdfFile } from '../../platform/openapi.js';
import { attachmentDisposition } from '../../platform/uploads.js';
import { notFound, orderAccess } from './access.js';
import { DOCUMENT_WRITERS } from './documents.js';
import { findDocumentFacts, invoiceNumberFor } from './documents-store.js';

const tags = ['Orders'];
const ROUTES = { receipt: 'receipt', invoice: 'invoice', deliveryNote: 'delivery-note' } as const satisfies Record<string, OrderDocument>;

export function orderDocumentRoutes(app: App, deps: Deps): void {
  const { db, now, config } = deps;
  for (const [name, document] of Object.entries(ROUTES) as [keyof typeof ROUTES, OrderDocument][]) {
    const route = endpointRoute(orderEndpoints[name], orderEndpointSchemas[name], tags);
    app.route({
      ...route,
      // The 200 is the file, documented as application/pdf (the contract's schema is its text, for the MSW check).
      schema: { ...route.schema, produces: ['application/pdf'], response: { 200: pdfFile, '4xx': apiError } },
      handler: async (request, reply) => {
        const at = now();
        const { record } = await orderAccess(db, request, request.params.id, at);
        const { order } = record;
        if (!hasOrderDocument(document, order)) throw new HttpError(409, orderDocumentMessages[document]);
        // A bike delivered before invoice numbers were kept (migration 034) takes its number now.
        if (document !== 'receipt' && order.delivered_at) await db.transaction((tx) => invoiceNumberFor(tx, order.id, order.delivered_at!));
        const facts = await findDocumentFacts(db, order.id);
        if (!facts) throw notFound();
        const file = DOCUMENT_WRITERS[document](order, facts, config.seller, at);
        // The typed reply expects the schema's text; the body is the file's bytes.
        return (reply as FastifyReply)
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(orderDocumentFileName(document, order.reference), 'document.pdf'))
          .header('content-length', String(file.length))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file);
      },
    });
  }
}
