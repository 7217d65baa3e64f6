// Service visits: the customer's bikes and visits (book, move, cancel their own) and the back office's visits,
// scoped to the caller's hubs (an admin's scope is every hub; another hub's visit is the same 404 as a missing one),
// with the hub-slots screen's capacities. Each route is registered from its descriptor in
// contract/service-visits-endpoints.ts; the workflows are in service.ts.
import { serviceVisitEndpointSchemas as schemas } from '@contract/service-visits-endpoint-schemas.js';
import { serviceVisitEndpoints as endpoints } from '@contract/service-visits-endpoints.js';
import { nextServiceDue, serviceDateWindow, serviceVisitMessages as m, serviceVisitReference } from '@contract/service-visit-rules.js';
import { addDays } from '@contract/rules.js';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/hook.js';
import { hubScopeOf, type HubScope } from '../../platform/auth/hub-scope.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { HttpError } from '../../platform/errors.js';
import { pageOf } from '../../platform/db/sql.js';
import { hubSlotPlaces, setHubCapacity } from './slot-store.js';
import { deliverServiceVisitNotices } from './notices.js';
import { bookVisit, cancelVisit, completeVisit, confirmVisit, rescheduleVisit, visitNotFound, type Changer } from './service.js';
import {
  backOfficeView,
  customerView,
  deliveredBikesOf,
  findVisit,
  listBackOfficeVisits,
  listEvents,
  listHubSlots,
  visitInScope,
  visitsOfCustomer,
} from './store.js';

const tags = ['Service visits'];
const boTags = ['Service visits', 'Back office'];

