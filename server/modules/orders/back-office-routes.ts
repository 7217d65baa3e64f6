// Back-office orders (issue 12): the list, its CSV export, one order, and the lifecycle actions, for admins (every
// hub) and dealers (their own hubs, applied in SQL: another hub's order is the same 404 as a missing one).
// Dealers may allot, mark ready, mark delivered, add notes and inspect an upgrade's old bike; cancelling for the
// customer is for admins. An upgrade is handed over (delivered) only after its old bike was inspected. Each route is
// registered from its descriptor in contract/back-office-order-endpoints.ts.
import { backOfficeOrderEndpointSchemas as schemas } from '@contract/back-office-order-endpoint-schemas.js';
import { backOfficeOrderEndpoints as endpoints } from '@contract/back-office-order-endpoints.js';
import { apiError } from '@contract/common.js';
import { INSPECTABLE_STATES, hubPaymentMessages, orderActionsFor, orderMessages, type BackOfficeOrderAction, type OrderState } from '@contract/order-lifecycle.js';
import type { Order } from '@contract/orders.js';
import { registrationMessages } from '@contract/registration-rules.js';
import { upgradeMessages } from '@contract/upgrade-rules.js';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/hook.js';
import { exportFileName, sendCsv } from '../../platform/csv-export.js';
import { hubScopeOf, type HubScope } from '../../platform/auth/hub-scope.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { HttpError, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { MSG, rupees } from '../../platform/messages.js';
import { csvFile } from '../../platform/openapi.js';
import { notFound } from './access.js';
import { cancelOrder, completeSandboxRefunds } from './flows.js';
import { deliverOrderNotices } from './notices.js';
import { lockedOrder, moveOrder, type Actor } from './lifecycle.js';
import {
  ORDER_CSV_COLUMNS,
  findCustomerAccount,
  findInvitation,
  listBackOfficeOrders,
  listEventsWithActors,
  listHubsInScope,
  orderExportSql,
  orderInScope,
} from './back-office-store.js';
import { findOrder, insertEvent, updateOrder } from './store.js';
import { recordInspection } from '../upgrades/service.js';
import { pageOf } from '../../platform/db/sql.js';

const tags = ['Orders', 'Back office'];

type Caller = { scope: HubScope; actor: Actor & { role: 'admin' | 'dealer' } };

async function callerOf(deps: Deps, request: FastifyRequest): Promise<Caller> {
  const user = currentUser(request);
  return { scope: await hubScopeOf(deps.db, user), actor: { userId: user.id, role: user.isAdmin ? 'admin' : 'dealer' } };
}

/** The order in the caller's scope, as the back office reads it, or the 404 of a missing order. */
async function readBackOfficeOrder(deps: Deps, caller: Caller, id: number) {
  if (!(await orderInScope(deps.db, caller.scope, id))) throw notFound();
  const record = await findOrder(deps.db, id);
  if (!record) throw notFound();
  const [events, customer, invitation] = await Promise.all([
    listEventsWithActors(deps.db, id),
    record.customerId === null ? null : findCustomerAccount(deps.db, record.customerId),
    findInvitation(deps.db, id),
  ]);
  return { ...record.order, events, customer, actions: actionsOf(record.order, caller), priority: invitation !== null, invitation };
}

/** What the caller may do now: by state and role, for an upgrade whether its old bike was inspected, and whether it is paid at the hub. */
const actionsOf = (order: Order, caller: Caller) =>
  orderActionsFor(order.state, caller.actor.role, { kind: order.kind, inspected: Boolean(order.upgrade?.inspected_at), paymentMethod: order.payment_method });

/** The 409 for an action the order does not allow now, in the words that say why. */
function refusal(order: Order, action: BackOfficeOrderAction): HttpError {
  if (action === 'register') return new HttpError(409, registrationMessages.notDelivered);
  if (action === 'inspect' && order.kind !== 'upgrade') return new HttpError(409, upgradeMessages.notUpgrade);
  if (action === 'deliver' && order.kind === 'upgrade' && order.state === 'ready_for_delivery' && !order.upgrade?.inspected_at) {
    return new HttpError(409, upgradeMessages.notInspected);
  }
  return new HttpError(409, orderMessages.badMove);
}

