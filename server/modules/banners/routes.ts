// Home page banners (issue 15): the live list the home page reads, the WebP renditions, and the admin's banner
// dashboard (create with the image in upload-routes.ts, edit, schedule, switch off, order). JSON routes are registered
// from their descriptors in contract/banners-endpoints.ts; the renditions are files (BANNER_IMAGE_PATH).
import { BANNER_IMAGE_PATH } from '@contract/banner-rules.js';
import { bannerImageParams, bannerMessages } from '@contract/banners.js';
import { bannersEndpointSchemas as schemas } from '@contract/banners-endpoint-schemas.js';
import { bannersEndpoints as endpoints } from '@contract/banners-endpoints.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute, scopedPath } from '../../platform/endpoint-route.js';
import { HttpError } from '../../platform/errors.js';
import { editBanner, putBannersInOrder } from './service.js';
import { bannerImage, listBanners, liveBanners } from './store.js';
import { bannerUploadRoutes } from './upload-routes.js';

const tags = ['Banners'];
const adminTags = ['Banners', 'Admin'];

/** Under API_PREFIX. */
export function bannerRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;

  bannerUploadRoutes(app, deps);

  app.route({
    ...endpointRoute(endpoints.live, schemas.live, tags),
    handler: async (_request, reply) => {
      // Short: a schedule that starts or ends shows within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return { data: await liveBanners(db, now()) };
    },
  });

  app.get(
    scopedPath(BANNER_IMAGE_PATH),
    {
      config: { auth: 'public' },
      schema: { tags, summary: "A banner's WebP rendition (never changes: cached for a year)", params: bannerImageParams },
    },
    async (request, reply) => {
      const data = await bannerImage(db, request.params.id, request.params.width);
      if (!data) throw new HttpError(404, bannerMessages.notFound);
      return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(data);
    },
  );

  app.route({
    ...endpointRoute(endpoints.list, schemas.list, adminTags),
    handler: async () => ({ data: await listBanners(db, now()) }),
  });

  app.route({
    ...endpointRoute(endpoints.update, schemas.update, adminTags),
    handler: async (request) => ({ data: await editBanner(deps, request.params.id, request.body) }),
  });

  app.route({
    ...endpointRoute(endpoints.reorder, schemas.reorder, adminTags),
    handler: async (request) => ({ data: await putBannersInOrder(deps, request.body.ids) }),
  });
}
