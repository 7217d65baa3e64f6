// Support tickets, the customer's side: a visitor's OTP, my tickets, one ticket's conversation and a reply; raising a
// ticket (multipart, with photos) and the photos are plain routes (photo-routes.ts). Registered from the descriptors
// of contract/support-endpoints.ts; the rules are in service.ts. The helpdesk is reached only through the outbox.
import { supportEndpointSchemas as schemas } from '@contract/support-endpoint-schemas.js';
import { supportEndpoints as endpoints } from '@contract/support-endpoints.js';
import { createMobileOtp } from '../../platform/auth/otp.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { issueOtp } from '../../platform/auth/otp-issue.js';
import { deskRoutes } from './desk-routes.js';
import { supportPhotoRoutes } from './photo-routes.js';
import { SUPPORT_MSG, readMyTicket, replyAsCustomer } from './service.js';
import { listMyTickets } from './store.js';

const tags = ['Support'];

/** Under API_PREFIX: the customer's routes, the photo routes and the desk's (desk-routes.ts). */
export function supportRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;

  app.route({
    ...endpointRoute(endpoints.otp, schemas.otp, tags),
    handler: async (request, reply) => {
      await issueOtp(deps, request, request.body.mobile, {
        limitKey: 'support-otp',
        ipRule: (rules) => rules.otpPerIp,
        issue: (mobile, at) => createMobileOtp(db, 'support', mobile, at, config.otpTtlSeconds),
      });
      return reply.code(202).send({ message: SUPPORT_MSG.otpSent });
    },
  });

  supportPhotoRoutes(app, deps);

  app.route({
    ...endpointRoute(endpoints.myTickets, schemas.myTickets, tags),
    handler: async (request) => ({ data: await listMyTickets(db, currentUser(request).id) }),
  });

  app.route({
    ...endpointRoute(endpoints.myTicket, schemas.myTicket, tags),
    handler: async (request) => ({ data: await readMyTicket(deps, request.params.id, currentUser(request).id) }),
  });

  app.route({
    ...endpointRoute(endpoints.reply, schemas.reply, tags),
    handler: async (request, reply) => {
      const ticket = await replyAsCustomer(deps, request.params.id, currentUser(request).id, request.body.message);
      return reply.code(201).send({ data: ticket });
    },
  });

  deskRoutes(app, deps);
}
