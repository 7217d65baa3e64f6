// An application for a job: a multipart form (the text fields of jobApplicationBody and the file field "cv") at
// career-rules.ts jobApplicationPath, so not a JSON endpoint of contract/careers-endpoints.ts (as the media upload).
// In a multipart scope of its own; every upload counts per address before its body is read.
import { CV_MAX_BYTES, careerMessages } from '@contract/career-rules.js';
import { jobApplicationBody, jobApplicationResponse } from '@contract/careers.js';
import { apiError, idParams } from '@contract/common.js';
import type { App, Deps } from '../../platform/deps.js';
import { HttpError } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { multipartForm, uploadedFile } from '../../platform/openapi.js';
import { multipartBodyLimit, readMultipartForm, registerMultipartScope, uploadsPerIpGuard, type MultipartLimits } from '../../platform/uploads.js';
import { applyToJob, openJob } from './service.js';

/** Limits of the multipart parser that reads an application. */
const APPLICATION_FORM_LIMITS: MultipartLimits = {
  fileSize: CV_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: 25,
  headerPairs: 100,
};
const CV_UPLOAD = { tooLarge: careerMessages.cvSize, oneFile: MSG.cvOneFile };

/** Under API_PREFIX: POST /jobs/:id/applications (multipart/form-data). */
export function jobApplicationRoutes(app: App, deps: Deps): void {
  const guard = uploadsPerIpGuard(deps);
  registerMultipartScope(app, { limits: APPLICATION_FORM_LIMITS, unsupported: MSG.multipartRequired, guard }, (scope) => {
    scope.post(
      '/jobs/:id/applications',
      {
        config: { auth: 'public' },
        // A 5 MB CV must get past the 64 KB JSON limit here; the multipart parser enforces the real limits.
        bodyLimit: multipartBodyLimit(CV_MAX_BYTES),
        schema: {
          tags: ['Careers'],
          summary: 'Apply for a job (multipart/form-data)',
          description:
            'multipart/form-data with the text fields name, email, mobile, city, experience_years, current_company?, linkedin?, ' +
            'cover_note?, consent ("true") and one file field "cv": a PDF or Word (.docx) file of at most 5 MB, checked by its ' +
            'content. Errors name the field. Rate-limited per address.',
          consumes: ['multipart/form-data'],
          documentedBody: multipartForm(jobApplicationBody, { cv: uploadedFile('The CV: a PDF or Word (.docx) file of at most 5 MB') }),
          params: idParams,
          response: { 201: jobApplicationResponse, '4xx': apiError },
        },
      },
      async (request, reply) => {
        const jobId = request.params.id;
        if (!request.isMultipart()) throw new HttpError(415, MSG.multipartRequired);
        // Cheap checks first, so nobody fills in a form for an opening that is gone.
        await openJob(deps.db, jobId);
        const form = await readMultipartForm(request, 'cv', CV_UPLOAD);
        const answer = await applyToJob(deps, jobId, form, request.ip);
        return reply.code(201).send(answer);
      },
    );
  });
}
