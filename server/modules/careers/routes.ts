// Careers: the public job openings, the application (multipart, application-routes.ts), and the admin's jobs and
// applicants with the CV download (a file, a plain route). JSON routes are registered from their descriptors in
// contract/careers-endpoints.ts; the rules and the application workflow are in service.ts, the SQL in store.ts.
import { CV_MIME_TYPES } from '@contract/career-rules.js';
import { careersEndpointSchemas as schemas } from '@contract/careers-endpoint-schemas.js';
import { careersEndpoints as endpoints } from '@contract/careers-endpoints.js';
import { idParams } from '@contract/common.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { HttpError } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { attachmentDisposition } from '../../platform/uploads.js';
import { jobApplicationRoutes } from './application-routes.js';
import { editJob, existingJob, postJob, setApplicationStatus } from './service.js';
import { findApplicationCv, listAllJobs, listApplications, listOpenJobs, openJobFilters } from './store.js';

const tags = ['Careers'];

/** Under API_PREFIX. */
export function careersRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  jobApplicationRoutes(app, deps);

  app.route({
    ...endpointRoute(endpoints.list, schemas.list, tags),
    handler: async (request) => {
      const { department, location, type } = request.query;
      const [data, filters] = await Promise.all([
        listOpenJobs(db, { department: department || undefined, location: location || undefined, type: type || undefined }),
        openJobFilters(db),
      ]);
      return { data, filters };
    },
  });

  app.route({
    ...endpointRoute(endpoints.get, schemas.get, tags),
    handler: async (request) => ({ data: await existingJob(db, request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.adminList, schemas.adminList, tags),
    handler: async () => ({ data: await listAllJobs(db) }),
  });

  app.route({
    ...endpointRoute(endpoints.create, schemas.create, tags),
    handler: async (request, reply) => {
      const data = await postJob(deps, request.body);
      return reply.code(201).send({ data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.update, schemas.update, tags),
    handler: async (request) => ({ data: await editJob(deps, request.params.id, request.body) }),
  });

  app.route({
    ...endpointRoute(endpoints.applications, schemas.applications, tags),
    handler: async (request) => {
      const { jobId, status, q, sort, page, pageSize } = request.query;
      const { rows, total } = await listApplications(db, { jobId, status, q: q || undefined, sort, page, pageSize });
      return { data: rows, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)), total };
    },
  });

  app.route({
    ...endpointRoute(endpoints.updateApplication, schemas.updateApplication, tags),
    handler: async (request) => ({ data: await setApplicationStatus(deps, request.params.id, request.body.status) }),
  });

  // A file, not JSON: a plain route at career-rules.ts applicationCvPath.
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
