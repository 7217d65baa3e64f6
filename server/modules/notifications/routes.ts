// The signed-in customer's notification choices and push devices (issue 30). Every route is registered from its
// descriptor in contract/notifications-endpoints.ts; the rules are in service.ts.
import { notificationsEndpointSchemas as schemas } from '@contract/notifications-endpoint-schemas.js';
import { notificationsEndpoints as endpoints } from '@contract/notifications-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { shownLanguage } from '../../platform/language.js';
import { addPushDevice, notificationSettings, pushPublicKey, removePushDevice, setNotificationChoices } from './service.js';

export function notificationsRoutes(app: App, deps: Deps): void {
  const tags = ['Me'];
  app.route({
    ...endpointRoute(endpoints.settings, schemas.settings, tags),
    handler: async (request) => ({ data: await notificationSettings(deps, currentUser(request).id) }),
  });
  app.route({
    ...endpointRoute(endpoints.setChoices, schemas.setChoices, tags),
    handler: async (request) => setNotificationChoices(deps, currentUser(request).id, request.body.choices, shownLanguage(request)),
  });
  app.route({
    ...endpointRoute(endpoints.pushKey, schemas.pushKey, tags),
    handler: async () => ({ data: await pushPublicKey(deps) }),
  });
  app.route({
    ...endpointRoute(endpoints.addPushDevice, schemas.addPushDevice, tags),
    handler: async (request, reply) => reply.code(201).send(await addPushDevice(deps, currentUser(request).id, request.body)),
  });
  app.route({
    ...endpointRoute(endpoints.removePushDevice, schemas.removePushDevice, tags),
    handler: async (request) => removePushDevice(deps, currentUser(request).id, request.params.id),
  });
}
