// The upgrade programme (issue 13; SPEC §2 "Upgrade flow"): a signed-in owner checks a chassis number, sees the
// valuation and the models to upgrade to, and books the upgrade at a hub that takes upgrades (the states of
// GET /api/v1/common/getallstatelist_upgrade). The order is the one order entity with kind 'upgrade': its list,
// detail, payment retry and cancel are the order calls of orders.ts (GET /api/v1/orders?kind=upgrade, …). The
// rules (amount, valuation, messages) live in upgrade-rules.ts (zod-free). zod schemas are the single source here.
import { z } from 'zod';
import { city, email, name, numericId, pincode, state } from './common.js';
import { paymentOrder } from './bookings.js';
import { order } from './orders.js';
import { CHASSIS_RE, orderMessages } from './order-lifecycle.js';
import { FINAL_VALUATION_MAX, upgradeMessages } from './upgrade-rules.js';

export const chassis = z.string({ error: orderMessages.chassis }).trim().toUpperCase().regex(CHASSIS_RE, orderMessages.chassis);

/** POST /api/v1/upgrades/check (customer): is this chassis mine, delivered and free to trade in? */
export const upgradeCheckBody = z.object({ chassis });

/** The bike traded in and its estimate. */
export const tradeIn = z
  .object({
    chassis: z.string(),
    model: z.string(),
    model_name: z.string(),
    /** YYYY-MM-DD. */
    sold_on: z.string(),
    age_years: z.number().int(),
    valuation: z.number().int(),
    /** valuationRuleText(model): the rule in one line. */
    rule: z.string(),
  })
  .meta({ id: 'UpgradeTradeIn' });

/** A current model the owner may upgrade to, with the sums for this trade-in. */
export const upgradeTarget = z
  .object({
    model: z.string(),
    model_name: z.string(),
    /** The new bike's price (ex-showroom + charger), in rupees. */
    price: z.number().int(),
    colours: z.array(z.string()),
    /** price − valuation − UPGRADE_BOOKING_AMOUNT: what is left at the hub if the inspection confirms the estimate. */
    balance: z.number().int(),
  })
  .meta({ id: 'UpgradeTarget' });

export const upgradeCheckResponse = z.object({
  data: z.object({ trade_in: tradeIn, targets: z.array(upgradeTarget), booking_amount: z.number().int() }),
});

/** The details, the new bike and the upgrade hub; the mobile is the signed-in owner's verified one. */
export const upgradeOrderFields = {
  chassis,
  model: z.string({ error: upgradeMessages.model }).trim().toLowerCase().min(1, upgradeMessages.model).max(60, upgradeMessages.model),
  colour: z.string().trim().min(1, 'Choose a colour.').max(60, 'Choose a colour.'),
  name,
  email,
  pincode,
  /** The hub's state and city (a state of the upgrade list) and the hub itself. */
  state,
  city,
  dealer_id: numericId(upgradeMessages.hub),
};

/** POST /api/v1/upgrades (customer, 201): the upgrade order (reserved) and its payment order for the booking amount. */
export const upgradeCreateBody = z.object(upgradeOrderFields);
export const upgradeCreateResponse = z.object({ data: z.object({ order, payment: paymentOrder }) });

/** POST /api/v1/back-office/orders/{id}/inspect (dealer for their hubs, admin): the old bike's inspection. */
export const orderInspectBody = z.object({
  final_valuation: z.number({ error: upgradeMessages.finalValuation }).int(upgradeMessages.finalValuation).min(0, upgradeMessages.finalValuation).max(FINAL_VALUATION_MAX, upgradeMessages.finalValuation),
  note: z.string().trim().max(500, orderMessages.note).optional(),
});

export type UpgradeCheckRequest = z.input<typeof upgradeCheckBody>;
export type TradeIn = z.output<typeof tradeIn>;
export type UpgradeTarget = z.output<typeof upgradeTarget>;
export type UpgradeCheckResponse = z.output<typeof upgradeCheckResponse>;
export type UpgradeCreateRequest = z.input<typeof upgradeCreateBody>;
export type UpgradeCreateResponse = z.output<typeof upgradeCreateResponse>;
export type OrderInspectRequest = z.input<typeof orderInspectBody>;
