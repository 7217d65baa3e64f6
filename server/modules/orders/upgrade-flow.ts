// Placing an upgrade (issue 13): the owner's delivered bike, checked and valued by the contract's rule, against a
// current model at a hub that takes upgrades, with the upgrade booking amount paid online. Like a booking, the
// gateway order is opened first, outside every transaction (a real gateway is an HTTP call), and the order, its
// creation event and its pending payment are then written together. The customer's POST /upgrades and the call
// centre's assisted upgrade share these steps.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentOrder } from '@contract/bookings.js';
import { messages, todayInIndia } from '@contract/rules.js';
import { bookingMessages } from '@contract/booking-rules.js';
import type { TradeIn } from '@contract/upgrade.js';
import { UPGRADE_BOOKING_AMOUNT, upgradeMessages } from '@contract/upgrade-rules.js';
import { newToken } from '../../platform/auth/tokens.js';
import type { Queryable } from '../../platform/db/index.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { MSG, rupees } from '../../platform/messages.js';
import type { CreatedOrder } from '../../platform/payments/gateway.js';
import { reserveBookingId } from './booking-store.js';
import { insertEvent, orderReference } from './store.js';
import { findActiveProduct } from '../products/service.js';
import { checkPlace } from '../reference/service.js';
import { areaInCity, findTradeIn, findUpgradeHub, insertUpgrade, type NewUpgrade, type TradeInRefusal } from '../upgrades/service.js';
import type { Actor } from './lifecycle.js';
import { openOrder, recordOrder, type Payable } from './payment-orders.js';

/** The upgrade as asked for: the body of POST /upgrades with the owner's verified mobile and account. */
export type UpgradeInput = {
  chassis: string;
  model: string;
  colour: string;
  name: string;
  email: string;
  pincode: string;
  /** The hub's state and city. */
  state: string;
  city: string;
  dealerId: number;
  /** The owner's verified mobile: the trade-in must be delivered to it. */
  mobile: string;
  customerId: number | null;
  /** The owner's own area (a hubs row): the order is filed under it when it lies in the hub's city. */
  area?: string | null;
};

/** Checked, valued and with its gateway order open: ready to be written in a transaction. */
export type PreparedUpgrade = {
  id: number;
  payable: Payable;
  created: CreatedOrder;
  upgrade: NewUpgrade;
  tradeIn: TradeIn;
  modelName: string;
  /** The raw key of the order's status page (only its hash is stored), for a link sent to the owner. */
  accessKey: string;
};

/** The answer for a chassis that cannot be traded in: one message per reason, never more about other owners. */
export function upgradeRefusal(reason: TradeInRefusal): HttpError {
  if (reason === 'open-upgrade') return new HttpError(409, upgradeMessages.openUpgrade, [{ field: 'chassis', message: upgradeMessages.openUpgrade }]);
  const message = reason === 'not-delivered' ? upgradeMessages.notDelivered : upgradeMessages.notEligible;
  return new HttpError(422, message, [{ field: 'chassis', message }]);
}

/** The trade-in of `chassis` for this mobile today, or the refusal to answer with. */
export async function checkedTradeIn(deps: Deps, chassis: string, mobile: string): Promise<TradeIn> {
  const check = await findTradeIn(deps.db, chassis, mobile, todayInIndia(deps.now()));
  if ('reason' in check) throw upgradeRefusal(check.reason);
  return check.ok;
}

/**
 * Checks the trade-in, the new model and colour, and the hub (in the given city, in a state that offers upgrades),
 * then opens the gateway order for the upgrade booking amount. Outside any transaction; writes nothing but a gap
 * in the order ids when the caller stops here.
 */
export async function prepareUpgradeOrder(deps: Deps, input: UpgradeInput, log: FastifyBaseLogger): Promise<PreparedUpgrade> {
  const { db } = deps;
  const tradeIn = await checkedTradeIn(deps, input.chassis, input.mobile);
  const product = await findActiveProduct(db, input.model);
  if (!product) throw fieldError('model', upgradeMessages.model);
  const colour = product.colours.find((c) => c.name.toLowerCase() === input.colour.toLowerCase());
  if (!colour) throw fieldError('colour', bookingMessages.colour);
  const place = await checkPlace(db, { state: input.state, city: input.city });
  if (!place.ok) throw fieldError(place.field, messages[place.field]);
  const hub = await findUpgradeHub(db, input.dealerId, input.state, input.city);
  if (!hub) throw fieldError('dealer_id', upgradeMessages.hub);
  const area = await areaInCity(db, input.city, input.area ?? null);
  if (!area) throw fieldError('city', messages.city);

  const id = await reserveBookingId(db);
  const payable: Payable = { id, reference: orderReference('upgrade', id), amount: UPGRADE_BOOKING_AMOUNT };
  const created = await openOrder(deps.payments, payable, log, MSG.bookingGatewayUnavailable);
  const key = newToken();
  return {
    id,
    payable,
    created,
    tradeIn,
    modelName: product.name,
    accessKey: key.token,
    upgrade: {
      name: input.name,
      mobile: input.mobile,
      email: input.email,
      state: input.state,
      city: input.city,
      area,
      pincode: input.pincode,
      model: product.id,
      colour: colour.name,
      price: product.price,
      amount: UPGRADE_BOOKING_AMOUNT,
      dealerId: hub.id,
      customerId: input.customerId,
      accessKeyHash: key.hash,
      tradeIn,
    },
  };
}

/**
 * Writes the prepared upgrade (reserved), its creation event by `actor` and its pending payment, in the caller's
 * transaction. A second open upgrade of the same chassis (a race past the check) fails on the partial unique index:
 * callers turn that into upgradeMessages.openUpgrade with isOpenUpgradeConflict.
 */
export async function createUpgradeOrder(tx: Queryable, deps: Deps, prepared: PreparedUpgrade, actor: Actor): Promise<{ id: number; payment: PaymentOrder }> {
  const at = deps.now();
  const { tradeIn } = prepared;
  await insertUpgrade(tx, prepared.id, prepared.upgrade, at);
  await insertEvent(tx, {
    orderId: prepared.id,
    kind: 'state',
    from: null,
    to: 'reserved',
    actorId: actor.userId,
    actorRole: actor.role,
    note: null,
    text: `Upgrade booked: ${tradeIn.model_name} (chassis ${tradeIn.chassis}) valued at ${rupees(tradeIn.valuation)} against a new ${prepared.modelName}`,
  }, at);
  const payment = await recordOrder(tx, deps.payments, prepared.payable, prepared.created, at);
  return { id: prepared.id, payment };
}

/** The partial unique index of migration 018 refused a second open upgrade of one chassis. */
export const isOpenUpgradeConflict = (error: unknown): boolean => isUniqueViolation(error);

/** Prepares and writes an upgrade in a transaction of its own (the customer's POST /upgrades). */
export async function placeUpgradeOrder(deps: Deps, input: UpgradeInput, actor: Actor, log: FastifyBaseLogger): Promise<{ id: number; payment: PaymentOrder }> {
  const prepared = await prepareUpgradeOrder(deps, input, log);
  try {
    return await deps.db.transaction((tx) => createUpgradeOrder(tx, deps, prepared, actor));
  } catch (error) {
    if (isOpenUpgradeConflict(error)) throw upgradeRefusal('open-upgrade');
    throw error;
  }
}
