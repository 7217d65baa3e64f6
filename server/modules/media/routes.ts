// The media library: a model's photographs (public list), the admin's upload (upload-routes.ts) and removal, and the
// made files at /media/<id>/<width>.<avif|webp> (public, outside /api: registered at the root by app.ts, before the
// SPA's fallback). JSON routes are registered from their descriptors in contract/media-endpoints.ts.
import { mediaEndpointSchemas as schemas } from '@contract/media-endpoint-schemas.js';
import { mediaEndpoints as endpoints } from '@contract/media-endpoints.js';
import { mediaMessages as m } from '@contract/media-rules.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import type { MediaStorage } from '../../platform/media-storage/index.js';
import { MEDIA_CONTENT_TYPES, mediaKey, mediaNotFound, parseMediaFile, removeMedia } from './service.js';
import { listMediaOf, mediaFilesOf } from './store.js';
import { mediaUploadRoutes } from './upload-routes.js';

const tags = ['Media'];
const boTags = ['Media', 'Back office'];

/** Under API_PREFIX. */
export function mediaRoutes(app: App, deps: Deps, storage: MediaStorage): void {
  mediaUploadRoutes(app, deps, storage);

  app.route({
    ...endpointRoute(endpoints.list, schemas.list, tags),
    handler: async (request) => ({ data: await listMediaOf(deps.db, request.query.model || null) }),
  });

  app.route({
    ...endpointRoute(endpoints.remove, schemas.remove, boTags),
    handler: async (request) => {
      await removeMedia(deps, storage, request.params.id, request.log);
      return { message: m.removed };
    },
  });
}

/** At the root: an item's made file. Never changes (a new upload is a new item), so cached for good. */
export function mediaFileRoutes(app: App, deps: Deps, storage: MediaStorage): void {
  app.get(
    '/media/:id/:file',
    {
      config: { auth: 'public' },
      schema: { tags, summary: "One made file of a photograph, e.g. /media/12/800.avif (cached for a year: an item's files never change)", produces: ['image/avif', 'image/webp'] },
    },
    async (request, reply) => {
      const { id, file } = request.params as { id: string; file: string };
      const itemId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
      const files = itemId > 0 && itemId <= 2_147_483_647 ? await mediaFilesOf(deps.db, itemId) : null;
      const wanted = files ? parseMediaFile(file, files.widths) : null;
      const object = files && wanted ? await storage.get(mediaKey(files.prefix, wanted.width, wanted.format)) : null;
      if (!wanted || !object) throw mediaNotFound();
      return reply
        .header('content-type', MEDIA_CONTENT_TYPES[wanted.format])
        .header('content-length', String(object.data.length))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(object.data);
    },
  );
}
