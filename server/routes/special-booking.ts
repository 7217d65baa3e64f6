// The hidden special-customer booking page (SPEC §2 "path not shown"): SPECIAL_BOOKING_PATH names it, the SPA asks
// here whether the path it is on is that page, and an invitation's access code (checked here against its hash,
// rate-limited per address) gives a pass that, with the booking's own key, records the invitation on the booking.
// The path is not what protects the page: the code is. Admins issue, list and revoke the codes.
import { randomInt } from 'node:crypto';
import { apiError, idParams } from '@contract/common.js';
import { SPECIAL_CODE_RE, SPECIAL_CODE_STATUS_LABELS, normaliseSpecialCode, specialCodeMessages } from '@contract/special-booking-rules.js';
import {
  specialAccessBody,
  specialAccessResponse,
  specialClaimBody,
  specialClaimResponse,
  specialCodeBody,
  specialCodeCreateResponse,
  specialCodeListQuery,
  specialCodeListResponse,
  specialCodeRevokeResponse,
  specialPageQuery,
  specialPageResponse,
} from '@contract/special-booking.js';
import { currentUser } from '../auth/hook.js';
import { consumeLimits } from '../auth/rate-limit.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { App, Deps } from '../deps.js';
import { HttpError, fieldError } from '../errors.js';
import { claimSpecialBooking, findSpecialCode, insertSpecialCode, listSpecialCodes, openSpecialPass, revokeSpecialCode } from '../store/special-access.js';
import { pageOf } from '../store/sql.js';

const errors = { '4xx': apiError };
const tags = ['Special booking'];
/** How long a pass from a right code may be used to claim the invitation on a booking. */
export const SPECIAL_PASS_HOURS = 2;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const SPECIAL_MSG = {
  off: 'Not found.',
  welcome: (label: string) => `Welcome. Your invitation (${label}) is confirmed: book below within ${SPECIAL_PASS_HOURS} hours.`,
  badPass: 'Your access has lapsed or was already used. Enter your access code again.',
  usedUp: 'This invitation has no bookings left, has lapsed or was withdrawn.',
  noBooking: 'We could not find that booking.',
  notOpen: 'This booking can no longer take an invitation.',
  applied: (label: string) => `Your invitation (${label}) is on your booking: it is allotted with priority.`,
  issued: (label: string) => `Access code for ${label} issued. Copy it now: it is not shown again.`,
  codeNotFound: 'We could not find that access code.',
  notRevocable: (status: string) => `This code is ${status.toLowerCase()}: only an active code can be revoked.`,
  revoked: (label: string) => `The access code for ${label} is revoked.`,
} as const;

/** A new code: 12 characters of an unambiguous alphabet (about 59 bits), shown in groups of four. */
export function newSpecialCode(): string {
  const raw = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

export function specialBookingRoutes(app: App, { db, config, now }: Deps): void {
  const pagePath = config.specialBookingPath;
  function requireOpen(): void {
    if (!pagePath) throw new HttpError(404, SPECIAL_MSG.off);
  }

  app.get(
    '/special-booking/page',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Whether a path is the special-customer booking page (the SPA asks on paths its route table does not know)', querystring: specialPageQuery, response: { 200: specialPageResponse, ...errors } },
    },
    async (request) => ({ data: { special: pagePath !== null && request.query.path.replace(/\/+$/, '') === pagePath } }),
  );

  app.post(
    '/special-booking/access',
    {
      config: { auth: 'public' },
      schema: { tags, summary: "Check an invitation's access code; answers a single-use pass for the claim", body: specialAccessBody, response: { 200: specialAccessResponse, ...errors } },
    },
    async (request) => {
      requireOpen();
      const at = now();
      // Every try counts, right or wrong, so guessing costs the same as knowing.
      await consumeLimits(db, [{ key: `special-code:ip:${request.ip}`, rule: config.rateLimits.specialCodePerIp }], at);
      const code = normaliseSpecialCode(request.body.code);
      if (!SPECIAL_CODE_RE.test(code)) throw fieldError('code', specialCodeMessages.format);
      const pass = newToken();
      const expiresAt = new Date(at.getTime() + SPECIAL_PASS_HOURS * 3_600_000);
      const opened = await db.transaction((tx) => openSpecialPass(tx, hashToken(code), { tokenHash: pass.hash, expiresAt }, at));
      if (!opened) throw fieldError('code', specialCodeMessages.wrong);
      return { message: SPECIAL_MSG.welcome(opened.label), data: { token: pass.token, label: opened.label, expires_at: expiresAt.toISOString() } };
    },
  );

  app.post(
    '/special-booking/claim',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Record the invitation on a booking made from the special-customer page (priority allotment)', body: specialClaimBody, response: { 200: specialClaimResponse, ...errors } },
    },
    async (request) => {
      requireOpen();
      const { booking_id, access_key, token } = request.body;
      const result = await db.transaction((tx) => claimSpecialBooking(tx, { bookingId: booking_id, accessKeyHash: hashToken(access_key), tokenHash: hashToken(token) }, now()));
      if (result === 'bad-token') throw new HttpError(403, SPECIAL_MSG.badPass);
      if (result === 'used-up') throw new HttpError(409, SPECIAL_MSG.usedUp);
      if (result === 'no-booking') throw new HttpError(404, SPECIAL_MSG.noBooking);
      if (result === 'not-open') throw new HttpError(409, SPECIAL_MSG.notOpen);
      return { message: SPECIAL_MSG.applied(result.label), data: { label: result.label } };
    },
  );

  app.get(
    '/admin/special-codes',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: "The special page's access codes, one page (newest first by default), filtered and sorted", querystring: specialCodeListQuery, response: { 200: specialCodeListResponse, ...errors } },
    },
    async (request) => {
      const { page, pageSize, ...rest } = request.query;
      const { rows, total } = await listSpecialCodes(db, { ...rest, page, pageSize }, now());
      return pageOf(rows, total, page, pageSize);
    },
  );

  app.post(
    '/admin/special-codes',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Issue an access code for the special-customer page (the code is in this answer only)', body: specialCodeBody, response: { 201: specialCodeCreateResponse, ...errors } },
    },
    async (request, reply) => {
      const at = now();
      const { label, max_uses, valid_days } = request.body;
      const code = newSpecialCode();
      const expiresAt = new Date(at.getTime() + valid_days * 86_400_000);
      const id = await db.transaction((tx) =>
        insertSpecialCode(tx, { label, codeHash: hashToken(normaliseSpecialCode(code)), maxUses: max_uses, expiresAt, createdBy: currentUser(request).id }, at),
      );
      const row = await findSpecialCode(db, id, at);
      if (!row) throw new HttpError(404, SPECIAL_MSG.codeNotFound);
      reply.code(201);
      return { message: SPECIAL_MSG.issued(label), data: { ...row, code } };
    },
  );

  app.post(
    '/admin/special-codes/:id/revoke',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Withdraw an active access code: it and its passes stop working', params: idParams, response: { 200: specialCodeRevokeResponse, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const at = now();
      const before = await db.transaction((tx) => revokeSpecialCode(tx, id, at));
      if (before === null) throw new HttpError(404, SPECIAL_MSG.codeNotFound);
      if (before !== 'active') throw new HttpError(409, SPECIAL_MSG.notRevocable(SPECIAL_CODE_STATUS_LABELS[before]));
      const row = await findSpecialCode(db, id, at);
      if (!row) throw new HttpError(404, SPECIAL_MSG.codeNotFound);
      return { message: SPECIAL_MSG.revoked(row.label), data: row };
    },
  );
}
