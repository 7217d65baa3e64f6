// Partners: partner (corporate) offers, vendor booking links and the hidden special-customer booking page. Every
// route is JSON and registered from its descriptor in contract/partners-endpoints.ts; the rules and workflows are in
// service.ts, the SQL in store.ts, vendor-store.ts and special-store.ts.
import { partnersEndpointSchemas as schemas } from '@contract/partners-endpoint-schemas.js';
import { partnersEndpoints as endpoints } from '@contract/partners-endpoints.js';
import { DEFAULT_LANGUAGE } from '@contract/languages.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { requestLanguage } from '../../platform/language.js';
import { pageOf } from '../../platform/db/sql.js';
import {
  checkSpecialCode,
  claimInvitation,
  claimPartnerOffer,
  isSpecialPage,
  issueSpecialCode,
  issueVendorLink,
  partnerOffer,
  recordVendorAction,
  sendWorkEmailCode,
  vendorBooking,
  verifyWorkEmail,
  withdrawSpecialCode,
  withdrawVendorLink,
} from './service.js';
import { listSpecialCodes } from './special-store.js';
import { listVendorLinks } from './vendor-store.js';

/** Under API_PREFIX. */
export function partnersRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;

  // Partner offers.
  const partnerTags = ['Partners'];
  app.route({
    ...endpointRoute(endpoints.offer, schemas.offer, partnerTags),
    handler: async (request) => ({ data: await partnerOffer(deps, request.params.slug) }),
  });
  app.route({
    ...endpointRoute(endpoints.sendWorkEmailCode, schemas.sendWorkEmailCode, partnerTags),
    handler: async (request, reply) => {
      const language = requestLanguage(request) ?? DEFAULT_LANGUAGE;
      const answer = await sendWorkEmailCode(deps, request.params.slug, request.body.email, request.ip, request.log, language);
      return reply.code(202).send(answer);
    },
  });
  app.route({
    ...endpointRoute(endpoints.verifyWorkEmail, schemas.verifyWorkEmail, partnerTags),
    handler: async (request) => verifyWorkEmail(deps, request.params.slug, request.body.email, request.body.code),
  });
  app.route({
    ...endpointRoute(endpoints.claimOffer, schemas.claimOffer, partnerTags),
    handler: async (request) => claimPartnerOffer(deps, request.params.slug, request.body),
  });

  // Vendor links.
  const vendorTags = ['Vendors'];
  app.route({
    ...endpointRoute(endpoints.issueVendorLink, schemas.issueVendorLink, vendorTags),
    handler: async (request, reply) => {
      const answer = await issueVendorLink(deps, request.params.id, request.body.vendor, currentUser(request).id);
      return reply.code(201).send(answer);
    },
  });
  app.route({
    ...endpointRoute(endpoints.vendorLinks, schemas.vendorLinks, vendorTags),
    handler: async (request) => {
      const { page, pageSize, ...rest } = request.query;
      const { rows, total } = await listVendorLinks(db, { ...rest, page, pageSize }, now());
      return pageOf(rows, total, page, pageSize);
    },
  });
  app.route({
    ...endpointRoute(endpoints.revokeVendorLink, schemas.revokeVendorLink, vendorTags),
    handler: async (request) => withdrawVendorLink(deps, request.params.id, currentUser(request).id),
  });
  app.route({
    ...endpointRoute(endpoints.vendorBooking, schemas.vendorBooking, vendorTags),
    handler: async (request) => vendorBooking(deps, request.query),
  });
  app.route({
    ...endpointRoute(endpoints.vendorDecision, schemas.vendorDecision, vendorTags),
    handler: async (request) => recordVendorAction(deps, request.body),
  });

  // The special-customer page.
  const specialTags = ['Special booking'];
  app.route({
    ...endpointRoute(endpoints.specialPage, schemas.specialPage, specialTags),
    handler: async (request) => ({ data: { special: isSpecialPage(deps, request.query.path) } }),
  });
  app.route({
    ...endpointRoute(endpoints.specialAccess, schemas.specialAccess, specialTags),
    handler: async (request) => checkSpecialCode(deps, request.body.code, request.ip),
  });
  app.route({
    ...endpointRoute(endpoints.specialClaim, schemas.specialClaim, specialTags),
    handler: async (request) => claimInvitation(deps, request.body),
  });
  app.route({
    ...endpointRoute(endpoints.specialCodes, schemas.specialCodes, specialTags),
    handler: async (request) => {
      const { page, pageSize, ...rest } = request.query;
      const { rows, total } = await listSpecialCodes(db, { ...rest, page, pageSize }, now());
      return pageOf(rows, total, page, pageSize);
    },
  });
  app.route({
    ...endpointRoute(endpoints.issueSpecialCode, schemas.issueSpecialCode, specialTags),
    handler: async (request, reply) => {
      const answer = await issueSpecialCode(deps, request.body, currentUser(request).id);
      return reply.code(201).send(answer);
    },
  });
  app.route({
    ...endpointRoute(endpoints.revokeSpecialCode, schemas.revokeSpecialCode, specialTags),
    handler: async (request) => withdrawSpecialCode(deps, request.params.id),
  });
}
