import { MARKETING_CONSENT_TEXT } from '@contract/consent-rules.js';
import { DEFAULT_LANGUAGE } from '@contract/languages.js';
import { orderEndpointSchemas as schemas } from '@contract/orders-endpoint-schemas.js';
import { orderEndpoints as endpoints } from '@contract/orders-endpoints.js';
import { firstName } from '@contract/rules.js';
import { BOOKING_AMOUNT } from '@contract/booking-rules.js';
import { optionalUserId } from '../../platform/auth/hook.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { requestLanguage } from '../../platform/language.js';
import { BOOKING_MSG } from '../../platform/messages.js';
import { fillMissingProfile, recordConsent } from '../accounts/service.js';
import { couponPort } from '../coupons/service.js';
import { createBooking } from './create-booking.js';

const tags = ['Bookings'];

/** POST /bookings (orderEndpoints.book); reading a booking and paying it are the order routes, GET /orders/:id and POST /orders/:id/payments. */
export function bookingRoutes(app: App, { db, config, now, payments }: Deps): void {
  const limits = config.rateLimits;

  app.route({
    ...endpointRoute(endpoints.book, schemas.book, tags),
    handler: async (request, reply) => {
      const body = request.body;
      const at = now();
      await consumeLimits(db, [
        { key: `booking:ip:${request.ip}`, rule: limits.bookingsPerIp },
        { key: `booking:mobile:${body.mobile}`, rule: limits.bookingsPerMobile },
      ], at);
      const customerId = await optionalUserId(db, request, at);
      const language = requestLanguage(request);
      const created = await createBooking({ db, payments, now, coupons: couponPort }, request.log, body, {
        customerId,
        actor: { userId: customerId, role: customerId === null ? 'guest' : 'customer' },
        agentId: null,
        language,
      });

      if (body.marketing_consent) await recordConsent(db, { userId: customerId, mobile: body.mobile, purpose: 'marketing', granted: true, text: MARKETING_CONSENT_TEXT[language ?? DEFAULT_LANGUAGE], source: 'booking' }, at);
      // An account made with only a mobile keeps the e-mail and place its first booking gives (none is overwritten).
      if (customerId !== null) await fillMissingProfile(db, customerId, { mobile: body.mobile, email: body.email, place: body }, at);

      reply.code(201);
      return {
        message: BOOKING_MSG.created(firstName(body.name), created.modelName, created.colour, BOOKING_AMOUNT),
        data: { booking: created.record.order, access_key: created.accessKey, payment: created.payment },
      };
    },
  });
}
