// The media library's upload (admin): a multipart form at MEDIA_UPLOAD_PATH with the photograph in MEDIA_FIELD and the
// text fields of mediaUploadFields, answering 201 with the new item. Not a JSON endpoint of the contract's families
// (a multipart body in), as the review photo (server/modules/reviews/photo-routes.ts). Rate-limited per IP before the
// body is read, like every upload.
import { apiError } from '@contract/common.js';
import { MEDIA_FIELD, MEDIA_MAX_BYTES, MEDIA_MIN_WIDTH, MEDIA_UPLOAD_PATH, mediaMessages as m } from '@contract/media-rules.js';
import { mediaItemResponse, mediaUploadFields } from '@contract/media.js';
import { currentUser } from '../../platform/auth/hook.js';
import { scopedPath } from '../../platform/endpoint-route.js';
import type { App, Deps } from '../../platform/deps.js';
import { rejectNul } from '../../platform/input-guard.js';
import type { MediaStorage } from '../../platform/media-storage/index.js';
import { multipartForm, uploadedFile } from '../../platform/openapi.js';
import { multipartBodyLimit, readMultipartForm, registerMultipartScope, uploadsPerIpGuard, type MultipartLimits } from '../../platform/uploads.js';
import { uploadMedia } from './service.js';

const LIMITS: MultipartLimits = { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 100 };

export function mediaUploadRoutes(app: App, deps: Deps, storage: MediaStorage): void {
  registerMultipartScope(
    app,
    {
      limits: LIMITS,
      unsupported: m.photoForm,
      guard: uploadsPerIpGuard(deps),
    },
    (scope) => {
      scope.post(
        scopedPath(MEDIA_UPLOAD_PATH),
        {
          bodyLimit: multipartBodyLimit(MEDIA_MAX_BYTES),
          config: { auth: 'admin' },
          schema: {
            tags: ['Media', 'Back office'],
            summary: "Upload a model's photograph for a colour (or every colour) and slot; it replaces the slot's photograph",
            description: `JPEG, PNG or WebP judged by its bytes, at least ${MEDIA_MIN_WIDTH} px wide, at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB; made in AVIF and WebP at each width of the contract's MEDIA_WIDTHS not wider than it.`,
            consumes: ['multipart/form-data'],
            documentedBody: multipartForm(mediaUploadFields, { [MEDIA_FIELD]: uploadedFile('The photograph: JPEG, PNG or WebP') }),
            response: { 201: mediaItemResponse, '4xx': apiError },
          },
        },
        async (request, reply) => {
          const form = await readMultipartForm(request, MEDIA_FIELD, { tooLarge: m.photoSize, oneFile: m.photo });
          rejectNul(form.fields, 'body');
          const data = await uploadMedia(deps, storage, { fields: form.fields, photo: form.file?.data ?? null, userId: currentUser(request).id }, request.log);
          return reply.code(201).send({ message: m.uploaded, data });
        },
      );
    },
  );
}
