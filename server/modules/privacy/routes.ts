// The customer's rights (issue 24): routes registered from the descriptors of contract/privacy-endpoints.ts; the rules
// in service.ts, the SQL in store.ts, the readable HTML copy in export-html.ts.
import { privacyEndpointSchemas as schemas } from '@contract/privacy-endpoint-schemas.js';
import { privacyEndpoints as endpoints } from '@contract/privacy-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { dataAsHtml } from './export-html.js';
import { customerData, eraseAccount, erasureRequests, sendErasureCode } from './service.js';

const tags = ['Your data'];

const attachment = (filename: string) => `attachment; filename="${filename}"`;

export function privacyRoutes(app: App, deps: Deps): void {
  app.route({
    ...endpointRoute(endpoints.myData, schemas.myData, tags),
    handler: async (request, reply) => {
      const data = await customerData(deps, currentUser(request).id);
      reply.header('content-disposition', attachment('my-data.json')).header('cache-control', 'no-store');
      return { generatedAt: deps.now().toISOString(), ...data, account: data.account as Record<string, unknown> };
    },
  });

  app.route({
    ...endpointRoute(endpoints.myDataHtml, schemas.myDataHtml, tags),
    handler: async (request, reply) => {
      const data = await customerData(deps, currentUser(request).id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', attachment('my-data.html'))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(dataAsHtml(data, deps.now()));
    },
  });

  app.route({
    ...endpointRoute(endpoints.eraseOtp, schemas.eraseOtp, tags),
    handler: (request) => sendErasureCode(deps, request, currentUser(request)),
  });

  app.route({
    ...endpointRoute(endpoints.erase, schemas.erase, tags),
    handler: (request) => eraseAccount(deps, currentUser(request), request.body.otp),
  });

  app.route({
    ...endpointRoute(endpoints.erasureRequests, schemas.erasureRequests, ['Back office']),
    handler: () => erasureRequests(deps),
  });
}
