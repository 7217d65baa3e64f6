// Reviews: the model page's published list (public), the owner's review of a delivered order (read, write, edit),
// helpful votes, and the admins' moderation. Each route is registered from its descriptor in
// contract/reviews-endpoints.ts; the workflows are in service.ts.
import { reviewEndpointSchemas as schemas } from '@contract/reviews-endpoint-schemas.js';
import { reviewEndpoints as endpoints } from '@contract/reviews-endpoints.js';
import { reviewMessages as m } from '@contract/review-rules.js';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth/hook.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { pageOf } from '../../platform/db/sql.js';
import { deliverReviewNotices } from './notices.js';
import { reviewPhotoRoutes } from './photo-routes.js';
import { hideReview, ownDeliveredOrder, publishReview, replyToReview, reviewNotFound, voteHelpful, writeReview } from './service.js';
import { backOfficeReview, listByState, listPublished, ownReviewOfOrder, reviewSummary, votedReviewIds } from './store.js';

const tags = ['Reviews'];
const boTags = ['Reviews', 'Back office'];

export function reviewRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  reviewPhotoRoutes(app, deps);

  app.route({
    ...endpointRoute(endpoints.modelReviews, schemas.modelReviews, tags),
    handler: async (request) => {
      const model = request.params.id;
      const { sort, page, pageSize } = request.query;
      const [{ rows, total }, summary] = await Promise.all([listPublished(db, model, sort, page, pageSize), reviewSummary(db, model)]);
      return { ...pageOf(rows, total, page, pageSize), summary };
    },
  });

  app.route({
    ...endpointRoute(endpoints.draft, schemas.draft, tags),
    handler: async (request) => {
      const order = await ownDeliveredOrder(deps, currentUser(request).id, request.params.id);
      return {
        data: {
          order_id: order.orderId,
          reference: order.reference,
          model: order.model,
          model_name: order.modelName,
          delivered_on: order.deliveredOn,
          review: await ownReviewOfOrder(db, order.orderId),
        },
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.save, schemas.save, tags),
    handler: async (request) => {
      const { id } = request.params;
      await writeReview(deps, currentUser(request).id, id, request.body);
      await deliverReviewNotices(deps, request.log);
      const review = await ownReviewOfOrder(db, id);
      if (!review) throw reviewNotFound();
      return { message: m.saved, data: review };
    },
  });

  app.route({
    ...endpointRoute(endpoints.helpful, schemas.helpful, tags),
    handler: async (request) => {
      const { id } = request.params;
      const helpful = await voteHelpful(deps, currentUser(request).id, id);
      return { message: m.voted, data: { id, helpful } };
    },
  });

  app.route({
    ...endpointRoute(endpoints.myVotes, schemas.myVotes, tags),
    handler: async (request) => ({ data: await votedReviewIds(db, currentUser(request).id, request.params.id) }),
  });

  // ---- Back office (admins).
  /** The review as the back office reads it after a change (the change's notice leaves first). */
  async function answer(request: FastifyRequest, id: number, message: string) {
    await deliverReviewNotices(deps, request.log);
    const data = await backOfficeReview(db, id);
    if (!data) throw reviewNotFound();
    return { message, data };
  }

  app.route({
    ...endpointRoute(endpoints.boList, schemas.boList, boTags),
    handler: async (request) => {
      const { state, page, pageSize } = request.query;
      const { rows, total } = await listByState(db, state, page, pageSize);
      return pageOf(rows, total, page, pageSize);
    },
  });

  app.route({
    ...endpointRoute(endpoints.boPublish, schemas.boPublish, boTags),
    handler: async (request) => {
      await publishReview(deps, request.params.id);
      return answer(request, request.params.id, m.published);
    },
  });

  app.route({
    ...endpointRoute(endpoints.boHide, schemas.boHide, boTags),
    handler: async (request) => {
      await hideReview(deps, request.params.id, request.body.reason);
      return answer(request, request.params.id, m.hidden);
    },
  });

  app.route({
    ...endpointRoute(endpoints.boReply, schemas.boReply, boTags),
    handler: async (request) => {
      await replyToReview(deps, request.params.id, request.body.reply);
      return answer(request, request.params.id, m.replied);
    },
  });
}
