import { chatUserBody, chatUserResponse } from '@contract/auth.js';
import { apiError } from '@contract/common.js';
import type { App, Deps } from '../deps.js';
import { recordChatUser } from '../store/chat-users.js';

/** The chat widget's call (inside the API prefix). */
export function chatbotRoutes(app: App, { db, now }: Deps): void {
  app.post(
    '/chatbot/addChatUser',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Chatbot'],
        summary: 'Record a visitor who opened the chat (mobile, signed in or not)',
        body: chatUserBody,
        response: { 200: chatUserResponse, '4xx': apiError },
      },
    },
    async (request) => {
      await recordChatUser(db, request.body.mobile, request.body.isLoggedinUser, now());
      return { status: 'recorded' as const };
    },
  );
}
