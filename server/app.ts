import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installAuth } from './platform/auth/hook.js';
import type { Config } from './platform/config.js';
import type { Db } from './platform/db/index.js';
import { API_PREFIX, type App, type Deps } from './platform/deps.js';
import { installErrorHandling } from './platform/errors.js';
import { rejectBadTextInput } from './platform/input-guard.js';
import { loggerOptions } from './platform/log.js';
import { createMetrics, meterDb, type Metrics } from './platform/metrics.js';
import { installRequestMetrics, metricsRoute } from './platform/metrics-route.js';
import { installRequestIdHeader, requestIdOptions } from './platform/request-id.js';
import { installMethodIndex, wrongMethod } from './platform/method-index.js';
import { openapiOptions } from './platform/openapi.js';
import { paymentGateway } from './platform/payments/index.js';
import type { PaymentGateway } from './platform/payments/gateway.js';
import { registerSandboxPayments } from './modules/orders/sandbox-routes.js';
import { RazorpayGateway } from './platform/payments/razorpay.js';
import { registerRazorpayRoutes } from './modules/orders/razorpay-routes.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { backOfficeOrderRoutes } from './modules/orders/back-office-routes.js';
import { backOfficeEnquiryRoutes } from './modules/enquiries/back-office-routes.js';
import { bannerRoutes } from './modules/banners/routes.js';
import { backOfficeDashboardRoutes } from './modules/back-office-dashboard/routes.js';
import { bookingRoutes } from './modules/orders/booking-routes.js';
import { callCentreRoutes } from './modules/call-centre/routes.js';
import { commonRoutes } from './modules/reference/routes.js';
import { enquiryRoutes } from './modules/enquiries/routes.js';
import { dealershipRoutes } from './modules/dealership/routes.js';
import { leadRoutes } from './modules/leads/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { careersRoutes } from './modules/careers/routes.js';
import { partnersRoutes } from './modules/partners/routes.js';
import { apiRootRoutes, CATCH_ALL_URLS } from './api-root.js';
import { chatbotRoutes } from './modules/chatbot/routes.js';
import { orderRoutes } from './modules/orders/customer-routes.js';
import { passRoutes } from './modules/passes/routes.js';
import { serviceVisitRoutes } from './modules/service-visits/routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { mediaFileRoutes, mediaRoutes } from './modules/media/routes.js';
import { mediaStorage as configuredMediaStorage, type MediaStorage } from './platform/media-storage/index.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { couponPort } from './modules/coupons/service.js';
import { offersRoutes } from './modules/offers/routes.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { rewardsRoutes } from './modules/rewards/routes.js';
import { scheduleOrderSweep } from './modules/orders/jobs.js';
import { scheduleRetentionSweep } from './modules/retention/jobs.js';
import { scheduleTestRideReminders } from './modules/enquiries/jobs.js';
import { upgradeRoutes } from './modules/upgrades/routes.js';
import { legacyProductRoutes, productRoutes } from './modules/products/routes.js';
import { supportRoutes } from './modules/support/routes.js';
import { adminUsersRoutes } from './modules/admin-users/routes.js';
import { installSecurityHeaders } from './platform/security-headers.js';
import type { EmailSender } from './platform/email.js';
import { emailSender } from './platform/email/index.js';
import type { SmsSender } from './platform/sms.js';
import { smsSender } from './platform/sms/index.js';
import type { PushSender } from './platform/push.js';
import { WebPushSender } from './platform/push/web-push.js';
import type { WhatsAppSender } from './platform/whatsapp.js';
import { whatsappSender } from './platform/whatsapp/index.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { registerWhatsAppWebhook } from './modules/notifications/webhook-routes.js';
import { listProductStandings } from './modules/products/service.js';
import { spaRoutes } from './spa.js';

