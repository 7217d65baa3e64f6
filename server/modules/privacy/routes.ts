// The customer's rights (issue 24, DPDP Act 2023): download everything we hold on the account (JSON and a readable
// HTML copy), erase the account with a code sent to its mobile, and the back office's list of erasure requests.
// Registered from the descriptors of contract/privacy-endpoints.ts; SQL in store.ts; the HTML in export-html.ts.
import { ERASURE_KEPT, ERASURE_REMOVED } from '@contract/privacy-rules.js';
import { privacyEndpointSchemas as schemas } from '@contract/privacy-endpoint-schemas.js';
import { privacyEndpoints as endpoints } from '@contract/privacy-endpoints.js';
import { currentUser } from '../../platform/auth/hook.js';
import { checkMobileOtp, createMobileOtp } from '../../platform/auth/otp.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { HttpError, fieldError } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { issueOtp, otpRefusal } from '../../platform/auth/otp-issue.js';
import { dataAsHtml } from './export-html.js';
import { collectCustomerData, eraseCustomer, listErasureRequests, openErasureRequest } from './store.js';

const tags = ['Your data'];
const ERASURE_LIST_LIMIT = 200;

const attachment = (filename: string) => `attachment; filename="${filename}"`;
const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export function privacyRoutes(app: App, deps: Deps): void {
  const { db, config, now } = deps;

  async function dataOf(userId: number) {
    const data = await collectCustomerData(db, userId);
    if (!data) throw new HttpError(401, MSG.unauthorized);
    return data;
  }

  /** Only a customer's own account is erased here; staff accounts are closed by an administrator. */
  async function customerMobile(userId: number, staff: boolean): Promise<string> {
    if (staff) throw new HttpError(403, MSG.forbidden);
    const { rows } = await db.query<{ mobile: string }>("SELECT mobile FROM users WHERE id = $1 AND user_type = 'customer'", [userId]);
    const mobile = rows[0]?.mobile;
    if (mobile === undefined) throw new HttpError(403, MSG.forbidden);
    return mobile;
  }

  app.route({
    ...endpointRoute(endpoints.myData, schemas.myData, tags),
    handler: async (request, reply) => {
      const data = await dataOf(currentUser(request).id);
      reply.header('content-disposition', attachment('my-data.json')).header('cache-control', 'no-store');
      return { generatedAt: now().toISOString(), ...data, account: data.account as Record<string, unknown> };
    },
  });

  app.route({
    ...endpointRoute(endpoints.myDataHtml, schemas.myDataHtml, tags),
    handler: async (request, reply) => {
      const data = await dataOf(currentUser(request).id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', attachment('my-data.html'))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(dataAsHtml(data, now()));
    },
  });

  app.route({
    ...endpointRoute(endpoints.eraseOtp, schemas.eraseOtp, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const mobile = await customerMobile(user.id, user.isAdmin || user.isDealer || user.isCallCentre);
      await issueOtp(deps, request, mobile, {
        limitKey: 'erase-otp',
        ipRule: (rules) => rules.otpPerIp,
        issue: async (to, at) => {
          await openErasureRequest(db, user.id, at);
          return createMobileOtp(db, 'erase', to, at, config.otpTtlSeconds);
        },
      });
      return { status: 'sent' as const, expiresInSeconds: config.otpTtlSeconds, mobileEnding: mobile.slice(-4) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.erase, schemas.erase, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const mobile = await customerMobile(user.id, user.isAdmin || user.isDealer || user.isCallCentre);
      const at = now();
      // Checked outside the erasure's transaction, so a wrong code is counted even though nothing else happens.
      const check = await checkMobileOtp(db, 'erase', mobile, request.body.otp, at, config.otpMaxAttempts);
      if (check !== 'ok') throw fieldError('otp', otpRefusal(check).message);
      await db.transaction((tx) => eraseCustomer(tx, user.id, at));
      return { status: 'erased' as const, kept: ERASURE_KEPT, removed: ERASURE_REMOVED };
    },
  });

  app.route({
    ...endpointRoute(endpoints.erasureRequests, schemas.erasureRequests, ['Back office']),
    handler: async () => {
      const rows = await listErasureRequests(db, ERASURE_LIST_LIMIT);
      return {
        data: rows.map((row) => ({
          id: row.id,
          userId: row.user_id,
          requestedAt: iso(row.requested_at) ?? '',
          completedAt: iso(row.completed_at),
          ordersAnonymised: row.orders_anonymised,
          recordsDeleted: row.records_deleted,
        })),
      };
    },
  });
}