export function serviceVisitRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;

  const customerChanger = (request: FastifyRequest): Changer => {
    const user = currentUser(request);
    return { actor: { userId: user.id, role: 'customer' }, customerId: user.id };
  };

  /** The visit as its customer reads it, after a change (the change's SMS leaves first). */
  async function customerAnswer(request: FastifyRequest, id: number, message: string) {
    await deliverServiceVisitNotices(deps, request.log);
    const record = await findVisit(db, id, now());
    if (!record) throw visitNotFound();
    const events = await listEvents(db, [id]);
    return { message, data: customerView(record.row, events.get(id) ?? []) };
  }

  app.route({
    ...endpointRoute(endpoints.mine, schemas.mine, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const at = now();
      const [bikes, visits] = await Promise.all([deliveredBikesOf(db, user.id), visitsOfCustomer(db, user.id, at)]);
      return {
        data: bikes.map((b) => ({
          order_id: b.orderId,
          reference: b.reference,
          model_name: b.modelName,
          chassis: b.chassis,
          delivered_on: b.deliveredOn,
          next_service: nextServiceDue(b.deliveredOn, b.completedPeriodic, at),
          visits: visits.filter((v) => v.order_id === b.orderId),
        })),
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.slots, schemas.slots, tags),
    handler: async (request) => {
      const { hub, from } = request.query;
      const window = serviceDateWindow(now());
      const first = from < window.min ? window.min : from;
      const last = addDays(first, 6) > window.max ? window.max : addDays(first, 6);
      if (first > last) return { data: [] };
      return { data: await hubSlotPlaces(db, 'service', hub, first, last) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.book, schemas.book, tags),
    handler: async (request, reply) => {
      const id = await bookVisit(deps, currentUser(request).id, request.body);
      reply.code(201);
      return customerAnswer(request, id, m.booked(serviceVisitReference(id)));
    },
  });

  app.route({
    ...endpointRoute(endpoints.reschedule, schemas.reschedule, tags),
    handler: async (request) => {
      const { id } = request.params;
      await rescheduleVisit(deps, id, customerChanger(request), request.body);
      return customerAnswer(request, id, m.rescheduled(serviceVisitReference(id)));
    },
  });

  app.route({
    ...endpointRoute(endpoints.cancel, schemas.cancel, tags),
    handler: async (request) => {
      const { id } = request.params;
      await cancelVisit(deps, id, customerChanger(request), request.body.note ?? null);
      return customerAnswer(request, id, m.cancelled(serviceVisitReference(id)));
    },
  });

  // ---- Back office (dealers for their hubs, admins for every hub).
  async function hubCaller(request: FastifyRequest): Promise<{ scope: HubScope; changer: Changer }> {
    const user = currentUser(request);
    return { scope: await hubScopeOf(db, user), changer: { actor: { userId: user.id, role: user.isAdmin ? 'admin' : 'dealer' } } };
  }

  /** The caller's changer for a visit in their scope, or the 404 of a missing visit. */
  async function scopedChanger(request: FastifyRequest, id: number): Promise<Changer> {
    const { scope, changer } = await hubCaller(request);
    if (!(await visitInScope(db, scope, id))) throw visitNotFound();
    return changer;
  }

  async function backOfficeAnswer(request: FastifyRequest, id: number, message?: string) {
    await deliverServiceVisitNotices(deps, request.log);
    const record = await findVisit(db, id, now());
    if (!record) throw visitNotFound();
    const events = await listEvents(db, [id]);
    return { ...(message ? { message } : {}), data: backOfficeView(record, events.get(id) ?? []) };
  }

  app.route({
    ...endpointRoute(endpoints.boList, schemas.boList, boTags),
    handler: async (request) => {
      const { scope } = await hubCaller(request);
      const { page, pageSize, state, stateId, cityId, hub } = request.query;
      const { rows, total } = await listBackOfficeVisits(db, scope, { state, stateId, cityId, hub, page, pageSize }, now());
      return pageOf(rows, total, page, pageSize);
    },
  });

  app.route({
    ...endpointRoute(endpoints.boRead, schemas.boRead, boTags),
    handler: async (request) => {
      await scopedChanger(request, request.params.id);
      return backOfficeAnswer(request, request.params.id);
    },
  });

  app.route({
    ...endpointRoute(endpoints.boConfirm, schemas.boConfirm, boTags),
    handler: async (request) => {
      const { id } = request.params;
      await confirmVisit(deps, id, await scopedChanger(request, id), request.body.note ?? null);
      return backOfficeAnswer(request, id, m.confirmed(serviceVisitReference(id)));
    },
  });

  app.route({
    ...endpointRoute(endpoints.boReschedule, schemas.boReschedule, boTags),
    handler: async (request) => {
      const { id } = request.params;
      await rescheduleVisit(deps, id, await scopedChanger(request, id), request.body);
      return backOfficeAnswer(request, id, m.rescheduled(serviceVisitReference(id)));
    },
  });

  app.route({
    ...endpointRoute(endpoints.boComplete, schemas.boComplete, boTags),
    handler: async (request) => {
      const { id } = request.params;
      await completeVisit(deps, id, await scopedChanger(request, id), request.body);
      return backOfficeAnswer(request, id, m.completed(serviceVisitReference(id)));
    },
  });

  app.route({
    ...endpointRoute(endpoints.boCancel, schemas.boCancel, boTags),
    handler: async (request) => {
      const { id } = request.params;
      await cancelVisit(deps, id, await scopedChanger(request, id), request.body.note ?? null);
      return backOfficeAnswer(request, id, m.cancelled(serviceVisitReference(id)));
    },
  });

  app.route({
    ...endpointRoute(endpoints.hubSlots, schemas.hubSlots, boTags),
    handler: async (request) => {
      const { scope } = await hubCaller(request);
      return { data: await listHubSlots(db, scope) };
    },
  });

  // Places already taken stay taken when a capacity goes down: only new bookings see the new figure.
  app.route({
    ...endpointRoute(endpoints.serviceCapacity, schemas.serviceCapacity, boTags),
    handler: async (request) => {
      const { scope } = await hubCaller(request);
      const hubId = request.params.id;
      if (scope.kind === 'hubs' && !scope.hubIds.includes(hubId)) throw new HttpError(404, m.hubNotFound);
      const { capacity } = request.body;
      if (!(await setHubCapacity(db, 'service', hubId, capacity))) throw new HttpError(404, m.hubNotFound);
      return { message: m.capacitySet(capacity), data: { hub_id: hubId, capacity } };
    },
  });
}