export type AppOptions = {
  db: Db;
  config: Config;
  sms?: SmsSender;
  /** Defaults to the sender of config.emailProvider. */
  email?: EmailSender;
  /** Defaults to the sender of config.whatsappProvider. */
  whatsapp?: WhatsAppSender;
  /** Defaults to web push with the VAPID keys of the configuration (or DATA_DIR). */
  push?: PushSender;
  /** Defaults to the adapter of config.paymentProvider. */
  payments?: PaymentGateway;
  /** Clock for sessions, OTPs, rate limits and app links (tests move it). */
  now?: () => Date;
  /** What GET /metrics exports; a registry of this app's own by default (main.ts passes one shared with its workers). */
  metrics?: Metrics;
  /** Where the media library's files live; defaults to the storage of config.mediaStorage. */
  mediaStorage?: MediaStorage;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

const BODY_LIMIT = 64 * 1024;

export function buildApp({ db: database, config, sms, email, whatsapp, push, payments, now = () => new Date(), metrics = createMetrics(), logStream, mediaStorage }: AppOptions): App {
  // Errors thrown by queries are counted (db_query_errors_total).
  const db = meterDb(database, metrics);
  const app = Fastify({
    logger: logStream ? { ...loggerOptions(config.logLevel), stream: logStream } : loggerOptions(config.logLevel),
    // x-request-id on every response and in every log line of the request (server/platform/request-id.ts).
    ...requestIdOptions(config.trustProxy),
    // Only the listed proxies' X-Forwarded-For is believed (server/platform/config.ts).
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body gets 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  installRequestIdHeader(app);
  installRequestMetrics(app, metrics);

  const methods = installMethodIndex(app, (url) => CATCH_ALL_URLS.has(url));
  // A method Fastify does not route (PROPFIND, MKCOL) on an existing /api path is a 405 like PUT, not a 404.
  installErrorHandling(app, (request) => wrongMethod(methods, request.method, request.url));
  app.addHook('preValidation', rejectBadTextInput);
  installAuth(app, { db, now });

  installSecurityHeaders(app, config);

  app.register(fastifySwagger, openapiOptions);

  const deps: Deps = {
    db,
    config,
    sms: sms ?? smsSender(config, app.log),
    email: email ?? emailSender(config, app.log),
    whatsapp: whatsapp ?? whatsappSender(config, app.log),
    push: push ?? new WebPushSender(config, app.log),
    payments: payments ?? paymentGateway(config, db),
    now,
    metrics,
  };
  const media = mediaStorage ?? configuredMediaStorage(config);
  // Prometheus, at the root: off (404) without METRICS_TOKEN (server/platform/metrics-route.ts).
  metricsRoute(app, { token: config.metricsToken, metrics, db, now });
  // Unversioned: /api/health, /api/ready, /api/openapi.json, /api/docs, the legacy product calls (SPEC §7) and the JSON 404 for other /api paths.
  app.register(async (instance) => {
    const api = instance.withTypeProvider<ZodTypeProvider>();
    apiRootRoutes(api, deps, methods);
    legacyProductRoutes(api, deps);
  });
  // The API under API_PREFIX: route modules spell their paths without it; uploads and the sandbox checkout open
  // child scopes with body parsers of their own.
  app.register(
    async (instance) => {
      const api = instance.withTypeProvider<ZodTypeProvider>();
      chatbotRoutes(api, deps);
      accountsRoutes(api, deps);
      adminUsersRoutes(api, deps);
      commonRoutes(api, deps);
      productRoutes(api, deps);
      enquiryRoutes(api, deps);
      bookingRoutes(api, deps);
      callCentreRoutes(api, deps);
      orderRoutes(api, deps, couponPort);
      passRoutes(api, deps);
      scheduleOrderSweep(api, deps);
      scheduleRetentionSweep(api, deps);
      scheduleTestRideReminders(api, deps);
      upgradeRoutes(api, deps);
      backOfficeOrderRoutes(api, deps);
      serviceVisitRoutes(api, deps);
      reviewRoutes(api, deps);
      mediaRoutes(api, deps, media);
      couponRoutes(api, deps);
      careersRoutes(api, deps);
      backOfficeEnquiryRoutes(api, deps);
      rewardsRoutes(api, deps);
      dealershipRoutes(api, deps);
      leadRoutes(api, deps);
      partnersRoutes(api, deps);
      supportRoutes(api, deps);
      feedbackRoutes(api, deps);
      bannerRoutes(api, deps);
      backOfficeDashboardRoutes(api, deps);
      privacyRoutes(api, deps);
      notificationsRoutes(api, deps);
      offersRoutes(api, deps);
      registerWhatsAppWebhook(api, deps);
      if (deps.payments.provider === 'sandbox') registerSandboxPayments(api, deps);
    },
    { prefix: API_PREFIX },
  );
  if (deps.payments instanceof RazorpayGateway) registerRazorpayRoutes(app, deps, deps.payments);

  // The media library's files, at the root (/media/<id>/<width>.<format>): a route of their own, so the SPA's
  // fallback below never answers them with the site's 404 page.
  app.register(async (instance) => mediaFileRoutes(instance.withTypeProvider<ZodTypeProvider>(), deps, media));

  const { staticDir } = config;
  if (staticDir) app.register(async (instance) => spaRoutes(instance, staticDir, { specialPath: config.specialBookingPath, standings: () => listProductStandings(db) }));

  return app;
}
