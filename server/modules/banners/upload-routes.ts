// The admin's banner create form: multipart at BANNER_CREATE_PATH with the image in the field "image" and the text
// fields of bannerCreateFields, answering 201 with the new banner. Not a JSON endpoint of the contract's families (a
// multipart body in), as media's upload; the rules are the service's (createBanner).
import { BANNER_CREATE_PATH } from '@contract/banner-rules.js';
import { bannerCreateFields, bannerMessages, bannerResponse } from '@contract/banners.js';
import { apiError } from '@contract/common.js';
import type { App, Deps } from '../../platform/deps.js';
import { scopedPath } from '../../platform/endpoint-route.js';
import { HttpError } from '../../platform/errors.js';
import { rejectNul } from '../../platform/input-guard.js';
import { multipartForm, uploadedFile } from '../../platform/openapi.js';
import { multipartBodyLimit, readMultipartForm, registerMultipartScope, type MultipartLimits } from '../../platform/uploads.js';
import { BANNER_MAX_BYTES } from './images.js';
import { createBanner } from './service.js';

const BANNER_FORM_LIMITS: MultipartLimits = { fileSize: BANNER_MAX_BYTES, files: 1, fields: 10, fieldSize: 2 * 1024, fieldNameSize: 100, parts: 12, headerPairs: 100 };
const BANNER_UPLOAD = { tooLarge: bannerMessages.imageSize, oneFile: bannerMessages.image };
const MULTIPART_REQUIRED = 'Send the banner as multipart/form-data, with the image in the field "image".';

export function bannerUploadRoutes(app: App, deps: Deps): void {
  registerMultipartScope(app, { limits: BANNER_FORM_LIMITS, unsupported: MULTIPART_REQUIRED }, (scope) => {
    scope.post(
      scopedPath(BANNER_CREATE_PATH),
      {
        config: { auth: 'admin' },
        bodyLimit: multipartBodyLimit(BANNER_MAX_BYTES),
        schema: {
          tags: ['Banners', 'Admin'],
          summary: 'Create a home banner (multipart/form-data)',
          description:
            'Text fields headline, alt, link (an internal path or an https address on BANNER_LINK_HOSTS), startsAt, endsAt?, ' +
            'active ("true"/"false") and one file field "image": JPEG, PNG or WebP, checked by its content, at least 960 px ' +
            'wide, at most 8 MB, re-encoded to WebP at 480/960/1440 px in a 2:1 crop.',
          consumes: ['multipart/form-data'],
          documentedBody: multipartForm(bannerCreateFields, { image: uploadedFile('JPEG, PNG or WebP, at least 960 px wide, at most 8 MB') }),
          response: { 201: bannerResponse, '4xx': apiError },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, MULTIPART_REQUIRED);
        const form = await readMultipartForm(request, 'image', BANNER_UPLOAD);
        rejectNul(form.fields, 'body');
        const data = await createBanner(deps, { fields: form.fields, image: form.file?.data ?? null });
        return reply.code(201).send({ data });
      },
    );
  });
}
