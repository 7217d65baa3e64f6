// Orders (issue "Customer portal and the booking lifecycle", /work/orders-api.md): the customer's list, one order,
// its payments, edit and cancel, a purchase from the cart, the guest look-up, and the admin's sandbox refund
// (described with the back office's order endpoints); the back office's moves are in back-office-routes.ts. Rules
// live in lifecycle.ts and flows.ts; SQL in store.ts.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { backOfficeOrderEndpointSchemas } from '@contract/back-office-order-endpoint-schemas.js';
import { backOfficeOrderEndpoints } from '@contract/back-office-order-endpoints.js';
import { isEditable, isPaidState, orderMessages, type OrderState } from '@contract/order-lifecycle.js';
import { orderEndpointSchemas } from '@contract/orders-endpoint-schemas.js';
import { orderEndpoints } from '@contract/orders-endpoints.js';
import { messages } from '@contract/rules.js';
import { bookingMessages } from '@contract/booking-rules.js';
import { currentUser, optionalUser } from '../../platform/auth/hook.js';
import { consumeLimits } from '../../platform/auth/rate-limit.js';
import { newToken } from '../../platform/auth/tokens.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { requestRecipientLanguage } from '../../platform/language.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { changeableOrder, notFound, orderAccess } from './access.js';
import { orderDocumentRoutes } from './document-routes.js';
import { cancelOrder, completeSandboxRefunds } from './flows.js';
import { lockedOrder, recordCreated, type Actor } from './lifecycle.js';
import { openOrder, recordOrder } from './payment-orders.js';
import { checkShownPrice } from './shown-price.js';
import { failPendingPayments, reserveBookingId } from './booking-store.js';
import { findCustomerDetails, findServiceCentre, findUserMobile, insertPurchase, nearestArea } from './placement-store.js';
import {
  findOrder,
  insertEvent,
  listCustomerOrders,
  orderReference,
  parseOrderReference,
  recordOrderCoupon,
  updateOrder,
  type OrderChanges,
} from './store.js';
import { countLookupAttempt, deleteLookupOtp, findOrderByReference, insertLookupSession, replaceLookupOtp } from './lookup-store.js';
import { findProduct } from '../products/service.js';
import { activeProduct, checkPlace } from '../reference/service.js';
import { REFERRAL_FIELD, verifiedReferral } from '../rewards/service.js';
import type { CouponPort } from './create-booking.js';
import type { CouponBooking } from '@contract/coupon-rules.js';
import { attachReferral } from '../rewards/service.js';
import { fillMissingProfile } from '../accounts/service.js';
import { referralMessages } from '@contract/rewards-rules.js';

const tags = ['Orders'];
const LOOKUP_SESSION_MINUTES = 30;

const hashLookupCode = (orderId: number, code: string) => createHash('sha256').update(`lookup:${orderId}:${code}`).digest('hex');

async function readOrder(deps: Deps, id: number) {
  const record = await findOrder(deps.db, id);
  if (!record) throw notFound();
  return record.order;
}

