// The upgrade programme (issue 13): a signed-in owner checks a chassis number against their verified mobile, sees
// its valuation and the models to upgrade to, and books the upgrade. The order is then an ordinary order of kind
// 'upgrade': its list, detail, payment retry, cancel and refund are the order calls (modules/orders). Each route is
// registered from its descriptor in contract/upgrade-endpoints.ts.
import { upgradeEndpointSchemas } from '@contract/upgrade-endpoint-schemas.js';
import { upgradeEndpoints } from '@contract/upgrade-endpoints.js';
import { UPGRADE_BOOKING_AMOUNT } from '@contract/upgrade-rules.js';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/hook.js';
import { consumeLimits, recordHits, usedUp, type LimitRule } from '../auth/rate-limit.js';
import type { App, Deps } from '../deps.js';
import { endpointRoute } from '../endpoint-route.js';
import { HttpError } from '../errors.js';
import { MSG } from '../messages.js';
import { notFound } from '../modules/orders/access.js';
import { checkedTradeIn, placeUpgradeOrder } from '../modules/orders/upgrade-flow.js';
import { findCustomerDetails } from '../modules/orders/placement-store.js';
import { findOrder } from '../modules/orders/store.js';
import { upgradeTargets } from '../store/upgrades.js';

const tags = ['Upgrades'];

export function upgradeRoutes(app: App, deps: Deps): void {
  const { db, config, now } = deps;
  const limits = config.rateLimits;

  /** Chassis guessing: refused checks count against the caller's IP and mobile like the order look-up. */
  const guessLimits = (request: FastifyRequest, mobile: string): LimitRule[] => [
    { key: `upgrade-check:ip:${request.ip}`, rule: limits.lookupPerIp },
    { key: `upgrade-check:mobile:${mobile}`, rule: limits.lookupPerMobile },
  ];
  /** The trade-in, after the guess limit; a refusal is counted before it is answered. */
  const limitedTradeIn = async (request: FastifyRequest, chassis: string, mobile: string) => {
    const at = now();
    const rules = guessLimits(request, mobile);
    const wait = await usedUp(db, rules, at);
    if (wait > 0) throw new HttpError(429, MSG.rateLimited, undefined, { 'retry-after': String(wait) });
    try {
      return await checkedTradeIn(deps, chassis, mobile);
    } catch (error) {
      if (error instanceof HttpError) await recordHits(db, rules, at);
      throw error;
    }
  };
  const owner = async (request: FastifyRequest) => {
    const user = currentUser(request);
    const customer = await findCustomerDetails(db, user.id);
    if (!customer) throw new HttpError(401, MSG.unauthorized);
    return { user, customer };
  };

  app.route({
    ...endpointRoute(upgradeEndpoints.check, upgradeEndpointSchemas.check, tags),
    handler: async (request) => {
      const { customer } = await owner(request);
      const tradeIn = await limitedTradeIn(request, request.body.chassis, customer.mobile);
      return { data: { trade_in: tradeIn, targets: await upgradeTargets(db, tradeIn.valuation), booking_amount: UPGRADE_BOOKING_AMOUNT } };
    },
  });

  app.route({
    ...endpointRoute(upgradeEndpoints.create, upgradeEndpointSchemas.create, tags),
    handler: async (request, reply) => {
      const { user, customer } = await owner(request);
      const body = request.body;
      // The per-mobile count is the one of POST /bookings: bookings and upgrade bookings together.
      await consumeLimits(db, [
        { key: `booking:ip:${request.ip}`, rule: limits.bookingsPerIp },
        { key: `booking:mobile:${customer.mobile}`, rule: limits.bookingsPerMobile },
      ], now());
      await limitedTradeIn(request, body.chassis, customer.mobile);
      const { id, payment } = await placeUpgradeOrder(
        deps,
        {
          chassis: body.chassis,
          model: body.model,
          colour: body.colour,
          name: body.name,
          email: body.email,
          pincode: body.pincode,
          state: body.state,
          city: body.city,
          dealerId: body.dealer_id,
          mobile: customer.mobile,
          customerId: user.id,
          area: customer.area,
        },
        { userId: user.id, role: 'customer' },
        request.log,
      );
      const record = await findOrder(db, id);
      if (!record) throw notFound();
      reply.code(201);
      return { data: { order: record.order, payment } };
    },
  });
}
