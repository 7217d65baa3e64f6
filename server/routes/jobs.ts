import {
  adminJobListResponse,
  applicationListQuery,
  applicationListResponse,
  applicationUpdateBody,
  applicationUpdateResponse,
  type Job,
  jobApplicationBody,
  jobApplicationResponse,
  jobListQuery,
  jobListResponse,
  jobResponse,
  jobUpdateBody,
  jobWriteBody,
} from '@contract/careers.js';
import { apiError, idParams } from '@contract/common.js';
import { firstName } from '@contract/rules.js';
import { CV_MAX_BYTES, CV_MIME_TYPES, careerMessages } from '@contract/career-rules.js';
import { consumeLimits } from '../auth/rate-limit.js';
import type { Queryable } from '../db/index.js';
import type { App, Deps } from '../deps.js';
import { HttpError, isUniqueViolation } from '../errors.js';
import { rejectNul } from '../input-guard.js';
import { CAREER_MSG, MSG } from '../messages.js';
import { multipartForm, uploadedFile } from '../openapi.js';
import {
  findApplication,
  findApplicationCv,
  findJob,
  hasApplied,
  insertApplication,
  insertJob,
  listAllJobs,
  listApplications,
  listOpenJobs,
  lockJob,
  openJobFilters,
  updateApplicationStatus,
  updateJob,
} from '../store/jobs.js';
import {
  attachmentDisposition,
  detectDocumentType,
  multipartBodyLimit,
  readMultipartForm,
  registerMultipartScope,
  sanitiseFileName,
  type MultipartLimits,
  type UploadedFile,
  uploadsPerIpGuard,
} from '../uploads.js';

const errors = { '4xx': apiError };
const tags = ['Careers'];

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

type FieldError = { field: string; message: string };
type Cv = { name: string; type: string; data: Buffer };

/** One 400 carrying every field error, in the API's error shape. */
function badFields(errs: FieldError[]): HttpError {
  const first = errs[0] ?? { field: 'body', message: 'Invalid request.' };
  return new HttpError(400, `${first.field}: ${first.message}`, errs);
}

/** The CV to store (sanitised name, MIME type detected from its bytes), or the field error. */
function checkCv(cv: UploadedFile | null): Cv | FieldError {
  if (!cv || cv.data.length === 0) return { field: 'cv', message: careerMessages.cvRequired };
  if (cv.data.length > CV_MAX_BYTES) return { field: 'cv', message: careerMessages.cvSize };
  const name = sanitiseFileName(cv.fileName);
  const ext = detectDocumentType(name, cv.data);
  if (!ext) return { field: 'cv', message: careerMessages.cvType };
  return { name, type: CV_MIME_TYPES[ext], data: cv.data };
}

async function existingJob(db: Queryable, id: number): Promise<Job> {
  const job = await findJob(db, id);
  if (!job) throw new HttpError(404, MSG.jobNotFound);
  return job;
}

/** The public job calls and the admin ones (JSON), and the application call in a multipart scope of its own. */
export function jobRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;
  // Every upload counts per address before its body is read; a complete application also counts below.
  const guard = uploadsPerIpGuard(deps);
  registerMultipartScope(app, { limits: APPLICATION_FORM_LIMITS, unsupported: MSG.multipartRequired, guard }, (scope) =>
    jobApplicationRoutes(scope, deps),
  );

  app.get(
    '/jobs',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Open job openings, newest first, with the filter choices',
        querystring: jobListQuery,
        response: { 200: jobListResponse, ...errors },
      },
    },
    async (request) => {
      const { department, location, type } = request.query;
      const [data, filters] = await Promise.all([
        listOpenJobs(db, { department: department || undefined, location: location || undefined, type: type || undefined }),
        openJobFilters(db),
      ]);
      return { data, filters };
    },
  );

  app.get(
    '/jobs/:id',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'One job opening (a closed one too)', params: idParams, response: { 200: jobResponse, ...errors } },
    },
    async (request) => ({ data: await existingJob(db, request.params.id) }),
  );

  app.get(
    '/admin/jobs',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Every job, open first, with its application count', response: { 200: adminJobListResponse, ...errors } },
    },
    async () => ({ data: await listAllJobs(db) }),
  );

  app.post(
    '/admin/jobs',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Post a new job opening', body: jobWriteBody, response: { 201: jobResponse, ...errors } },
    },
    async (request, reply) => {
      const id = await insertJob(db, request.body, now());
      reply.code(201);
      return { data: await existingJob(db, id) };
    },
  );

  app.put(
    '/admin/jobs/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Edit a job opening; status closed closes it, open reopens it',
        params: idParams,
        body: jobUpdateBody,
        response: { 200: jobResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await updateJob(db, id, request.body, now()))) throw new HttpError(404, MSG.jobNotFound);
      return { data: await existingJob(db, id) };
    },
  );

  app.get(
    '/admin/applications',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Job applications, one page (20 by default, newest first), filtered and sorted',
        querystring: applicationListQuery,
        response: { 200: applicationListResponse, ...errors },
      },
    },
    async (request) => {
      const { jobId, status, q, sort, page, pageSize } = request.query;
      const { rows, total } = await listApplications(db, { jobId, status, q: q || undefined, sort, page, pageSize });
      return { data: rows, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)), total };
    },
  );

  app.patch(
    '/admin/applications/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "Change an application's status",
        params: idParams,
        body: applicationUpdateBody,
        response: { 200: applicationUpdateResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = await updateApplicationStatus(db, id, request.body.status, now());
      const application = found ? await findApplication(db, id) : null;
      if (!application) throw new HttpError(404, MSG.applicationNotFound);
      return { data: application };
    },
  );

  app.get(
    '/admin/applications/:id/cv',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "Download an application's CV",
        description: 'The file itself (PDF or .docx) as an attachment, with the MIME type detected when it was uploaded.',
        produces: Object.values(CV_MIME_TYPES),
        params: idParams,
        // No response schema: the body is the file's bytes (errors are the usual { message }).
      },
    },
    async (request, reply) => {
      const cv = await findApplicationCv(db, request.params.id);
      if (!cv) throw new HttpError(404, MSG.applicationNotFound);
      return reply
        .header('content-type', cv.type)
        .header('content-disposition', attachmentDisposition(cv.name, 'cv'))
        .header('content-length', String(cv.data.length))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(cv.data);
    },
  );
}

