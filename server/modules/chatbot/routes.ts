// The chat widget's call, registered from the descriptor of contract/chatbot-endpoints.ts; the rule is in
// service.ts, the SQL in store.ts.
import { chatbotEndpointSchemas as schemas } from '@contract/chatbot-endpoint-schemas.js';
import { chatbotEndpoints as endpoints } from '@contract/chatbot-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { addChatUser } from './service.js';

const tags = ['Chatbot'];

/** Under API_PREFIX. */
export function chatbotRoutes(app: App, deps: Deps): void {
  app.route({
    ...endpointRoute(endpoints.addChatUser, schemas.addChatUser, tags),
    handler: async (request) => {
      await addChatUser(deps, currentUser(request).id, request.body.mobile, request.body.isLoggedinUser);
      return { status: 'recorded' as const };
    },
  });
}
