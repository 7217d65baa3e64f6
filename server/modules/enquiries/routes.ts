// The public enquiry forms (test ride, notify me, contact us; a signed-in caller's account is recorded) and the
// signed-in customer's own enquiries. Registered from the descriptors of contract/enquiries-endpoints.ts; the rules are
// in service.ts, the SQL in store.ts.
import { enquiryEndpointSchemas, myEnquiryEndpointSchemas as mySchemas } from '@contract/enquiries-endpoint-schemas.js';
import { enquiryEndpoints, myEnquiryEndpoints as my } from '@contract/enquiries-endpoints.js';
import type { FastifyRequest } from 'fastify';
import { currentUser, optionalUserId } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { requestLanguage } from '../../platform/language.js';
import {
  addNotifyRequest,
  bookTestRide,
  cancelMyTestRide,
  myContactMessages,
  myNotifyRequests,
  myTestRides,
  removeMyNotifyRequest,
  rescheduleMyTestRide,
  sendContactMessage,
  testRideAvailability,
  type Sender,
} from './service.js';

const tags = ['Enquiries'];
const me = ['Me'];

/** Under API_PREFIX. */
export function enquiryRoutes(app: App, deps: Deps): void {
  const senderOf = (request: FastifyRequest): Sender => ({
    ip: request.ip, customerId: (at) => optionalUserId(deps.db, request, at), language: requestLanguage(request),
  });

  app.route({
    ...endpointRoute(enquiryEndpoints.availability, enquiryEndpointSchemas.availability, tags),
    handler: async (request) => ({ data: await testRideAvailability(deps, request.query.hub, request.query.from) }),
  });

  app.route({
    ...endpointRoute(enquiryEndpoints.bookTestRide, enquiryEndpointSchemas.bookTestRide, tags),
    handler: async (request, reply) => {
      const answer = await bookTestRide(deps, senderOf(request), request.body);
      reply.code(201);
      return answer;
    },
  });

  app.route({
    ...endpointRoute(enquiryEndpoints.notify, enquiryEndpointSchemas.notify, tags),
    handler: async (request, reply) => {
      const { created, answer } = await addNotifyRequest(deps, senderOf(request), request.body);
      if (created) reply.code(201);
      return answer;
    },
  });

  app.route({
    ...endpointRoute(enquiryEndpoints.contact, enquiryEndpointSchemas.contact, tags),
    handler: async (request, reply) => {
      const answer = await sendContactMessage(deps, senderOf(request), request.body);
      reply.code(201);
      return answer;
    },
  });

  app.route({
    ...endpointRoute(my.testRides, mySchemas.testRides, me),
    handler: async (request) => ({ data: await myTestRides(deps, currentUser(request).id) }),
  });

  app.route({
    ...endpointRoute(my.reschedule, mySchemas.reschedule, me),
    handler: async (request) => ({ data: await rescheduleMyTestRide(deps, currentUser(request).id, request.params.id, request.body) }),
  });

  app.route({
    ...endpointRoute(my.cancel, mySchemas.cancel, me),
    handler: async (request) => ({ data: await cancelMyTestRide(deps, currentUser(request).id, request.params.id) }),
  });

  app.route({
    ...endpointRoute(my.notify, mySchemas.notify, me),
    handler: async (request) => ({ data: await myNotifyRequests(deps, currentUser(request).id) }),
  });

  app.route({
    ...endpointRoute(my.removeNotify, mySchemas.removeNotify, me),
    handler: async (request, reply) => {
      await removeMyNotifyRequest(deps, currentUser(request).id, request.params.id);
      reply.code(204);
      return null;
    },
  });

  app.route({
    ...endpointRoute(my.contact, mySchemas.contact, me),
    handler: async (request) => ({ data: await myContactMessages(deps, currentUser(request).id) }),
  });
}