/** Refuses an action the caller's role may not take in the order's state (409), after the scope check (404). */
async function allowed(deps: Deps, caller: Caller, id: number, action: BackOfficeOrderAction): Promise<void> {
  if (!(await orderInScope(deps.db, caller.scope, id))) throw notFound();
  const record = await findOrder(deps.db, id);
  if (!record) throw notFound();
  if (!actionsOf(record.order, caller).includes(action)) throw refusal(record.order, action);
}

export function backOfficeOrderRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;

  app.route({
    ...endpointRoute(endpoints.list, schemas.list, tags),
    handler: async (request) => {
      const { scope } = await callerOf(deps, request);
      const { page, pageSize } = request.query;
      const { rows, total, capped } = await listBackOfficeOrders(db, scope, request.query);
      // Capped, one order past `total` was seen: the page that holds it exists too.
      return { ...pageOf(rows, capped ? total + 1 : total, page, pageSize), total, totalCapped: capped };
    },
  });

  const exportRoute = endpointRoute(endpoints.export, schemas.export, tags);
  app.route({
    ...exportRoute,
    // The 200 is the streamed file, documented as text/csv (the contract's schema is its text, for the MSW check).
    schema: { ...exportRoute.schema, response: { 200: csvFile, '4xx': apiError } },
    handler: async (request, reply) => {
      const { scope } = await callerOf(deps, request);
      const { sort, ...filters } = request.query;
      const { sql, params } = orderExportSql(scope, filters, sort);
      return sendCsv(reply, db, { filename: exportFileName('orders', now(), filters), columns: ORDER_CSV_COLUMNS, sql, params });
    },
  });

  app.route({
    ...endpointRoute(endpoints.read, schemas.read, tags),
    handler: async (request) => {
      const caller = await callerOf(deps, request);
      const { id } = request.params;
      if (await orderInScope(db, caller.scope, id)) await completeSandboxRefunds(deps, request.log, { orderId: id });
      return { data: await readBackOfficeOrder(deps, caller, id) };
    },
  });

  /** A move along the lifecycle by the back office: scope, role and state checked, then moveOrder writes the event. */
  const move = async (request: FastifyRequest, id: number, action: 'allot' | 'ready' | 'deliver', to: OrderState, note: string | null, chassis?: string) => {
    const caller = await callerOf(deps, request);
    await allowed(deps, caller, id, action);
    const at = now();
    try {
      await db.transaction(async (tx) => {
        await lockedOrder(tx, id);
        if (chassis) await updateOrder(tx, id, { chassis }, at);
        await moveOrder(tx, id, to, caller.actor, at, { note });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('chassis', MSG.chassisTaken);
      throw error;
    }
    await deliverOrderNotices(deps, request.log);
    return { data: await readBackOfficeOrder(deps, caller, id) };
  };

  app.route({
    ...endpointRoute(endpoints.allot, schemas.allot, tags),
    handler: (request) => move(request, request.params.id, 'allot', 'allotted', request.body.note ?? null, request.body.chassis),
  });

  app.route({
    ...endpointRoute(endpoints.ready, schemas.ready, tags),
    handler: (request) => move(request, request.params.id, 'ready', 'ready_for_delivery', request.body.note ?? null),
  });

  app.route({
    ...endpointRoute(endpoints.deliver, schemas.deliver, tags),
    handler: (request) => move(request, request.params.id, 'deliver', 'delivered', request.body.note ?? null),
  });

  app.route({
    ...endpointRoute(endpoints.note, schemas.note, tags),
    handler: async (request) => {
      const caller = await callerOf(deps, request);
      const { id } = request.params;
      await allowed(deps, caller, id, 'note');
      const at = now();
      const text = caller.actor.role === 'admin' ? 'Note from Revolt' : 'Note from your hub';
      await db.transaction(async (tx) => {
        await lockedOrder(tx, id);
        await insertEvent(tx, { orderId: id, kind: 'note', from: null, to: null, actorId: caller.actor.userId, actorRole: caller.actor.role, note: request.body.note, text }, at);
      });
      return { data: await readBackOfficeOrder(deps, caller, id) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.inspect, schemas.inspect, tags),
    handler: async (request) => {
      const caller = await callerOf(deps, request);
      const { id } = request.params;
      await allowed(deps, caller, id, 'inspect');
      const at = now();
      const { final_valuation: finalValuation } = request.body;
      const note = request.body.note || null;
      await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, id);
        if (order.kind !== 'upgrade') throw new HttpError(409, upgradeMessages.notUpgrade);
        if (!INSPECTABLE_STATES.includes(order.state)) throw new HttpError(409, orderMessages.badMove);
        await recordInspection(tx, id, finalValuation, note, at);
        await insertEvent(tx, {
          orderId: id, kind: 'note', from: null, to: null, actorId: caller.actor.userId, actorRole: caller.actor.role, note,
          text: `Old bike inspected: final valuation ${rupees(finalValuation)}`,
        }, at);
      });
      return { data: await readBackOfficeOrder(deps, caller, id) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.registration, schemas.registration, tags),
    handler: async (request) => {
      const caller = await callerOf(deps, request);
      const { id } = request.params;
      await allowed(deps, caller, id, 'register');
      const at = now();
      const { registration_number: number } = request.body;
      const note = request.body.note || null;
      try {
        await db.transaction(async (tx) => {
          const order = await lockedOrder(tx, id);
          if (order.state !== 'delivered') throw new HttpError(409, registrationMessages.notDelivered);
          if (order.registrationNumber === number) return;
          await updateOrder(tx, id, { registrationNumber: number }, at);
          const text = order.registrationNumber ? `Registration number changed from ${order.registrationNumber} to ${number}` : `Registration number ${number} recorded`;
          await insertEvent(tx, { orderId: id, kind: 'edit', from: null, to: null, actorId: caller.actor.userId, actorRole: caller.actor.role, note, text }, at);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('registration_number', registrationMessages.taken);
        throw error;
      }
      return { data: await readBackOfficeOrder(deps, caller, id) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.cancel, schemas.cancel, tags),
    handler: async (request) => {
      const caller = await callerOf(deps, request);
      const { id } = request.params;
      await allowed(deps, caller, id, 'cancel');
      const { reason, note } = request.body;
      await cancelOrder(deps, id, caller.actor, { reason, note: note ?? null }, request.log, () => new HttpError(409, orderMessages.badMove));
      return { data: await readBackOfficeOrder(deps, caller, id) };
    },
  });

  hubPaymentRoutes(app, deps);
}

/**
 * Pay at the hub (issue 12): the hub (a dealer for their hubs, or an admin) records the full price taken for a
 * reserved pay-at-hub order, which confirms it through the lifecycle (a payment event with who and the sum); and the
 * caller's hubs for the lists' hub filter.
 */
function hubPaymentRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;

  app.route({
    ...endpointRoute(endpoints.hubPayment, schemas.hubPayment, tags),
    handler: async (request) => {
      const caller = await callerOf(deps, request);
      const { id } = request.params;
      const { amount } = request.body;
      await allowed(deps, caller, id, 'hub_payment');
      // The price never changes after the order is placed, so it is checked before the row is locked.
      if (amount !== (await findOrder(db, id))?.order.price) throw fieldError('amount', hubPaymentMessages.notFull);
      const at = now();
      await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, id);
        const text = `Payment of ₹${amount.toLocaleString('en-IN')} received at ${order.hubName}`;
        await moveOrder(tx, id, 'confirmed', caller.actor, at, { kind: 'payment', note: request.body.note ?? null, text });
      });
      await deliverOrderNotices(deps, request.log);
      return { data: await readBackOfficeOrder(deps, caller, id) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.myHubs, schemas.myHubs, ['Back office']),
    handler: async (request) => ({ data: await listHubsInScope(db, (await callerOf(deps, request)).scope) }),
  });
}
