// The customer's rights (issue 24, DPDP Act 2023; requirements §6): the copy of everything held on the account, its
// erasure proved by a code sent to the account's mobile, and the back office's list of erasure requests. Only a
// customer's own account is erased here; staff accounts are closed by an administrator. The SQL is in store.ts.
import { ERASURE_KEPT, ERASURE_REMOVED } from '@contract/privacy-rules.js';
import type { FastifyRequest } from 'fastify';
import { checkMobileOtp, createMobileOtp } from '../../platform/auth/otp.js';
import { issueOtp, otpRefusal } from '../../platform/auth/otp-issue.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import type { Deps } from '../../platform/deps.js';
import { HttpError, fieldError } from '../../platform/errors.js';
import { MSG } from '../../platform/messages.js';
import { collectCustomerData, eraseCustomer, findCustomerMobile, listErasureRequests, openErasureRequest } from './store.js';

const ERASURE_LIST_LIMIT = 200;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** Everything held on the account; 401 when the account no longer exists (erased in another tab). */
export async function customerData({ db }: Deps, userId: number) {
  const data = await collectCustomerData(db, userId);
  if (!data) throw new HttpError(401, MSG.unauthorized);
  return data;
}

async function customerMobile({ db }: Deps, user: SessionUser): Promise<string> {
  if (user.isAdmin || user.isDealer || user.isCallCentre) throw new HttpError(403, MSG.forbidden);
  const mobile = await findCustomerMobile(db, user.id);
  if (mobile === undefined) throw new HttpError(403, MSG.forbidden);
  return mobile;
}

/** Opens (or keeps) the erasure request and sends its code to the account's mobile, within the OTP rate limits. */
export async function sendErasureCode(deps: Deps, request: FastifyRequest, user: SessionUser) {
  const { db, config } = deps;
  const mobile = await customerMobile(deps, user);
  await issueOtp(deps, request, mobile, {
    limitKey: 'erase-otp',
    ipRule: (rules) => rules.otpPerIp,
    issue: async (to, at) => {
      await openErasureRequest(db, user.id, at);
      return createMobileOtp(db, 'erase', to, at, config.otpTtlSeconds);
    },
  });
  return { status: 'sent' as const, expiresInSeconds: config.otpTtlSeconds, mobileEnding: mobile.slice(-4) };
}

/** Erases the account when the code is right, in one transaction. */
export async function eraseAccount(deps: Deps, user: SessionUser, otp: string) {
  const { db, config, now } = deps;
  const mobile = await customerMobile(deps, user);
  const at = now();
  // Checked outside the erasure's transaction, so a wrong code is counted even though nothing else happens.
  const check = await checkMobileOtp(db, 'erase', mobile, otp, at, config.otpMaxAttempts);
  if (check !== 'ok') throw fieldError('otp', otpRefusal(check).message);
  await db.transaction((tx) => eraseCustomer(tx, user.id, at));
  return { status: 'erased' as const, kept: ERASURE_KEPT, removed: ERASURE_REMOVED };
}

/** The back office's list: the latest erasure requests, what each removed. */
export async function erasureRequests({ db }: Deps) {
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
}
