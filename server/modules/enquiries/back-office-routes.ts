// Back-office enquiries (issue 12): test rides for admins and dealers (a dealer only ever reaches their own hubs'
// rides), notify-me and contact requests for admins, and a hub's test-ride capacity. Registered from the descriptors
// of contract/enquiries-endpoints.ts (the capacity: hubCapacityEndpoints of contract/service-visits-endpoints.ts); the
// rules are in back-office-service.ts, the SQL in test-ride-store.ts and request-store.ts.
import { testRideCapacityBody, testRideCapacityResponse } from '@contract/back-office-enquiries.js';
import { idParams } from '@contract/common.js';
import { backOfficeEnquiryEndpointSchemas as schemas } from '@contract/enquiries-endpoint-schemas.js';
import { backOfficeEnquiryEndpoints as endpoints } from '@contract/enquiries-endpoints.js';
import { hubCapacityEndpoints } from '@contract/service-visits-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import { exportFileName, sendCsv } from '../../platform/csv-export.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import {
  CONTACT_CSV_COLUMNS,
  NOTIFY_CSV_COLUMNS,
  TEST_RIDE_CSV_COLUMNS,
  actOnContactRequest,
  actOnNotifyRequest,
  actOnTestRide,
  contactRequestDetail,
  contactRequestExport,
  contactRequestPage,
  exportFilters,
  notifyRequestDetail,
  notifyRequestExport,
  notifyRequestPage,
  setHubTestRideCapacity,
  testRideDetail,
  testRideExportOf,
  testRidePage,
} from './back-office-service.js';

const tags = ['Back office: enquiries'];
const csvDescription = 'Every row of the filtered list (not one page) as CSV, streamed; the filename carries the date and filters.';

/** An export's route: its 200 is the streamed file, documented as text/csv (the contract's schema is its text, for the MSW check). */
function csvRoute<R extends { schema: { response: unknown } }>(route: R) {
  const { response: _response, ...schema } = route.schema;
  return { ...route, schema: { ...schema, description: csvDescription, produces: ['text/csv'] } };
}

/** Under API_PREFIX. */
export function backOfficeEnquiryRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;

  app.route({
    ...endpointRoute(endpoints.testRides, schemas.testRides, tags),
    handler: async (request) => testRidePage(deps, currentUser(request), request.query),
  });

  app.route({
    ...csvRoute(endpointRoute(endpoints.testRidesExport, schemas.testRidesExport, tags)),
    handler: async (request, reply) => {
      const f = request.query;
      const { sql, params } = await testRideExportOf(deps, currentUser(request), f);
      return sendCsv(reply, db, { filename: exportFileName('test-rides', now(), exportFilters(f)), columns: TEST_RIDE_CSV_COLUMNS, sql, params });
    },
  });

  app.route({
    ...endpointRoute(endpoints.testRide, schemas.testRide, tags),
    handler: async (request) => ({ data: await testRideDetail(deps, currentUser(request), request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.actOnTestRide, schemas.actOnTestRide, tags),
    handler: async (request) => ({ data: await actOnTestRide(deps, currentUser(request), request.params.id, request.body) }),
  });

  app.route({
    ...endpointRoute(hubCapacityEndpoints.testRideCapacity, { params: idParams, body: testRideCapacityBody, response: testRideCapacityResponse }, tags),
    handler: async (request) => setHubTestRideCapacity(deps, currentUser(request), request.params.id, request.body.capacity),
  });

  app.route({
    ...endpointRoute(endpoints.notifyRequests, schemas.notifyRequests, tags),
    handler: async (request) => notifyRequestPage(deps, request.query),
  });

  app.route({
    ...csvRoute(endpointRoute(endpoints.notifyRequestsExport, schemas.notifyRequestsExport, tags)),
    handler: async (request, reply) => {
      const f = request.query;
      const { sql, params } = notifyRequestExport(f);
      return sendCsv(reply, db, { filename: exportFileName('notify-requests', now(), exportFilters(f)), columns: NOTIFY_CSV_COLUMNS, sql, params });
    },
  });

  app.route({
    ...endpointRoute(endpoints.notifyRequest, schemas.notifyRequest, tags),
    handler: async (request) => ({ data: await notifyRequestDetail(deps, request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.actOnNotifyRequest, schemas.actOnNotifyRequest, tags),
    handler: async (request) => ({ data: await actOnNotifyRequest(deps, currentUser(request), request.params.id, request.body) }),
  });

  app.route({
    ...endpointRoute(endpoints.contactRequests, schemas.contactRequests, tags),
    handler: async (request) => contactRequestPage(deps, request.query),
  });

  app.route({
    ...csvRoute(endpointRoute(endpoints.contactRequestsExport, schemas.contactRequestsExport, tags)),
    handler: async (request, reply) => {
      const f = request.query;
      const { sql, params } = contactRequestExport(f);
      return sendCsv(reply, db, { filename: exportFileName('contact-requests', now(), exportFilters(f)), columns: CONTACT_CSV_COLUMNS, sql, params });
    },
  });

  app.route({
    ...endpointRoute(endpoints.contactRequest, schemas.contactRequest, tags),
    handler: async (request) => ({ data: await contactRequestDetail(deps, request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.actOnContactRequest, schemas.actOnContactRequest, tags),
    handler: async (request) => ({ data: await actOnContactRequest(deps, currentUser(request), request.params.id, request.body) }),
  });

}
