// The upgrade API for screen tests, made from its descriptors (contract/upgrades-endpoints.ts), so every success answer
// is checked against the endpoint's schema: the chassis check and the upgrade order. An upgrade is an order of kind
// 'upgrade' kept in the orders handlers' list (seedOrder), so its list, detail, payment and cancel are the order
// handlers'. Refusals as on the server: one message per reason, at the chassis field.
import { HttpResponse, type DefaultBodyType } from 'msw';
import type { Order } from '@contract/orders';
import type { UpgradeCreateRequest, UpgradeTarget } from '@contract/upgrade';
import { upgradeEndpointSchemas } from '@contract/upgrades-endpoint-schemas';
import { upgradeEndpoints } from '@contract/upgrades-endpoints';
import { CHASSIS_RE, orderMessages, type OrderState } from '@contract/order-lifecycle';
import { EMAIL_RE, NAME_RE, PINCODE_RE, messages } from '@contract/rules';
import { TRADE_IN_MODELS, UPGRADE_BOOKING_AMOUNT, fullYearsBetween, tradeInValue, upgradeBalance, upgradeMessages, valuationRuleText } from '@contract/upgrade-rules';
import { bikePrice, findBike } from '@/content/bikes';
import { sandboxCheckoutUrl, states } from '../data';
import { endpointHandler } from '../endpoint';
import { serviceCentres } from './enquiries';
import { CUSTOMER_TOKEN, hubOf, seedOrder } from './orders';

/** The signed-in customer's delivered RV400 (the demo customer's chassis). */
export const MY_CHASSIS = 'MD9RV400X25A01234';
/** The customer's RV1+ booked but not delivered yet. */
export const NOT_DELIVERED_CHASSIS = 'MD9RV1PLS26B00077';
/** The customer's RV300 that already has an upgrade in progress. */
export const UPGRADING_CHASSIS = 'MD9RV300X21A00555';
export const TODAY = '2026-11-24';
const SOLD_ON = '2024-10-13';

const TARGET_MODELS = ['rv400-brz', 'rv400', 'rv-blazex'] as const;
let nextId = 900;
export const upgradeCalls: UpgradeCreateRequest[] = [];

export function resetUpgrades(): void {
  nextId = 900;
  upgradeCalls.length = 0;
}

const isCustomer = (request: Request) => request.headers.get('authorization') === `Bearer ${CUSTOMER_TOKEN}`;
const refuse = (status: number, field: string, message: string) => HttpResponse.json({ message, errors: [{ field, message }] }, { status });

function targetsFor(valuation: number): UpgradeTarget[] {
  return TARGET_MODELS.map((model) => {
    const bike = findBike(model)!;
    const price = bikePrice(bike);
    return { model, model_name: bike.name, price, colours: bike.colours.map((c) => c.name), balance: upgradeBalance(price, valuation, UPGRADE_BOOKING_AMOUNT) };
  });
}

function tradeInOf(chassis: string): HttpResponse<DefaultBodyType> | { chassis: string; model: string; valuation: number } {
  if (!CHASSIS_RE.test(chassis)) return refuse(400, 'chassis', orderMessages.chassis);
  if (chassis === NOT_DELIVERED_CHASSIS) return refuse(422, 'chassis', upgradeMessages.notDelivered);
  if (chassis === UPGRADING_CHASSIS) return refuse(409, 'chassis', upgradeMessages.openUpgrade);
  if (chassis !== MY_CHASSIS) return refuse(422, 'chassis', upgradeMessages.notEligible);
  return { chassis, model: 'rv400', valuation: tradeInValue('rv400', SOLD_ON, TODAY)! };
}

