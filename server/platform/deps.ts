import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { PaymentGateway } from './payments/gateway.js';
import type { EmailSender } from './email.js';
import type { Metrics } from './metrics.js';
import type { PushSender } from './push.js';
import type { SmsSender } from './sms.js';
import type { WhatsAppSender } from './whatsapp.js';

/** Where app.ts registers the API (legacy SPEC §7 calls and /api/health, /api/docs stay outside it). */
export const API_PREFIX = '/api/v1';

/** What every route module receives; metrics: the app's counters (absent where a test builds deps by hand). */
export type Deps = {
  db: Db;
  config: Config;
  sms: SmsSender;
  email: EmailSender;
  /** The notices' other channels (server/modules/notifications/fan-out.ts). */
  whatsapp: WhatsAppSender;
  push: PushSender;
  payments: PaymentGateway;
  now: () => Date;
  metrics?: Metrics;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
