// The WhatsApp Cloud API's webhook (webhook.ts): GET answers Meta's verification, POST takes message statuses and
// the customer's inbound messages (a STOP opts the number out), signed over the raw body. Not an SPA call, so not
// in contract/notifications-endpoints.ts; the body parser keeps the bytes in a scope of its own, as Razorpay's does.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@contract/common.js';
import type { App, Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { applyWhatsAppEvents } from './service.js';
import { eventsOf, validSignature, whatsappWebhookBody } from './webhook.js';

export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';
const WEBHOOK_LIMIT = 512 * 1024;
const tags = ['Notifications'];

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function registerWhatsAppWebhook(app: App, deps: Deps): void {
  app.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "The WhatsApp Cloud API's webhook verification: echoes hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN",
        querystring: z.object({ 'hub.mode': z.string().optional(), 'hub.verify_token': z.string().optional(), 'hub.challenge': z.string().max(200).optional() }),
        response: { 200: z.string(), '4xx': apiError },
      },
    },
    async (request, reply) => {
      const secrets = deps.config.whatsappWebhook;
      const query = request.query;
      if (!secrets || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== secrets.verifyToken || !query['hub.challenge']) {
        throw new HttpError(403, MSG.forbidden);
      }
      return reply.type('text/plain').send(query['hub.challenge']);
    },
  );
  app.register(async (instance) => {
    instance.removeAllContentTypeParsers();
    // The signature covers the bytes as sent: keep them, parse after verifying.
    instance.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_LIMIT }, (_request, raw, done) => done(null, raw));
    instance.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, 'Send the webhook as JSON.')));
    instance.withTypeProvider<ZodTypeProvider>().post(
      WHATSAPP_WEBHOOK_PATH,
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: "The WhatsApp Cloud API's webhook: message statuses and inbound messages (STOP opts out), signed over the raw body",
          description: 'Header X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET> (401 when missing or wrong). At most 512 KB of JSON.',
          consumes: ['application/json'],
          documentedBody: whatsappWebhookBody,
          response: { 200: z.object({ received: z.literal(true) }), '4xx': apiError },
        },
      },
      async (request) => {
        const raw = request.body;
        const secrets = deps.config.whatsappWebhook;
        const signature = request.headers['x-hub-signature-256'];
        if (!secrets || !Buffer.isBuffer(raw) || !validSignature(raw, typeof signature === 'string' ? signature : undefined, secrets.appSecret)) {
          request.log.warn('WhatsApp webhook with a missing or bad signature');
          throw new HttpError(401, 'The webhook signature is missing or wrong.');
        }
        const parsed = whatsappWebhookBody.safeParse(safeJson(raw.toString('utf8')));
        if (!parsed.success) throw new HttpError(400, 'The webhook body is not a WhatsApp Business Account event.');
        const applied = await applyWhatsAppEvents(deps, eventsOf(parsed.data));
        request.log.info(applied, 'WhatsApp webhook applied');
        return { received: true as const };
      },
    );
  });
}