/** An upgrade order of the signed-in customer (or, with `access`, of whoever holds its key), as the API answers it. */
export function seedUpgrade(id: number, state: OrderState = 'confirmed', overrides: Partial<Order> = {}, access?: Parameters<typeof seedOrder>[3]): Order {
  const bike = findBike('rv400-brz')!;
  const price = bikePrice(bike);
  const valuation = tradeInValue('rv400', SOLD_ON, TODAY)!;
  const paid = state !== 'reserved';
  return seedOrder(id, state, {
    kind: 'upgrade',
    reference: `UG-${String(id).padStart(6, '0')}`,
    model: bike.id,
    model_name: bike.name,
    colour: bike.colours[0]!.name,
    price,
    amount: UPGRADE_BOOKING_AMOUNT,
    amount_paid: paid ? UPGRADE_BOOKING_AMOUNT : 0,
    hub: hubOf(1),
    upgrade: {
      trade_in_chassis: MY_CHASSIS,
      trade_in_model: 'rv400',
      trade_in_model_name: TRADE_IN_MODELS.rv400!.name,
      trade_in_sold_on: SOLD_ON,
      valuation,
      final_valuation: null,
      inspection_note: null,
      inspected_at: null,
      balance: upgradeBalance(price, valuation, paid ? UPGRADE_BOOKING_AMOUNT : 0),
    },
    ...overrides,
  }, access);
}

export const upgradeHandlers = [
  endpointHandler(upgradeEndpoints.check, upgradeEndpointSchemas.check, async ({ request }) => {
    if (!isCustomer(request)) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    const { chassis } = await request.json();
    const found = tradeInOf(chassis.trim().toUpperCase());
    if (found instanceof HttpResponse) return found;
    return HttpResponse.json({
      data: {
        trade_in: {
          chassis: found.chassis,
          model: found.model,
          model_name: TRADE_IN_MODELS[found.model]!.name,
          sold_on: SOLD_ON,
          age_years: fullYearsBetween(SOLD_ON, TODAY),
          valuation: found.valuation,
          rule: valuationRuleText(found.model),
        },
        targets: targetsFor(found.valuation),
        booking_amount: UPGRADE_BOOKING_AMOUNT,
      },
    });
  }),
  endpointHandler(upgradeEndpoints.create, upgradeEndpointSchemas.create, async ({ request }) => {
    if (!isCustomer(request)) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    const body = await request.json();
    upgradeCalls.push(body);
    const found = tradeInOf(body.chassis);
    if (found instanceof HttpResponse) return found;
    const errors: { field: string; message: string }[] = [];
    if (!NAME_RE.test(body.name)) errors.push({ field: 'name', message: messages.name });
    if (!EMAIL_RE.test(body.email)) errors.push({ field: 'email', message: messages.email });
    if (!PINCODE_RE.test(body.pincode)) errors.push({ field: 'pincode', message: messages.pincode });
    const upgradeStates = states.slice(0, 1).map((s) => s.state_id);
    const hub = serviceCentres.find((c) => c.id === Number(body.dealer_id));
    if (!hub || !upgradeStates.includes(hub.state_id) || hub.city_id !== body.city) errors.push({ field: 'dealer_id', message: upgradeMessages.hub });
    const bike = TARGET_MODELS.includes(body.model as (typeof TARGET_MODELS)[number]) ? findBike(body.model) : undefined;
    if (!bike) errors.push({ field: 'model', message: upgradeMessages.model });
    if (errors.length) return HttpResponse.json({ message: 'Check the highlighted fields.', errors }, { status: 400 });
    const id = nextId++;
    const order = seedUpgrade(id, 'reserved', {
      model: bike!.id,
      model_name: bike!.name,
      colour: body.colour,
      price: bikePrice(bike!),
      hub: hubOf(hub!.id),
      name: body.name,
      email: body.email,
      pincode: body.pincode,
      created_at: `${TODAY}T10:00:00.000Z`,
    });
    const payment = { order_id: `order_up${id}`, amount: UPGRADE_BOOKING_AMOUNT, currency: 'INR' as const, checkout_url: sandboxCheckoutUrl(`order_up${id}`) };
    return HttpResponse.json({ data: { order, payment } }, { status: 201 });
  }),
];
