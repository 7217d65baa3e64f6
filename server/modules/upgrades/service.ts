// The upgrade programme (issue 13): the trade-in rule (is this chassis the caller's delivered bike, free to trade in,
// and what is it worth), the models to upgrade to, and the customer's check and booking with their guess limits. The
// placing of the order itself is the order module's (modules/orders/upgrade-flow.ts), which reads the trade-in and
// writes the upgrade through the functions exported here. The SQL is in store.ts.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TradeIn, UpgradeCheckResponse, UpgradeCreateResponse, UpgradeTarget, upgradeCreateBody } from '@contract/upgrade.js';
import { TRADE_IN_MODELS, UPGRADE_BOOKING_AMOUNT, fullYearsBetween, tradeInValue, upgradeBalance, valuationRuleText } from '@contract/upgrade-rules.js';
import { consumeLimits, recordHits, usedUp, type LimitRule } from '../../platform/auth/rate-limit.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { notFound } from '../orders/service.js';
import { findCustomerDetails } from '../orders/service.js';
import { findOrder } from '../orders/service.js';
import { checkedTradeIn, placeUpgradeOrder } from '../orders/service.js';
import { listProducts } from '../products/service.js';
import { ownedBike, tradeInOrderStates } from './store.js';

// What the order module (upgrade-flow, the back office's inspection), the call centre and the seeds use.
export { areaInCity, findUpgradeHub, insertRegisterBike, insertUpgrade, recordInspection, type NewRegisterBike, type NewUpgrade } from './store.js';

export type TradeInRefusal = 'not-eligible' | 'not-delivered' | 'open-upgrade';
export type TradeInCheck = { ok: TradeIn } | { reason: TradeInRefusal };

/** The trade-in as the contract shows it, or null for a model the rule does not value. */
export function tradeInOf(chassis: string, model: string, soldOn: string, today: string): TradeIn | null {
  const entry = TRADE_IN_MODELS[model];
  const valuation = tradeInValue(model, soldOn, today);
  if (!entry || valuation === null) return null;
  return { chassis, model, model_name: entry.name, sold_on: soldOn, age_years: fullYearsBetween(soldOn, today), valuation, rule: valuationRuleText(model) };
}

/**
 * The caller's bike with this chassis, valued as of `today` (YYYY-MM-DD, India), or why it cannot be traded in. A
 * chassis is the owner's when an order delivered it to this mobile or the register of earlier sales has it on this
 * mobile; an unknown chassis and another owner's give the same 'not-eligible', so the answer tells nothing about
 * other owners. A bike already handed in by a delivered upgrade is no longer the owner's: 'not-eligible' too.
 */
export async function findTradeIn(db: Queryable, chassis: string, mobile: string, today: string): Promise<TradeInCheck> {
  const owned = await ownedBike(db, chassis, mobile);
  if (!owned) return { reason: 'not-eligible' };
  if (owned.soldOn === null) return { reason: 'not-delivered' };
  const states = await tradeInOrderStates(db, chassis);
  if (states.includes('delivered')) return { reason: 'not-eligible' };
  if (states.length > 0) return { reason: 'open-upgrade' };
  const tradeIn = tradeInOf(chassis, owned.model, owned.soldOn, today);
  return tradeIn ? { ok: tradeIn } : { reason: 'not-eligible' };
}

/** Every model on sale, each with its colours and what would be left to pay at the hub for this valuation. */
export async function upgradeTargets(db: Queryable, valuation: number): Promise<UpgradeTarget[]> {
  const { rows } = await listProducts(db, { page: 1, pageSize: null, order: 'price_asc' });
  return rows.map((product) => ({
    model: product.id,
    model_name: product.name,
    price: product.price,
    colours: product.colours.map((colour) => colour.name),
    balance: upgradeBalance(product.price, valuation, UPGRADE_BOOKING_AMOUNT),
  }));
}

/** The caller, who must be a customer with their details on file. */
async function owner({ db }: Deps, userId: number) {
  const customer = await findCustomerDetails(db, userId);
  if (!customer) throw new HttpError(401, MSG.unauthorized);
  return customer;
}

/** Chassis guessing: refused checks count against the caller's IP and mobile like the order look-up. */
function guessLimits(deps: Deps, ip: string, mobile: string): LimitRule[] {
  const limits = deps.config.rateLimits;
  return [
    { key: `upgrade-check:ip:${ip}`, rule: limits.lookupPerIp },
    { key: `upgrade-check:mobile:${mobile}`, rule: limits.lookupPerMobile },
  ];
}

/** The trade-in, after the guess limit; a refusal is counted before it is answered. */
async function limitedTradeIn(deps: Deps, ip: string, chassis: string, mobile: string): Promise<TradeIn> {
  const { db, now } = deps;
  const at = now();
  const rules = guessLimits(deps, ip, mobile);
  const wait = await usedUp(db, rules, at);
  if (wait > 0) throw new HttpError(429, MSG.rateLimited, undefined, { 'retry-after': String(wait) });
  try {
    return await checkedTradeIn(deps, chassis, mobile);
  } catch (error) {
    if (error instanceof HttpError) await recordHits(db, rules, at);
    throw error;
  }
}

/** Is this chassis my delivered bike, free to trade in? Its valuation and the models to upgrade to. */
export async function checkUpgrade(deps: Deps, request: Pick<FastifyRequest, 'ip'>, userId: number, chassis: string): Promise<UpgradeCheckResponse> {
  const customer = await owner(deps, userId);
  const tradeIn = await limitedTradeIn(deps, request.ip, chassis, customer.mobile);
  return { data: { trade_in: tradeIn, targets: await upgradeTargets(deps.db, tradeIn.valuation), booking_amount: UPGRADE_BOOKING_AMOUNT } };
}

/** Book an upgrade: the order (reserved) and its payment order for the upgrade booking amount. */
export async function bookUpgrade(
  deps: Deps,
  request: Pick<FastifyRequest, 'ip'>,
  userId: number,
  body: z.output<typeof upgradeCreateBody>,
  log: FastifyBaseLogger,
): Promise<UpgradeCreateResponse> {
  const { db, config, now } = deps;
  const limits = config.rateLimits;
  const customer = await owner(deps, userId);
  // The per-mobile count is the one of POST /bookings: bookings and upgrade bookings together.
  await consumeLimits(db, [
    { key: `booking:ip:${request.ip}`, rule: limits.bookingsPerIp },
    { key: `booking:mobile:${customer.mobile}`, rule: limits.bookingsPerMobile },
  ], now());
  await limitedTradeIn(deps, request.ip, body.chassis, customer.mobile);
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
      customerId: userId,
      area: customer.area,
    },
    { userId, role: 'customer' },
    log,
  );
  const record = await findOrder(db, id);
  if (!record) throw notFound();
  return { data: { order: record.order, payment } };
}
