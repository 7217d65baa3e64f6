// Home page banners (issue 15): the live list the home page reads, the WebP renditions, and the admin's banner
// dashboard (create with the image, edit, schedule, switch off, order).
import {
  bannerCreateFields,
  bannerImageParams,
  bannerListResponse,
  bannerMessages,
  bannerOrderBody,
  bannerResponse,
  bannerUpdateBody,
  publicBannersResponse,
} from '@contract/banners.js';
import { apiError, idParams } from '@contract/common.js';
import { allowedBannerLink, BANNER_MAX_BYTES, bannerRenditions } from '../banners/images.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError } from '../errors.js';
import { rejectNul } from '../input-guard.js';
import { multipartForm, uploadedFile } from '../openapi.js';
import { bannerIds, bannerImage, findBanner, insertBanner, listBanners, liveBanners, reorderBanners, updateBanner } from '../store/banners.js';
import { multipartBodyLimit, readMultipartForm, registerMultipartScope, type MultipartLimits } from '../uploads.js';

const errors = { '4xx': apiError };
const tags = ['Banners'];
const adminTags = ['Banners', 'Admin'];

const BANNER_FORM_LIMITS: MultipartLimits = { fileSize: BANNER_MAX_BYTES, files: 1, fields: 10, fieldSize: 2 * 1024, fieldNameSize: 100, parts: 12, headerPairs: 100 };
const BANNER_UPLOAD = { tooLarge: bannerMessages.imageSize, oneFile: bannerMessages.image };
const MULTIPART_REQUIRED = 'Send the banner as multipart/form-data, with the image in the field "image".';

type FieldError = { field: string; message: string };
const badFields = (list: FieldError[]) => new HttpError(400, list.map((e) => `${e.field}: ${e.message}`).join(' '), list);

export function bannerRoutes(app: App, deps: Deps): void {
  const { db, config, now } = deps;

  registerMultipartScope(app, { limits: BANNER_FORM_LIMITS, unsupported: MULTIPART_REQUIRED }, (scope) => {
    scope.post(
      '/admin/banners',
      {
        config: { auth: 'admin' },
        bodyLimit: multipartBodyLimit(BANNER_MAX_BYTES),
        schema: {
          tags: adminTags,
          summary: 'Create a home banner (multipart/form-data)',
          description:
            'Text fields headline, alt, link (an internal path or an https address on BANNER_LINK_HOSTS), startsAt, endsAt?, ' +
            'active ("true"/"false") and one file field "image": JPEG, PNG or WebP, checked by its content, at least 960 px ' +
            'wide, at most 8 MB, re-encoded to WebP at 480/960/1440 px in a 2:1 crop.',
          consumes: ['multipart/form-data'],
          documentedBody: multipartForm(bannerCreateFields, { image: uploadedFile('JPEG, PNG or WebP, at least 960 px wide, at most 8 MB') }),
          response: { 201: bannerResponse, ...errors },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, MULTIPART_REQUIRED);
        const form = await readMultipartForm(request, 'image', BANNER_UPLOAD);
        rejectNul(form.fields, 'body');
        const parsed = bannerCreateFields.safeParse(form.fields);
        const fieldErrors: FieldError[] = parsed.success
          ? []
          : parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message }));
        const fields = parsed.success ? parsed.data : null;
        const link = typeof form.fields.link === 'string' ? form.fields.link.trim() : '';
        if (link && !allowedBannerLink(link, config.bannerLinkHosts)) fieldErrors.push({ field: 'link', message: bannerMessages.link });
        if (fields?.endsAt && fields.endsAt <= fields.startsAt) fieldErrors.push({ field: 'endsAt', message: bannerMessages.end });
        const renditions = form.file ? await bannerRenditions(form.file.data) : null;
        if (!renditions) fieldErrors.push({ field: 'image', message: bannerMessages.image });
        if (!fields || !renditions || fieldErrors.length > 0) throw badFields(fieldErrors);
        const at = now();
        const id = await db.transaction((tx) => insertBanner(tx, { ...fields, endsAt: fields.endsAt ?? null }, renditions, at));
        return reply.code(201).send({ data: (await findBanner(db, id, at))! });
      },
    );
  });

  app.get(
    '/banners',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'The home banners live now, in order', response: { 200: publicBannersResponse, ...errors } },
    },
    async (_request, reply) => {
      // Short: a schedule that starts or ends shows within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return { data: await liveBanners(db, now()) };
    },
  );

  app.get(
    '/banners/:id/image/:width',
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

  app.get(
    '/admin/banners',
    {
      config: { auth: 'admin' },
      schema: { tags: adminTags, summary: 'Every banner, in order, with whether it is live now', response: { 200: bannerListResponse, ...errors } },
    },
    async () => ({ data: await listBanners(db, now()) }),
  );

  app.patch(
    '/admin/banners/:id',
    {
      config: { auth: 'admin' },
      schema: { tags: adminTags, summary: 'Edit, schedule or switch a banner on or off', params: idParams, body: bannerUpdateBody, response: { 200: bannerResponse, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const at = now();
      const current = await findBanner(db, id, at);
      if (!current) throw new HttpError(404, bannerMessages.notFound);
      const changes = request.body;
      if (changes.link !== undefined && !allowedBannerLink(changes.link, config.bannerLinkHosts)) throw fieldError('link', bannerMessages.link);
      const startsAt = changes.startsAt ?? new Date(current.startsAt);
      const endsAt = changes.endsAt === undefined ? (current.endsAt ? new Date(current.endsAt) : null) : changes.endsAt;
      if (endsAt && endsAt <= startsAt) throw fieldError('endsAt', bannerMessages.end);
      await updateBanner(db, id, changes, at);
      return { data: (await findBanner(db, id, at))! };
    },
  );

  app.put(
    '/admin/banners/order',
    {
      config: { auth: 'admin' },
      schema: { tags: adminTags, summary: 'Put the banners in this order (every id once)', body: bannerOrderBody, response: { 200: bannerListResponse, ...errors } },
    },
    async (request) => {
      const { ids } = request.body;
      const known = await bannerIds(db);
      const sent = [...ids].sort((a, b) => a - b);
      if (sent.length !== known.length || sent.some((id, i) => id !== known[i])) throw fieldError('ids', bannerMessages.order);
      const at = now();
      await db.transaction((tx) => reorderBanners(tx, ids, at));
      return { data: await listBanners(db, at) };
    },
  );
}