/** `coupons`: what the purchase needs of coupons (the coupons module's couponPort, handed on by server/app.ts). */
export function orderRoutes(app: App, deps: Deps, coupons?: CouponPort): void {
  const { db, config, now, payments } = deps;
  const limits = config.rateLimits;

  app.route({
    ...endpointRoute(orderEndpoints.list, orderEndpointSchemas.list, tags),
    handler: async (request) => ({ data: await listCustomerOrders(db, currentUser(request).id, request.query.kind) }),
  });

  app.route({
    ...endpointRoute(orderEndpoints.read, orderEndpointSchemas.read, tags),
    handler: async (request) => {
      const { id } = request.params;
      const { record } = await orderAccess(db, request, id, now());
      return { data: record.order };
    },
  });

  app.route({
    ...endpointRoute(orderEndpoints.pay, orderEndpointSchemas.pay, tags),
    handler: async (request, reply) => {
      const at = now();
      await consumeLimits(db, [{ key: `payment:ip:${request.ip}`, rule: limits.paymentsPerIp }], at);
      const { record } = await orderAccess(db, request, request.params.id, at);
      const { order } = record;
      // Checked before the gateway is asked for an order, and again under the lock: a payment or cancellation
      // that lands in between leaves the new gateway order unused (it expires at the gateway, nothing is owed).
      const refuse = (state: OrderState, method: string, amount: number, paid: boolean) => {
        if (paid || isPaidState(state)) throw new HttpError(409, MSG.bookingPaid);
        if (state !== 'reserved') throw new HttpError(409, MSG.bookingCancelled);
        if (method === 'hub') throw new HttpError(409, MSG.orderPaidAtHub);
        if (amount <= 0) throw new HttpError(409, MSG.orderNotPayable);
      };
      refuse(order.state, order.payment_method, order.amount, order.payment_status === 'success');
      const payable = { id: order.id, reference: order.reference, amount: order.amount };
      const created = await openOrder(payments, payable, request.log, MSG.paymentGatewayUnavailable);
      const payment = await db.transaction(async (tx) => {
        const locked = await lockedOrder(tx, order.id);
        const paid = await tx.query('SELECT 1 FROM payments WHERE booking_id = $1 AND status = $2', [order.id, 'success']);
        refuse(locked.state, locked.paymentMethod, locked.amount, paid.rows.length > 0);
        await failPendingPayments(tx, order.id, at);
        return recordOrder(tx, payments, payable, created, at);
      });
      reply.code(201);
      return { data: payment };
    },
  });

  app.route({
    ...endpointRoute(orderEndpoints.edit, orderEndpointSchemas.edit, tags),
    handler: async (request) => {
      const at = now();
      const { id } = request.params;
      const { actor } = await changeableOrder(db, request, id, at);
      const body = request.body;
      await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, id);
        if (!isEditable(order.state)) throw new HttpError(409, orderMessages.notEditable);
        const changes: OrderChanges = {};
        const said: string[] = [];
        if (body.colour !== undefined) {
          const product = await findProduct(tx, order.model);
          const colour = product?.colours.find((c) => c.name.toLowerCase() === body.colour?.toLowerCase());
          if (!colour) throw fieldError('colour', bookingMessages.colour);
          if (colour.name !== order.colour) {
            changes.colour = colour.name;
            said.push(`colour to ${colour.name}`);
          }
        }
        if (body.dealer_id !== undefined && body.dealer_id !== order.dealerId) {
          const hub = await findServiceCentre(tx, body.dealer_id);
          if (!hub || hub.stateId !== order.hubStateId) throw fieldError('dealer_id', orderMessages.hubState);
          changes.dealerId = hub.id;
          said.push(`hub to ${hub.name}`);
        }
        const current = (await findOrder(tx, id))?.order;
        for (const [field, label] of [['name', 'name'], ['email', 'e-mail'], ['mobile', 'mobile']] as const) {
          const value = body[field];
          if (value !== undefined && value !== current?.[field]) {
            changes[field] = value;
            said.push(label);
          }
        }
        if (said.length === 0) return;
        await updateOrder(tx, id, changes, at);
        await insertEvent(tx, { orderId: id, kind: 'edit', from: null, to: null, actorId: actor.userId, actorRole: actor.role, note: null, text: `Changed ${said.join(', ')}` }, at);
      });
      return { data: await readOrder(deps, id) };
    },
  });

  app.route({
    ...endpointRoute(orderEndpoints.cancel, orderEndpointSchemas.cancel, tags),
    handler: async (request) => {
      const { id } = request.params;
      const { actor } = await changeableOrder(db, request, id, now());
      const { reason, note } = request.body;
      if (reason === 'Other' && !note) throw fieldError('note', orderMessages.note);
      await cancelOrder(deps, id, actor, { reason, note: note || null }, request.log, () => new HttpError(409, orderMessages.notCancellable));
      return { data: await readOrder(deps, id) };
    },
  });

  app.route({
    ...endpointRoute(orderEndpoints.purchase, orderEndpointSchemas.purchase, tags),
    handler: async (request, reply) => {
      const at = now();
      const user = currentUser(request);
      const body = request.body;
      await consumeLimits(db, [{ key: `booking:ip:${request.ip}`, rule: limits.bookingsPerIp }], at);
      const account = await findCustomerDetails(db, user.id);
      if (!account) throw new HttpError(401, MSG.unauthorized);
      // Sign-up asks only a mobile and a name: what the order record needs and the profile lacks comes from this
      // order (the e-mail asked on the review step, the place of the delivery address) and is kept in the profile.
      const email = account.email ?? body.email ?? null;
      if (!email) throw fieldError('email', orderMessages.email);
      const model = await activeProduct(db, body.model, () => fieldError('model', bookingMessages.model));
      const colour = model.colours.find((c) => c.name.toLowerCase() === body.colour.toLowerCase());
      if (!colour) throw fieldError('colour', bookingMessages.colour);
      const place = await checkPlace(db, { state: body.shipping.state, city: body.shipping.city });
      if (!place.ok) throw fieldError(`shipping.${place.field}`, messages[place.field]);
      const shippingArea = account.area ?? (await nearestArea(db, body.shipping.city, body.shipping.pincode));
      if (!shippingArea) throw fieldError('shipping.city', messages.city);
      const customer =
        account.state !== null && account.city !== null && account.area !== null && account.pincode !== null
          ? { ...account, email, state: account.state, city: account.city, area: account.area, pincode: account.pincode }
          : { ...account, email, state: body.shipping.state, city: body.shipping.city, area: shippingArea, pincode: body.shipping.pincode };
      const hub = await findServiceCentre(db, body.dealer_id);
      if (!hub) throw fieldError('dealer_id', bookingMessages.dealer);
      if (hub.stateId !== body.shipping.state) throw fieldError('dealer_id', orderMessages.hubState);
      const referral = await verifiedReferral(db, body.referral_code, { mobile: customer.mobile, userId: user.id, name: customer.name, modelName: model.name });
      // A purchase takes an amount off the price or an accessory; an amount off the booking amount is for bookings.
      const couponBooking: CouponBooking = {
        order: 'purchase', model: model.id, state: hub.stateId, hub: hub.id, mobile: customer.mobile, withReferral: referral !== null, amount: model.price, price: model.price,
      };
      if (body.coupon && !coupons) throw new Error('orderRoutes: a coupon was sent but no coupon port was given');
      const coupon = body.coupon && coupons ? await coupons.preview(db, body.coupon, couponBooking, at) : null;
      checkShownPrice(model, body.expected_price);

      const id = await reserveBookingId(db);
      const online = body.payment_method === 'online';
      const price = coupon?.price ?? model.price;
      const payable = { id, reference: orderReference('purchase', id), amount: online ? price : 0 };
      const created = online ? await openOrder(payments, payable, request.log, MSG.purchaseGatewayUnavailable) : null;
      const payment = await db.transaction(async (tx) => {
        await insertPurchase(tx, id, {
          ...customer,
          model: model.id,
          colour: colour.name,
          price,
          amount: payable.amount,
          dealerId: hub.id,
          customerId: user.id,
          accessKeyHash: newToken().hash,
          paymentMethod: body.payment_method,
          shipping: body.shipping,
        }, at);
        await recordCreated(tx, id, { userId: user.id, role: 'customer' }, at);
        await fillMissingProfile(tx, user.id, { mobile: customer.mobile, email, place: customer }, at);
        if (referral) await attachReferral(tx, id, referral, at);
        if (coupon && coupons && body.coupon) {
          await coupons.redeem(tx, body.coupon, couponBooking, id, coupon, at);
          await recordOrderCoupon(tx, id, { code: coupon.code, value: coupon.value, text: coupon.text });
        }
        return created ? recordOrder(tx, payments, payable, created, at) : null;
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) && referral ? fieldError(REFERRAL_FIELD, referralMessages.used) : error;
      });
      reply.code(201);
      return { data: { order: await readOrder(deps, id), payment } };
    },
  });

  lookupRoutes(app, deps);
  orderDocumentRoutes(app, deps);
  adminRoutes(app, deps);
}

