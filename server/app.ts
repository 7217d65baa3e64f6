import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installAuth } from './auth/hook.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { App, Deps } from './deps.js';
import { HttpError, installErrorHandling } from './errors.js';
import { rejectNulInput } from './input-guard.js';
import { loggerOptions } from './log.js';
import { paymentGateway } from './payments/index.js';
import type { PaymentGateway } from './payments/gateway.js';
import { authRoutes } from './routes/auth.js';
import { bookingRoutes, sandboxPaymentRoutes } from './routes/bookings.js';
import { commonRoutes } from './routes/common.js';
import { customerRoutes } from './routes/customer.js';
import { enquiryRoutes } from './routes/enquiries.js';
import { APPLICATION_FORM_LIMITS, jobApplicationRoutes, jobRoutes } from './routes/jobs.js';
import { miscRoutes } from './routes/misc.js';
import { productRoutes } from './routes/products.js';
import { userRoutes } from './routes/users.js';
import { MSG } from './messages.js';
import { LogSmsSender, type SmsSender } from './sms.js';
import { spaRoutes } from './spa.js';

export type AppOptions = {
  db: Db;
  config: Config;
  sms?: SmsSender;
  /** Defaults to the adapter of config.paymentProvider. */
  payments?: PaymentGateway;
  /** Clock for sessions, OTPs, rate limits and app links (tests move it). */
  now?: () => Date;
};

const BODY_LIMIT = 64 * 1024;
/** The sandbox checkout form carries one short field. */
const PAYMENT_FORM_LIMIT = 1024;

export function buildApp({ db, config, sms, payments, now = () => new Date() }: AppOptions): App {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // Trust only the nearest N hops, so a client-written X-Forwarded-For entry is never taken as its address.
    trustProxy: config.trustProxy === false ? false : (_address: string, hop: number) => hop < (config.trustProxy || 0),
    bodyLimit: BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body gets 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');

  installErrorHandling(app);
  app.addHook('preValidation', rejectNulInput);
  installAuth(app, { db, now });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Revolt web API',
        description: 'Reference API of the website and customer portal. Errors: { message, errors? }.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  const deps: Deps = { db, config, sms: sms ?? new LogSmsSender(app.log, { revealCodes: !config.production }), payments: payments ?? paymentGateway(config), now };
  app.register(async (instance) => {
    const api = instance.withTypeProvider<ZodTypeProvider>();
    miscRoutes(api, deps);
    authRoutes(api, deps);
    customerRoutes(api, deps);
    userRoutes(api, deps);
    commonRoutes(api, deps);
    productRoutes(api, deps);
    enquiryRoutes(api, deps);
    bookingRoutes(api, deps);
    jobRoutes(api, deps);
  });
  // The sandbox gateway's checkout posts an HTML form: its scope parses application/x-www-form-urlencoded and
  // nothing else, so no JSON route ever takes a form post.
  if (deps.payments.provider === 'sandbox') {
    app.register(async (instance) => {
      instance.removeAllContentTypeParsers();
      instance.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: PAYMENT_FORM_LIMIT }, (_request, raw, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
      );
      instance.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, MSG.paymentFormRequired)));
      sandboxPaymentRoutes(instance.withTypeProvider<ZodTypeProvider>(), deps);
    });
  }
  // The job application (text fields and a CV) is the one multipart call. It gets a scope of its own that
  // parses nothing else, so the JSON routes never accept multipart and this one answers anything else with 415.
  app.register(async (instance) => {
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, MSG.multipartRequired)));
    await instance.register(fastifyMultipart, { limits: APPLICATION_FORM_LIMITS });
    jobApplicationRoutes(instance.withTypeProvider<ZodTypeProvider>(), deps);
  });

  const { staticDir } = config;
  if (staticDir) app.register(async (instance) => spaRoutes(instance, staticDir));

  return app;
}
