import { chatUserBody, chatUserResponse } from '@contract/auth.js';
import { apiError, healthResponse } from '@contract/common.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { MSG } from '../messages.js';
import { recordChatUser } from '../store/chat-users.js';

export function miscRoutes(app: App, { db, now }: Deps): void {
  app.get('/api/health', { config: { auth: 'public' }, schema: { response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
  }));

  app.post(
    '/api/v1/chatbot/addChatUser',
    { config: { auth: 'public' }, schema: { body: chatUserBody, response: { 200: chatUserResponse, '4xx': apiError } } },
    async (request) => {
      await recordChatUser(db, request.body.mobile, request.body.isLoggedinUser, now());
      return { status: 'recorded' as const };
    },
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
