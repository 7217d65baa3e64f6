// A review's photo: its owner uploads one (multipart, field "photo") or removes it, either way sending the review back
// to moderation; anyone sees the photo of a published review, and its author and admins see it before. The bytes are
// judged and re-encoded as a support ticket's photos are (no EXIF, no trailing payload). Not in the contract's JSON
// endpoint families: a multipart body in, an image out (as the support photos, server/modules/support/photo-routes.ts); the SPA's
// paths are contract/review-rules.ts reviewPhotoPath and reviewOrderPhotoPath, checked against these in routes.test.ts.
import { apiError } from '@contract/common.js';
import { REVIEW_ORDER_PHOTO_PATH, REVIEW_PHOTO_FIELD, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_PATH, reviewMessages as m } from '@contract/review-rules.js';
import { ownReviewResponse, reviewOrderParams, reviewParams } from '@contract/reviews.js';
import { currentUser, optionalUser } from '../../platform/auth/hook.js';
import { scopedPath } from '../../platform/endpoint-route.js';
import type { App, Deps } from '../../platform/deps.js';
import { HttpError, fieldError } from '../../platform/errors.js';
import { cleanPhoto, sendPhoto } from '../../platform/photos.js';
import { multipartBodyLimit, readMultipartForm, registerMultipartScope, uploadsPerIpGuard, type MultipartLimits } from '../../platform/uploads.js';
import { ownDeliveredOrder } from './service.js';
import { findReviewPhoto, ownReviewOfOrder, setReviewPhoto } from './store.js';


const tags = ['Reviews'];
const errors = { '4xx': apiError };
const LIMITS: MultipartLimits = { fileSize: REVIEW_PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, fieldNameSize: 100, parts: 3, headerPairs: 100 };

export function reviewPhotoRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;

  async function answer(orderId: number, message: string) {
    const data = await ownReviewOfOrder(db, orderId);
    if (!data) throw new HttpError(409, m.photoNeedsReview);
    return { message, data };
  }

  registerMultipartScope(
    app,
    {
      limits: LIMITS,
      unsupported: m.photoForm,
      guard: uploadsPerIpGuard(deps),
    },
    (scope) => {
      scope.put(
        scopedPath(REVIEW_ORDER_PHOTO_PATH),
        {
          bodyLimit: multipartBodyLimit(REVIEW_PHOTO_MAX_BYTES),
          config: { auth: 'customer' },
          schema: { tags, summary: 'Add or replace the photo of my review (it waits for moderation again)', consumes: ['multipart/form-data'], params: reviewOrderParams, response: { 200: ownReviewResponse, ...errors } },
        },
        async (request) => {
          const order = await ownDeliveredOrder(deps, currentUser(request).id, request.params.id);
          const { file } = await readMultipartForm(request, REVIEW_PHOTO_FIELD, { tooLarge: m.photoSize, oneFile: m.photoOne });
          const photo = file ? await cleanPhoto(file.data, REVIEW_PHOTO_MAX_BYTES) : null;
          if (!photo) throw fieldError(REVIEW_PHOTO_FIELD, m.photoType);
          if (!(await setReviewPhoto(db, order.orderId, photo, now()))) throw new HttpError(409, m.photoNeedsReview);
          return answer(order.orderId, m.photoSaved);
        },
      );
    },
  );

  app.delete(
    scopedPath(REVIEW_ORDER_PHOTO_PATH),
    { config: { auth: 'customer' }, schema: { tags, summary: 'Remove the photo of my review', params: reviewOrderParams, response: { 200: ownReviewResponse, ...errors } } },
    async (request) => {
      const order = await ownDeliveredOrder(deps, currentUser(request).id, request.params.id);
      if (!(await setReviewPhoto(db, order.orderId, null, now()))) throw new HttpError(409, m.photoNeedsReview);
      return answer(order.orderId, m.photoRemoved);
    },
  );

  app.get(
    scopedPath(REVIEW_PHOTO_PATH),
    {
      config: { auth: 'public' },
      schema: { tags, summary: "A review's photo: anyone's once published, before that its author's and admins' only", produces: ['image/jpeg', 'image/png', 'image/webp'], params: reviewParams },
    },
    async (request, reply) => {
      const photo = await findReviewPhoto(db, request.params.id);
      if (!photo) throw new HttpError(404, m.photoNotFound);
      if (photo.state !== 'published') {
        const user = await optionalUser(db, request, now());
        if (!user || !(user.isAdmin || user.id === photo.customerId)) throw new HttpError(404, m.photoNotFound);
      }
      return sendPhoto(reply, photo);
    },
  );
}
