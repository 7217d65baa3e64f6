// Growth (issue 14): dealership applications from /become-dealer and their review in the back office.
import { apiError, idParams } from '@contract/common.js';
import {
  dealerApplicationBody,
  dealerApplicationResponse,
  dealerDetailResponse,
  dealerListQuery,
  dealerListResponse,
  dealerUpdateBody,
} from '@contract/growth.js';
import { dealerReference } from '@contract/dealer-rules.js';
import { firstName } from '@contract/rules.js';
import { currentUser, optionalUserId } from '../auth/hook.js';
import { consumeLimits } from '../auth/rate-limit.js';
import { exportFileName, sendCsv } from '../back-office/csv-export.js';
import { listRecordEvents } from '../back-office/record-events.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import {
  DEALER_CSV_COLUMNS,
  dealerExportSql,
  findDealerApplication,
  insertDealerApplication,
  listDealerApplications,
  reviewDealerApplication,
} from '../store/growth-dealers.js';
import { pageOf } from '../store/sql.js';
import { checkedPlace } from './lookups.js';

const errors = { '4xx': apiError };
const tags = ['Dealership'];

export const GROWTH_MSG = {
  dealerReceived: (name: string, reference: string) =>
    `Thank you, ${name}. Your dealership application ${reference} is with our dealer development team, who will contact you.`,
  dealerNotFound: 'We could not find that dealership application.',
} as const;

export function growthRoutes(app: App, { db, config, email, now }: Deps): void {
  app.post(
    '/dealer-applications',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Apply to become a Revolt dealer', body: dealerApplicationBody, response: { 201: dealerApplicationResponse, ...errors } },
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      await consumeLimits(db, [{ key: `dealer-application:ip:${request.ip}`, rule: config.rateLimits.dealerApplicationsPerIp }], at);
      await checkedPlace(db, { state: body.state, city: body.city });
      const customerId = await optionalUserId(db, request, at);
      const id = await db.transaction((tx) => insertDealerApplication(tx, { ...body, customerId }, at));
      const reference = dealerReference(id);
      // The acknowledgement is a courtesy: a mail outage never fails the application, which is already stored.
      await email.send(body.email, { kind: 'dealer-application-received', name: firstName(body.name), reference }).catch((error: unknown) => {
        request.log.warn({ err: error, reference }, 'dealer application acknowledgement not e-mailed');
      });
      reply.code(201);
      return { message: GROWTH_MSG.dealerReceived(firstName(body.name), reference), data: { id, reference } };
    },
  );

  app.get(
    '/admin/dealer-applications',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Dealership applications, one page (newest first by default), filtered and sorted',
        querystring: dealerListQuery,
        response: { 200: dealerListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, ...rest } = request.query;
      const { rows, total } = await listDealerApplications(db, { ...rest, page, pageSize });
      return pageOf(rows, total, page, pageSize);
    },
  );

  app.get(
    '/admin/dealer-applications.csv',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Dealership applications as CSV: every row the list filters match',
        produces: ['text/csv'],
        querystring: dealerListQuery,
      },
    },
    async (request, reply) => {
      const { q, status, budget, state, sort } = request.query;
      const { sql, params } = dealerExportSql({ q, status, budget, state }, sort);
      return sendCsv(reply, db, {
        filename: exportFileName('dealer-applications', now(), { status, budget, state, q }),
        columns: DEALER_CSV_COLUMNS,
        sql,
        params,
      });
    },
  );

  app.get(
    '/admin/dealer-applications/:id',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'One dealership application with its event trail', params: idParams, response: { 200: dealerDetailResponse, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const application = await findDealerApplication(db, id);
      if (!application) throw new HttpError(404, GROWTH_MSG.dealerNotFound);
      return { data: { ...application, events: await listRecordEvents(db, 'dealer_application', id) } };
    },
  );

  app.patch(
    '/admin/dealer-applications/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "Review a dealership application: change its status, add a note, or both",
        params: idParams,
        body: dealerUpdateBody,
        response: { 200: dealerDetailResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      const found = await db.transaction((tx) => reviewDealerApplication(tx, id, request.body, { userId: user.id, role: 'admin' }, now()));
      const application = found ? await findDealerApplication(db, id) : null;
      if (!application) throw new HttpError(404, GROWTH_MSG.dealerNotFound);
      return { data: { ...application, events: await listRecordEvents(db, 'dealer_application', id) } };
    },
  );
}