/** POST /jobs/:id/applications (multipart/form-data), in the multipart scope jobRoutes opens. */
function jobApplicationRoutes(app: App, { db, config, now }: Deps): void {
  app.post(
    '/jobs/:id/applications',
    {
      config: { auth: 'public' },
      // A 5 MB CV must get past the 64 KB JSON limit here; the multipart parser enforces the real limits.
      bodyLimit: multipartBodyLimit(CV_MAX_BYTES),
      schema: {
        tags,
        summary: 'Apply for a job (multipart/form-data)',
        description:
          'multipart/form-data with the text fields name, email, mobile, city, experience_years, current_company?, linkedin?, ' +
          'cover_note?, consent ("true") and one file field "cv": a PDF or Word (.docx) file of at most 5 MB, checked by its ' +
          'content. Errors name the field. Rate-limited per address.',
        consumes: ['multipart/form-data'],
        documentedBody: multipartForm(jobApplicationBody, { cv: uploadedFile('The CV: a PDF or Word (.docx) file of at most 5 MB') }),
        params: idParams,
        response: { 201: jobApplicationResponse, ...errors },
      },
    },
    async (request, reply) => {
      const jobId = request.params.id;
      if (!request.isMultipart()) throw new HttpError(415, MSG.multipartRequired);
      // Cheap checks first, so nobody fills in a form for an opening that is gone.
      const job = await existingJob(db, jobId);
      if (job.status !== 'open') throw new HttpError(409, MSG.jobClosed);

      const form = await readMultipartForm(request, 'cv', CV_UPLOAD);
      rejectNul(form.fields, 'body');
      const parsed = jobApplicationBody.safeParse(form.fields);
      const fieldErrors: FieldError[] = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issue.message }));
      const cv = checkCv(form.file);
      if ('field' in cv) {
        if (cv.message === careerMessages.cvSize) throw new HttpError(413, `cv: ${cv.message}`, [cv]);
        fieldErrors.push(cv);
      }
      if (!parsed.success || 'field' in cv) throw badFields(fieldErrors);
      const body = parsed.data;

      const at = now();
      // Counted once the form is complete, so fixing a typo does not use up an attempt.
      await consumeLimits(db, [{ key: `job-application:ip:${request.ip}`, rule: config.rateLimits.jobApplicationsPerIp }], at);

      let saved: { id: number; title: string };
      try {
        saved = await db.transaction(async (tx) => {
          const locked = await lockJob(tx, jobId);
          if (!locked) throw new HttpError(404, MSG.jobNotFound);
          if (locked.status !== 'open') throw new HttpError(409, MSG.jobClosed);
          if (await hasApplied(tx, jobId, body.email)) throw new HttpError(409, MSG.alreadyApplied);
          const id = await insertApplication(
            tx,
            {
              jobId,
              name: body.name,
              email: body.email,
              mobile: body.mobile,
              city: body.city,
              experienceYears: body.experience_years,
              currentCompany: body.current_company ?? '',
              linkedin: body.linkedin ?? '',
              coverNote: body.cover_note ?? '',
              cvName: cv.name,
              cvType: cv.type,
              cvData: cv.data,
            },
            at,
          );
          return { id, title: locked.title };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, MSG.alreadyApplied);
        throw error;
      }

      reply.code(201);
      return {
        message: CAREER_MSG.applicationReceived(firstName(body.name), saved.title),
        data: { id: saved.id, job_id: jobId, job_title: saved.title },
      };
    },
  );
}