function lookupRoutes(app: App, deps: Deps): void {
  const { db, config, now, sms } = deps;
  const limits = config.rateLimits;
  const limit = (scope: string, ip: string, mobile: string, at: Date) =>
    consumeLimits(db, [
      { key: `${scope}:ip:${ip}`, rule: limits.lookupPerIp },
      { key: `${scope}:mobile:${mobile}`, rule: limits.lookupPerMobile },
    ], at);
  const find = async (reference: string, mobile: string) => {
    const parsed = parseOrderReference(reference);
    return parsed ? findOrderByReference(db, parsed.id, parsed.kind, mobile) : null;
  };

  app.route({
    ...endpointRoute(orderEndpoints.lookup, orderEndpointSchemas.lookup, tags),
    handler: async (request, reply) => {
      const at = now();
      const { reference, mobile } = request.body;
      await limit('lookup', request.ip, mobile, at);
      const order = await find(reference, mobile);
      if (order) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await replaceLookupOtp(db, order.id, hashLookupCode(order.id, code), at, new Date(at.getTime() + config.otpTtlSeconds * 1000));
        try {
          const language = await requestRecipientLanguage(db, request, mobile);
          await sms.send(mobile, { kind: 'lookup-otp', code, minutes: Math.max(1, Math.round(config.otpTtlSeconds / 60)) }, language);
        } catch (error) {
          // The answer stays the same, so it never tells whether the reference exists.
          request.log.error({ err: error, orderId: order.id }, 'look-up OTP not sent');
        }
      }
      reply.code(202);
      return { message: orderMessages.lookup };
    },
  });

  app.route({
    ...endpointRoute(orderEndpoints.lookupVerify, orderEndpointSchemas.lookupVerify, tags),
    handler: async (request) => {
      const at = now();
      const { reference, mobile, otp } = request.body;
      await limit('lookup-verify', request.ip, mobile, at);
      const refused = () => new HttpError(400, MSG.lookupFailed);
      const order = await find(reference, mobile);
      if (!order) throw refused();
      const stored = await countLookupAttempt(db, order.id);
      if (!stored) throw refused();
      if (stored.expiresAt <= at) {
        await deleteLookupOtp(db, order.id);
        throw refused();
      }
      if (stored.attempts > config.otpMaxAttempts) throw refused();
      if (!timingSafeEqual(Buffer.from(hashLookupCode(order.id, otp), 'hex'), Buffer.from(stored.codeHash, 'hex'))) throw refused();
      await deleteLookupOtp(db, order.id);

      const session = newToken();
      const expiresAt = new Date(at.getTime() + LOOKUP_SESSION_MINUTES * 60_000);
      await insertLookupSession(db, order.id, session.hash, at, expiresAt);
      // The OTP proved the mobile: a signed-in customer with that mobile now owns an order booked as a guest.
      const user = await optionalUser(db, request, at);
      if (user && order.customerId === null && (await findUserMobile(db, user.id)) === mobile) {
        await db.transaction((tx) => updateOrder(tx, order.id, { customerId: user.id }, at));
      }
      return { data: { order_id: order.id, lookup_token: session.token, expires_at: expiresAt.toISOString() } };
    },
  });
}

function adminRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  app.route({
    ...endpointRoute(backOfficeOrderEndpoints.refund, backOfficeOrderEndpointSchemas.refund, ['Orders', 'Admin']),
    handler: async (request) => {
      const { id } = request.params;
      const record = await findOrder(db, id);
      if (!record) throw notFound();
      const actor: Actor = { userId: currentUser(request).id, role: 'admin' };
      const done = await completeSandboxRefunds(deps, request.log, { orderId: id, immediately: true, actor, note: request.body.note || null });
      if (!done.includes(id)) throw new HttpError(409, MSG.noSandboxRefund);
      return { data: await readOrder(deps, id) };
    },
  });
}
