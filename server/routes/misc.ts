import { chatUserBody, chatUserResponse } from '@contract/auth.js';
import { apiError } from '@contract/common.js';
import { currentUser } from '../auth/hook.js';
import { consumeLimits } from '../auth/rate-limit.js';
import type { App, Deps } from '../deps.js';
import { recordChatUser } from '../store/chat-users.js';

/** The chat widget's call (inside the API prefix). */
export function chatbotRoutes(app: App, { db, config, now }: Deps): void {
  app.post(
    '/chatbot/addChatUser',
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['Chatbot'],
        summary: 'Record a signed-in user who opened the chat (rate-limited per user)',
        body: chatUserBody,
        response: { 200: chatUserResponse, '4xx': apiError },
      },
    },
    async (request) => {
      const at = now();
      await consumeLimits(db, [{ key: `chat-user:user:${currentUser(request).id}`, rule: config.rateLimits.chatUsersPerUser }], at);
      await recordChatUser(db, request.body.mobile, request.body.isLoggedinUser, at);
      return { status: 'recorded' as const };
    },
  );
}
