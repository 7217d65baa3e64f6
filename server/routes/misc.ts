import { chatUserBody, chatUserResponse } from '@contract/auth.js';
import { apiError, healthResponse } from '@contract/common.js';
import { currentUser } from '../auth/hook.js';
import { consumeLimits } from '../auth/rate-limit.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { MSG } from '../messages.js';
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

/** The unversioned /api calls: health, the OpenAPI document, and a JSON 404 for any other /api path. */
export function apiRootRoutes(app: App): void {
  app.get(
    '/api/health',
    { config: { auth: 'public' }, schema: { tags: ['Health'], summary: 'Liveness check', response: { 200: healthResponse } } },
    async () => ({ status: 'ok' as const }),
  );

  // The OpenAPI document, generated from the same zod schemas the routes validate with.
  app.get('/api/docs', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());

  // Any other /api path is a JSON 404, never the SPA shell.
  app.all('/api', { config: { auth: 'public' }, schema: { hide: true } }, async () => {
    throw new HttpError(404, MSG.notFound);
  });
  app.all('/api/*', { config: { auth: 'public' }, schema: { hide: true } }, async () => {
    throw new HttpError(404, MSG.notFound);
  });
}
