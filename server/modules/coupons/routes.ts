// Coupons (issue 27): the public check behind /book's "Apply" and the admins' back office (list with uses, create,
// change, switch off, the uses as CSV). Each route is registered from its descriptor in contract/coupons-endpoints.ts.
import { BOOKING_AMOUNT, bookingMessages } from '@contract/booking-rules.js';
import { apiError } from '@contract/common.js';
import { couponEndpointSchemas as schemas } from '@contract/coupons-endpoint-schemas.js';
import { couponEndpoints as endpoints } from '@contract/coupons-endpoints.js';
import { couponMessages as m } from '@contract/coupon-rules.js';
import type { Coupon } from '@contract/coupons.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import { exportFileName, sendCsv } from '../../platform/csv-export.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { csvFile } from '../../platform/openapi.js';
import { activeProduct } from '../reference/service.js';
import { COUPON_USE_CSV_COLUMNS, couponUsesSql, findCoupon, insertCoupon, listCoupons, switchOffCoupon, updateCoupon, type CouponFields } from './store.js';
import { previewCoupon } from './service.js';

const tags = ['Coupons'];
const boTags = ['Coupons', 'Back office'];

const notFound = () => new HttpError(404, m.notFound);

export function couponRoutes(app: App, deps: Deps): void {
  const { db, now, config } = deps;

  /** An amount off the booking amount must leave something to pay (the gateway takes no ₹0 order). */
  function checkedFields(body: CouponFields): CouponFields {
    if (body.kind === 'booking_amount' && body.value >= BOOKING_AMOUNT) throw fieldError('value', m.valueBooking);
    return { ...body, value: body.kind === 'accessory' ? 0 : body.value, accessory: body.kind === 'accessory' ? body.accessory : null };
  }

  async function saved(id: number): Promise<Coupon> {
    const coupon = await findCoupon(db, id);
    if (!coupon) throw notFound();
    return coupon;
  }

  const codeTaken = (error: unknown) => {
    throw isUniqueViolation(error) ? fieldError('code', m.codeTaken) : error;
  };

  app.route({
    ...endpointRoute(endpoints.check, schemas.check, tags),
    handler: async (request) => {
      const body = request.body;
      const at = now();
      // The check tells whether a code exists: counted per address like the guest look-up, so codes cannot be guessed in bulk.
      await consumeLimits(db, [{ key: `coupon-check:ip:${request.ip}`, rule: config.rateLimits.lookupPerIp }], at);
      const model = await activeProduct(db, body.model, () => fieldError('model', bookingMessages.model));
      const c = await previewCoupon(
        db,
        body.code,
        { model: model.id, state: body.state, hub: body.dealer_id, mobile: body.mobile, withReferral: body.referral_code !== undefined, amount: BOOKING_AMOUNT, price: model.price },
        at,
      );
      return { data: { code: c.code, kind: c.kind, value: c.value, text: c.text, amount: c.amount, price: c.price } };
    },
  });

  app.route({
    ...endpointRoute(endpoints.boList, schemas.boList, boTags),
    handler: async () => ({ data: await listCoupons(db) }),
  });

  app.route({
    ...endpointRoute(endpoints.boCreate, schemas.boCreate, boTags),
    handler: async (request, reply) => {
      const id = await insertCoupon(db, checkedFields(request.body), now()).catch(codeTaken);
      reply.code(201);
      const coupon = await saved(id);
      return { message: `Coupon ${coupon.code} created.`, data: coupon };
    },
  });

  app.route({
    ...endpointRoute(endpoints.boUpdate, schemas.boUpdate, boTags),
    handler: async (request) => {
      const changed = await updateCoupon(db, request.params.id, checkedFields(request.body), now()).catch(codeTaken);
      if (!changed) throw notFound();
      const coupon = await saved(request.params.id);
      return { message: `Coupon ${coupon.code} saved.`, data: coupon };
    },
  });

  app.route({
    ...endpointRoute(endpoints.boSwitchOff, schemas.boSwitchOff, boTags),
    handler: async (request) => {
      if (!(await switchOffCoupon(db, request.params.id, now()))) throw notFound();
      const coupon = await saved(request.params.id);
      return { message: `Coupon ${coupon.code} switched off.`, data: coupon };
    },
  });

  const usesRoute = endpointRoute(endpoints.boUses, schemas.boUses, boTags);
  app.route({
    ...usesRoute,
    // The 200 is the streamed file, documented as text/csv (the contract's schema is its text, for the MSW check).
    schema: { ...usesRoute.schema, response: { 200: csvFile, '4xx': apiError } },
    handler: async (request, reply) => {
      const coupon = await saved(request.params.id);
      const { sql, params } = couponUsesSql(coupon.id);
      return sendCsv(reply, db, { filename: exportFileName('coupon-uses', now(), { code: coupon.code }), columns: COUPON_USE_CSV_COLUMNS, sql, params });
    },
  });
}
